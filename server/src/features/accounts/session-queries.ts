import type { Db } from '../../db/index.js';

/*
 * The sessions table: one row per signed-in device, keyed by the sha256 of its cookie token
 * (the token itself is never stored). The rules (lifetime, the cache) are sessions.ts.
 */

interface StoredSession {
  sessionId: number;
  userId: number;
  expiresAt: Date;
  lastSeenAt: Date;
}

export async function insertSession(db: Db, session: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date }): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      user_id: session.userId,
      token_hash: session.tokenHash,
      created_at: session.createdAt,
      expires_at: session.expiresAt,
      last_seen_at: session.createdAt,
    })
    .execute();
}

export async function findSessionByHash(db: Db, tokenHash: string): Promise<StoredSession | undefined> {
  const row = await db
    .selectFrom('sessions')
    .select(['id', 'user_id', 'expires_at', 'last_seen_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  return row && { sessionId: row.id, userId: row.user_id, expiresAt: row.expires_at, lastSeenAt: row.last_seen_at };
}

/** One member's signed-in devices, oldest first: when each began, was last seen and ends. */
export async function listSessionsOf(db: Db, userId: number): Promise<Array<{ createdAt: Date; lastSeenAt: Date; expiresAt: Date }>> {
  const rows = await db.selectFrom('sessions').select(['created_at', 'last_seen_at', 'expires_at']).where('user_id', '=', userId).orderBy('id').execute();
  return rows.map((row) => ({ createdAt: new Date(row.created_at), lastSeenAt: new Date(row.last_seen_at), expiresAt: new Date(row.expires_at) }));
}

export async function touchSession(db: Db, sessionId: number, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', sessionId).execute();
}

export async function deleteSession(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).execute();
}

export async function deleteSessionByHash(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/** Every session of one member (a password reset; a deleted account). */
export async function deleteSessionsOf(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

export async function deleteExpiredSessions(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
