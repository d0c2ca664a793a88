/*
 * The time of the offline copy of the member list, in words, for the directory's
 * "Showing data from ..." notice (the copy itself is kept by loadFamilyMembers).
 */

const CLOCK = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const DAY_THIS_YEAR = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
const DAY_OTHER_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * The copy's time in words: 'today at 2:05 PM', 'yesterday at 9:30 AM', 'Monday, June 2 at
 * 8:00 PM'. With the browser's Intl, not dayjs: this is on the directory's first visit.
 */
export function timeInWords(time: Date, now: Date = new Date()): string {
  // Newer ICU puts a narrow no-break space before AM/PM; the page writes a plain one.
  const clock = CLOCK.format(time).replace(/\s/g, ' ');
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (sameDay(time, now)) return `today at ${clock}`;
  if (sameDay(time, yesterday)) return `yesterday at ${clock}`;
  if (time.getFullYear() === now.getFullYear()) return `${DAY_THIS_YEAR.format(time)} at ${clock}`;
  return `${DAY_OTHER_YEAR.format(time)} at ${clock}`;
}
