import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PageLocale } from 'shared-contracts';
import { makeUser, type FakeRoute, quietConsoleButFailOnActWarnings } from 'shared-contracts/testing';
import CalendarPage from './CalendarPage';
import { calendarCss } from './parts/calendarCss';
import { renderCalendar } from './test-support/renderCalendar';

jest.setTimeout(20000);
quietConsoleButFailOnActWarnings();

const me = makeUser({ id: 7, displayName: 'Jo March', birthday: '1990-11-25', isBirthdayVisible: false });
const marmee = makeUser({ id: 1, displayName: 'Margaret March', birthday: '1948-03-14', isBirthdayVisible: true });
const amy = makeUser({ id: 9, displayName: 'Amy March', birthday: '1990-03-14', isBirthdayVisible: true });
const family = [me, marmee, amy];

/** The members call failing once, then answering with the family (Try again). */
function membersFailingOnce(): FakeRoute {
  let calls = 0;
  return {
    method: 'GET',
    url: '/api/auth/family/members',
    respond: () => {
      calls += 1;
      return calls === 1 ? { status: 500, body: { success: false, message: 'Database unavailable' } } : { status: 200, body: { success: true, data: { members: family } } };
    },
  };
}
const members: FakeRoute = { method: 'GET', url: '/api/auth/family/members', body: { success: true, data: { members: family } } };
const relations: FakeRoute = {
  method: 'GET',
  url: '/api/auth/family/relations',
  body: { success: true, data: { me: 'm7', relations: [{ person: 'm9', word: 'sister' }] } },
};
const FEED = '/api/auth/calendar/feed';
const feed: FakeRoute[] = [
  { method: 'GET', url: FEED, body: { success: true, data: { active: true, createdAt: '2026-03-03T09:00:00.000Z' } } },
  { method: 'POST', url: FEED, body: { success: true, data: { url: `http://family.test/api/calendar/${'a'.repeat(43)}.ics`, createdAt: '2026-03-10T09:00:00.000Z' } } },
];

/** Tuesday 10 March 2026, noon on the local clock. */
const MARCH_10 = () => new Date(2026, 2, 10, 12, 0);

function renderIn(locale: PageLocale, network: FakeRoute[] = [members, relations]) {
  return renderCalendar(<CalendarPage clock={MARCH_10} />, { user: me, route: '/dashboard/calendar', network, locale });
}

const weekdayNames = () => screen.getAllByRole('columnheader').map((head) => head.getAttribute('abbr'));

describe('the Birthday Calendar in the family’s languages', () => {
  it('speaks German: its words, the month by Intl, the week from Monday, ages counted', async () => {
    renderIn('de');
    expect(await screen.findByRole('heading', { level: 1, name: 'Geburtstagskalender' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abonnieren' })).toBeInTheDocument();
    const month = await screen.findByRole('grid', { name: 'März 2026' });
    expect(screen.getByRole('button', { name: 'Heute' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vorheriger Monat' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Legende' })).toHaveTextContent('HeuteGeburtstag');
    expect(weekdayNames()).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
    // 1 March 2026 is a Sunday: the last column of the first week, six blank days before it.
    const firstWeek = within(month).getAllByRole('row')[1];
    expect(within(firstWeek).getAllByRole('gridcell')).toHaveLength(1);
    expect(within(firstWeek).getByRole('gridcell')).toHaveAccessibleName('Sonntag, 1. März 2026');
    expect(screen.getByRole('gridcell', { name: 'Dienstag, 10. März 2026, heute' })).toHaveAttribute('aria-current', 'date');
    await waitFor(() =>
      expect(screen.getByRole('gridcell', { name: 'Samstag, 14. März 2026, 2 Geburtstage: Amy March (sister), 36 Jahre; Margaret March, 78 Jahre' })).toBeInTheDocument(),
    );
    expect(screen.getByRole('list', { name: 'Geburtstage im März 2026', hidden: true })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    expect(await screen.findByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    expect(screen.getByText('Keine Geburtstage im April.')).toBeInTheDocument();
  });

  it('speaks German in the Subscribe dialog, the date it was made included', async () => {
    renderIn('de', [members, relations, ...feed]);
    await screen.findByRole('grid', { name: 'März 2026' });
    await userEvent.click(screen.getByRole('button', { name: 'Abonnieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Geburtstage abonnieren' });
    expect(await within(dialog).findByText(/^Du hast eine private Adresse, erstellt am 3\. März 2026\./)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Dialog schließen' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Neue Adresse erstellen' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Kalenderadresse' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /URL kopieren/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'In meiner Kalender-App öffnen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('speaks Arabic right to left: the week from Saturday, the arrows as seen, the chevrons mirrored', async () => {
    renderIn('ar');
    expect(await screen.findByRole('heading', { level: 1, name: 'تقويم أعياد الميلاد' })).toBeInTheDocument();
    await screen.findAllByRole('gridcell');
    expect(weekdayNames()[0]).toBe('السبت');
    expect(screen.getByRole('button', { name: 'الشهر السابق' }).querySelector('.fn-calendar-way')).not.toBeNull();
    expect(calendarCss).toContain('[dir="rtl"] .fn-calendar-way { transform: scaleX(-1); }');
    // Two birthdays: Arabic's dual.
    await waitFor(() => expect(screen.getAllByRole('gridcell').some((cell) => cell.getAttribute('aria-label')?.includes('عيدا ميلاد: Amy March (sister)، 36 سنة؛ Margaret March، 78 سنة'))).toBe(true));

    const today = screen.getAllByRole('gridcell').find((cell) => cell.getAttribute('aria-current') === 'date')!;
    expect(today.getAttribute('aria-label')).toMatch(/، اليوم$/);
    today.focus();
    // Right to left the next day is on the left.
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-03-11');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-03-09');
    // Home: the week's first day, a Saturday.
    await userEvent.keyboard('{Home}');
    expect(document.activeElement?.getAttribute('data-date')).toBe('2026-03-07');
  });
});

describe('the pseudo-language', () => {
  // The words the test itself gave: the members' names and the relation the server answered.
  const GIVEN = ['Jo', 'March', 'Margaret', 'Amy', 'sister'];
  // For en-XA Intl formats as English (intlLocale): the month and weekday names are Intl's, not messages.
  const english = (options: Intl.DateTimeFormatOptions, dates: Date[]) => dates.map((date) => new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(date));
  const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1)));
  const week = Array.from({ length: 7 }, (_, day) => new Date(Date.UTC(2026, 2, 1 + day)));
  const INTL = [...english({ month: 'long' }, months), ...english({ month: 'short' }, months), ...english({ weekday: 'long' }, week), ...english({ weekday: 'short' }, week)];
  const withoutGiven = (text: string) => [...GIVEN, ...INTL].reduce((rest, word) => rest.replace(new RegExp(`\\b${word}\\b`, 'g'), ''), text);

  function plainEnglish(root: Element): string[] {
    const visible = [...root.querySelectorAll('*')]
      // The relation's line ("Your sister") is shared-contracts/ui's yourRelation, in English until it is translated there.
      .filter((element) => element.tagName !== 'STYLE' && !element.closest('.fn-month-list-relation'))
      .flatMap((element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE).map((node) => node.textContent ?? ''));
    // antd's icons name themselves after their picture ('link', 'close'); here they are never said
    // (aria-hidden, or inside a button named by its own label).
    const names = [...root.querySelectorAll('[aria-label]:not(.anticon)')].map((element) => element.getAttribute('aria-label') ?? '');
    return [...visible, ...names].filter((text) => /[A-Za-z]{2,}/.test(withoutGiven(text)));
  }

  it('leaves no plain English letter: on a failure, the month, the list and the Subscribe dialog', async () => {
    const { container } = renderIn('en-XA', [membersFailingOnce(), relations, ...feed]);
    const failure = await screen.findByRole('alert');
    await waitFor(() => expect(failure).toHaveTextContent(/⟦.+⟧/));
    expect(plainEnglish(container)).toEqual([]);

    await userEvent.click(within(failure).getByRole('button', { name: /⟦.+⟧/ }));
    await screen.findByRole('grid');
    await waitFor(() => expect(container.querySelector('.fn-month-list-relation')).not.toBeNull());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^⟦.+⟧$/);
    expect(plainEnglish(container)).toEqual([]);

    await userEvent.click(container.querySelector<HTMLElement>('.fn-calendar-header button')!);
    const dialog = await screen.findByRole('dialog', { name: /^⟦.+⟧$/ });
    await within(dialog).findByText(/2026/);
    expect(plainEnglish(dialog)).toEqual([]);
    // Make a new address: the address, Copy and the steps for each app.
    await userEvent.click(dialog.querySelector<HTMLElement>('.ant-modal-body button')!);
    await within(dialog).findByRole('textbox');
    expect(plainEnglish(dialog)).toEqual([]);
  });
});
