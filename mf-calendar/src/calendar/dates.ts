import { UNKNOWN_USER_NAME, asShown, birthdayParts, userDisplayName, type BirthdayParts, type User } from 'shared-contracts';

/*
 * The calendar's arithmetic, on plain year/month/day numbers. A birthday 'YYYY-MM-DD' is read
 * from its digits and never turned into a local Date (which would move it to the day before
 * west of UTC); weekdays and day steps are counted on the UTC time line, which has no zones.
 * Only "today" comes from the browser's clock: the member's own local date. How a date reads (in
 * the page's language) is words.ts.
 */

export interface YearMonth {
  year: number;
  /** 1-12 */
  month: number;
}

export interface CalendarDate extends YearMonth {
  day: number;
}

/** The member's local date now (the browser's own calendar day, whatever its time zone). */
export function localToday(now: Date = new Date()): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth({ year, month }: YearMonth): number {
  return month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1];
}

const DAY_MS = 86_400_000;
const epochDay = ({ year, month, day }: CalendarDate) => Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
function fromEpochDay(days: number): CalendarDate {
  const date = new Date(days * DAY_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: CalendarDate): number {
  return (((epochDay(date) + 4) % 7) + 7) % 7; // 1 January 1970 was a Thursday
}

/** The date `days` days later (earlier when negative). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  return fromEpochDay(epochDay(date) + days);
}

export function addMonths({ year, month }: YearMonth, months: number): YearMonth {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The same day in another month, or its last day when the month is shorter (31 Jan -> 28 Feb). */
export function sameDayIn(target: YearMonth, day: number): CalendarDate {
  return { ...target, day: Math.min(day, daysInMonth(target)) };
}

export const sameMonth = (a: YearMonth, b: YearMonth) => a.year === b.year && a.month === b.month;
export const sameDate = (a: CalendarDate, b: CalendarDate) => sameMonth(a, b) && a.day === b.day;

/**
 * The month as weeks of seven cells, from the week's first day (0 = Sunday, the spec's; 1 =
 * Monday; 6 = Saturday): a day number, or null for a cell before the 1st or after the last day.
 * Four to six weeks.
 */
export function monthWeeks(month: YearMonth, weekStart = 0): Array<Array<number | null>> {
  const lead = (weekdayOf({ ...month, day: 1 }) - weekStart + 7) % 7;
  const total = daysInMonth(month);
  const cells: Array<number | null> = [...Array.from({ length: lead }, () => null), ...Array.from({ length: total }, (_, i) => i + 1)];
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: Array<Array<number | null>> = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/**
 * A birthday as a date, when it can be shown: a real date from 1900 to 2100 (spec section 5:
 * anything else reads 'Invalid Date', so it has no day on the calendar). A timestamp counts by
 * its date part, as the spec reads it.
 */
export function birthDateOf(value: unknown): BirthdayParts | null {
  return birthdayParts(value);
}

/** A member on the calendar: their birth date read once (its year null when its owner hides it). */
interface CalendarMember {
  member: User;
  name: string;
  born: BirthdayParts;
  /** What they are to the viewer ('nephew'), when they are related. */
  relation?: string;
}

/**
 * The members the calendar shows: only those whose birthday is visible (spec: "Only members
 * whose birthday is visible appear"). Admins and managers receive hidden birthdays too, for
 * editing; the flag, not the presence of a date, decides.
 */
export function calendarMembers(members: readonly User[], relations: ReadonlyMap<number, { word: string }> = new Map()): CalendarMember[] {
  const shown: CalendarMember[] = [];
  for (const member of members) {
    if (member.isBirthdayVisible !== true) continue;
    // A hidden birth year is hidden from everyone, admins too (who receive it for editing).
    const born = birthDateOf(asShown(member).birthday);
    if (!born) continue;
    const relation = relations.get(member.id)?.word;
    shown.push({ member, name: userDisplayName(member) || UNKNOWN_USER_NAME, born, ...(relation ? { relation } : {}) });
  }
  return shown;
}

export interface BirthdayEntry extends CalendarMember {
  /** The day of the viewed month it falls on. */
  day: number;
  /** The age reached that year (0 in the year of birth); null when the year is hidden. */
  age: number | null;
}

/**
 * The birthdays of a month, by day then name (in the order `compareNames` gives: the page's
 * language's). 29 February falls on 28 February in common years. Nobody has a birthday before
 * they were born.
 */
export function birthdaysIn(
  month: YearMonth,
  members: readonly CalendarMember[],
  compareNames: (a: string, b: string) => number = (a, b) => a.localeCompare(b),
): BirthdayEntry[] {
  const entries: BirthdayEntry[] = [];
  for (const entry of members) {
    const { born } = entry;
    if (born.month !== month.month || (born.year !== null && month.year < born.year)) continue;
    const day = born.month === 2 && born.day === 29 && !isLeapYear(month.year) ? 28 : born.day;
    entries.push({ ...entry, day, age: born.year === null ? null : month.year - born.year });
  }
  return entries.sort((a, b) => a.day - b.day || compareNames(a.name, b.name) || a.member.id - b.member.id);
}
