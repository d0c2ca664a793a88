/*
 * Who may join the family's site, and how: the three ways an admin chooses in Settings, the
 * invitations members hand out (the QR code of My QR Code, an e-mail), the accounts that wait for
 * approval, and the first account of a fresh install. The server enforces every rule; the pages
 * show the same words before a visitor types anything.
 */

/** Invitation only: a relative needs a member's invitation. Approval: anyone registers, an admin or manager lets them in. Open: the spec's sign-up. */
export const JOIN_MODES = ['invite', 'approval', 'open'] as const;
export type JoinMode = (typeof JOIN_MODES)[number];

export const JOIN_MODE_LABELS: Record<JoinMode, string> = {
  invite: 'Invitation only',
  approval: 'Approval',
  open: 'Open',
};


/** Once the first account exists and until an admin chooses otherwise. */
export const DEFAULT_JOIN_MODE: JoinMode = 'invite';

/** How long an invitation lasts: 7 days unless an admin chooses between 1 and 90. */
export const INVITATION_DAYS = { default: 7, min: 1, max: 90 } as const;

/** The query parameters of the sign-up link: a member's invitation, the one-time set-up secret of a fresh install. */
export const JOIN_LINK_PARAMS = { invitation: 'invitation', setup: 'setup' } as const;

/** The file in the server's data folder that holds a fresh install's one-time set-up link. */
export const SETUP_LINK_FILE = 'first-account-link.txt';

/** An invitation's secret as it travels (base64url); anything longer is not one. */
export const INVITATION_TOKEN_MAX_LENGTH = 100;

/** Why an invitation cannot be used, as the visitor is told. */
export type InvitationProblem = 'unknown' | 'expired' | 'usedUp' | 'revoked' | 'otherEmail';

const INVITED_BY = '{name} invited you to join the family network.';

export const JOIN_MESSAGES = {
  invitationNeeded:
    'An invitation from a family member is needed to join. Ask a relative to share the link or QR code from My QR Code.',
  invitation: {
    unknown: 'This invitation link is not valid. Check that the whole link was copied, or ask a relative for a new one.',
    expired: 'This invitation has expired. Ask a relative for a new one.',
    usedUp: 'This invitation has already been used. Ask a relative for a new one.',
    revoked: 'This invitation was withdrawn. Ask a relative for a new one.',
    otherEmail: 'This invitation was sent to another email address. Sign up with the address it was sent to.',
  } satisfies Record<InvitationProblem, string>,
  /** The words of invitedBy, for a page that says them in its language (`{name}` filled). */
  invitedByTemplate: INVITED_BY,
  invitedBy: (name: string) => INVITED_BY.replace('{name}', name),
  approvalNeeded: 'An admin or manager of the family lets each new account in. You can sign up now and will get an email once you are let in.',
  waiting: 'Your account is waiting for approval by a family admin or manager.',
  setupNeeded:
    `This FamilyNet has no account yet. Create the first account with its one-time set-up link: the server prints it when it starts, and keeps it in the file ${SETUP_LINK_FILE} of its data folder.`,
  setupLinkInvalid: `This set-up link is not valid. Use the link in the file ${SETUP_LINK_FILE} of the server’s data folder.`,
  roleAboveInviter: 'You cannot invite someone with a role above your own.',
  roleByOrder: 'Roles follow the order of joining (the first account is the admin, the second the manager): an invited relative joins as a member.',
} as const;
