import type { Db } from '../../db/index.js';

/*
 * The calendar_feeds table (migration 0004): one birthday-feed address per member, kept as the
 * sha256 of its secret. Every read and write of it goes through here.
 */

export interface FeedRecord {
  userId: number;
  createdAt: Date;
}

const feedOf = (row: { user_id: number; created_at: Date }): FeedRecord => ({ userId: row.user_id, createdAt: row.created_at });

/** The member's feed, if they have one. */
export async function findFeedOf(db: Db, userId: number): Promise<FeedRecord | undefined> {
  const row = await db.selectFrom('calendar_feeds').select(['user_id', 'created_at']).where('user_id', '=', userId).executeTakeFirst();
  return row && feedOf(row);
}

/**
 * Gives the member a new feed secret (its hash), replacing the one they had in the same
 * statement: from the moment this returns, the old address answers 404.
 */
export async function replaceFeed(db: Db, userId: number, secretHash: string, now: Date): Promise<FeedRecord> {
  const row = await db
    .insertInto('calendar_feeds')
    .values({ user_id: userId, secret_hash: secretHash, created_at: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret_hash: secretHash, created_at: now }))
    .returning(['user_id', 'created_at'])
    .executeTakeFirstOrThrow();
  return feedOf(row);
}

/** Turns the member's feed off; true when there was one. */
export async function deleteFeedOf(db: Db, userId: number): Promise<boolean> {
  const result = await db.deleteFrom('calendar_feeds').where('user_id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Whose feed a secret's hash opens (undefined: no such feed, e.g. a revoked address). */
export async function findFeedByHash(db: Db, secretHash: string): Promise<FeedRecord | undefined> {
  const row = await db.selectFrom('calendar_feeds').select(['user_id', 'created_at']).where('secret_hash', '=', secretHash).executeTakeFirst();
  return row && feedOf(row);
}
