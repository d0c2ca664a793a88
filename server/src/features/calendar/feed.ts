import ical, { ICalEventRepeatingFreq, ICalEventTransparency } from 'ical-generator';
import { APP_ROUTES, UNKNOWN_USER_NAME, apiPath, birthdayDatePart, formatBirthday, isValidBirthday, memberName, type PageLocale } from 'shared-contracts';
import type { Db } from '../../db/index.js';
import { deleteFeedOf, findFeedByHash, findFeedOf, replaceFeed, type FeedRecord } from './queries.js';
import { listVisibleBirthdays, type BirthdayRecord } from '../members/index.js';
import { hashToken, newToken } from '../../lib/crypto.js';
import { fileSlug } from '../../lib/file-names.js';
import { dayIn } from '../../i18n/dates.js';
import { serverText } from '../../i18n/server-text.js';

/*
 * The private birthday feed (beyond the spec): an iCalendar file (RFC 5545) a member's own
 * calendar app subscribes to, at an address whose secret only its hash is kept of.
 */

/** The member's feed, if they have one. */
export function feedOfMember(db: Db, userId: number): Promise<FeedRecord | undefined> {
  return findFeedOf(db, userId);
}

/** A new address for the member (the old one stops working at once): the secret, shown only now. */
export async function newFeedSecret(db: Db, userId: number, now: Date): Promise<{ secret: string; feed: FeedRecord }> {
  const secret = newToken();
  return { secret, feed: await replaceFeed(db, userId, hashToken(secret), now) };
}

/** Turns the member's feed off; true when there was one. */
export function revokeFeed(db: Db, userId: number): Promise<boolean> {
  return deleteFeedOf(db, userId);
}

/** The feed a secret opens (undefined: none, e.g. a revoked address). */
export function feedOfSecret(db: Db, secret: string): Promise<FeedRecord | undefined> {
  return findFeedByHash(db, hashToken(secret));
}

/** The members whose birthday may be in a feed (their owners made it visible). */
export function feedMembers(db: Db): Promise<BirthdayRecord[]> {
  return listVisibleBirthdays(db);
}

/** A feed secret is newToken()'s 32 random bytes in base64url: exactly 43 characters. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The secret in a feed file name '<secret>.ics', or null for anything else ('..', a 10 KB name, no .ics). */
export function secretOfFeedFile(file: unknown): string | null {
  if (typeof file !== 'string') return null;
  const match = FEED_FILE.exec(file);
  return match ? match[1] : null;
}

/** The address a calendar app subscribes to, on the site's public address (never the Host header). */
export function feedUrl(publicUrl: string, secret: string): string {
  return `${publicUrl}${apiPath('calendarIcs', { file: `${secret}.ics` })}`;
}

/** The file name a browser would save the feed under: never the secret the URL holds. */
export function feedFileName(siteName: string): string {
  return `${fileSlug(siteName, 40) || 'familynet'}-birthdays.ics`;
}

interface BirthDate {
  year: number;
  month: number;
  day: number;
}

/**
 * The birthday of a row, read from its digits, when the row may be in a feed: its owner made
 * it visible and it is a real date from 1900 to 2100 (anything else would read 'Invalid Date'
 * in the app, spec section 5). Hidden birthdays never pass, whoever asks.
 */
export function feedBirthDate(member: Pick<BirthdayRecord, 'birthday' | 'isBirthdayVisible'>): BirthDate | null {
  if (member.isBirthdayVisible !== true) return null;
  const date = birthdayDatePart(member.birthday);
  if (!date || !isValidBirthday(date)) return null;
  const [year, month, day] = date.split('-').map(Number);
  return { year, month, day };
}

const isLeapDay = (date: BirthDate) => date.month === 2 && date.day === 29;

interface FeedOptions {
  /** PUBLIC_URL: the UIDs' domain and the link back to the calendar. */
  publicUrl: string;
  siteName: string;
  /** DTSTAMP of every event. */
  now: Date;
  /** The feed owner's language (its names and dates); English when not given. */
  locale?: PageLocale;
}

/** How often a calendar app is asked to fetch the feed again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const FEED_REFRESH_SECONDS = 60 * 60;

/**
 * The feed: one yearly all-day event per visible birthday, starting on the day of birth.
 * - DTSTART;VALUE=DATE is made from the date's digits (a UTC midnight, which the generator
 *   writes as that same date), so no server time zone can move it a day.
 * - 29 February repeats on the last day of February (BYMONTH=2;BYMONTHDAY=-1): the 29th in
 *   leap years and the 28th in the others, as the in-app calendar shows it. A plain yearly
 *   rule would skip three years in four (RFC 5545 drops invalid dates).
 * - The UID is the member's id on this site's host, so an app updates an entry in place when
 *   a name changes, and drops it when it leaves the feed.
 * - Its names are in the owner's language (issue 42): a calendar app fetches it without a session,
 *   so no caller's language could say which. The members' names stay as they typed them.
 */
export function buildBirthdayFeed(members: readonly BirthdayRecord[], options: FeedOptions): string {
  const host = new URL(options.publicUrl).host;
  const t = serverText(options.locale ?? 'en');
  const { siteName } = options;
  const calendar = ical({
    name: t('feed.name', { siteName }),
    description: t('feed.description', { siteName }),
    // The product's name is for the app's logs, not for reading: it stays English, as its language says.
    prodId: { company: siteName, product: 'Birthday calendar', language: 'EN' },
    ttl: FEED_REFRESH_SECONDS,
  });
  for (const member of members) {
    const born = feedBirthDate(member);
    if (!born) continue;
    const name = memberName(member) || UNKNOWN_USER_NAME;
    // A hidden birth year never reaches the feed: the event then starts this year, with no "Born".
    const yearShown = member.isBirthYearVisible !== false;
    const year = yearShown ? born.year : options.now.getUTCFullYear();
    const day = !yearShown && isLeapDay(born) ? new Date(Date.UTC(year, 2, 0)).getUTCDate() : born.day;
    const start = new Date(Date.UTC(year, born.month - 1, day));
    calendar.createEvent({
      id: `birthday-${member.id}@${host}`,
      stamp: options.now,
      start,
      end: new Date(Date.UTC(year, born.month - 1, day + 1)),
      allDay: true,
      summary: t('feed.summary', { name }),
      description: yearShown ? t('feed.born', { date: dayIn(t.locale, born, () => formatBirthday(`${born.year}-${String(born.month).padStart(2, '0')}-${String(born.day).padStart(2, '0')}`)) }) : undefined,
      url: `${options.publicUrl}${APP_ROUTES.calendar}`,
      transparency: ICalEventTransparency.TRANSPARENT,
      repeating: isLeapDay(born)
        ? { freq: ICalEventRepeatingFreq.YEARLY, byMonth: [2], byMonthDay: [-1] }
        : { freq: ICalEventRepeatingFreq.YEARLY },
    });
  }
  return calendar.toString();
}
