import { createHmac } from 'node:crypto';
import { canManageFamily, isAdmin, normalizeEmail, type Invitation, type InvitationProblem } from 'shared-contracts';
import type { Db } from '../../db/index.js';
import {
  findInvitation,
  findInvitationByHash,
  findOpenLinkInvitation,
  insertInvitation,
  listOpenInvitations,
  revokeInvitation,
  type InvitationRecord,
} from './queries.js';
import { hashToken, newToken } from '../../lib/crypto.js';

/*
 * Invitations: a member's link (the QR code of My QR Code), usable by any number of relatives
 * until it expires, and an admin's or manager's e-mail to one relative, usable once. Only a hash
 * of each secret is stored. A member's link is derived from the install's key (lib/site-key.ts), so
 * My QR Code shows the same code each time it opens until the link expires or is revoked; an
 * e-mailed secret is random and shown only in the e-mail.
 */

export type { InvitationRecord };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The secret of a member's link invitation: the same every time it is shown, unguessable without the key. */
function linkSecret(key: Buffer, invitation: Pick<InvitationRecord, 'createdBy' | 'createdAt'>): string {
  return createHmac('sha256', key).update(`invitation-link:${invitation.createdBy}:${invitation.createdAt.toISOString()}`).digest('base64url');
}

/**
 * The member's open link invitation and its secret, made now if they have none that can still be
 * used (or if the install's key changed since it was made, as after a move to a new machine).
 */
export async function linkInvitationOf(
  db: Db,
  key: Buffer,
  member: { id: number },
  now: Date,
  days: number,
): Promise<{ invitation: InvitationRecord; token: string }> {
  const open = await findOpenLinkInvitation(db, member.id, now);
  if (open) {
    const token = linkSecret(key, open);
    if ((await findInvitationByHash(db, hashToken(token)))?.id === open.id) return { invitation: open, token };
  }
  const createdAt = new Date(now.getTime());
  const token = linkSecret(key, { createdBy: member.id, createdAt });
  const id = await insertInvitation(db, {
    tokenHash: hashToken(token),
    createdBy: member.id,
    createdAt,
    expiresAt: new Date(createdAt.getTime() + days * DAY_MS),
    maxUses: null,
  });
  return { invitation: (await findInvitation(db, id))!, token };
}

/** A single-use invitation for one relative, with their name filled in. */
async function singleUseInvitation(
  db: Db,
  inviter: { id: number },
  relative: { email?: string | null; firstName: string | null; lastName: string | null; personId?: number },
  now: Date,
  days: number,
): Promise<{ invitation: InvitationRecord; token: string }> {
  const token = newToken();
  const id = await insertInvitation(db, {
    tokenHash: hashToken(token),
    createdBy: inviter.id,
    createdAt: now,
    expiresAt: new Date(now.getTime() + days * DAY_MS),
    maxUses: 1,
    email: relative.email ?? null,
    firstName: relative.firstName || null,
    lastName: relative.lastName || null,
    personId: relative.personId ?? null,
  });
  return { invitation: (await findInvitation(db, id))!, token };
}

/** A single-use invitation for one address, with the relative's name filled in; its secret goes in the e-mail. */
export function emailInvitation(
  db: Db,
  inviter: { id: number },
  relative: { email: string; firstName: string; lastName: string },
  now: Date,
  days: number,
): Promise<{ invitation: InvitationRecord; token: string }> {
  return singleUseInvitation(db, inviter, { ...relative, email: normalizeEmail(relative.email) }, now, days);
}

/**
 * A single-use invitation made from a relative's place in the family tree, with their name filled
 * in: who signs up with it takes that place, with every link (no second person for them).
 */
export function placeInvitation(
  db: Db,
  inviter: { id: number },
  relative: { personId: number; firstName: string | null; lastName: string | null },
  now: Date,
  days: number,
): Promise<{ invitation: InvitationRecord; token: string }> {
  return singleUseInvitation(db, inviter, relative, now, days);
}

/** Why this invitation cannot be used now, or null when it can. */
export function problemOf(invitation: InvitationRecord | undefined, now: Date): InvitationProblem | null {
  if (!invitation) return 'unknown';
  if (invitation.revokedAt) return 'revoked';
  if (invitation.maxUses !== null && invitation.uses >= invitation.maxUses) return 'usedUp';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return null;
}

/** The invitation a secret stands for (possibly no longer usable), found by its hash. */
export function invitationOfSecret(db: Db, token: string): Promise<InvitationRecord | undefined> {
  return findInvitationByHash(db, hashToken(token));
}

/** The open invitations a member may see in Settings: their own; an admin sees everyone's. */
export function openInvitationsFor(db: Db, viewer: { id: number }, now: Date): Promise<InvitationRecord[]> {
  return listOpenInvitations(db, now, isAdmin(viewer) ? undefined : viewer.id);
}

/** Revokes an invitation for its maker or an admin: 'revoked', or why not. */
export async function revokeFor(db: Db, viewer: { id: number }, id: number, now: Date): Promise<'revoked' | 'missing' | 'forbidden'> {
  const invitation = await findInvitation(db, id);
  if (!invitation) return 'missing';
  if (invitation.createdBy !== viewer.id && !isAdmin(viewer)) return 'forbidden';
  await revokeInvitation(db, id, now);
  return 'revoked';
}

/** Who may send invitations by e-mail: admins and managers. */
export const mayInviteByEmail = canManageFamily;

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** An invitation as Settings lists it: never its secret. */
export function invitationJson(invitation: InvitationRecord): Invitation {
  const name = fullName(invitation.firstName, invitation.lastName);
  return {
    id: invitation.id,
    createdBy: { id: invitation.createdBy, name: invitation.createdByName },
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
    uses: invitation.uses,
    ...(invitation.maxUses !== null ? { maxUses: invitation.maxUses } : {}),
    ...(invitation.email ? { email: invitation.email } : {}),
    ...(name ? { name } : {}),
  };
}
