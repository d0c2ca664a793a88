import {
  PROFILE_VALIDATORS,
  signUpDisplayName,
  validateEmail,
  validateFirstName,
  validateLastName,
  validatePassword,
  JOIN_MESSAGES,
  type JoinMode,
  type SignUpPayload,
} from 'shared-contracts';
import type { Db } from '../../db/index.js';
import { firstError } from '../../http/validation.js';
import { hashPassword } from '../accounts/index.js';
import { DUPLICATE_EMAIL_MESSAGE, DuplicateEmailError, createMember, type AccountRecord } from '../members/index.js';
import { admission, giveBackInvitation, useInvitation, type SetupSecret } from './joining.js';
import { takePlace } from '../family/index.js';

export const SIGN_UP_MESSAGES = {
  signedUp: 'Your account has been created.',
} as const;

type SignUpOutcome =
  | {
      ok: false;
      status: number;
      message: string;
      /** The refusal was about an invitation: it leaves after the same time as every such answer. */
      aboutInvitation: boolean;
    }
  | {
      ok: true;
      user: AccountRecord;
      /** The install's first account (the admin), made with the one-time set-up link. */
      first: boolean;
    };

interface SignUpContext {
  db: Db;
  /** Where the uploads are (a relative's photo goes when a new member takes their place). */
  dataDir: string;
  joinMode: JoinMode;
  setupSecret: SetupSecret;
  now: Date;
  /** Where a place in the family tree that could not be taken is told (the request's log). */
  log?: { warn: (details: object, message: string) => void };
}

/**
 * A new account from the sign-up form: the form checked as the page checks it, the visitor
 * admitted (an invitation, the set-up link, or the join settings), the invitation's use taken,
 * the password hashed, the member created; the invitation's use given back when the account
 * could not be made (the address already has one).
 */
export async function signUp(context: SignUpContext, body: Partial<SignUpPayload>): Promise<SignUpOutcome> {
  const { db, now } = context;
  const { email = '', password = '' } = body;
  const firstName = (body.firstName ?? '').trim();
  const lastName = (body.lastName ?? '').trim();
  const displayName = (body.displayName ?? '').trim() || signUpDisplayName(firstName, lastName);
  const invalid = firstError(
    validateEmail(email),
    validateFirstName(firstName),
    validateLastName(lastName),
    validatePassword(password),
    // The profile's length limits apply from the first save on.
    PROFILE_VALIDATORS.firstName(firstName),
    PROFILE_VALIDATORS.lastName(lastName),
    PROFILE_VALIDATORS.displayName(displayName),
  );
  if (invalid) return { ok: false, status: 400, message: invalid, aboutInvitation: false };

  const admitted = await admission(db, { email, invitation: body.invitation, setup: body.setup }, context.setupSecret, context.joinMode, now);
  if (!admitted.allowed) return { ok: false, status: admitted.status, message: admitted.message, aboutInvitation: Boolean(admitted.problem) };
  const { invitation } = admitted;
  if (invitation && !(await useInvitation(db, invitation, now))) {
    // Another relative took its last use a moment ago.
    return { ok: false, status: 403, message: JOIN_MESSAGES.invitation.usedUp, aboutInvitation: true };
  }

  const passwordHash = await hashPassword(password);
  let user: AccountRecord;
  try {
    user = await createMember(db, {
      email,
      passwordHash,
      fields: { displayName, firstName, lastName },
      createdAt: now,
      lastLogin: now,
      awaitingApproval: admitted.awaitingApproval,
      invitedBy: invitation?.createdBy ?? null,
    });
    if (admitted.first) context.setupSecret.forget();
  } catch (error) {
    if (invitation) await giveBackInvitation(db, invitation);
    if (error instanceof DuplicateEmailError) return { ok: false, status: 409, message: DUPLICATE_EMAIL_MESSAGE, aboutInvitation: false };
    throw error;
  }
  // An invitation made from a relative's place in the tree: the new member is that person now
  // (taken meanwhile, removed, or the member already in the tree: they are simply a new person).
  // After the account exists, so that a failure here never gives the invitation's use back.
  if (invitation?.personId) {
    await takePlace(db, context.dataDir, invitation.personId, user.id, now, context.log).catch((error: unknown) => context.log?.warn({ err: error, userId: user.id }, 'the new member could not take their place in the family tree'));
  }
  return { ok: true, user, first: admitted.first };
}
