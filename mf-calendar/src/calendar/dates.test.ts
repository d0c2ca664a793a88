import { makeUser } from 'shared-contracts/testing';
import { englishText } from '../test-support/englishText';
import { addDays, addMonths, birthDateOf, birthdaysIn, calendarMembers, daysInMonth, isLeapYear, localToday, monthWeeks, sameDayIn, weekdayOf } from './dates';
import { calendarWords } from './words';

// How English says the dates and ages (the spec's words).
const { ageText, nameWithAge, dateLabel, monthLabel } = calendarWords(englishText);

/*
 * The package's test script runs this file three times: in the machine's zone, then with TZ set
 * west of UTC (America/Los_Angeles) and east of it (Pacific/Kiritimati, UTC+14). Every
 * expectation below holds in each of them.
 */
const ZONE = process.env.TZ;

describe('the time zone this run is in', () => {
  it('is the one TZ asked for, so the runs really differ', () => {
    if (ZONE) expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(ZONE);
    const westOrEast = new Date(Date.UTC(2026, 0, 15, 12)).getTimezoneOffset();
    if (ZONE === 'America/Los_Angeles') expect(westOrEast).toBe(480);
    if (ZONE === 'Pacific/Kiritimati') expect(westOrEast).toBe(-840);
  });
});

describe('the month grid, Sunday first', () => {
  // 2026: each weekday starts a month at least once.
  it.each([
    ['Sunday', 2026, 2, 0, 4],
    ['Monday', 2026, 6, 1, 5],
    ['Tuesday', 2026, 9, 2, 5],
    ['Wednesday', 2026, 4, 3, 5],
    ['Thursday', 2026, 1, 4, 5],
    ['Friday', 2026, 5, 5, 6],
    ['Saturday', 2026, 8, 6, 6],
  ])('a month starting on a %s (%i-%i): %i blank cells first, %i weeks', (_name, year, month, blanks, weeks) => {
    const grid = monthWeeks({ year, month });
    expect(grid).toHaveLength(weeks);
    for (const week of grid) expect(week).toHaveLength(7);
    const cells = grid.flat();
    expect(cells.slice(0, blanks)).toEqual(Array(blanks).fill(null));
    expect(cells[blanks]).toBe(1);
    const days = cells.filter((cell): cell is number => cell !== null);
    expect(days).toEqual(Array.from({ length: daysInMonth({ year, month }) }, (_, i) => i + 1));
    expect(weekdayOf({ year, month, day: 1 })).toBe(blanks);
  });

  it('February of a leap year has 29 days, of a common year 28; 1900 and 2100 are common, 2000 is leap', () => {
    expect([2024, 2000, 2400].map(isLeapYear)).toEqual([true, true, true]);
    expect([2026, 1900, 2100].map(isLeapYear)).toEqual([false, false, false]);
    expect(daysInMonth({ year: 2024, month: 2 })).toBe(29);
    expect(daysInMonth({ year: 2026, month: 2 })).toBe(28);
    expect(daysInMonth({ year: 2100, month: 2 })).toBe(28);
    expect(monthWeeks({ year: 2024, month: 2 }).flat().filter(Boolean)).toHaveLength(29);
    expect(monthWeeks({ year: 2015, month: 2 })).toHaveLength(4); // 28 days from a Sunday: exactly four weeks
  });

  it('knows weekdays across the whole range of birthdays', () => {
    expect(weekdayOf({ year: 1900, month: 1, day: 1 })).toBe(1); // Monday
    expect(weekdayOf({ year: 2000, month: 2, day: 29 })).toBe(2); // Tuesday
    expect(weekdayOf({ year: 2100, month: 3, day: 1 })).toBe(1); // Monday
    expect(dateLabel({ year: 2026, month: 3, day: 14 })).toBe('Saturday, March 14, 2026');
  });
});

describe('moving around', () => {
  it('months roll over the year both ways', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(addMonths({ year: 2026, month: 3 }, -27)).toEqual({ year: 2023, month: 12 });
    expect(monthLabel(addMonths({ year: 2026, month: 11 }, 2))).toBe('January 2027');
  });

  it('days step across months, years and 29 February', () => {
    expect(addDays({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 1 });
    expect(addDays({ year: 2026, month: 3, day: 1 }, -1)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(addDays({ year: 2024, month: 3, day: 1 }, -1)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(addDays({ year: 2026, month: 12, day: 28 }, 7)).toEqual({ year: 2027, month: 1, day: 4 });
    // Across the spring-forward night in the west, and many days at once.
    expect(addDays({ year: 2026, month: 3, day: 7 }, 2)).toEqual({ year: 2026, month: 3, day: 9 });
    expect(addDays({ year: 2026, month: 1, day: 1 }, 365)).toEqual({ year: 2027, month: 1, day: 1 });
  });

  it('the same day in a shorter month is its last day', () => {
    expect(sameDayIn({ year: 2026, month: 2 }, 31)).toEqual({ year: 2026, month: 2, day: 28 });
    expect(sameDayIn({ year: 2024, month: 2 }, 30)).toEqual({ year: 2024, month: 2, day: 29 });
    expect(sameDayIn({ year: 2026, month: 4 }, 15)).toEqual({ year: 2026, month: 4, day: 15 });
  });
});

describe("today is the member's local date", () => {
  // 06:00 UTC on 1 March 2026 is still 28 February in Los Angeles and already the evening of
  // 1 March on Kiritimati.
  const instant = new Date(Date.UTC(2026, 2, 1, 6, 0));
  const expected: Record<string, { year: number; month: number; day: number }> = {
    'America/Los_Angeles': { year: 2026, month: 2, day: 28 },
    'Pacific/Kiritimati': { year: 2026, month: 3, day: 1 },
    UTC: { year: 2026, month: 3, day: 1 },
  };

  it('follows the zone of the browser, read without any shift', () => {
    const zone = ZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(instant).map((p) => [p.type, p.value]),
    );
    const wanted = expected[zone] ?? { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day) };
    expect(localToday(instant)).toEqual(wanted);
  });

  it('a minute before and after local midnight are two different days', () => {
    const before = new Date(2026, 0, 31, 23, 59);
    const after = new Date(2026, 1, 1, 0, 1);
    expect(localToday(before)).toEqual({ year: 2026, month: 1, day: 31 });
    expect(localToday(after)).toEqual({ year: 2026, month: 2, day: 1 });
  });
});

describe('birthdays on the calendar', () => {
  it('read from the digits: never a day earlier or later, in any zone', () => {
    expect(birthDateOf('1990-12-10')).toEqual({ year: 1990, month: 12, day: 10 });
    expect(birthDateOf('1990-01-01')).toEqual({ year: 1990, month: 1, day: 1 });
    expect(birthDateOf('1995-05-05T00:00:00.000Z')).toEqual({ year: 1995, month: 5, day: 5 });
    expect(birthDateOf('1995-05-05T23:30:00-08:00')).toEqual({ year: 1995, month: 5, day: 5 });
  });

  it("skips what would read 'Invalid Date': outside 1900-2100 or not a real date", () => {
    for (const bad of ['1899-12-31', '2101-01-01', '2023-02-29', '2026-04-31', '2026-13-01', '2026-00-10', 'next week', '', null, undefined, 19901210]) {
      expect(birthDateOf(bad)).toBeNull();
    }
    expect(birthDateOf('1900-01-01')).toEqual({ year: 1900, month: 1, day: 1 });
    expect(birthDateOf('2100-12-31')).toEqual({ year: 2100, month: 12, day: 31 });
  });

  it('shows only visible birthdays, whatever else arrived (admins receive hidden ones)', () => {
    const shown = calendarMembers([
      makeUser({ id: 1, displayName: 'Shown', birthday: '1990-03-01', isBirthdayVisible: true }),
      makeUser({ id: 2, displayName: 'Hidden', birthday: '1990-03-02', isBirthdayVisible: false }),
      makeUser({ id: 3, displayName: 'No flag', birthday: '1990-03-03', isBirthdayVisible: undefined }),
      makeUser({ id: 4, displayName: 'No date', birthday: undefined, isBirthdayVisible: true }),
      makeUser({ id: 5, displayName: 'Bad date', birthday: '1850-03-05', isBirthdayVisible: true }),
      makeUser({ id: 6, displayName: '', firstName: '', lastName: '', birthday: '1990-03-06', isBirthdayVisible: true }),
    ]);
    expect(shown.map((entry) => [entry.member.id, entry.name])).toEqual([
      [1, 'Shown'],
      [6, 'Unknown User'],
    ]);
  });

  it('gives the age reached that year, by day then name, and nobody before their birth', () => {
    const members = calendarMembers([
      makeUser({ id: 1, displayName: 'Zed', birthday: '1948-03-14' }),
      makeUser({ id: 2, displayName: 'Amy', birthday: '1990-03-14' }),
      makeUser({ id: 3, displayName: 'Kit', birthday: '2026-03-02' }),
      makeUser({ id: 4, displayName: 'Other month', birthday: '1990-04-14' }),
    ]);
    const march2026 = birthdaysIn({ year: 2026, month: 3 }, members);
    expect(march2026.map((e) => [e.day, e.name, e.age, nameWithAge(e)])).toEqual([
      [2, 'Kit', 0, 'Kit, Born'],
      [14, 'Amy', 36, 'Amy, 36 years'],
      [14, 'Zed', 78, 'Zed, 78 years'],
    ]);
    expect(birthdaysIn({ year: 2025, month: 3 }, members).map((e) => e.name)).toEqual(['Amy', 'Zed']);
    expect(birthdaysIn({ year: 2027, month: 3 }, members).find((e) => e.name === 'Kit')?.age).toBe(1);
    expect(ageText(1)).toBe('1 year');
  });

  it('a birthday without its year (hidden by its owner, admins alike) falls every year, with no age', () => {
    const members = calendarMembers([
      makeUser({ id: 1, displayName: 'Meg', birthday: '--03-14' }),
      // An admin receives the year, for editing: the calendar still leaves it out.
      makeUser({ id: 2, displayName: 'Beth', birthday: '1950-03-14', isBirthYearVisible: false }),
      makeUser({ id: 3, displayName: 'Jo', birthday: '--02-29' }),
    ]);
    for (const year of [1900, 2026, 2100]) {
      expect(birthdaysIn({ year, month: 3 }, members).map((e) => [e.day, e.name, e.age, nameWithAge(e)])).toEqual([
        [14, 'Beth', null, 'Beth'],
        [14, 'Meg', null, 'Meg'],
      ]);
    }
    expect(birthdaysIn({ year: 2027, month: 2 }, members).map((e) => [e.day, e.name])).toEqual([[28, 'Jo']]);
    expect(birthdaysIn({ year: 2028, month: 2 }, members).map((e) => [e.day, e.name])).toEqual([[29, 'Jo']]);
  });

  it('29 February is on 28 February in common years and on the 29th in leap years', () => {
    const members = calendarMembers([makeUser({ id: 9, displayName: 'Leap', birthday: '2000-02-29' })]);
    expect(birthdaysIn({ year: 2026, month: 2 }, members).map((e) => [e.day, e.age])).toEqual([[28, 26]]);
    expect(birthdaysIn({ year: 2028, month: 2 }, members).map((e) => [e.day, e.age])).toEqual([[29, 28]]);
    expect(birthdaysIn({ year: 2100, month: 2 }, members).map((e) => e.day)).toEqual([28]);
    expect(birthdaysIn({ year: 2026, month: 3 }, members)).toEqual([]);
  });
});
