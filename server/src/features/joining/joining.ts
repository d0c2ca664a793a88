import fs from 'node:fs';
import path from 'node:path';
import { timingSafeEqual } from 'node:crypto';
import {
  DEFAULT_JOIN_MODE,
  INVITATION_DAYS,
  JOIN_LINK_PARAMS,
  JOIN_MESSAGES,
  JOIN_MODES,
  SETUP_LINK_FILE,
  normalizeEmail,
  setupLink,
  type InvitationProblem,
  type JoinMode,
  type JoinSettings,
} from 'shared-contracts';
import type { Db } from '../../db/index.js';
import { anyAccount } from '../members/index.js';
import { getSetting, putSetting } from '../site-look/index.js';
import { returnInvitationUse, takeInvitationUse } from './queries.js';
import { hashToken, newToken } from '../../lib/crypto.js';
import { invitationOfSecret, problemOf, type InvitationRecord } from './invitations.js';
import { readOrCreateSecretFile } from '../../lib/secret-file.js';

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

/**
 * The one-time set-up link of a fresh install (as Jenkins' initial admin password): the first
 * account can only be made with it, wherever the visitor's connection seems to come from (a
 * tunnel or a proxy on the same machine connects from 127.0.0.1 for every visitor). The link is
 * kept in DATA_DIR/first-account-link.txt (0600), so a restart keeps the link a person copied and
 * every process on the same DATA_DIR knows it; the process holds only its hash. The file goes
 * once the first account exists.
 */
export class SetupSecret {
  private hash: Buffer | null = null;
  /** The link while it works (issued at start, until the first account exists). */
  link: string | null = null;

  constructor(
    private readonly dataDir: string,
    private readonly publicUrl: string,
  ) {}

  get file(): string {
    return path.join(this.dataDir, SETUP_LINK_FILE);
  }

  /** The link (the file's, else a new one written there); the caller tells the person. */
  issue(): string {
    let secret = secretOf(readOrCreateSecretFile(this.file, () => `${setupLink(this.publicUrl, newToken())}\n`));
    if (!secret) {
      // Not a link of ours (edited by hand, cut short): a new one replaces it.
      fs.rmSync(this.file, { force: true });
      secret = secretOf(readOrCreateSecretFile(this.file, () => `${setupLink(this.publicUrl, newToken())}\n`))!;
    }
    const link = setupLink(this.publicUrl, secret);
    // PUBLIC_URL changed since the link was made: the same secret, at the site's address now.
    if (fs.readFileSync(this.file, 'utf8').trim() !== link) fs.writeFileSync(this.file, `${link}\n`, { mode: 0o600 });
    this.hash = Buffer.from(hashToken(secret), 'hex');
    this.link = link;
    return link;
  }

  matches(secret: string | undefined): boolean {
    if (!this.hash || !secret) return false;
    return timingSafeEqual(this.hash, Buffer.from(hashToken(secret), 'hex'));
  }

  /** The first account exists: the link stops working, and its file goes. */
  forget(): void {
    this.hash = null;
    this.link = null;
    fs.rmSync(this.file, { force: true });
  }
}

/** The secret of a set-up link, or null when the text is not one. */
function secretOf(text: string): string | null {
  try {
    return new URL(text.trim()).searchParams.get(JOIN_LINK_PARAMS.setup) || null;
  } catch {
    return null;
  }
}

interface SignUpRequest {
  email: string;
  invitation?: string;
  setup?: string;
}

/** How an account comes in, or why it may not. */
type Admission =
  | { allowed: true; first: boolean; awaitingApproval: boolean; invitation: InvitationRecord | null }
  | { allowed: false; status: 400 | 403; message: string; problem?: InvitationProblem };

const refused = (message: string, problem?: InvitationProblem): Admission => ({ allowed: false, status: 403, message, problem });

/**
 * The rules of a sign-up, in order:
 *  - the first account of an install: only with the set-up link;
 *  - an invitation that was given must be usable (in Open it only records who invited; a stale
 *    one is then ignored), and an e-mailed one only for its address;
 *  - Invitation only: a usable invitation is needed;
 *  - Approval: without one, the account waits for an admin or manager.
 */
export async function admission(db: Db, request: SignUpRequest, setup: SetupSecret, fallbackMode: JoinMode, now: Date): Promise<Admission> {
  if (!(await anyAccount(db))) {
    if (setup.matches(request.setup)) return { allowed: true, first: true, awaitingApproval: false, invitation: null };
    // Unless the first account came a moment ago (the link is forgotten then): the family's rules apply.
    if (!(await anyAccount(db))) return refused(request.setup ? JOIN_MESSAGES.setupLinkInvalid : JOIN_MESSAGES.setupNeeded);
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
