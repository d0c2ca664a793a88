import type { Db } from '../db/index.js';
import type { PasswordTokenPurpose, UserRow } from '../db/schema.js';
import { hashToken, newToken } from './crypto.js';
import { userWritten } from '../db/user-writes.js';
import { deleteUserSessions } from './sessions.js';

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
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('password_tokens')
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_tokens')
      .values({ user_id: userId, token_hash: hashToken(token), purpose, expires_at: expiresAt, created_at: now })
      .execute();
  });
  return { token, expiresAt };
}

export interface UsableToken {
  tokenId: number;
  user: UserRow;
  /** 'welcome': the link of an account an admin created (setting the password signs in). */
  purpose: PasswordTokenPurpose;
}

/**
 * The token row when `token` is a live reset or welcome token of the account `email` (already
 * normalised): right hash, right user, not used, not expired. Otherwise null.
 */
export async function findUsablePasswordToken(db: Db, token: string, email: string, now: Date): Promise<UsableToken | null> {
  const row = await db
    .selectFrom('password_tokens')
    .innerJoin('users', 'users.id', 'password_tokens.user_id')
    .select(['password_tokens.id as token_id', 'password_tokens.expires_at', 'password_tokens.used_at', 'password_tokens.purpose'])
    .select('users.email as user_email')
    .select('users.id as user_id')
    .where('password_tokens.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row) return null;
  if (row.user_email !== email) return null;
  if (row.used_at !== null) return null;
  if (row.purpose !== 'reset' && row.purpose !== 'welcome') return null;
  if (row.expires_at.getTime() <= now.getTime()) return null;
  const user = await db.selectFrom('users').selectAll().where('id', '=', row.user_id).executeTakeFirst();
  return user ? { tokenId: row.token_id, user, purpose: row.purpose } : null;
}

/**
 * Sets the new password with the token: marks it used (only if nobody used it first), stores the
 * hash, marks the address verified (the link came through it), voids the user's other unused
 * tokens and signs every session of the user out. All or nothing. Returns false when the token was
 * used in the meantime.
 */
export async function consumePasswordToken(
  db: Db,
  tokenId: number,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const done = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_tokens')
      .set({ used_at: now })
      .where('id', '=', tokenId)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    await trx
      .updateTable('users')
      .set({ password_hash: passwordHash, email_verified: true, updated_at: now })
      .where('id', '=', userId)
      .execute();
    await trx
      .updateTable('password_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    await deleteUserSessions(trx, userId);
    return true;
  });
  // Committed: this process forgets the member's sessions and row at once.
  if (done) userWritten(userId);
  return done;
}
