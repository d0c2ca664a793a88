import { MONTH_NAMES, createTranslator, type Catalog, type PageLocale } from 'shared-contracts';
import german from '../messages/de.json';
import english from '../messages/en.json';
import type { CalendarKey } from '../messages';
import { englishText } from '../test-support/englishText';
import { monthWeeks, weekdayOf } from './dates';
import { calendarWords, columnOf, weekStartOf } from './words';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

describe("the week's first day", () => {
  it.each([
    ['en', 0],
    ['en-XA', 0],
    ['de', 1],
    ['fr', 1],
    ['es', 1],
    ['pt-BR', 0],
    ['ar', 6],
    ['zh-Hans', 1],
  ] as Array<[PageLocale, number]>)('%s starts on %i (0 = Sunday)', (locale, first) => {
    expect(weekStartOf(locale)).toBe(first);
  });

  it('comes from a table where Intl has no week info', () => {
    const prototype = Intl.Locale.prototype as unknown as Record<string, unknown>;
    const saved = ['getWeekInfo', 'weekInfo'].map((name) => [name, Object.getOwnPropertyDescriptor(prototype, name)] as const);
    try {
      for (const [name] of saved) Object.defineProperty(prototype, name, { configurable: true, get: () => undefined });
      expect((['de', 'fr', 'es', 'pt-BR'] as const).map(weekStartOf)).toEqual([1, 1, 1, 0]);
    } finally {
      for (const [name, descriptor] of saved) {
        if (descriptor) Object.defineProperty(prototype, name, descriptor);
        else delete prototype[name];
      }
    }
  });

  it('lays the month out from it, and Home/End count from it', () => {
    // March 2026 starts on a Sunday: six blank days before it when the week starts on Monday, one on Saturday.
    expect(monthWeeks({ year: 2026, month: 3 }, 1)[0]).toEqual([null, null, null, null, null, null, 1]);
    expect(monthWeeks({ year: 2026, month: 3 }, 6)[0]).toEqual([null, 1, 2, 3, 4, 5, 6]);
    expect(columnOf({ year: 2026, month: 3, day: 14 }, 6)).toBe(0); // a Saturday
    expect(columnOf({ year: 2026, month: 3, day: 14 }, 1)).toBe(5);
  });
});

describe('English says its dates exactly as it always did (the spec’s words)', () => {
  const words = calendarWords(englishText);

  it('every day of 1900, 2026 and 2100, every month from 1900 to 2100', () => {
    for (const year of [1900, 2026, 2100]) {
      for (let month = 1; month <= 12; month += 1) {
        for (let day = 1; day <= new Date(Date.UTC(year, month, 0)).getUTCDate(); day += 1) {
          const date = { year, month, day };
          expect(words.dateLabel(date)).toBe(`${WEEKDAYS[weekdayOf(date)]}, ${MONTH_NAMES[month - 1]} ${day}, ${year}`);
        }
      }
    }
    for (let year = 1900; year <= 2100; year += 1) {
      for (let month = 1; month <= 12; month += 1) expect(words.monthLabel({ year, month })).toBe(`${MONTH_NAMES[month - 1]} ${year}`);
    }
    expect(Array.from({ length: 12 }, (_, i) => words.monthShort(i + 1))).toEqual(MONTH_NAMES.map((name) => name.slice(0, 3)));
    expect(words.weekdays.map(({ short }) => short)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });

  it('a year far from now keeps its digits (Date.UTC would read 26 as 1926)', () => {
    expect(words.monthLabel({ year: 26, month: 3 })).toBe('March 26');
  });
});

describe('German', () => {
  const words = calendarWords(createTranslator<CalendarKey>('de', english as Catalog, german as Catalog));

  it('names the days and months in German, from Monday, with its plurals', () => {
    expect(words.weekdays.map(({ long }) => long)).toEqual(['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag']);
    expect(words.monthLabel({ year: 2026, month: 3 })).toBe('März 2026');
    expect(words.dateLabel({ year: 2026, month: 3, day: 14 })).toBe('Samstag, 14. März 2026');
    expect([0, 1, 2].map(words.ageText)).toEqual(['Geboren', '1 Jahr', '2 Jahre']);
    expect(words.nameWithAge({ name: 'Amy', age: 36, relation: 'Schwester' })).toBe('Amy (Schwester), 36 Jahre');
  });
});
