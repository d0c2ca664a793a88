import { useEffect, useRef } from 'react';
import { yourRelation } from 'shared-contracts/ui';
import type { BirthdayEntry, CalendarDate, YearMonth } from '../calendar/dates';
import type { CalendarWords } from '../calendar/words';
import { useText } from '../messages';
import { PersonAvatar } from './PersonAvatar';

interface BirthdayListProps {
  view: YearMonth;
  entries: readonly BirthdayEntry[];
  /** The day chosen in the grid: its entries are marked and scrolled into view. */
  selected: CalendarDate | null;
  words: CalendarWords;
}

/**
 * The month's birthdays as a list, for narrow screens, where the grid's days keep only the
 * avatars: date, avatar, name and age of each (hidden from 600 px, where the grid says it all).
 */
export function BirthdayList({ view, entries, selected, words }: BirthdayListProps) {
  const t = useText();
  const listRef = useRef<HTMLUListElement>(null);
  const title = t('list.title', { month: words.monthLabel(view) });
  const selectedDay = selected && selected.year === view.year && selected.month === view.month ? selected.day : null;

  useEffect(() => {
    if (selectedDay === null) return;
    const first = listRef.current?.querySelector<HTMLElement>('[data-selected="true"]');
    // jsdom has no scrolling; a browser brings the day's first entry into view.
    first?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selectedDay]);

  return (
    <section className="fn-month-list" aria-label={title}>
      <h2 className="fn-month-list-title">{title}</h2>
      {entries.length === 0 ? (
        <p className="fn-month-list-none">{t('list.none', { month: words.monthName(view.month) })}</p>
      ) : (
        <ul ref={listRef} aria-label={title}>
          {entries.map((entry) => (
            <li key={entry.member.id} data-selected={entry.day === selectedDay}>
              <span className="fn-month-list-date">
                <small>{words.monthShort(view.month)}</small>
                {entry.day}
              </span>
              <PersonAvatar user={entry.member} size={36} />
              <span className="fn-month-list-name">
                <strong>{entry.name}</strong>
                {/* The relation's words are the family tree's (shared-contracts/ui), in English until it says them in the page's language. */}
                {entry.relation && <span className="fn-month-list-relation">{yourRelation({ word: entry.relation })}</span>}
                {entry.age !== null && <span>{words.ageText(entry.age)}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
