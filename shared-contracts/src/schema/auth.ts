import * as t from './t.js';

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
});

export const ForgotPasswordPayloadSchema = t.object({ email: capped(EMAIL_CAP) });

export const ResetPasswordPayloadSchema = t.object({
  token: capped(1000),
  email: capped(EMAIL_CAP),
  newPassword: capped(PASSWORD_CAP),
});

export type SignInPayload = Required<t.Static<typeof SignInPayloadSchema>>;
export type SignUpPayload = Required<t.Static<typeof SignUpPayloadSchema>>;
export type ForgotPasswordPayload = Required<t.Static<typeof ForgotPasswordPayloadSchema>>;
