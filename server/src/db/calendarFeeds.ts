import type { Db } from './index.js';
import type { UserRow } from './schema.js';

/*
 * The calendar_feeds table (migration 0004): one birthday-feed address per member, kept as the
 * sha256 of its secret. Every read and write of it goes through here.
 */

export interface FeedRow {
  user_id: number;
  created_at: Date;
}

/** The member's feed, if they have one. */
export async function findFeedOf(db: Db, userId: number): Promise<FeedRow | undefined> {
  return db.selectFrom('calendar_feeds').select(['user_id', 'created_at']).where('user_id', '=', userId).executeTakeFirst();
}

/**
 * Gives the member a new feed secret (its hash), replacing the one they had in the same
 * statement: from the moment this returns, the old address answers 404.
 */
export async function replaceFeed(db: Db, userId: number, secretHash: string, now: Date): Promise<FeedRow> {
  return db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, secret_hash: secretHash, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret_hash: secretHash, created_at: now }))
    .returning(['user_id', 'created_at'])
    .executeTakeFirstOrThrow();
}

/** Turns the member's feed off; true when there was one. */
export async function deleteFeedOf(db: Db, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whose feed a secret's hash opens (undefined: no such feed, e.g. a revoked address). */
export async function findFeedByHash(db: Db, secretHash: string): Promise<FeedRow | undefined> {
  return db.selectFrom('calendar_feeds').select(['user_id', 'created_at']).where('secret_hash', '=', secretHash).executeTakeFirst();
}

/** The columns a feed entry is made from. */
export type BirthdayRow = Pick<UserRow, 'id' | 'display_name' | 'first_name' | 'last_name' | 'birthday' | 'is_birthday_visible'>;

/**
 * Every member whose owner made their birthday visible, in id order. A hidden birthday is not
 * even read: the feed cannot leak what it never had.
 */
export async function listVisibleBirthdays(db: Db): Promise<BirthdayRow[]> {
  return db
    .selectFrom('users')
    .select(['id', 'display_name', 'first_name', 'last_name', 'birthday', 'is_birthday_visible'])
    .where('is_birthday_visible', '=', true)
    .where('birthday', 'is not', null)
    .orderBy('id')
    .execute();
}
