import { DEFAULT_LOCALE, intlLocale, type PageLocale } from 'shared-contracts';

/** Numbers, dates and sizes as the page's language writes them (Intl), made once per language. */
export interface Formats {
  /** A count: "1000" in English, as the spec writes it; "1.000" in German. */
  count(value: number): string;
  /** A day: "Nov 20, 2026", "20.11.2026". */
  day(when: string | Date): string;
  /** A day and its time: "Nov 20, 2026, 10:00 AM". */
  moment(when: string | Date): string;
  /** An hour of the day on the 24-hour clock: "07:00". */
  hour(hour: number): string;
  /** A share from 0 to 1 as a percentage: "35%", "35 %". */
  percent(share: number): string;
  /** A value with two decimals: "0.35", "0,35"; "1.50" (a file's megabytes). */
  twoDecimals(value: number): string;
  /** A value with at most one decimal: "240", "1.5", "1,5" (a file's kilobytes). */
  oneDecimal(value: number): string;
}

const made = new Map<PageLocale, Formats>();

/** The formats of a translator's language (any catalogue's: only its language counts). */
export function formatsOf(t: { readonly locale: PageLocale }): Formats {
  const known = made.get(t.locale);
  if (known) return known;
  const tag = intlLocale(t.locale);
  // English counts as the spec prints them (String(n)); the other languages group thousands.
  const counts = new Intl.NumberFormat(tag, tag === DEFAULT_LOCALE ? { useGrouping: false } : {});
  const oneDecimal = new Intl.NumberFormat(tag, { maximumFractionDigits: 1, useGrouping: tag !== DEFAULT_LOCALE });
  const twoDecimals = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: tag !== DEFAULT_LOCALE });
  const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 0 });
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'medium' });
  const moment = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  // An hour as a label, not a moment: written on the UTC clock so no time zone moves it.
  const hour = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
  const formats: Formats = {
    count: (value) => counts.format(value),
    day: (when) => day.format(new Date(when)),
    moment: (when) => moment.format(new Date(when)),
    hour: (value) => hour.format(Date.UTC(2000, 0, 1, value)),
    percent: (share) => percent.format(share),
    twoDecimals: (value) => twoDecimals.format(value),
    oneDecimal: (value) => oneDecimal.format(value),
  };
  made.set(t.locale, formats);
  return formats;
}
