/*
 * When a birthday reminder is due, as pure functions of the instant, the recipient's time zone and
 * the site's morning hour (issue 22). Which reminders were already sent is the database's to say
 * (one row per sent reminder); this only says which ones are due now.
 *
 * - Dates are calendar dates in the recipient's own time zone: a relative in Auckland hears of a
 *   birthday on their own morning, one in Honolulu on theirs.
 * - 29 February is celebrated on 28 February in common years, as the calendar and the feed show it.
 * - A reminder is due from the morning hour of its day for GRACE_HOURS: a server that was down at
 *   the hour sends it late, once, when it starts; one down for longer skips it rather than
 *   announce yesterday's birthday days later.
 * - Daylight-saving changes need nothing special: an hour that is skipped (02:00 on the spring
 *   change) is passed the moment the clock jumps, and an hour that happens twice is sent once
 *   because the row of the first sending is there.
 */

/** Which reminders a member may choose: the day before, and on the day. */
export type BirthdayTiming = 'dayBefore' | 'onTheDay';

/** How long after its morning hour a reminder may still be sent (a server down at the hour). */
const GRACE_HOURS = 24;

interface BirthdayPerson {
  id: number;
  /** YYYY-MM-DD as stored (a year is always stored; whether it may be told is the caller's). */
  birthday: string;
}

interface DueReminder {
  personId: number;
  timing: BirthdayTiming;
  /** The date celebrated (YYYY-MM-DD, in the recipient's calendar): with the person and timing, what makes a reminder once only. */
  occasion: string;
}

interface CivilDate {
  year: number;
  month: number;
  day: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** A formatter giving the civil date and time in `zone`; throws a RangeError for a zone that does not exist. */
function formatterFor(zone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/*
 * UTC is answered without Intl. The first Intl.DateTimeFormat of a process wakes ICU's locale and
 * time zone data: 8.5 MB of the server's memory for good (measured in a bare node, and in the
 * server idle after the benchmark's sequence), paid on the first reminder check although no member
 * lives outside UTC on a server that keeps UTC (a container's default) and chose no zone of their own.
 */
const UTC = 'UTC';

/**
 * The machine's own time zone (members without one of their own get their reminders by it):
 * 'UTC' where the machine's clock keeps UTC all year (offset 0 in January and in July), else
 * the zone's IANA name.
 */
export function machineTimeZone(): string {
  const year = new Date().getFullYear();
  const keepsUtc = new Date(year, 0, 1).getTimezoneOffset() === 0 && new Date(year, 6, 1).getTimezoneOffset() === 0;
  return keepsUtc ? UTC : Intl.DateTimeFormat().resolvedOptions().timeZone || UTC;
}

/** Whether `zone` is a time zone this server knows (an IANA name such as 'Europe/Paris', or 'UTC'). */
export function isKnownTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  if (zone === UTC) return true;
  try {
    formatterFor(zone);
    return true;
  } catch {
    return false;
  }
}

/** The civil date and time at `instant` in `zone`. */
export function wallClock(instant: Date, zone: string): CivilDate & { hour: number; minute: number; second: number } {
  if (zone === UTC) {
    return {
      year: instant.getUTCFullYear(),
      month: instant.getUTCMonth() + 1,
      day: instant.getUTCDate(),
      hour: instant.getUTCHours(),
      minute: instant.getUTCMinutes(),
      second: instant.getUTCSeconds(),
    };
  }
  const parts = Object.fromEntries(formatterFor(zone).formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
  };
}

/** The instant at which `zone`'s wall clock first shows `hour`:00 on `date` (or the first instant after, when that hour is skipped). */
export function instantOfHour(date: CivilDate, hour: number, zone: string): Date {
  const wanted = Date.UTC(date.year, date.month - 1, date.day, hour);
  // The zone's offset is within a day of UTC: start from the guess with the offset at that guess,
  // correct once for a change of offset in between, then step to the first instant at or past the hour.
  let guess = wanted - offsetMs(new Date(wanted), zone);
  guess = wanted - offsetMs(new Date(guess), zone);
  const shown = (ms: number) => {
    const clock = wallClock(new Date(ms), zone);
    return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  };
  if (shown(guess) < wanted) {
    // The hour does not exist that day (the clock jumps over it): the reminder goes at the jump.
    let step = guess;
    while (shown(step) < wanted) step += 15 * 60_000;
    // Back to the first minute that shows a time past the hour.
    while (shown(step - 60_000) >= wanted) step -= 60_000;
    return new Date(step);
  }
  // The hour happens twice (the clock goes back): the first time.
  while (shown(guess - 3_600_000) === wanted) guess -= 3_600_000;
  return new Date(guess);
}

/** How far `zone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: Date, zone: string): number {
  const clock = wallClock(instant, zone);
  const shown = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return shown - Math.floor(instant.getTime() / 1000) * 1000;
}

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The date on which a birthday is celebrated in `year`: 29 February falls on 28 February in common years. */
export function celebrationDate(birthday: string, year: number): CivilDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(birthday);
  if (!match) return null;
  const month = Number(match[2]);
  let day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  if (month === 2 && day === 29 && !isLeapYear(year)) day = 28;
  return { year, month, day };
}

const dateKey = ({ year, month, day }: CivilDate) => `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

function addDays(date: CivilDate, days: number): CivilDate {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
}

const sameDate = (a: CivilDate, b: CivilDate) => a.year === b.year && a.month === b.month && a.day === b.day;

/**
 * The birthday reminders due at `now` for a recipient in `zone`, who chose `timings`, the site
 * sending at `hour` (0-23): each one whose day's morning hour has passed less than GRACE_HOURS ago.
 */
export function dueBirthdayReminders(options: { now: Date; zone: string; hour: number; timings: readonly BirthdayTiming[]; people: readonly BirthdayPerson[] }): DueReminder[] {
  const { now, zone, hour, timings, people } = options;
  if (timings.length === 0 || people.length === 0) return [];
  const today = wallClock(now, zone);
  const due: DueReminder[] = [];
  // The reminder days that can still be within their grace: today and yesterday (recipient's calendar).
  for (const sendDay of [addDays(today, -1), today]) {
    const from = instantOfHour(sendDay, hour, zone).getTime();
    if (now.getTime() < from || now.getTime() >= from + GRACE_HOURS * 3_600_000) continue;
    for (const timing of timings) {
      const celebrated = timing === 'onTheDay' ? sendDay : addDays(sendDay, 1);
      for (const person of people) {
        const date = celebrationDate(person.birthday, celebrated.year);
        if (date && sameDate(date, celebrated)) due.push({ personId: person.id, timing, occasion: dateKey(celebrated) });
      }
    }
  }
  return due;
}

/** The age a person reaches on the occasion, when the year may be told. */
export function ageOn(birthday: string, occasion: string): number | null {
  const born = Number(birthday.slice(0, 4));
  const year = Number(occasion.slice(0, 4));
  return Number.isInteger(born) && Number.isInteger(year) && year > born ? year - born : null;
}
