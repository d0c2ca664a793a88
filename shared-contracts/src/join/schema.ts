import { INVITATION_DAYS, INVITATION_TOKEN_MAX_LENGTH, JOIN_MODES } from './join.js';
import { PROFILE_MESSAGES } from '../member/fields.js';
import { SCHEMA_FORMATS } from '../schema/formats.js';
import * as t from '../schema/t.js';

/*
 * The calls of joining (join.ts): who may join, the invitations, the accounts waiting for approval.
 */

const modeSchema = t.union(JOIN_MODES.map((mode) => t.literal(mode)));

/** The family's choice (Settings, admins): how relatives join and how long an invitation lasts. */
export const JoinSettingsSchema = t.object(
  {
    mode: modeSchema,
    invitationDays: t.integer({ minimum: INVITATION_DAYS.min, maximum: INVITATION_DAYS.max }),
  },
  { additionalProperties: false },
);

/** What the sign-up page needs to know before anyone types. */
export const JoinInfoSchema = t.object({
  mode: modeSchema,
  /** No account exists yet: the first is made with the one-time set-up link. */
  setupNeeded: t.boolean(),
});

export const InvitationTokenPayloadSchema = t.object(
  { invitation: t.string({ minLength: 1, maxLength: INVITATION_TOKEN_MAX_LENGTH }) },
  { additionalProperties: false },
);

/** A valid invitation, as the relative who opens it is shown it. */
export const InvitationCheckSchema = t.object({
  invitedBy: t.string(),
  /** Filled in by an e-mailed invitation. */
  email: t.optional(t.string()),
  firstName: t.optional(t.string()),
  lastName: t.optional(t.string()),
});

/** An open invitation as Settings lists it (never its secret). */
export const InvitationSchema = t.object({
  id: t.integer(),
  createdBy: t.object({ id: t.integer(), name: t.string() }),
  createdAt: t.string(),
  expiresAt: t.string(),
  uses: t.integer(),
  /** Absent: any number of relatives until it expires. */
  maxUses: t.optional(t.integer()),
  /** An e-mailed invitation: to whom. */
  email: t.optional(t.string()),
  name: t.optional(t.string()),
});

export const InvitationsDataSchema = t.object({ invitations: t.array(InvitationSchema) });

/** The member's invitation link (My QR Code): its secret travels only in this answer. */
export const InvitationLinkSchema = t.object({ invitation: InvitationSchema, token: t.string() });

/** Admins and managers invite one relative by e-mail, with their name filled in (single use). */
export const EmailInvitationPayloadSchema = t.object(
  {
    email: t.optional(t.string({ maxLength: 1000, format: SCHEMA_FORMATS.line, title: 'Email', errorMessage: PROFILE_MESSAGES.controlCharacters('Email') })),
    firstName: t.optional(t.string({ maxLength: 1000, format: SCHEMA_FORMATS.line, title: 'First Name', errorMessage: PROFILE_MESSAGES.controlCharacters('First Name') })),
    lastName: t.optional(t.string({ maxLength: 1000, format: SCHEMA_FORMATS.line, title: 'Last Name', errorMessage: PROFILE_MESSAGES.controlCharacters('Last Name') })),
    role: t.optional(t.union([t.literal('member'), t.literal('manager'), t.literal('admin')])),
  },
  { additionalProperties: false },
);

/** An account that waits for approval, as admins and managers see it. */
const WaitingAccountSchema = t.object({
  id: t.integer(),
  email: t.string(),
  name: t.string(),
  createdAt: t.string(),
});

export const WaitingAccountsDataSchema = t.object({ accounts: t.array(WaitingAccountSchema) });

export type JoinSettings = t.Static<typeof JoinSettingsSchema>;
export type JoinInfo = t.Static<typeof JoinInfoSchema>;
export type InvitationCheck = t.Static<typeof InvitationCheckSchema>;
export type Invitation = t.Static<typeof InvitationSchema>;
export type WaitingAccount = t.Static<typeof WaitingAccountSchema>;
