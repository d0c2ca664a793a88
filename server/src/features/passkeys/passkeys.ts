import type { AuthenticationResponseJSON, AuthenticatorTransport, RegistrationResponseJSON } from '@simplewebauthn/server';
import { PASSKEY_MESSAGES, memberName, type Passkey, type StoredName } from 'shared-contracts';
import type { Config } from '../../config.js';
import type { Db } from '../../db/index.js';
import {
  findPasskeyByCredential,
  insertPasskey,
  listPasskeys,
  passkeyUsed,
  storeChallenge,
  takeChallenge,
  type PasskeyRecord,
} from './queries.js';

/*
 * Passkeys with a maintained WebAuthn library (@simplewebauthn/server): the relying party is
 * PUBLIC_URL's host and origin; every ceremony's challenge is stored, single use, and lives two
 * minutes; user verification is required; the counter and the backup flags are kept.
 */

export { deletePasskey, listPasskeys, passwordSignInOf, setPasswordSignIn } from './queries.js';

const CHALLENGE_TTL_MS = 2 * 60 * 1000;

// Loaded with the first passkey call: importing it cost every start 0.7 s of CPU (of about 5),
// for a feature a family uses a few times a day.
let webAuthn: Promise<typeof import('@simplewebauthn/server')> | undefined;
const library = () => (webAuthn ??= import('@simplewebauthn/server'));

export class PasskeyRefusal extends Error {
  constructor(readonly status: 400 | 401, message: string) {
    super(message);
  }
}

function relyingParty(config: Config) {
  return { id: new URL(config.publicUrl).hostname, origin: config.publicOrigin, name: config.siteName };
}

/** The options of a registration for this member (their passkeys excluded, so one authenticator is not registered twice). */
export async function registrationOptions(db: Db, config: Config, member: { id: number; email: string } & StoredName, now: Date) {
  const rp = relyingParty(config);
  const existing = await listPasskeys(db, member.id);
  const options = await (await library()).generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: member.email,
    userDisplayName: memberName(member),
    userID: new TextEncoder().encode(`familynet-member-${member.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((passkey) => ({ id: passkey.credentialId, transports: passkey.transports as AuthenticatorTransport[] })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  await storeChallenge(db, options.challenge, 'register', member.id, new Date(now.getTime() + CHALLENGE_TTL_MS));
  return options;
}

/** Checks a registration and keeps the passkey; PasskeyRefusal when it does not hold. */
export async function register(db: Db, config: Config, member: { id: number }, response: RegistrationResponseJSON, name: string, now: Date): Promise<PasskeyRecord> {
  const rp = relyingParty(config);
  let fresh = false;
  let verification;
  try {
    verification = await (await library()).verifyRegistrationResponse({
      response,
      expectedChallenge: async (challenge) => (fresh = await takeChallenge(db, challenge, 'register', member.id, now)),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    });
  } catch {
    throw new PasskeyRefusal(400, fresh ? PASSKEY_MESSAGES.notAccepted : PASSKEY_MESSAGES.challengeExpired);
  }
  if (!verification.verified) throw new PasskeyRefusal(400, PASSKEY_MESSAGES.notAccepted);
  const { credential, credentialDeviceType, credentialBackedUp } = verification.registrationInfo;
  const kept = await insertPasskey(db, {
    userId: member.id,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports ?? response.response.transports ?? [],
    deviceType: credentialDeviceType,
    backedUp: credentialBackedUp,
    name,
    createdAt: now,
  });
  // A credential id already kept (this member's or anyone's) is refused as any answer that does
  // not hold: the same status and words, after the same checks, so it tells nobody the id exists.
  if (!kept) throw new PasskeyRefusal(400, PASSKEY_MESSAGES.notAccepted);
  return kept;
}

/** The options of a sign-in with any passkey of this site (the browser offers the member's own). */
export async function signInOptions(db: Db, config: Config, now: Date) {
  const options = await (await library()).generateAuthenticationOptions({ rpID: relyingParty(config).id, userVerification: 'required', allowCredentials: [] });
  await storeChallenge(db, options.challenge, 'authenticate', null, new Date(now.getTime() + CHALLENGE_TTL_MS));
  return options;
}

/** Checks a sign-in; answers the member's id. PasskeyRefusal when it does not hold. */
export async function signIn(db: Db, config: Config, response: AuthenticationResponseJSON, now: Date): Promise<number> {
  const rp = relyingParty(config);
  const passkey = await findPasskeyByCredential(db, response.id);
  if (!passkey) {
    // The challenge is spent all the same: an answer is never tried twice.
    const challenge = challengeOf(response);
    if (challenge) await takeChallenge(db, challenge, 'authenticate', null, now);
    throw new PasskeyRefusal(401, PASSKEY_MESSAGES.unknownPasskey);
  }
  let fresh = false;
  let verification;
  try {
    verification = await (await library()).verifyAuthenticationResponse({
      response,
      expectedChallenge: async (challenge) => (fresh = await takeChallenge(db, challenge, 'authenticate', null, now)),
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: { id: passkey.credentialId, publicKey: Buffer.from(passkey.publicKey, 'base64url'), counter: passkey.counter, transports: passkey.transports as AuthenticatorTransport[] },
      requireUserVerification: true,
    });
  } catch {
    throw new PasskeyRefusal(fresh ? 401 : 400, fresh ? PASSKEY_MESSAGES.notAccepted : PASSKEY_MESSAGES.challengeExpired);
  }
  if (!verification.verified) throw new PasskeyRefusal(401, PASSKEY_MESSAGES.notAccepted);
  const { newCounter, credentialBackedUp, credentialDeviceType } = verification.authenticationInfo;
  await passkeyUsed(db, passkey.id, newCounter, credentialBackedUp, credentialDeviceType, now);
  return passkey.userId;
}

/** The challenge a browser's answer carries, or null when it cannot be read. */
function challengeOf(response: AuthenticationResponseJSON): string | null {
  try {
    const client = JSON.parse(Buffer.from(response.response.clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof client.challenge === 'string' ? client.challenge : null;
  } catch {
    return null;
  }
}

export function passkeyJson(passkey: PasskeyRecord): Passkey {
  return {
    id: passkey.id,
    name: passkey.name,
    createdAt: passkey.createdAt.toISOString(),
    ...(passkey.lastUsedAt ? { lastUsedAt: passkey.lastUsedAt.toISOString() } : {}),
    backedUp: passkey.backedUp,
  };
}
