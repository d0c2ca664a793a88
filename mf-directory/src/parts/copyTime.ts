/*
 * The time of the offline copy of the member list, in words, for the directory's
 * "Showing data from ..." notice (the copy itself is kept by loadFamilyMembers).
 */
import { intlLocale, type PageLocale } from 'shared-contracts';
import { inEnglish, type DirectoryText } from '../messages';

interface Formats {
  clock: Intl.DateTimeFormat;
  dayThisYear: Intl.DateTimeFormat;
  dayOtherYear: Intl.DateTimeFormat;
}

const formats = new Map<string, Formats>();
function formatsIn(locale: PageLocale): Formats {
  // English keeps the spec's US clock and dates ('2:05 PM', 'Monday, June 2').
  const tag = locale === 'en' ? 'en-US' : intlLocale(locale);
  let made = formats.get(tag);
  if (!made) {
    made = {
      clock: new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit' }),
      dayThisYear: new Intl.DateTimeFormat(tag, { weekday: 'long', month: 'long', day: 'numeric' }),
      dayOtherYear: new Intl.DateTimeFormat(tag, { month: 'long', day: 'numeric', year: 'numeric' }),
    };
    formats.set(tag, made);
  }
  return made;
}

const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * The copy's time in words: 'today at 2:05 PM', 'yesterday at 9:30 AM', 'Monday, June 2 at
 * 8:00 PM', in the language of `t`. With the browser's Intl, not dayjs: this is on the
 * directory's first visit.
 */
export function timeInWords(time: Date, now: Date = new Date(), t: DirectoryText = inEnglish): string {
  const { clock: clockFormat, dayThisYear, dayOtherYear } = formatsIn(t.locale);
  // Newer ICU puts a narrow no-break space before AM/PM; the page writes a plain one.
  const clock = clockFormat.format(time).replace(/\s/g, ' ');
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (sameDay(time, now)) return t('copyTime.today', { clock });
  if (sameDay(time, yesterday)) return t('copyTime.yesterday', { clock });
  const day = time.getFullYear() === now.getFullYear() ? dayThisYear.format(time) : dayOtherYear.format(time);
  return t('copyTime.day', { day, clock });
}
