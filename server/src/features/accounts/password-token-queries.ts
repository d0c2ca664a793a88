import type { Db } from '../../db/index.js';
import type { PasswordTokenPurpose } from '../../db/schema.js';
import { deleteSessionsOf } from './session-queries.js';
import { userWritten } from '../../db/user-writes.js';
import { writeNewPassword } from '../members/index.js';

/*
 * The password_tokens table: single-use links to choose a password (reset, welcome), kept as
 * the sha256 of their secret. The rules (lifetimes, who may use one) are password-tokens.ts.
 */

interface StoredPasswordToken {
  tokenId: number;
  userId: number;
  userEmail: string;
  purpose: PasswordTokenPurpose;
  expiresAt: Date;
  usedAt: Date | null;
}

/** Stores a new token; older unused tokens of the same purpose for that member are deleted in the same transaction. */
export async function replacePasswordToken(
  db: Db,
  token: { userId: number; tokenHash: string; purpose: PasswordTokenPurpose; expiresAt: Date; createdAt: Date },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('password_tokens')
      .where('user_id', '=', token.userId)
      .where('purpose', '=', token.purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('password_tokens')
      .values({ user_id: token.userId, token_hash: token.tokenHash, purpose: token.purpose, expires_at: token.expiresAt, created_at: token.createdAt })
      .execute();
  });
}

/** The token with this hash and the address of its member, whatever its state. */
export async function findPasswordToken(db: Db, tokenHash: string): Promise<StoredPasswordToken | undefined> {
  const row = await db
    .selectFrom('password_tokens')
    .innerJoin('users', 'users.id', 'password_tokens.user_id')
    .select(['password_tokens.id as token_id', 'password_tokens.expires_at', 'password_tokens.used_at', 'password_tokens.purpose'])
    .select(['users.email as user_email', 'users.id as user_id'])
    .where('password_tokens.token_hash', '=', tokenHash)
    .executeTakeFirst();
  return (
    row && {
      tokenId: row.token_id,
      userId: row.user_id,
      userEmail: row.user_email,
      purpose: row.purpose,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
    }
  );
}

/**
 * Sets the new password with the token: marks it used (only if nobody used it first), stores the
 * hash, marks the address verified (the link came through it), voids the member's other unused
 * tokens and deletes every session of the member. All or nothing. False when the token was used
 * in the meantime.
 */
export async function consumePasswordToken(db: Db, tokenId: number, userId: number, passwordHash: string, now: Date): Promise<boolean> {
  const done = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('password_tokens')
      .set({ used_at: now })
      .where('id', '=', tokenId)
      .where('used_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    // A reset link also turns password sign-in back on (a member who lost their passkey).
    await writeNewPassword(trx, userId, passwordHash, now);
    await trx.updateTable('password_tokens').set({ used_at: now }).where('user_id', '=', userId).where('used_at', 'is', null).execute();
    await deleteSessionsOf(trx, userId);
    return true;
  });
  if (done) userWritten(userId);
  return done;
}

/** Drops tokens that expired before `before`. */
export async function deleteStalePasswordTokens(db: Db, before: Date): Promise<void> {
  await db.deleteFrom('password_tokens').where('expires_at', '<=', before).execute();
}
