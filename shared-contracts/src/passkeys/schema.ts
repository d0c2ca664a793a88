import { PROFILE_MESSAGES } from '../member/fields.js';
import { SCHEMA_FORMATS } from '../schema/formats.js';
import * as t from '../schema/t.js';

/*
 * Passkeys (WebAuthn) beside passwords: the ceremonies' options and answers travel as the
 * browser library writes them (JSON, base64url); the server's library checks them.
 */

const b64 = (maxLength: number) => t.string({ maxLength, pattern: '^[A-Za-z0-9_-]*={0,2}$' });

/** What the browser answers to a ceremony (registration or sign-in), as @simplewebauthn/browser gives it. */
export const CredentialResponseSchema = t.object({
  id: b64(1400),
  rawId: b64(1400),
  type: t.literal('public-key'),
  response: t.object({
    clientDataJSON: b64(8192),
    attestationObject: t.optional(b64(65536)),
    authenticatorData: t.optional(b64(8192)),
    signature: t.optional(b64(8192)),
    userHandle: t.optional(b64(1024)),
    transports: t.optional(t.array(t.string({ maxLength: 32 }), { maxItems: 10 })),
    publicKey: t.optional(b64(8192)),
    publicKeyAlgorithm: t.optional(t.integer()),
  }),
  clientExtensionResults: t.optional(t.object({}, { additionalProperties: true })),
  authenticatorAttachment: t.optional(t.string({ maxLength: 32 })),
});

export const PasskeyOptionsSchema = t.object({ options: t.unknown() });

export const PasskeyRegisterPayloadSchema = t.object({
  /** How the member calls it ("Jo's phone"): one line of visible text, as a profile's; 1 to 60 characters once trimmed. */
  name: t.optional(t.string({ maxLength: 1000, format: SCHEMA_FORMATS.line, title: 'Passkey name', errorMessage: PROFILE_MESSAGES.controlCharacters('Passkey name') })),
  response: CredentialResponseSchema,
});

export const PasskeySignInPayloadSchema = t.object({ response: CredentialResponseSchema });

export const PasskeySchema = t.object({
  id: t.integer(),
  name: t.string(),
  createdAt: t.string(),
  lastUsedAt: t.optional(t.string()),
  /** Synced by a platform or password manager (so it survives a lost phone). */
  backedUp: t.boolean(),
});

export const PasskeysDataSchema = t.object({
  passkeys: t.array(PasskeySchema),
  /** Whether the member may still sign in with the password. */
  passwordSignIn: t.boolean(),
});

export const PasswordSignInPayloadSchema = t.object({ enabled: t.boolean() }, { additionalProperties: false });

export type Passkey = t.Static<typeof PasskeySchema>;
export type PasskeysData = t.Static<typeof PasskeysDataSchema>;

/** A passkey's name: what the member typed, trimmed; 1 to 60 characters. */
export const PASSKEY_NAME_MAX_LENGTH = 60;

export const PASSKEY_MESSAGES = {
  added: 'Passkey added. You can now sign in with it.',
  removed: 'Passkey removed.',
  nameTooLong: `A passkey's name can be at most ${PASSKEY_NAME_MAX_LENGTH} characters.`,
  notAccepted: 'This passkey could not be used. Please try again.',
  unknownPasskey: 'This passkey is not known here: it may have been removed, or belong to another site.',
  challengeExpired: 'The passkey request expired or was already used. Please try again.',
  passwordSignInOff: 'Password sign-in is turned off for this account. Sign in with your passkey, or reset your password to turn it back on.',
  needsPasskey: 'Add a passkey before turning password sign-in off.',
  notFound: 'Passkey not found.',
} as const;
