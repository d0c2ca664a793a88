import { sql } from 'kysely';
import type { NotificationChannel } from 'shared-contracts';
import type { Db } from '../../db/index.js';
import { userWritten } from '../../db/user-writes.js';
import { writeTimeZone } from '../members/index.js';

/*
 * The notification tables (migration 0011): each member's choices and time zone, the devices
 * that allowed push, and the record of what was sent.
 */

export interface ChoiceRow {
  kind: string;
  channel: NotificationChannel;
  enabled: boolean;
}

export async function readChoices(db: Db, userId: number): Promise<ChoiceRow[]> {
  return db.selectFrom('notification_choices').select(['kind', 'channel', 'enabled']).where('user_id', '=', userId).execute();
}

/** Every member's stored choices for the given kinds (a missing row is the kind's default). */
export async function readChoicesOfKinds(db: Db, kinds: readonly string[]): Promise<Array<ChoiceRow & { userId: number }>> {
  if (kinds.length === 0) return [];
  const rows = await db.selectFrom('notification_choices').select(['user_id', 'kind', 'channel', 'enabled']).where('kind', 'in', kinds).execute();
  return rows.map(({ user_id, ...row }) => ({ userId: user_id, ...row }));
}

/**
 * Replaces the member's choices (and their time zone, when given) in one transaction. Two saves
 * of one member at once (two tabs, a double tap) take turns on the member's row: without that, on
 * PostgreSQL the second's insert met the first's rows (a duplicate key, a 500).
 */
export async function saveChoices(db: Db, userId: number, choices: ChoiceRow[], timeZone: string | undefined): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    await trx.deleteFrom('notification_choices').where('user_id', '=', userId).execute();
    if (choices.length) await trx.insertInto('notification_choices').values(choices.map((choice) => ({ user_id: userId, ...choice }))).execute();
    if (timeZone !== undefined) await writeTimeZone(trx, userId, timeZone);
  });
  if (timeZone !== undefined) userWritten(userId);
}

export async function readTimeZone(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('time_zone').where('id', '=', userId).executeTakeFirst();
  return row?.time_zone ?? null;
}

/** A member a notification may go to: let in, with the address, clock and language their messages need. */
export interface RecipientRow {
  id: number;
  email: string;
  firstName: string | null;
  timeZone: string | null;
  /** Their chosen language as stored; null: the site's default. */
  language: string | null;
}

/** Every member who has been let in. */
export async function listRecipients(db: Db): Promise<RecipientRow[]> {
  const rows = await db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'time_zone', 'language'])
    .where('awaiting_approval', '=', false)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ id: row.id, email: row.email, firstName: row.first_name, timeZone: row.time_zone, language: row.language }));
}

/** A birthday that may be told: visible, of a member let in. */
export interface NearBirthday {
  id: number;
  name: string;
  birthday: string;
  isBirthYearVisible: boolean;
}

/**
 * The visible birthdays whose month and day is one of `monthDays` ('MM-DD'): the scheduler's one
 * query a minute, which finds nothing on most days.
 */
export async function birthdaysOn(db: Db, monthDays: readonly string[]): Promise<NearBirthday[]> {
  if (monthDays.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', 'display_name', 'first_name', 'last_name', 'birthday', 'is_birth_year_visible'])
    .where('is_birthday_visible', '=', true)
    .where('awaiting_approval', '=', false)
    .where(sql<string>`to_char(birthday, 'MM-DD')`, 'in', monthDays)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    // No name at all: '' (each recipient's e-mail says "a relative" in their own language).
    name: row.display_name || [row.first_name, row.last_name].filter(Boolean).join(' '),
    birthday: String(row.birthday),
    isBirthYearVisible: row.is_birth_year_visible !== false,
  }));
}

interface PushSubscriptionRow {
  id: number;
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  createdAt: Date;
}

/** Keeps a device's subscription for the member (a device that changed hands moves to the new one). */
export async function savePushSubscription(db: Db, row: Omit<PushSubscriptionRow, 'id' | 'createdAt'>, now: Date): Promise<void> {
  await db
    .insertInto('push_subscriptions')
    .values({ user_id: row.userId, endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth, created_at: now })
    .onConflict((conflict) => conflict.column('endpoint').doUpdateSet({ user_id: row.userId, p256dh: row.p256dh, auth: row.auth, created_at: now }))
    .execute();
}

export async function listPushSubscriptions(db: Db, userId: number): Promise<PushSubscriptionRow[]> {
  const rows = await db.selectFrom('push_subscriptions').select(['id', 'user_id', 'endpoint', 'p256dh', 'auth', 'created_at']).where('user_id', '=', userId).orderBy('id').execute();
  return rows.map(({ user_id, created_at, ...row }) => ({ userId: user_id, createdAt: new Date(created_at), ...row }));
}

/** Forgets a device: the member's own choice (their id given), or the push service's refusal. */
export async function deletePushSubscription(db: Db, endpoint: string, userId?: number): Promise<boolean> {
  let query = db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint);
  if (userId !== undefined) query = query.where('user_id', '=', userId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** The members who allowed notifications on at least one device. */
export async function membersWithDevices(db: Db): Promise<Set<number>> {
  const rows = await db.selectFrom('push_subscriptions').select('user_id').distinct().execute();
  return new Set(rows.map((row) => row.user_id));
}

export async function countPushSubscriptions(db: Db): Promise<number> {
  const row = await db.selectFrom('push_subscriptions').select((eb) => eb.fn.countAll<string | number>().as('count')).executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** What makes a notification once only. */
export interface NotificationKey {
  kind: string;
  recipientId: number;
  subjectId: number;
  occasion: string;
}

/**
 * Takes a notification to send: true for exactly one caller, in any number of processes. A claim
 * left unsent since before `staleBefore` (a process that died while sending) may be taken again.
 */
export async function claimNotification(db: Db, key: NotificationKey, now: Date, staleBefore: Date): Promise<boolean> {
  const row = await db
    .insertInto('sent_notifications')
    .values({ kind: key.kind, recipient_id: key.recipientId, subject_id: key.subjectId, occasion: key.occasion, claimed_at: now })
    .onConflict((conflict) =>
      conflict
        .columns(['kind', 'recipient_id', 'subject_id', 'occasion'])
        .doUpdateSet({ claimed_at: now })
        .where('sent_notifications.sent_at', 'is', null)
        .where('sent_notifications.claimed_at', '<', staleBefore),
    )
    .returning('kind')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markNotificationSent(db: Db, key: NotificationKey, now: Date): Promise<void> {
  await db
    .updateTable('sent_notifications')
    .set({ sent_at: now })
    .where('kind', '=', key.kind)
    .where('recipient_id', '=', key.recipientId)
    .where('subject_id', '=', key.subjectId)
    .where('occasion', '=', key.occasion)
    .execute();
}

/** The record of sent notifications is kept for `days`; older rows can no longer matter. */
export async function pruneSentNotifications(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('sent_notifications').where('claimed_at', '<', before).execute();
}
