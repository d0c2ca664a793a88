import type { Db } from '../../db/index.js';
import { userWritten } from '../../db/user-writes.js';
import { writePasswordSignIn } from '../members/index.js';

/*
 * The passkeys and webauthn_challenges tables, and the member's password sign-in switch.
 */

export interface PasskeyRecord {
  id: number;
  userId: number;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
  deviceType: string;
  backedUp: boolean;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

const COLUMNS = ['id', 'user_id', 'credential_id', 'public_key', 'counter', 'transports', 'device_type', 'backed_up', 'name', 'created_at', 'last_used_at'] as const;

function recordOf(row: Record<(typeof COLUMNS)[number], unknown>): PasskeyRecord {
  return {
    id: row.id as number,
    userId: row.user_id as number,
    credentialId: row.credential_id as string,
    publicKey: row.public_key as string,
    counter: Number(row.counter),
    transports: Array.isArray(row.transports) ? (row.transports as string[]) : JSON.parse(String(row.transports ?? '[]')),
    deviceType: row.device_type as string,
    backedUp: row.backed_up as boolean,
    name: row.name as string,
    createdAt: new Date(row.created_at as Date),
    lastUsedAt: row.last_used_at ? new Date(row.last_used_at as Date) : null,
  };
}

export async function listPasskeys(db: Db, userId: number): Promise<PasskeyRecord[]> {
  return (await db.selectFrom('passkeys').select(COLUMNS).where('user_id', '=', userId).orderBy('id').execute()).map(recordOf);
}

export async function findPasskeyByCredential(db: Db, credentialId: string): Promise<PasskeyRecord | undefined> {
  const row = await db.selectFrom('passkeys').select(COLUMNS).where('credential_id', '=', credentialId).executeTakeFirst();
  return row && recordOf(row);
}

/** Keeps a new passkey; undefined when a passkey with its credential id is already kept (anyone's). */
export async function insertPasskey(db: Db, passkey: Omit<PasskeyRecord, 'id' | 'lastUsedAt'>): Promise<PasskeyRecord | undefined> {
  const row = await db
    .insertInto('passkeys')
    .values({
      user_id: passkey.userId,
      credential_id: passkey.credentialId,
      public_key: passkey.publicKey,
      counter: passkey.counter,
      transports: JSON.stringify(passkey.transports),
      device_type: passkey.deviceType,
      backed_up: passkey.backedUp,
      name: passkey.name,
      created_at: passkey.createdAt,
    })
    .onConflict((conflict) => conflict.column('credential_id').doNothing())
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && recordOf(row);
}

/** Notes a sign-in with the passkey: its new counter and backup state. */
export async function passkeyUsed(db: Db, id: number, counter: number, backedUp: boolean, deviceType: string, now: Date): Promise<void> {
  await db.updateTable('passkeys').set({ counter, backed_up: backedUp, device_type: deviceType, last_used_at: now }).where('id', '=', id).execute();
}

/**
 * Deletes one of the member's passkeys; the last one going turns password sign-in back on (in
 * the same transaction), so nobody is left without a way in. False: no such passkey of theirs.
 */
export async function deletePasskey(db: Db, userId: number, id: number, now: Date): Promise<boolean> {
  const deleted = await db.transaction().execute(async (trx) => {
    const gone = await trx.deleteFrom('passkeys').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
    if (Number(gone.numDeletedRows) === 0) return false;
    const left = await trx.selectFrom('passkeys').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
    if (!left) await writePasswordSignIn(trx, userId, true, now);
    return true;
  });
  if (deleted) userWritten(userId);
  return deleted;
}

/** Turns password sign-in on or off; off only while the member has a passkey (false otherwise). */
export async function setPasswordSignIn(db: Db, userId: number, enabled: boolean, now: Date): Promise<boolean> {
  const changed = await db.transaction().execute(async (trx) => {
    if (!enabled) {
      const any = await trx.selectFrom('passkeys').select('id').where('user_id', '=', userId).limit(1).executeTakeFirst();
      if (!any) return false;
    }
    await writePasswordSignIn(trx, userId, enabled, now);
    return true;
  });
  if (changed) userWritten(userId);
  return changed;
}

export async function passwordSignInOf(db: Db, userId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('password_sign_in').where('id', '=', userId).executeTakeFirst();
  return row?.password_sign_in ?? true;
}

export async function storeChallenge(db: Db, challenge: string, purpose: 'register' | 'authenticate', userId: number | null, expiresAt: Date): Promise<void> {
  await db.insertInto('webauthn_challenges').values({ challenge, purpose, user_id: userId, expires_at: expiresAt }).execute();
}

/** Takes a challenge (deleting it: single use); true only when it existed for this purpose and member and had not expired. */
export async function takeChallenge(db: Db, challenge: string, purpose: 'register' | 'authenticate', userId: number | null, now: Date): Promise<boolean> {
  const row = await db.deleteFrom('webauthn_challenges').where('challenge', '=', challenge).returning(['purpose', 'user_id', 'expires_at']).executeTakeFirst();
  if (!row) return false;
  return row.purpose === purpose && row.user_id === userId && new Date(row.expires_at).getTime() > now.getTime();
}

export async function deleteExpiredChallenges(db: Db, now: Date): Promise<void> {
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<=', now).execute();
}
