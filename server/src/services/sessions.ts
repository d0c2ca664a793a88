import type { Db } from '../db/index.js';
import type { UserRow } from '../db/schema.js';
import { hashToken, newToken } from './crypto.js';

/** A session lasts 30 days from sign-in (the architecture's maximum); it does not slide. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** last_seen_at is refreshed at most this often, so reads do not turn into a write each. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

export interface CreatedSession {
  token: string;
  expiresAt: Date;
}

export async function createSession(db: Db, userId: number, now: Date): Promise<CreatedSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .insertInto('sessions')
    .values({ user_id: userId, token_hash: hashToken(token), created_at: now, expires_at: expiresAt, last_seen_at: now })
    .execute();
  return { token, expiresAt };
}

export interface ActiveSession {
  sessionId: number;
  user: UserRow;
}

/** The user behind a cookie token, or null when the token is unknown or its session expired. */
export async function findActiveSession(db: Db, token: string, now: Date): Promise<ActiveSession | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['id as session_id', 'user_id', 'expires_at', 'last_seen_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  if (row.expires_at.getTime() <= now.getTime()) {
    await db.deleteFrom('sessions').where('id', '=', row.session_id).execute();
    return null;
  }
  const user = await db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst();
  if (!user) return null;
  if (now.getTime() - row.last_seen_at.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', row.session_id).execute();
  }
  return { sessionId: row.session_id, user };
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

/** Revokes every session of a member (a password reset; later, a deleted account). */
export async function deleteUserSessions(db: Db, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Housekeeping: drops expired sessions and password tokens that can no longer be used. */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
  const weekAgo = new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000);
  await db.deleteFrom('password_tokens').where('expires_at', '<=', weekAgo).execute();
}
