import os from 'node:os';
import type { IncomingHttpHeaders } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_JOIN_MODE,
  INVITATION_DAYS,
  JOIN_MESSAGES,
  JOIN_MODES,
  normalizeEmail,
  type InvitationProblem,
  type JoinMode,
  type JoinSettings,
} from 'shared-contracts';
import type { Db } from '../db/index.js';
import { anyAccount } from '../db/members.js';
import { getSetting, putSetting } from '../db/settings.js';
import { returnInvitationUse, takeInvitationUse } from '../db/invitations.js';
import { hashToken, newToken } from './crypto.js';
import { invitationOfSecret, problemOf, type InvitationRecord } from './invitations.js';

/*
 * Who may join (Settings, admins) and the rules of a sign-up: the first account of a fresh
 * install, Invitation only, Approval and Open. The sign-up route asks `admission` and creates the
 * member as it answers.
 */

const JOIN_KEY = 'join';

/** The family's choice; with none stored (a fresh or upgraded install), `fallbackMode` (Invitation only unless JOIN_MODE says otherwise). */
export async function joinSettings(db: Db, fallbackMode: JoinMode = DEFAULT_JOIN_MODE): Promise<JoinSettings> {
  const stored = await getSetting<Partial<JoinSettings>>(db, JOIN_KEY);
  const mode = JOIN_MODES.includes(stored?.mode as JoinMode) ? (stored!.mode as JoinMode) : fallbackMode;
  const days = Number(stored?.invitationDays);
  const invitationDays = Number.isInteger(days) && days >= INVITATION_DAYS.min && days <= INVITATION_DAYS.max ? days : INVITATION_DAYS.default;
  return { mode, invitationDays };
}

export async function saveJoinSettings(db: Db, settings: JoinSettings, now: Date): Promise<void> {
  await putSetting(db, JOIN_KEY, settings, now);
}

/** Headers a reverse proxy adds: a request that carries one came through a proxy, not from this machine's own browser. */
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto', 'x-real-ip', 'via', 'cf-connecting-ip', 'true-client-ip'];

/** The addresses of this machine's own interfaces (loopback and the rest), looked up once a minute at most. */
let ownAddresses: { at: number; addresses: Set<string> } | null = null;
function machineAddresses(): Set<string> {
  if (ownAddresses && Date.now() - ownAddresses.at < 60_000) return ownAddresses.addresses;
  const addresses = new Set<string>();
  for (const list of Object.values(os.networkInterfaces())) for (const entry of list ?? []) addresses.add(entry.address);
  ownAddresses = { at: Date.now(), addresses };
  return addresses;
}

/**
 * Whether a request comes from a browser on the server's own machine: its connection comes from
 * one of this machine's addresses and no proxy forwarded it (a proxy on the same machine connects
 * from loopback too, for whoever is behind it).
 */
export function fromServerMachine(remoteAddress: string | undefined, headers: IncomingHttpHeaders): boolean {
  if (!remoteAddress) return false;
  if (FORWARDING_HEADERS.some((name) => headers[name] !== undefined)) return false;
  const address = remoteAddress.startsWith('::ffff:') ? remoteAddress.slice(7) : remoteAddress;
  if (address === '::1' || /^127\./.test(address)) return true;
  return machineAddresses().has(address);
}

/**
 * The one-time secret of the set-up link a fresh install prints in its log (so the first account
 * can be made from another device). Kept only in this process's memory, as a hash; gone once any
 * account exists.
 */
export class SetupSecret {
  private hash: Buffer | null = null;

  /** A new secret (the previous one stops working); the caller logs the link. */
  issue(): string {
    const secret = newToken();
    this.hash = Buffer.from(hashToken(secret), 'hex');
    return secret;
  }

  matches(secret: string | undefined): boolean {
    if (!this.hash || !secret) return false;
    return timingSafeEqual(this.hash, Buffer.from(hashToken(secret), 'hex'));
  }

  forget(): void {
    this.hash = null;
  }
}

export interface SignUpRequest {
  email: string;
  invitation?: string;
  setup?: string;
  fromServerMachine: boolean;
}

/** How an account comes in, or why it may not. */
export type Admission =
  | { allowed: true; first: boolean; awaitingApproval: boolean; invitation: InvitationRecord | null }
  | { allowed: false; status: 400 | 403; message: string; problem?: InvitationProblem };

const refused = (message: string, problem?: InvitationProblem): Admission => ({ allowed: false, status: 403, message, problem });

/**
 * The rules of a sign-up, in order:
 *  - the first account of an install: only from the server's machine or with the set-up link;
 *  - an invitation that was given must be usable (in Open it only records who invited; a stale
 *    one is then ignored), and an e-mailed one only for its address;
 *  - Invitation only: a usable invitation is needed;
 *  - Approval: without one, the account waits for an admin or manager.
 */
export async function admission(db: Db, request: SignUpRequest, setup: SetupSecret, fallbackMode: JoinMode, now: Date): Promise<Admission> {
  if (!(await anyAccount(db))) {
    if (request.fromServerMachine || setup.matches(request.setup)) return { allowed: true, first: true, awaitingApproval: false, invitation: null };
    return refused(request.setup ? JOIN_MESSAGES.setupLinkInvalid : JOIN_MESSAGES.setupNeeded);
  }
  const { mode } = await joinSettings(db, fallbackMode);
  let invitation: InvitationRecord | null = null;
  if (request.invitation) {
    const found = await invitationOfSecret(db, request.invitation);
    const problem = problemOf(found, now) ?? (found?.email && found.email !== normalizeEmail(request.email) ? 'otherEmail' : null);
    if (problem && mode !== 'open') return refused(JOIN_MESSAGES.invitation[problem], problem);
    if (!problem) invitation = found!;
  }
  if (invitation || mode === 'open') return { allowed: true, first: false, awaitingApproval: false, invitation };
  if (mode === 'approval') return { allowed: true, first: false, awaitingApproval: true, invitation: null };
  return refused(JOIN_MESSAGES.invitationNeeded);
}

/** Takes one use of the invitation a sign-up came with; false when another sign-up took its last use first. */
export function useInvitation(db: Db, invitation: InvitationRecord, now: Date): Promise<boolean> {
  return takeInvitationUse(db, invitation.id, now);
}

/** Gives the use back when the account could not be created after all. */
export function giveBackInvitation(db: Db, invitation: InvitationRecord): Promise<void> {
  return returnInvitationUse(db, invitation.id);
}
