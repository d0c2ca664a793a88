import { APP_ROUTES, type NotificationKind } from 'shared-contracts';
import type { Db } from '../../db/index.js';
import { birthdaysOn, listRecipients, membersWithDevices, readChoicesOfKinds, type NearBirthday } from './queries.js';
import { birthdayHeadline, birthdayNudge, birthdayReminderMail, type BirthdayWhen } from '../../mail/templates.js';
import { ageOn, dueBirthdayReminders, isKnownTimeZone, wallClock, type BirthdayTiming } from './birthday-occasions.js';
import { choicesFrom, type Notifier } from './notifier.js';
import { languagesOf } from '../languages/index.js';
import { giveWayToRequests } from '../../lib/background-pace.js';
import { serverText } from '../../i18n/server-text.js';

/*
 * Birthday reminders (issue 22), looked for once a minute inside the server. A minute with no
 * visible birthday near today costs one query and nothing else. Sending is once only through the
 * notifier's claim, so a restart at the hour, or two server processes on one PostgreSQL, send
 * each reminder once; a server that was down at the hour sends it when it starts, within a day.
 */

const REMINDER_TICK_MS = 60_000;

const KIND_OF: Record<BirthdayTiming, NotificationKind> = { dayBefore: 'birthdayDayBefore', onTheDay: 'birthdayOnTheDay' };
const BIRTHDAY_KINDS = Object.values(KIND_OF);

const monthDay = (ms: number) => new Date(ms).toISOString().slice(5, 10);

/**
 * The month-days ('MM-DD') a due reminder can be about at `now`: every time zone's today and
 * tomorrow, with the day before for a reminder sent late (UTC -2 to +2 days covers them), and
 * 29 February whenever 28 February is among them (celebrated then in common years).
 */
function monthDaysNear(now: Date): string[] {
  const days = new Set<string>();
  for (let offset = -2; offset <= 2; offset++) days.add(monthDay(now.getTime() + offset * 86_400_000));
  if (days.has('02-28')) days.add('02-29');
  return [...days];
}

function whenOf(occasion: string, zone: string, now: Date): BirthdayWhen {
  const clock = wallClock(now, zone);
  const today = `${String(clock.year).padStart(4, '0')}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;
  return occasion < today ? 'yesterday' : occasion === today ? 'today' : 'tomorrow';
}

interface ReminderRun {
  /** Reminders sent by this run (each once, whichever process sent it). */
  sent: number;
}

interface ReminderSchedulerOptions {
  db: Db;
  notifier: Notifier;
  publicUrl: string;
  siteName: string;
  /** The hour (0-23, each member's own clock) reminders go at. */
  reminderHour: () => Promise<number>;
  /** The zone of a member whose browser never told theirs. */
  serverZone: string;
  now: () => Date;
  /**
   * Reminders this process knows are sent (by it or another): not asked of the database again in
   * the day after their hour, when each minute's look finds them due once more.
   */
  settled?: Set<string>;
}

/** One look for due reminders at `now`. */
export async function sendDueReminders(options: ReminderSchedulerOptions, now: Date): Promise<ReminderRun> {
  const { db, notifier } = options;
  const people = await birthdaysOn(db, monthDaysNear(now));
  if (people.length === 0) return { sent: 0 };
  const [recipients, choiceRows, hour, withDevices] = await Promise.all([listRecipients(db), readChoicesOfKinds(db, BIRTHDAY_KINDS), options.reminderHour(), membersWithDevices(db)]);
  const rowsOf = new Map<number, typeof choiceRows>();
  for (const row of choiceRows) rowsOf.set(row.userId, [...(rowsOf.get(row.userId) ?? []), row]);
  const calendarUrl = `${options.publicUrl}${APP_ROUTES.calendar}`;
  const languageOf = languagesOf(db);
  let sent = 0;
  for (const recipient of recipients) {
    const choices = choicesFrom(rowsOf.get(recipient.id) ?? []);
    // Only what would reach the member: by e-mail if chosen, on a device if they have one.
    const devices = withDevices.has(recipient.id);
    for (const timing of Object.keys(KIND_OF) as BirthdayTiming[]) if (!devices) choices[KIND_OF[timing]].push = false;
    const timings = (Object.keys(KIND_OF) as BirthdayTiming[]).filter((timing) => choices[KIND_OF[timing]].email || choices[KIND_OF[timing]].push);
    if (timings.length === 0) continue;
    const zone = recipient.timeZone && isKnownTimeZone(recipient.timeZone) ? recipient.timeZone : options.serverZone;
    const others = people.filter((person) => person.id !== recipient.id);
    const byId = new Map<number, NearBirthday>(others.map((person) => [person.id, person]));
    for (const due of dueBirthdayReminders({ now, zone, hour, timings, people: others })) {
      const person = byId.get(due.personId)!;
      const age = person.isBirthYearVisible ? ageOn(person.birthday, due.occasion) : null;
      const when = whenOf(due.occasion, zone, now);
      const kind = KIND_OF[due.timing];
      const known = `${kind}:${recipient.id}:${person.id}:${due.occasion}`;
      if (options.settled?.has(known)) continue;
      // An hour's reminders may be thousands of e-mails: the family's requests come first.
      if (sent > 0) await giveWayToRequests();
      const locale = await languageOf(recipient.language);
      const name = person.name || serverText(locale)('birthday.someone');
      const result = await notifier.deliver(
        {
          key: { kind, recipientId: recipient.id, subjectId: person.id, occasion: due.occasion },
          recipient,
          choices,
          mail: (links) => birthdayReminderMail({ to: recipient.email, siteName: options.siteName, calendarUrl, name, when, age, locale, ...links }),
          push: { title: birthdayHeadline(name, when, age, locale), body: birthdayNudge(when, locale), url: APP_ROUTES.calendar, tag: `birthday-${person.id}-${due.occasion}` },
        },
        now,
      );
      if (result.sent) sent += 1;
      if (result.sent || result.why === 'already sent') options.settled?.add(known);
    }
  }
  return { sent };
}

/** Looks every minute, and once at start (a day missed while the server was down). */
export class ReminderScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(
    private readonly options: ReminderSchedulerOptions,
    private readonly onError: (error: unknown) => void,
  ) {}

  private readonly settled = new Set<string>();

  start(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), REMINDER_TICK_MS);
    this.timer.unref();
  }

  /** One look, unless the last one is still running. */
  tick(): Promise<void> {
    if (!this.running) {
      // A day's reminders at most; a set that grew past any family's is simply started again.
      if (this.settled.size > 10_000) this.settled.clear();
      this.running = sendDueReminders({ ...this.options, settled: this.settled }, this.options.now())
        .then(() => undefined, this.onError)
        .finally(() => {
          this.running = null;
        });
    }
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }
}
