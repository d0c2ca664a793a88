import type { Db } from '../../db/index.js';
import { findAccount, type AccountRecord } from '../members/index.js';
import { consumePasswordToken as consumeStoredToken, findPasswordToken, replacePasswordToken } from './password-token-queries.js';
import type { PasswordTokenPurpose } from '../../db/schema.js';
import { hashToken, newToken } from '../../lib/crypto.js';

export const RESET_TOKEN_TTL_MINUTES = 60;

/**
 * Issues a single-use token for setting a password. Older unused tokens of the same purpose for
 * that user stop working: only the newest link is valid.
 */
export async function issuePasswordToken(
  db: Db,
  userId: number,
  purpose: PasswordTokenPurpose,
  ttlMinutes: number,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + ttlMinutes * 60_000);
  await replacePasswordToken(db, { userId, tokenHash: hashToken(token), purpose, expiresAt, createdAt: now });
  return { token, expiresAt };
}

interface UsableToken {
  tokenId: number;
  user: AccountRecord;
  /** 'welcome': the link of an account an admin created (setting the password signs in). */
  purpose: PasswordTokenPurpose;
}

/**
 * The token when `token` is a live reset or welcome token of the account `email` (already
 * normalised): right hash, right user, not used, not expired. Otherwise null.
 */
export async function findUsablePasswordToken(db: Db, token: string, email: string, now: Date): Promise<UsableToken | null> {
  const stored = await findPasswordToken(db, hashToken(token));
  if (!stored) return null;
  if (stored.userEmail !== email) return null;
  if (stored.usedAt !== null) return null;
  if (stored.purpose !== 'reset' && stored.purpose !== 'welcome') return null;
  if (stored.expiresAt.getTime() <= now.getTime()) return null;
  const user = await findAccount(db, stored.userId);
  return user ? { tokenId: stored.tokenId, user, purpose: stored.purpose } : null;
}

/**
 * Sets the new password with the token: marks it used (only if nobody used it first), stores the
 * hash, marks the address verified (the link came through it), voids the user's other unused
 * tokens and signs every session of the user out (this process forgets them at once). All or
 * nothing. Returns false when the token was used in the meantime.
 */
export function consumePasswordToken(db: Db, tokenId: number, userId: number, passwordHash: string, now: Date): Promise<boolean> {
  return consumeStoredToken(db, tokenId, userId, passwordHash, now);
}
