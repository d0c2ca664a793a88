import { PSEUDO_LOCALE, intlLocale, type Locale, type PageLocale } from 'shared-contracts';
import type { CalendarText } from '../messages';
import { weekdayOf, type BirthdayEntry, type CalendarDate, type YearMonth } from './dates';

/*
 * How the calendar says its dates in the page's language: month and weekday names from Intl,
 * the week's first day from the language, ages and the days' accessible names from the messages.
 * A date is plain year/month/day numbers, formatted as midnight UTC in UTC: no time zone can move
 * it to the day before.
 */

/** 0 = Sunday ... 6 = Saturday. */
type Weekday = number;

/** Where Intl cannot say (a browser without week info): the first day each language's readers expect. */
const FIRST_DAY_FALLBACK: Record<Locale, Weekday> = { en: 0, es: 1, de: 1, fr: 1, 'pt-BR': 0, ar: 6, 'zh-Hans': 1 };

interface WeekInfoLocale extends Intl.Locale {
  getWeekInfo?: () => { firstDay: number };
  weekInfo?: { firstDay: number };
}

/** The week's first day in a language: Sunday in English (the spec's Sun to Sat). */
export function weekStartOf(locale: PageLocale): Weekday {
  if (locale === 'en' || locale === PSEUDO_LOCALE) return 0;
  // Pinned, whatever a browser's data says for a language without a region: Arabic on Saturday,
  // Chinese on Monday.
  if (locale === 'ar') return 6;
  if (locale === 'zh-Hans') return 1;
  try {
    const info = new Intl.Locale(locale) as WeekInfoLocale;
    // getWeekInfo() is the standard's; older engines have the weekInfo getter. 1 = Monday ... 7 = Sunday.
    const firstDay = info.getWeekInfo?.().firstDay ?? info.weekInfo?.firstDay;
    if (typeof firstDay === 'number' && firstDay >= 1 && firstDay <= 7) return firstDay % 7;
  } catch {
    // An engine without Intl.Locale: the table below.
  }
  return FIRST_DAY_FALLBACK[locale];
}

interface Formats {
  monthYear: Intl.DateTimeFormat;
  month: Intl.DateTimeFormat;
  monthShort: Intl.DateTimeFormat;
  weekday: Intl.DateTimeFormat;
  weekdayShort: Intl.DateTimeFormat;
  date: Intl.DateTimeFormat;
  collator: Intl.Collator;
}

const formatsByLocale = new Map<string, Formats>();

function formatsFor(tag: string): Formats {
  let formats = formatsByLocale.get(tag);
  if (!formats) {
    const utc = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });
    formats = {
      monthYear: utc({ month: 'long', year: 'numeric' }),
      month: utc({ month: 'long' }),
      monthShort: utc({ month: 'short' }),
      weekday: utc({ weekday: 'long' }),
      weekdayShort: utc({ weekday: 'short' }),
      date: utc({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }),
      collator: new Intl.Collator(tag),
    };
    formatsByLocale.set(tag, formats);
  }
  return formats;
}

const instant = ({ year, month, day }: CalendarDate) => {
  // Not Date.UTC, which reads the years 0-99 as 1900-1999 (the month can be moved that far).
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date;
};

export interface CalendarWords {
  /** The column the week starts with (0 = Sunday ... 6 = Saturday). */
  weekStart: Weekday;
  /** The grid's column heads in order from weekStart: the short name shown and the full one. */
  weekdays: ReadonlyArray<{ short: string; long: string }>;
  /** 'March 2026' */
  monthLabel(month: YearMonth): string;
  /** 'March' */
  monthName(month: number): string;
  /** 'Mar' */
  monthShort(month: number): string;
  /** 'Saturday, March 14, 2026' */
  dateLabel(date: CalendarDate): string;
  /** '36 years', '1 year', or 'Born' in the year of birth. */
  ageText(age: number): string;
  /** 'Amy March, your sister, 36 years' (no age when the year is hidden). */
  nameWithAge(entry: Pick<BirthdayEntry, 'name' | 'age' | 'relation'>): string;
  /** 'Saturday, March 14, 2026, today, 2 birthdays: Amy March, 36 years; Margaret March, 78 years' */
  dayName(date: CalendarDate, isToday: boolean, entries: readonly BirthdayEntry[]): string;
  /** Names in the language's alphabetical order. */
  compareNames(a: string, b: string): number;
}

/** The calendar's words in the translator's language. */
export function calendarWords(t: CalendarText): CalendarWords {
  const formats = formatsFor(intlLocale(t.locale));
  const weekStart = weekStartOf(t.locale);
  // 1 March 2026 was a Sunday: the seven days from it name the weekdays.
  const weekdays = Array.from({ length: 7 }, (_, column) => {
    const day = instant({ year: 2026, month: 3, day: 1 + ((weekStart + column) % 7) });
    return { short: formats.weekdayShort.format(day), long: formats.weekday.format(day) };
  });
  const ageText = (age: number) => (age === 0 ? t('age.born') : t('age.years', { age }));
  const nameWithAge: CalendarWords['nameWithAge'] = (entry) => {
    const named = entry.relation ? t('person.relation', { name: entry.name, relation: entry.relation }) : entry.name;
    return entry.age === null ? named : t('person.age', { name: named, age: ageText(entry.age) });
  };
  const dateLabel = (date: CalendarDate) => formats.date.format(instant(date));
  return {
    weekStart,
    weekdays,
    monthLabel: (month) => formats.monthYear.format(instant({ ...month, day: 1 })),
    monthName: (month) => formats.month.format(instant({ year: 2026, month, day: 1 })),
    monthShort: (month) => formats.monthShort.format(instant({ year: 2026, month, day: 1 })),
    dateLabel,
    ageText,
    nameWithAge,
    dayName(date, isToday, entries) {
      const day = isToday ? t('day.today', { date: dateLabel(date) }) : dateLabel(date);
      if (entries.length === 0) return day;
      return t('day.birthdays', { date: day, count: entries.length, people: entries.map(nameWithAge).join(t('day.peopleSeparator')) });
    },
    compareNames: formats.collator.compare,
  };
}

/** The column a date falls in, for a week that starts on `weekStart`. */
export const columnOf = (date: CalendarDate, weekStart: Weekday) => (weekdayOf(date) - weekStart + 7) % 7;
