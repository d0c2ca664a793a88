import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiPath, MESSAGES, SESSION_COOKIE_NAME } from 'shared-contracts';
import { setupSecretIn } from '../../testing/first-account.js';
import { newSignUp } from '../../testing/http.js';
import { assertNoSecrets, createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { DUPLICATE_EMAIL_MESSAGE } from '../members/index.js';

let ctx: TestContext;
let server: TestServer;

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
});
after(() => ctx.close());

describe('sign-up', () => {
  test('the first account is id 1, the second id 2; both get a session cookie', async () => {
    const first = server.client();
    const payload = newSignUp({ email: '  First.Person@Example.ORG ', displayName: '  ', firstName: ' Ada ', lastName: ' Lovelace ' });
    const response = await first.post(apiPath('signUp'), { ...payload, setup: setupSecretIn(ctx.dataDir) });
    assert.equal(response.status, 201);
    assert.equal(response.body.success, true);
    const user = response.body.data.user;
    assert.equal(user.id, 1);
    assert.equal(user.email, 'first.person@example.org');
    assert.equal(user.firstName, 'Ada');
    assert.equal(user.lastName, 'Lovelace');
    assert.equal(user.displayName, 'Ada Lovelace');
    assert.equal(user.emailVerified, false);
    assert.match(user.created_at, /^\d{4}-\d{2}-\d{2}T.*Z$/);
    assertNoSecrets(response.body, [payload.password, first.token!]);

    const cookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))!;
    assert.match(cookie, /HttpOnly/i);
    assert.match(cookie, /SameSite=Lax/i);
    assert.match(cookie, /Path=\//);
    assert.match(cookie, /Max-Age=2592000/);
    assert.doesNotMatch(cookie, /Secure/i, 'no Secure flag over http');
    assert.ok(first.token && Buffer.from(first.token, 'base64url').length === 32, 'a 32-byte base64url token');

    const second = server.client();
    const { user: user2 } = await second.signUp();
    assert.equal(user2.id, 2);
  });

  test('a duplicate e-mail in another case is refused with 409', async () => {
    const client = server.client();
    const { payload } = await client.signUp();
    const again = await server.client().post(apiPath('signUp'), { ...payload, email: payload.email.toUpperCase() });
    assert.equal(again.status, 409);
    assert.deepEqual(again.body, { success: false, message: DUPLICATE_EMAIL_MESSAGE });
  });

  test('every validation message', async () => {
    const client = server.client();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...newSignUp(), email: '' }, MESSAGES.emailRequired],
      [{ ...newSignUp(), email: undefined }, MESSAGES.emailRequired],
      [{ ...newSignUp(), email: 'not-an-address' }, MESSAGES.emailInvalid],
      [{ ...newSignUp(), firstName: '' }, MESSAGES.firstNameRequired],
      [{ ...newSignUp(), firstName: ' A ' }, MESSAGES.firstNameTooShort],
      [{ ...newSignUp(), lastName: '   ' }, MESSAGES.lastNameRequired],
      [{ ...newSignUp(), lastName: 'B' }, MESSAGES.lastNameTooShort],
      [{ ...newSignUp(), password: '' }, MESSAGES.passwordRequired],
      [{ ...newSignUp(), password: '12345' }, MESSAGES.passwordTooShort],
      [{ ...newSignUp(), password: 'x'.repeat(257) }, MESSAGES.passwordTooLong],
      [{ ...newSignUp(), firstName: 'x'.repeat(101) }, 'First name must be at most 100 characters'],
      [{ ...newSignUp(), lastName: 'x'.repeat(101) }, 'Last name must be at most 100 characters'],
      [{ ...newSignUp(), displayName: 'x'.repeat(101) }, 'Display name must be at most 100 characters'],
      [{ ...newSignUp(), email: 42 }, MESSAGES.emailInvalid],
      [{ ...newSignUp(), firstName: { a: 1 } }, 'firstName must be a string'],
    ];
    for (const [body, message] of cases) {
      const response = await client.post(apiPath('signUp'), body);
      assert.equal(response.status, 400, `${JSON.stringify(body)} -> ${response.text}`);
      assert.deepEqual(response.body, { success: false, message });
    }
    assert.equal(client.token, null, 'no cookie after a refused sign-up');
    const notAnObject = await client.post(apiPath('signUp'), ['a']);
    assert.equal(notAnObject.status, 400);
    assert.equal(notAnObject.body.message, 'The request body must be a JSON object.');
    const broken = await client.request('POST', apiPath('signUp'), { body: '{"email":', headers: { 'content-type': 'application/json' } });
    assert.equal(broken.status, 400);
    assert.equal(broken.body.message, 'The request body is not valid JSON.');
  });
});
