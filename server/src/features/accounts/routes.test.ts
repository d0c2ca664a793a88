import assert from 'node:assert/strict';
import argon2 from 'argon2';
import { after, before, describe, test } from 'node:test';
import { apiPath, MESSAGES, SESSION_COOKIE_NAME } from 'shared-contracts';
import { assertNoSecrets, createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { AUTH_MESSAGES } from './routes.js';
import { SESSION_MESSAGES } from './session-plugin.js';
import { hashToken } from '../../lib/crypto.js';
import { putSetting, SETTINGS_KEYS } from '../site-look/index.js';

let ctx: TestContext;
let server: TestServer;

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
});
after(() => ctx.close());

describe('sign-in, current user, logout', () => {
  test('sign in with the right password: 200, user, a NEW cookie each time, last_login updated', async () => {
    const owner = server.client();
    const { payload, user } = await owner.signUp();
    const firstToken = owner.token;

    const client = server.client();
    const response = await client.signIn(payload.email.toUpperCase(), payload.password);
    assert.equal(response.status, 200);
    assert.equal(response.body.success, true);
    assert.equal(response.body.data.user.id, user.id);
    assert.ok(client.token && client.token !== firstToken);
    assert.ok(Date.parse(response.body.data.user.last_login) >= Date.parse(user.last_login!));
    assertNoSecrets(response.body, [payload.password, client.token!]);

    const previous = client.token;
    const again = await client.signIn(payload.email, payload.password);
    assert.equal(again.status, 200);
    assert.notEqual(client.token, previous, 'a new token at every sign-in');
    // The session the browser came with was replaced, not kept alongside.
    const stale = await server.client().get(apiPath('currentUser'), { headers: { cookie: `${SESSION_COOKIE_NAME}=${previous}` } });
    assert.equal(stale.status, 401);
    // The first browser is still signed in.
    assert.equal((await owner.get(apiPath('currentUser'))).status, 200);
  });

  test('wrong password and unknown e-mail get the same 401', async () => {
    const { payload } = await server.client().signUp();
    const wrong = await server.client().signIn(payload.email, 'not the password');
    const unknown = await server.client().signIn('nobody-here@example.org', payload.password);
    for (const response of [wrong, unknown]) {
      assert.equal(response.status, 401);
      assert.deepEqual(response.body, { success: false, message: AUTH_MESSAGES.invalidCredentials });
      assert.equal(response.headers.getSetCookie().length, 0);
    }
  });

  test('an account without a password cannot sign in', async () => {
    await ctx.db.insertInto('users').values({ email: 'invited@example.org', display_name: 'Invited' }).execute();
    const response = await server.client().signIn('invited@example.org', 'anything-at-all');
    assert.equal(response.status, 401);
    assert.equal(response.body.message, AUTH_MESSAGES.invalidCredentials);
  });

  test('sign-in validation messages', async () => {
    const client = server.client();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: 'secret12' }, MESSAGES.emailRequired],
      [{ email: '   ', password: 'secret12' }, MESSAGES.emailRequired],
      [{ email: 'nope', password: 'secret12' }, MESSAGES.emailInvalid],
      [{ email: 'a@example.org' }, MESSAGES.passwordRequired],
      [{ email: 'a@example.org', password: '123' }, MESSAGES.passwordTooShort],
      [{ email: 'a@example.org', password: 'y'.repeat(300) }, MESSAGES.passwordTooLong],
    ];
    for (const [body, message] of cases) {
      const response = await client.post(apiPath('signIn'), body);
      assert.equal(response.status, 400, JSON.stringify(body));
      assert.deepEqual(response.body, { success: false, message });
    }
  });

  test('current user: 200 with a session, 401 without or with a bogus cookie', async () => {
    const client = server.client();
    const { user } = await client.signUp();
    const me = await client.get(apiPath('currentUser'));
    assert.equal(me.status, 200);
    assert.equal(me.body.data.user.id, user.id);
    assertNoSecrets(me.body, [client.token!]);

    const anonymous = await server.client().get(apiPath('currentUser'));
    assert.equal(anonymous.status, 401);
    assert.deepEqual(anonymous.body, { success: false, message: SESSION_MESSAGES.signInRequired });

    const bogus = await server.client().get(apiPath('currentUser'), { headers: { cookie: `${SESSION_COOKIE_NAME}=made-up` } });
    assert.equal(bogus.status, 401);
  });

  test('logout deletes the session and clears the cookie; it is idempotent', async () => {
    const client = server.client();
    await client.signUp();
    const token = client.token!;
    const out = await client.get(apiPath('logout'));
    assert.equal(out.status, 200);
    assert.equal(out.body.success, true);
    assert.equal(client.token, null, 'cookie cleared');
    const replay = await server.client().get(apiPath('currentUser'), { headers: { cookie: `${SESSION_COOKIE_NAME}=${token}` } });
    assert.equal(replay.status, 401, 'the old token no longer works');
    const rows = await ctx.db.selectFrom('sessions').select('id').where('token_hash', '=', hashToken(token)).execute();
    assert.equal(rows.length, 0);

    const again = await server.client().get(apiPath('logout'));
    assert.equal(again.status, 200, 'works when not signed in');
  });

  test("logout tells the browser to clear its HTTP cache (Clear-Site-Data: \"cache\")", async () => {
    const client = server.client();
    await client.signUp();
    const out = await client.get(apiPath('logout'));
    assert.equal(out.status, 200);
    assert.equal(out.headers.get('clear-site-data'), '"cache"');
    // Only the cache: "storage" would also remove the service worker and its offline copy of the
    // site, which hold nothing of the member (the page deletes what does).
    assert.equal((await server.client().get(apiPath('logout'))).headers.get('clear-site-data'), '"cache"', 'signed out already: same');
  });

  test('logout over GET needs the cross-site header', async () => {
    const client = server.client();
    await client.signUp();
    const refused = await client.get(apiPath('logout'), { csrf: false });
    assert.equal(refused.status, 403);
    assert.equal((await client.get(apiPath('currentUser'))).status, 200, 'still signed in');
  });

  test('an expired session is refused', async () => {
    const client = server.client();
    await client.signUp();
    await ctx.db.updateTable('sessions').set({ expires_at: new Date(Date.now() - 1000) }).execute();
    const response = await client.get(apiPath('currentUser'));
    assert.equal(response.status, 401);
  });

  test('deleting a user deletes its sessions and tokens (cascade)', async () => {
    const client = server.client();
    const { user } = await client.signUp();
    await ctx.db.insertInto('password_tokens').values({ user_id: user.id, token_hash: 'f'.repeat(64), purpose: 'welcome', expires_at: new Date(Date.now() + 60_000) }).execute();
    await ctx.db.deleteFrom('users').where('id', '=', user.id).execute();
    assert.equal((await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).length, 0);
    assert.equal((await ctx.db.selectFrom('password_tokens').select('id').where('user_id', '=', user.id).execute()).length, 0);
    assert.equal((await client.get(apiPath('currentUser'))).status, 401);
  });

  test('passwords are stored as argon2id hashes, never in plain text', async () => {
    const { payload, user } = await server.client().signUp();
    const row = await ctx.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.match(row.password_hash!, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    assert.ok(!row.password_hash!.includes(payload.password));
    const logs = server.logs.join('');
    assert.ok(!logs.includes(payload.password), 'the password is not logged');
  });

  test('a hash made with older, heavier settings still signs in, and is redone with the current ones', async () => {
    const { payload, user } = await server.client().signUp();
    const old = await argon2.hash(payload.password, { type: argon2.argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4 });
    await ctx.db.updateTable('users').set({ password_hash: old }).where('id', '=', user.id).execute();
    const response = await server.client().post(apiPath('signIn'), { email: payload.email, password: payload.password });
    assert.equal(response.status, 200);
    const row = await ctx.db.selectFrom('users').select('password_hash').where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.match(row.password_hash!, /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    assert.equal(await argon2.verify(row.password_hash!, payload.password), true);
  });
});

describe('background image', () => {
  test('public, null on a fresh install, then the stored URL', async () => {
    const response = await server.client().get(apiPath('backgroundImage'), { csrf: false });
    assert.equal(response.status, 200);
    assert.deepEqual(response.body, { success: true, data: { backgroundUrl: null } });
    await putSetting(ctx.db, SETTINGS_KEYS.background, { url: '/uploads/backgrounds/a.jpg' }, new Date());
    const after = await server.client().get(apiPath('backgroundImage'));
    assert.deepEqual(after.body, { success: true, data: { backgroundUrl: '/uploads/backgrounds/a.jpg' } });
  });
});
