import { useEffect, useRef, type KeyboardEvent } from 'react';
import { addDays, addMonths, monthWeeks, sameDate, sameDayIn, type BirthdayEntry, type CalendarDate, type YearMonth } from '../calendar/dates';
import { columnOf, type CalendarWords } from '../calendar/words';
import { PersonAvatar } from './PersonAvatar';

/**
 * What a key does to the focused day (the grid pattern of WAI-ARIA); undefined: not ours. Right
 * to left, the next day is on the left: the arrows follow what the member sees.
 */
function moveFor(key: string, date: CalendarDate, weekStart: number, rtl: boolean): CalendarDate | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(date, rtl ? 1 : -1);
    case 'ArrowRight':
      return addDays(date, rtl ? -1 : 1);
    case 'ArrowUp':
      return addDays(date, -7);
    case 'ArrowDown':
      return addDays(date, 7);
    case 'Home':
      return addDays(date, -columnOf(date, weekStart));
    case 'End':
      return addDays(date, 6 - columnOf(date, weekStart));
    case 'PageUp':
      return sameDayIn(addMonths(date, -1), date.day);
    case 'PageDown':
      return sameDayIn(addMonths(date, 1), date.day);
    default:
      return undefined;
  }
}

const dateKey = ({ year, month, day }: CalendarDate) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

interface MonthGridProps {
  view: YearMonth;
  today: CalendarDate;
  /** The day that holds the grid's one tab stop (always in the viewed month). */
  focus: CalendarDate;
  selected: CalendarDate | null;
  /** The birthdays of the viewed month. */
  entries: readonly BirthdayEntry[];
  /** The id of the month's heading (the grid's name). */
  labelledBy: string;
  /** A key moved to another day, possibly in another month: the grid focuses it once shown. */
  onMove: (date: CalendarDate) => void;
  /** A day was clicked, or chosen with Enter or Space. */
  onSelect: (date: CalendarDate) => void;
  /** The page's language's dates and week. */
  words: CalendarWords;
  /** The page is written right to left. */
  rtl: boolean;
}

/**
 * The month, from the week's first day in the page's language (Sunday to Saturday in English), as a table with the grid role: one tab stop (the focused day),
 * arrows move by day and week, Home/End to the week's ends, Page Up/Down by month, Enter or
 * Space choose the day. Each day's accessible name says the date, "today", and whose birthday
 * it is with their age.
 */
export function MonthGrid({ view, today, focus, selected, entries, labelledBy, onMove, onSelect, words, rtl }: MonthGridProps) {
  const tableRef = useRef<HTMLTableElement>(null);
  const focusWanted = useRef(false);

  useEffect(() => {
    if (!focusWanted.current) return;
    focusWanted.current = false;
    tableRef.current?.querySelector<HTMLElement>(`[data-date="${dateKey(focus)}"]`)?.focus();
  }, [focus]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(focus);
      return;
    }
    const next = moveFor(event.key, focus, words.weekStart, rtl);
    if (!next) return;
    event.preventDefault();
    focusWanted.current = true;
    onMove(next);
  };

  const byDay = new Map<number, BirthdayEntry[]>();
  for (const entry of entries) byDay.set(entry.day, [...(byDay.get(entry.day) ?? []), entry]);

  return (
    <table ref={tableRef} className="fn-month" role="grid" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {words.weekdays.map(({ short, long }) => (
            <th key={long} scope="col" abbr={long}>
              {short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {monthWeeks(view, words.weekStart).map((week, row) => (
          <tr key={row}>
            {week.map((day, column) => {
              if (day === null) return <td key={column} className="fn-day fn-day-blank" />;
              const date = { ...view, day };
              const people = byDay.get(day) ?? [];
              const isToday = sameDate(date, today);
              const classes = ['fn-day', isToday && 'fn-day-today', people.length > 0 && 'fn-day-birthday'].filter(Boolean).join(' ');
              return (
                <td
                  key={column}
                  className={classes}
                  role="gridcell"
                  data-date={dateKey(date)}
                  tabIndex={sameDate(date, focus) ? 0 : -1}
                  aria-label={words.dayName(date, isToday, people)}
                  aria-current={isToday ? 'date' : undefined}
                  aria-selected={selected ? sameDate(date, selected) : false}
                  onClick={() => onSelect(date)}
                >
                  {/* The number, initials and "+N" are drawn by CSS (data-*): the cell's name says it all, and
                      its visible text (the names and ages) stays a part of that name, in order. */}
                  <span className="fn-day-number" data-day={day} aria-hidden />
                  {people.length > 0 && (
                    <ul className={people.length > 2 ? 'fn-day-people fn-day-people-many' : 'fn-day-people'} aria-hidden>
                      {people.map((entry) => (
                        <li key={entry.member.id} className="fn-day-person">
                          <PersonAvatar user={entry.member} size={24} />
                          <span className="fn-day-person-text">
                            <span className="fn-day-person-name">{entry.name}</span>{' '}
                            {entry.age !== null && <span className="fn-day-person-age">{words.ageText(entry.age)}</span>}{' '}
                          </span>
                        </li>
                      ))}
                      {/* Narrow screens: two avatars fit a day; from three, the first and how many more. */}
                      {people.length > 2 && <li className="fn-day-more" data-more={`+${people.length - 1}`} />}
                    </ul>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
