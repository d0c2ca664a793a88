import { NotificationChoicesSchema, SavedTimeZoneSchema } from '../notifications/schema.js';
import { CredentialResponseSchema, PasskeySchema } from '../passkeys/schema.js';
import { idSchema } from '../schema/ids.js';
import * as t from '../schema/t.js';
import { UserSchema } from '../member/schema.js';

/*
 * One's own data and leaving (issue 21): the archive of everything the server holds about the
 * signed-in member, and the deletion of their account, confirmed with their password or a passkey.
 */

const time = () => t.string();

/** "Download my data": everything the server holds about the caller, never anyone else's. */
export const MyDataSchema = t.object({
  /** What this file is, so a later version can read it back. */
  format: t.literal('familynet-my-data/1'),
  exportedAt: time(),
  /** The site it came from (PUBLIC_URL). */
  site: t.string(),
  /** The member as they see themselves: every field, the account's dates, the live position if shared. */
  account: UserSchema,
  role: t.string(),
  /** Whose invitation they joined with. */
  invitedBy: t.optional(t.object({ id: t.integer(), name: t.string() })),
  passwordSignIn: t.boolean(),
  passkeys: t.array(PasskeySchema),
  /** Signed-in devices (no token: only its hash is kept, and it is not theirs to reuse). */
  sessions: t.array(t.object({ createdAt: time(), lastSeenAt: time(), expiresAt: time() })),
  /** The invitations they made, used or not. */
  invitations: t.array(
    t.object({ createdAt: time(), expiresAt: time(), uses: t.integer(), maxUses: t.optional(t.integer()), revokedAt: t.optional(time()), email: t.optional(t.string()) }),
  ),
  /** Their birthday calendar address, if they made one (its secret is not kept, only its hash). */
  calendarFeed: t.optional(t.object({ createdAt: time() })),
  /**
   * What they chose to hear about, their time zone, and each device that allowed notifications:
   * its push service and when (a device's address and keys are that device's secret).
   */
  notifications: t.object({
    choices: NotificationChoicesSchema,
    timeZone: SavedTimeZoneSchema,
    devices: t.array(t.object({ pushService: t.string(), addedAt: time() })),
  }),
  /**
   * Their place in the family tree (issue 41): the gender it knows them by, their links (other
   * people by their tree id: 'm12' a member, 'r5' a relative), and the relatives they added.
   */
  familyTree: t.optional(
    t.object({
      gender: t.union([t.literal('female'), t.literal('male'), t.null()]),
      parents: t.array(t.object({ person: t.string(), kind: t.string() })),
      children: t.array(t.object({ person: t.string(), kind: t.string() })),
      partners: t.array(t.object({ person: t.string(), married: t.boolean(), ended: t.boolean(), startDate: t.optional(t.string()), endDate: t.optional(t.string()) })),
      relativesAdded: t.array(
        t.object({
          id: t.string(),
          firstName: t.optional(t.string()),
          lastName: t.optional(t.string()),
          gender: t.union([t.literal('female'), t.literal('male'), t.null()]),
          birthDate: t.optional(t.string()),
          birthDatePhrase: t.optional(t.string()),
          isBirthDateVisible: t.boolean(),
          isBirthYearVisible: t.boolean(),
          deathDate: t.optional(t.string()),
          deathDatePhrase: t.optional(t.string()),
          note: t.optional(t.string()),
          /** Where their photo is served (the member's own photo is in the file itself). */
          photoURL: t.optional(t.string()),
        }),
      ),
    }),
  ),
  /** Their photo, as stored. */
  avatar: t.optional(t.object({ fileName: t.string(), contentType: t.string(), base64: t.string() })),
});
export type MyData = t.Static<typeof MyDataSchema>;

/** "Delete my account": the password, or a passkey's answer to a sign-in challenge. */
export const DeleteAccountPayloadSchema = t.object(
  {
    password: t.optional(t.string({ maxLength: 1024 })),
    passkey: t.optional(CredentialResponseSchema),
    /** The family's only admin names who takes over (a member's id): the role is handed over, then the account goes. */
    newAdminId: t.optional(idSchema('newAdminId', 'newAdminId must be a member id')),
  },
  { additionalProperties: false },
);
export type DeleteAccountPayload = t.Static<typeof DeleteAccountPayloadSchema>;

export const ACCOUNT_MESSAGES = {
  confirmNeeded: 'Confirm with your password or a passkey.',
  wrongPassword: 'That password is not right.',
  notYourPasskey: 'That passkey is not one of yours.',
  nameNewAdmin: "You are the family's only admin: name who takes over before you leave.",
  newAdminUnknown: 'The new admin must be another member of the family who has been let in and has signed in at least once.',
  deleted: 'Your account and everything FamilyNet held about you have been deleted.',
} as const;
