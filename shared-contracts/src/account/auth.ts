import { INVITATION_TOKEN_MAX_LENGTH } from '../join/join.js';
import * as t from '../schema/t.js';

/*
 * The sign-in family of payloads (spec section 3). Their fields are checked by the spec's
 * validators (validation.ts), which give the spec's messages ('Email is required'): the schemas
 * leave every field optional for them and add hard caps, so an absurd body is refused before any
 * work is done. The types say what the forms send.
 */
const capped = (maxLength: number) => t.optional(t.string({ maxLength }));
const EMAIL_CAP = 1000;
const PASSWORD_CAP = 4096;
const NAME_CAP = 1000;

export const SignInPayloadSchema = t.object({ email: capped(EMAIL_CAP), password: capped(PASSWORD_CAP) });

export const SignUpPayloadSchema = t.object({
  email: capped(EMAIL_CAP),
  password: capped(PASSWORD_CAP),
  /** First and last name trimmed and joined by a space; built by the server when absent. */
  displayName: capped(NAME_CAP),
  firstName: capped(NAME_CAP),
  lastName: capped(NAME_CAP),
  /** The member's invitation from the sign-up link (join.ts), when there is one. */
  invitation: capped(INVITATION_TOKEN_MAX_LENGTH),
  /** The one-time set-up secret of a fresh install's link, when there is one. */
  setup: capped(INVITATION_TOKEN_MAX_LENGTH),
});

export const ForgotPasswordPayloadSchema = t.object({ email: capped(EMAIL_CAP) });

export const ResetPasswordPayloadSchema = t.object({
  token: capped(1000),
  email: capped(EMAIL_CAP),
  newPassword: capped(PASSWORD_CAP),
});

export type SignInPayload = Required<t.Static<typeof SignInPayloadSchema>>;
export type SignUpPayload = Required<Omit<t.Static<typeof SignUpPayloadSchema>, 'invitation' | 'setup'>> &
  Pick<t.Static<typeof SignUpPayloadSchema>, 'invitation' | 'setup'>;
export type ForgotPasswordPayload = Required<t.Static<typeof ForgotPasswordPayloadSchema>>;
