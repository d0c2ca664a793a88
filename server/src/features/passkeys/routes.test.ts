import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sql } from 'kysely';
import { PASSKEY_MESSAGES, PROFILE_MESSAGES } from 'shared-contracts';
import { insertPasskey } from './queries.js';
import { userWritten } from '../../db/user-writes.js';
import { issuePasswordToken } from '../accounts/index.js';
import { registrationResponse } from '../../testing/authenticator.js';
import { createFamily, type Family } from '../../testing/family.js';
import type { TestClient } from '../../testing/http.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';

/*
 * Passkeys over HTTP on the real database (issue 20). The ceremonies themselves need an
 * authenticator: the browser tests drive Chromium's virtual one (e2e/tests/passkeys.test.ts).
 * Here: the options, the challenges (single use, two minutes), answers of the wrong site, the
 * password sign-in switch, and bad bodies.
 */

let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
let ctx: TestContext;
let server: TestServer;
let family: Family;

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start({ clock });
  family = await createFamily(server);
});
after(() => ctx.close());
beforeEach(() => {
  offsetMs = 0;
});

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An assertion of the right shape for `credentialId`, answering `challenge` from `origin` (its signature cannot hold). */
function assertion(credentialId: string, challenge: string, origin = server.config.publicOrigin) {
  return {
    id: credentialId,
    rawId: credentialId,
    type: 'public-key',
    response: {
      clientDataJSON: b64(JSON.stringify({ type: 'webauthn.get', challenge, origin })),
      authenticatorData: b64(Buffer.alloc(37)),
      signature: b64('not a signature'),
    },
    clientExtensionResults: {},
  };
}

async function knownPasskey(userId: number) {
  const credentialId = b64(`credential-${userId}-${Math.random()}`);
  await insertPasskey(ctx.db, {
    userId,
    credentialId,
    publicKey: b64('not a real key'),
    counter: 0,
    transports: ['internal'],
    deviceType: 'singleDevice',
    backedUp: false,
    name: 'Laptop',
    createdAt: new Date(),
  });
  return credentialId;
}

describe('options: the relying party from PUBLIC_URL, user verification required, a fresh challenge each time', () => {
  test('registration options name this site and this member, and need a resident key verified by the user', async () => {
    const answer = await family.alice.client.post('/api/auth/passkeys/register/options');
    assert.equal(answer.status, 200, answer.text);
    const { options } = answer.body.data;
    assert.equal(options.rp.id, new URL(server.config.publicUrl).hostname);
    assert.equal(options.user.name, family.alice.payload.email.toLowerCase());
    assert.equal(options.authenticatorSelection.userVerification, 'required');
    assert.equal(options.authenticatorSelection.residentKey, 'required');
    const again = await family.alice.client.post('/api/auth/passkeys/register/options');
    assert.notEqual(again.body.data.options.challenge, options.challenge);
  });

  test("the device's passkey list names the member as the family does: display name, else first and last name, else e-mail", async () => {
    const displayNameOf = async () => (await family.bob.client.post('/api/auth/passkeys/register/options')).body.data.options.user.displayName;
    const bob = family.bob.user.id;
    // Names no form would store (blank ones, as kept from before names were asked for), written
    // straight to the table and announced as the server's own writes are (its session cache listens).
    const setNames = async (displayName: string | null, firstName: string | null, lastName: string | null) => {
      await sql`update users set display_name = ${displayName}, first_name = ${firstName}, last_name = ${lastName} where id = ${bob}`.execute(ctx.db);
      userWritten(bob);
    };
    try {
      await setNames(null, 'Robert', 'Member');
      assert.equal(await displayNameOf(), 'Robert Member');
      await setNames('', null, ' ');
      assert.equal(await displayNameOf(), family.bob.payload.email.toLowerCase());
    } finally {
      await setNames(family.bob.payload.displayName ?? null, family.bob.payload.firstName ?? null, family.bob.payload.lastName ?? null);
    }
  });

  test('sign-in options need no e-mail: any passkey of this site, verified by the user', async () => {
    const answer = await server.client().post('/api/auth/passkeys/signin/options');
    assert.equal(answer.status, 200);
    assert.equal(answer.body.data.options.rpId, new URL(server.config.publicUrl).hostname);
    assert.equal(answer.body.data.options.userVerification, 'required');
    assert.deepEqual(answer.body.data.options.allowCredentials ?? [], []);
  });

  test('registration is only for a signed-in member', async () => {
    assert.equal((await server.client().post('/api/auth/passkeys/register/options')).status, 401);
  });
});

describe('challenges: single use, two minutes, this site only', () => {
  test('an expired challenge is refused, and nobody is signed in', async () => {
    const credentialId = await knownPasskey(family.bob.user.id);
    const { challenge } = (await server.client().post('/api/auth/passkeys/signin/options')).body.data.options;
    offsetMs = 2 * 60 * 1000 + 1000;
    const client = server.client();
    const answer = await client.post('/api/auth/passkeys/signin', { response: assertion(credentialId, challenge) });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.message, PASSKEY_MESSAGES.challengeExpired);
    assert.equal(client.token, null);
  });

  test('a challenge answered once cannot be answered again (a replay)', async () => {
    const credentialId = await knownPasskey(family.bob.user.id);
    const { challenge } = (await server.client().post('/api/auth/passkeys/signin/options')).body.data.options;
    const first = await server.client().post('/api/auth/passkeys/signin', { response: assertion(credentialId, challenge) });
    assert.equal(first.status, 401, 'the signature does not hold');
    const replay = await server.client().post('/api/auth/passkeys/signin', { response: assertion(credentialId, challenge) });
    assert.equal(replay.status, 400);
    assert.equal(replay.body.message, PASSKEY_MESSAGES.challengeExpired);
  });

  test('a made-up challenge, and an answer from another site, are refused', async () => {
    const credentialId = await knownPasskey(family.bob.user.id);
    const madeUp = await server.client().post('/api/auth/passkeys/signin', { response: assertion(credentialId, b64('made up')) });
    assert.equal(madeUp.status, 400);
    const { challenge } = (await server.client().post('/api/auth/passkeys/signin/options')).body.data.options;
    const foreign = await server.client().post('/api/auth/passkeys/signin', { response: assertion(credentialId, challenge, 'https://evil.example') });
    assert.equal(foreign.status, 401);
    assert.equal(foreign.body.message, PASSKEY_MESSAGES.notAccepted);
  });

  test('a passkey this site does not know (removed, or another site’s) is refused with its message', async () => {
    const { challenge } = (await server.client().post('/api/auth/passkeys/signin/options')).body.data.options;
    const answer = await server.client().post('/api/auth/passkeys/signin', { response: assertion(b64('nobody'), challenge) });
    assert.equal(answer.status, 401);
    assert.equal(answer.body.message, PASSKEY_MESSAGES.unknownPasskey);
  });

  test('a registration answering no ceremony is refused and stores nothing', async () => {
    const before = (await family.alice.client.get('/api/auth/passkeys')).body.data.passkeys.length;
    const answer = await family.alice.client.post('/api/auth/passkeys/register', {
      name: 'Phone',
      response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: b64('{}'), attestationObject: b64('x') } },
    });
    assert.equal(answer.status, 400);
    assert.equal((await family.alice.client.get('/api/auth/passkeys')).body.data.passkeys.length, before);
  });

  test('malformed bodies get a clear 400', async () => {
    for (const body of [{}, { response: 'x' }, { response: { id: 'a b', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'x' } } }, { response: { id: 'a', rawId: 'a', type: 'password', response: { clientDataJSON: 'x' } } }]) {
      const answer = await server.client().post('/api/auth/passkeys/signin', body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.success, false);
    }
  });
});

describe('the password sign-in switch and the list', () => {
  test('off only with a passkey; then the password is refused with why; removing the last passkey turns it back on', async () => {
    const manager = family.manager;
    const refused = await manager.client.put('/api/auth/passkeys/password-sign-in', { enabled: false });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.message, PASSKEY_MESSAGES.needsPasskey);

    await knownPasskey(manager.user.id);
    const list = await manager.client.get('/api/auth/passkeys');
    assert.equal(list.body.data.passkeys.length, 1);
    assert.equal(list.body.data.passwordSignIn, true);
    assert.equal((await manager.client.put('/api/auth/passkeys/password-sign-in', { enabled: false })).body.data.passwordSignIn, false);

    const withPassword = await server.client().signIn(manager.payload.email, manager.payload.password);
    assert.equal(withPassword.status, 403);
    assert.equal(withPassword.body.message, PASSKEY_MESSAGES.passwordSignInOff);
    const wrongPassword = await server.client().signIn(manager.payload.email, 'not the password');
    assert.equal(wrongPassword.status, 401, 'a wrong password learns nothing about the switch');

    const id = list.body.data.passkeys[0].id;
    assert.equal((await family.bob.client.request('DELETE', `/api/auth/passkeys/${id}`)).status, 404, "nobody removes another member's passkey");
    const removed = await manager.client.request('DELETE', `/api/auth/passkeys/${id}`);
    assert.equal(removed.status, 200);
    assert.deepEqual(removed.body.data, { passkeys: [], passwordSignIn: true });
    assert.equal((await server.client().signIn(manager.payload.email, manager.payload.password)).status, 200);
  });

  test('a reset link turns password sign-in back on (a member who lost their passkey)', async () => {
    const bob = family.bob;
    await knownPasskey(bob.user.id);
    assert.equal((await bob.client.put('/api/auth/passkeys/password-sign-in', { enabled: false })).status, 200);
    assert.equal((await server.client().signIn(bob.payload.email, bob.payload.password)).status, 403);
    const { token } = await issuePasswordToken(ctx.db, bob.user.id, 'reset', 60, new Date());
    const reset = await server.client().post('/api/auth/reset-password', { token, email: bob.payload.email, newPassword: 'a brand new password' });
    assert.equal(reset.status, 200, reset.text);
    assert.equal((await server.client().signIn(bob.payload.email, 'a brand new password')).status, 200);
  });

  test("a credential id another member's passkey has: refused like any answer that does not hold (400, same words), never a 500", async () => {
    const register = async (client: TestClient, credentialId: Buffer) => {
      const { options } = (await client.post('/api/auth/passkeys/register/options')).body.data;
      return client.post('/api/auth/passkeys/register', { name: 'Phone', response: registrationResponse(options, server.config.publicOrigin, credentialId) });
    };
    const [owner, other] = [server.client(), server.client()];
    await owner.signUp();
    await other.signUp();
    const credentialId = Buffer.from(`credential-of-the-owner-${Math.random()}`);
    const first = await register(owner, credentialId);
    assert.equal(first.status, 201, first.text);

    const taken = await register(other, credentialId);
    assert.equal(taken.status, 400, taken.text);
    assert.deepEqual(taken.body, { success: false, message: PASSKEY_MESSAGES.notAccepted });
    const again = await register(owner, credentialId);
    assert.deepEqual([again.status, again.body.message], [400, PASSKEY_MESSAGES.notAccepted], 'the same for its own owner');
    assert.equal((await other.get('/api/auth/passkeys')).body.data.passkeys.length, 0, 'nothing stored');
    assert.equal((await owner.get('/api/auth/passkeys')).body.data.passkeys.length, 1);
    assert.deepEqual(server.logs.filter((line) => /"level":(50|60)/.test(line)), [], 'nothing failed inside the server');
  });

  test("a passkey's name follows a profile line's rules: NUL, a line break or a right-to-left override is refused by name", async () => {
    for (const name of ['Pho\u0000ne', 'Phone\u202Egnp.exe', 'Pho\rne', 'Pho\u2028ne']) {
      const { options } = (await family.alice.client.post('/api/auth/passkeys/register/options')).body.data;
      const answer = await family.alice.client.post('/api/auth/passkeys/register', { name, response: registrationResponse(options, server.config.publicOrigin, Buffer.from(`c-${Math.random()}`)) });
      assert.equal(answer.status, 400, `${JSON.stringify(name)}: ${answer.text}`);
      assert.equal(answer.body.message, PROFILE_MESSAGES.controlCharacters('Passkey name'));
    }
    const { options } = (await family.alice.client.post('/api/auth/passkeys/register/options')).body.data;
    const emoji = await family.alice.client.post('/api/auth/passkeys/register', { name: '  Oma’s iPad 👵🏼  ', response: registrationResponse(options, server.config.publicOrigin, Buffer.from(`c-${Math.random()}`)) });
    assert.equal(emoji.status, 201, emoji.text);
    assert.equal(emoji.body.data.passkey.name, 'Oma’s iPad 👵🏼');
  });

  test("a passkey's name: at most 60 characters", async () => {
    const answer = await family.alice.client.post('/api/auth/passkeys/register', {
      name: 'x'.repeat(61),
      response: { id: 'abc', rawId: 'abc', type: 'public-key', response: { clientDataJSON: b64('{}'), attestationObject: b64('x') } },
    });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.message, PASSKEY_MESSAGES.nameTooLong);
  });
});

describe('the limits of sign-in', () => {
  test('passkey answers count with password sign-ins (10 a minute per address); the options have 30', async () => {
    // Limits at their real size, counted from none (on PostgreSQL the counters live in the database).
    await ctx.db.deleteFrom('rate_limits').execute();
    const limited = await ctx.start({ env: { RATE_LIMIT_SCALE: '1' } });
    try {
      const client = limited.client();
      for (let i = 0; i < 30; i += 1) assert.equal((await client.post('/api/auth/passkeys/signin/options')).status, 200, `options ${i + 1} of 30`);
      const tooManyOptions = await client.post('/api/auth/passkeys/signin/options');
      assert.equal(tooManyOptions.status, 429);
      assert.ok(Number(tooManyOptions.headers.get('retry-after')) > 0);

      for (let i = 0; i < 5; i += 1) assert.equal((await client.post('/api/auth/signin', { email: family.bob.user.email, password: 'wrong password 1' })).status, 401);
      for (let i = 0; i < 5; i += 1) assert.equal((await client.post('/api/auth/passkeys/signin', { response: assertion(b64('nobody'), b64('made up')) })).status, 401);
      const refused = await client.post('/api/auth/passkeys/signin', { response: assertion(b64('nobody'), b64('made up')) });
      assert.equal(refused.status, 429, 'the eleventh attempt of either kind is refused');
      assert.equal((await client.post('/api/auth/signin', { email: family.bob.user.email, password: 'wrong password 1' })).status, 429);
    } finally {
      await limited.close();
    }
  });
});
