import type { Db } from '../../db/index.js';
import { findAccount, type AccountRecord } from '../members/index.js';
import { deleteStalePasswordTokens } from './password-token-queries.js';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionByHash,
  findSessionByHash,
  insertSession,
  touchSession,
} from './session-queries.js';
import { onUserWritten } from '../../db/user-writes.js';
import { hashToken, newToken } from '../../lib/crypto.js';

/** A session lasts 30 days from sign-in (the architecture's maximum); it does not slide. */
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

/** last_seen_at is refreshed at most this often, so reads do not turn into a write each. */
const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/**
 * How long a session looked up in the database is trusted without asking again. Logout, a
 * password reset, a deleted member or a changed row made by THIS process take effect at once;
 * made by another process sharing the PostgreSQL database, within this time.
 */
export const SESSION_CACHE_MS = 2000;
const SESSION_CACHE_MAX = 10_000;

interface CreatedSession {
  token: string;
  expiresAt: Date;
}

interface ActiveSession {
  sessionId: number;
  user: AccountRecord;
}

interface Cached {
  active: ActiveSession;
  expiresAt: number;
  lastSeenAt: number;
  checkedAt: number;
}

/**
 * Cookie token -> the session it opened, for SESSION_CACHE_MS (the oldest entries go first).
 * Keyed by the token itself: hashing it for every request cost more than the rest of the
 * lookup, and this process sees the token anyway. Only the database keeps hashes.
 */
const cache = new Map<string, Cached>();

onUserWritten((userId) => {
  if (userId === null) cache.clear();
  else for (const [key, entry] of cache) if (entry.active.user.id === userId) cache.delete(key);
});

/** Forgets every kept session (the embedded database announced a change to users, made anywhere). */
export function forgetCachedSessions(): void {
  cache.clear();
}

function remember(key: string, entry: Cached): void {
  cache.delete(key);
  cache.set(key, entry);
  if (cache.size > SESSION_CACHE_MAX) cache.delete(cache.keys().next().value!);
}

export async function createSession(db: Db, userId: number, now: Date): Promise<CreatedSession> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(db, { userId, tokenHash: hashToken(token), createdAt: now, expiresAt });
  return { token, expiresAt };
}

/**
 * The session behind a cookie token when it was looked up in the last SESSION_CACHE_MS (and
 * neither expired nor due a last-seen refresh since): answered without a promise, so a guard can
 * let the request on in the same turn. Otherwise undefined: ask findActiveSession.
 */
export function keptActiveSession(token: string, now: Date): ActiveSession | undefined {
  const cached = cache.get(token);
  const at = now.getTime();
  if (cached && Date.now() - cached.checkedAt < SESSION_CACHE_MS && cached.expiresAt > at && at - cached.lastSeenAt <= LAST_SEEN_RESOLUTION_MS) {
    return cached.active;
  }
  return undefined;
}

/** The user behind a cookie token, or null when the token is unknown or its session expired. */
export async function findActiveSession(db: Db, token: string, now: Date): Promise<ActiveSession | null> {
  const kept = keptActiveSession(token, now);
  if (kept) return kept;
  // A member's requests that arrive together (a page's calls, a busy client's connections) when
  // the kept session is due ask the database once: every 2 s, 50 connections of one member had
  // made 100 statements, one after another on the embedded database's one session.
  let asking = lookups.get(token);
  if (!asking) {
    asking = lookUpSession(db, token, now).finally(() => lookups.delete(token));
    lookups.set(token, asking);
  }
  return asking;
}

/** The lookups running now, by token (findActiveSession). */
const lookups = new Map<string, Promise<ActiveSession | null>>();

async function lookUpSession(db: Db, token: string, now: Date): Promise<ActiveSession | null> {
  const at = now.getTime();
  const checkedAt = Date.now();
  const stored = await findSessionByHash(db, hashToken(token));
  if (!stored) {
    cache.delete(token);
    return null;
  }
  if (stored.expiresAt.getTime() <= at) {
    cache.delete(token);
    await deleteSession(db, stored.sessionId);
    return null;
  }
  const user = await findAccount(db, stored.userId);
  if (!user) return null;
  let lastSeenAt = stored.lastSeenAt.getTime();
  if (at - lastSeenAt > LAST_SEEN_RESOLUTION_MS) {
    await touchSession(db, stored.sessionId, now);
    lastSeenAt = at;
  }
  const active = { sessionId: stored.sessionId, user };
  remember(token, { active, expiresAt: stored.expiresAt.getTime(), lastSeenAt, checkedAt });
  return active;
}

export async function deleteSessionByToken(db: Db, token: string): Promise<void> {
  cache.delete(token);
  await deleteSessionByHash(db, hashToken(token));
  cache.delete(token);
}

/** Housekeeping: drops expired sessions and password tokens that can no longer be used. */
export async function purgeExpired(db: Db, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now);
  await deleteStalePasswordTokens(db, new Date(now.getTime() - 7 * 24 * 60 * 60 * 1000));
}
