import { DEFAULT_LOCALE, PSEUDO_LOCALE, intlLocale, type PageLocale } from 'shared-contracts';

/*
 * Dates in what the server writes (issue 42): English keeps the forms it always had, made without
 * Intl (one locale formatter maps megabytes of ICU data into the process for good, see
 * shared-contracts/src/numbers.ts); another language says them through Intl, in UTC, as the
 * recipient's own zone is not known where they are used. A formatter is made once per language.
 */

const moments = new Map<string, Intl.DateTimeFormat>();
const days = new Map<string, Intl.DateTimeFormat>();

function formatterOf(kept: Map<string, Intl.DateTimeFormat>, locale: PageLocale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const tag = intlLocale(locale);
  let formatter = kept.get(tag);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(tag, { ...options, timeZone: 'UTC' });
    kept.set(tag, formatter);
  }
  return formatter;
}

const inEnglish = (locale: PageLocale) => locale === DEFAULT_LOCALE || locale === PSEUDO_LOCALE;

/** A moment, with the day, the time and the zone ('Tuesday, 8 December 2026 at 21:40 UTC'); English as `english` writes it. */
export function momentIn(locale: PageLocale, date: Date, english: (date: Date) => string): string {
  if (inEnglish(locale)) return english(date);
  return formatterOf(moments, locale, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' }).format(date);
}

/** A calendar day ('14. Juli 1950'); English as `english` writes it. */
export function dayIn(locale: PageLocale, day: { year: number; month: number; day: number }, english: () => string): string {
  if (inEnglish(locale)) return english();
  return formatterOf(days, locale, { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(Date.UTC(day.year, day.month - 1, day.day)));
}
