import { memberName } from 'shared-contracts';
import type { Db } from '../../db/index.js';

/*
 * The invitations table: a hash of each secret, who made it, its life (expiry, uses, revocation)
 * and, for one sent by e-mail, the address and name filled in for the relative.
 */

export interface InvitationRecord {
  id: number;
  createdBy: number;
  /** The inviter's name as the family sees it. */
  createdByName: string;
  createdAt: Date;
  expiresAt: Date;
  maxUses: number | null;
  uses: number;
  revokedAt: Date | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The place in the family tree the relative who signs up with it takes (a relative's row). */
  personId: number | null;
}

interface NewInvitation {
  tokenHash: string;
  createdBy: number;
  createdAt: Date;
  expiresAt: Date;
  maxUses: number | null;
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  personId?: number | null;
}

function invitationsWithInviter(db: Db) {
  return db
    .selectFrom('invitations as i')
    .innerJoin('users as u', 'u.id', 'i.created_by')
    .select([
      'i.id',
      'i.created_by',
      'u.display_name as created_by_display_name',
      'u.first_name as created_by_first_name',
      'u.last_name as created_by_last_name',
      'u.email as created_by_email',
      'i.created_at',
      'i.expires_at',
      'i.max_uses',
      'i.uses',
      'i.revoked_at',
      'i.email',
      'i.first_name',
      'i.last_name',
      'i.person_id',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof invitationsWithInviter>['executeTakeFirstOrThrow']>>;

const recordOf = (row: Row): InvitationRecord => ({
  id: row.id,
  createdBy: row.created_by,
  createdByName: memberName({ displayName: row.created_by_display_name, firstName: row.created_by_first_name, lastName: row.created_by_last_name, email: row.created_by_email }),
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
  maxUses: row.max_uses,
  uses: row.uses,
  revokedAt: row.revoked_at ? new Date(row.revoked_at) : null,
  email: row.email,
  firstName: row.first_name,
  lastName: row.last_name,
  personId: row.person_id,
});

export async function insertInvitation(db: Db, invitation: NewInvitation): Promise<number> {
  const row = await db
    .insertInto('invitations')
    .values({
      token_hash: invitation.tokenHash,
      created_by: invitation.createdBy,
      created_at: invitation.createdAt,
      expires_at: invitation.expiresAt,
      max_uses: invitation.maxUses,
      email: invitation.email ?? null,
      first_name: invitation.firstName ?? null,
      last_name: invitation.lastName ?? null,
      person_id: invitation.personId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The invitation whose secret hashes to this; an invitation of a deleted member is gone with them. */
export async function findInvitationByHash(db: Db, tokenHash: string): Promise<InvitationRecord | undefined> {
  const row = await invitationsWithInviter(db).where('i.token_hash', '=', tokenHash).executeTakeFirst();
  return row && recordOf(row);
}

export async function findInvitation(db: Db, id: number): Promise<InvitationRecord | undefined> {
  const row = await invitationsWithInviter(db).where('i.id', '=', id).executeTakeFirst();
  return row && recordOf(row);
}

/** The member's newest invitation without an address (the one My QR Code shows) that can still be used. */
export async function findOpenLinkInvitation(db: Db, createdBy: number, now: Date): Promise<InvitationRecord | undefined> {
  const row = await invitationsWithInviter(db)
    .where('i.created_by', '=', createdBy)
    .where('i.email', 'is', null)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', now)
    .where((eb) => eb.or([eb('i.max_uses', 'is', null), eb('i.uses', '<', eb.ref('i.max_uses'))]))
    .orderBy('i.id', 'desc')
    .executeTakeFirst();
  return row && recordOf(row);
}

/** Invitations that can still be used, newest first: one member's, or everyone's (createdBy undefined). */
export async function listOpenInvitations(db: Db, now: Date, createdBy?: number): Promise<InvitationRecord[]> {
  let query = invitationsWithInviter(db)
    .where('i.revoked_at', 'is', null)
    .where('i.expires_at', '>', now)
    .where((eb) => eb.or([eb('i.max_uses', 'is', null), eb('i.uses', '<', eb.ref('i.max_uses'))]));
  if (createdBy !== undefined) query = query.where('i.created_by', '=', createdBy);
  return (await query.orderBy('i.id', 'desc').limit(500).execute()).map(recordOf);
}

/** Every invitation one member made, used, expired or revoked, newest first (their data archive). */
export async function listInvitationsBy(db: Db, createdBy: number): Promise<InvitationRecord[]> {
  return (await invitationsWithInviter(db).where('i.created_by', '=', createdBy).orderBy('i.id', 'desc').execute()).map(recordOf);
}

/**
 * Counts one use, only while the invitation is still usable (one statement, so two relatives
 * signing up with the last use at the same moment cannot both have it). False: not usable.
 */
export async function takeInvitationUse(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set((eb) => ({ uses: eb('uses', '+', 1) }))
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .where((eb) => eb.or([eb('max_uses', 'is', null), eb('uses', '<', eb.ref('max_uses'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Gives back a use taken for a sign-up that did not happen (the address had an account). */
export async function returnInvitationUse(db: Db, id: number): Promise<void> {
  await db
    .updateTable('invitations')
    .set((eb) => ({ uses: eb('uses', '-', 1) }))
    .where('id', '=', id)
    .where('uses', '>', 0)
    .execute();
}

export async function revokeInvitation(db: Db, id: number, now: Date): Promise<void> {
  await db.updateTable('invitations').set({ revoked_at: now }).where('id', '=', id).where('revoked_at', 'is', null).execute();
}
