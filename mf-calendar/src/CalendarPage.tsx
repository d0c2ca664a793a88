import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { LeftOutlined, LinkOutlined, RightOutlined } from '@ant-design/icons';
import { useAtomValue } from 'jotai';
import { ERRORS, localeDirection, type User } from 'shared-contracts';
import { currentUserAtom, keptFamilyMembers, loadFamilyMembers, useSharedText, withPageMessages } from 'shared-contracts/runtime';
import { Button, Notice, Spinner, useFamilyRelations } from 'shared-contracts/ui';
import { addMonths, birthdaysIn, calendarMembers, localToday, sameDate, sameDayIn, sameMonth, type CalendarDate, type YearMonth } from './calendar/dates';
import { calendarWords } from './calendar/words';
import { useText } from './messages';
import { BirthdayList } from './parts/BirthdayList';
import { calendarCss } from './parts/calendarCss';
import { MonthGrid } from './parts/MonthGrid';

// The subscription dialog is fetched only when someone opens it; it alone renders antd (in its
// own AntdTheme): the month draws its controls with the plain kit ('shared-contracts/ui'). It
// brings its own words, and is drawn once they are there in the page's language.
const SubscribeDialog = lazy(() => withPageMessages(import('./parts/SubscribeDialog')));

type Loaded = { status: 'loading' } | { status: 'loaded'; members: User[] } | { status: 'failed' };

const monthOf = ({ year, month }: CalendarDate): YearMonth => ({ year, month });
const systemClock = () => new Date();

interface CalendarPageProps {
  /** The clock (tests set it); "today" is its local date. */
  clock?: () => Date;
}

/**
 * The Birthday Calendar: a month from the first day of the week in the page's language (Sunday
 * to Saturday in English) with today and the birthdays of the members who made theirs visible
 * (avatar, name, the age reached that year), moved by month or back to today, by mouse, touch or
 * keyboard; and the Subscribe action for a private feed.
 */
export default function CalendarPage({ clock = systemClock }: CalendarPageProps) {
  const t = useText();
  const shared = useSharedText();
  const words = useMemo(() => calendarWords(t), [t]);
  const currentUser = useAtomValue(currentUserAtom);
  const ownId = currentUser?.id;
  // The birthdays this device last received are drawn at once; the call below replaces them.
  const relations = useFamilyRelations();
  const [loaded, setLoaded] = useState<Loaded>(() => {
    // typeof: a shell older than this remote provides a runtime without it (the page's runtime
    // is the shell's), and then nothing is drawn ahead.
    const kept = typeof keptFamilyMembers === 'function' ? keptFamilyMembers(ownId) : null;
    return kept ? { status: 'loaded', members: kept } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);
  const [today, setToday] = useState(() => localToday(clock()));
  const [view, setView] = useState<YearMonth>(() => monthOf(today));
  const [focus, setFocus] = useState<CalendarDate>(today);
  const [selected, setSelected] = useState<CalendarDate | null>(null);
  const [subscribeOpen, setSubscribeOpen] = useState(false);
  const [subscribeUsed, setSubscribeUsed] = useState(false);
  const headingId = useId();

  // The member whose list is drawn: another (the server's answer named someone else) waits for theirs.
  const drawnFor = useRef(ownId);
  useEffect(() => {
    let active = true;
    // Try again shows the spinner; the first load keeps what is drawn.
    if (attempt > 0 || drawnFor.current !== ownId) setLoaded({ status: 'loading' });
    drawnFor.current = ownId;
    // Offline, the birthdays this device last received (what is drawn) stay.
    loadFamilyMembers(ownId, { offlineCopy: true })
      // The birthdays drawn at once, confirmed by the server (the same array): nothing to draw again.
      .then(({ members }) => active && setLoaded((current) => (current.status === 'loaded' && current.members === members ? current : { status: 'loaded', members })))
      .catch((error) => {
        console.error('Could not load the family members for the calendar', error);
        if (active) setLoaded({ status: 'failed' });
      });
    return () => {
      active = false;
    };
  }, [attempt, ownId]);

  // A page left open overnight moves "today" to the new date.
  useEffect(() => {
    const timer = setInterval(() => {
      const now = localToday(clock());
      setToday((previous) => (sameDate(previous, now) ? previous : now));
    }, 60_000);
    return () => clearInterval(timer);
  }, [clock]);

  // The session owns the signed-in member: a birthday just saved in the profile shows at once.
  const shown = useMemo(() => {
    if (loaded.status !== 'loaded') return [];
    const members = currentUser ? loaded.members.map((member) => (member.id === currentUser.id ? currentUser : member)) : loaded.members;
    return calendarMembers(members, relations);
  }, [loaded, currentUser, relations]);

  const entries = useMemo(() => birthdaysIn(view, shown, words.compareNames), [view, shown, words]);

  const showMonth = useCallback((month: YearMonth, day: number) => {
    setView(month);
    setFocus(sameDayIn(month, day));
  }, []);

  const goToday = () => {
    const now = localToday(clock());
    setToday(now);
    setView(monthOf(now));
    setFocus(now);
  };

  const move = useCallback((date: CalendarDate) => {
    setFocus(date);
    setView((current) => (sameMonth(current, date) ? current : monthOf(date)));
  }, []);

  const select = useCallback((date: CalendarDate) => {
    setFocus(date);
    setSelected(date);
  }, []);

  const openSubscribe = () => {
    setSubscribeUsed(true);
    setSubscribeOpen(true);
  };

  return (
    <section className="fn-calendar" aria-labelledby="fn-calendar-title">
      <style>{calendarCss}</style>
      <header className="fn-calendar-header">
        <div>
          <h1 id="fn-calendar-title" className="fn-calendar-title">
            {t('page.title')}
          </h1>
          <p className="fn-calendar-subtitle">{t('page.subtitle')}</p>
        </div>
        <Button icon={<LinkOutlined aria-hidden />} onClick={openSubscribe}>
          {t('page.subscribe')}
        </Button>
      </header>

      {loaded.status === 'loading' && (
        <div className="fn-calendar-status" role="status">
          <Spinner size="large" />
          <span>{t('page.loading')}</span>
        </div>
      )}

      {loaded.status === 'failed' && (
        <Notice
          type="error"
          action={
            <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
              {t('page.tryAgain')}
            </Button>
          }
        >
          {shared(ERRORS.calendarLoadFailed)}
        </Notice>
      )}

      {loaded.status === 'loaded' && (
        <>
          {shown.length === 0 && (
            <p className="fn-calendar-empty" role="note">
              {t('page.empty')}
            </p>
          )}
          <div className="fn-calendar-card">
            <div className="fn-calendar-toolbar">
              <Button onClick={goToday}>{t('toolbar.today')}</Button>
              {/* The chevrons point back and on in time: right to left, mirrored (calendarCss). */}
              <Button aria-label={t('toolbar.previousMonth')} icon={<LeftOutlined className="fn-calendar-way" aria-hidden />} onClick={() => showMonth(addMonths(view, -1), focus.day)} />
              <Button aria-label={t('toolbar.nextMonth')} icon={<RightOutlined className="fn-calendar-way" aria-hidden />} onClick={() => showMonth(addMonths(view, 1), focus.day)} />
              <h2 id={headingId} className="fn-calendar-month" aria-live="polite">
                {words.monthLabel(view)}
              </h2>
              <ul className="fn-calendar-legend" aria-label={t('legend.name')}>
                <li>
                  <span className="fn-swatch fn-swatch-today" aria-hidden />
                  {t('legend.today')}
                </li>
                <li>
                  <span className="fn-swatch fn-swatch-birthday" aria-hidden />
                  {t('legend.birthday')}
                </li>
              </ul>
            </div>
            <MonthGrid
              view={view}
              today={today}
              focus={focus}
              selected={selected}
              entries={entries}
              labelledBy={headingId}
              onMove={move}
              onSelect={select}
              words={words}
              rtl={localeDirection(t.locale) === 'rtl'}
            />
          </div>
          <BirthdayList view={view} entries={entries} selected={selected} words={words} />
        </>
      )}

      {subscribeUsed && (
        <Suspense fallback={null}>
          <SubscribeDialog open={subscribeOpen} onClose={() => setSubscribeOpen(false)} />
        </Suspense>
      )}
    </section>
  );
}
