import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { apiPath, MESSAGES } from 'shared-contracts';
import { outboxDirOf } from '../../mail/index.js';
import { hashToken } from '../../lib/crypto.js';
import { issuePasswordToken } from './password-tokens.js';
import { parseMail, startSmtpPeer, type SmtpPeer } from '../../testing/smtp.js';
import { TEST_PUBLIC_URL, allStrings, createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { TestClient } from '../../testing/http.js';
import { AUTH_MESSAGES } from './routes.js';

let ctx: TestContext;
let smtp: SmtpPeer;
let server: TestServer;
/** The install's first account. */
let admin: TestClient;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

const LINK = /(http:\/\/family\.test\/reset-password\?token=([A-Za-z0-9_-]+)&email=([^\s"<]+))/;

before(async () => {
  ctx = await createTestContext();
  // A tiny shell build so that the link in the e-mail can be opened.
  fs.mkdirSync(path.join(ctx.webRoot, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(ctx.webRoot, 'shell', 'dist', 'index.html'), '<html><head><title>x</title></head><body>shell</body></html>');
  smtp = await startSmtpPeer();
  server = await ctx.start({ env: { SMTP_URL: smtp.url }, clock });
  admin = server.client();
  await admin.signUp({ displayName: 'The Admin' });
});
after(async () => {
  await ctx.close();
  await smtp.close();
});

async function resetLinkFor(email: string) {
  const response = await server.client().post(apiPath('forgotPassword'), { email });
  assert.equal(response.status, 200);
  const mail = await smtp.waitFor((m) => m.to.includes(email) && !usedMails.has(m));
  usedMails.add(mail);
  const match = LINK.exec(mail.text);
  assert.ok(match, `the text part holds the link: ${mail.text}`);
  return { mail, link: match[1], token: match[2], email: decodeURIComponent(match[3]) };
}
const usedMails = new Set<unknown>();

describe('forgot password', () => {
  test('a real account gets an e-mail with the PUBLIC_URL link, and the link works end to end', async () => {
    const owner = server.client();
    const { payload, user } = await owner.signUp();
    const elsewhere = server.client();
    assert.equal((await elsewhere.signIn(payload.email, payload.password)).status, 200);

    const { mail, link, token, email } = await resetLinkFor(payload.email);
    assert.equal(mail.subject, 'Reset your FamilyNet password');
    assert.match(mail.text, /expires in 60 minutes/);
    assert.ok(mail.html.includes(link.replace(/&/g, '&amp;')), 'the HTML part has the same link');
    assert.ok(!mail.raw.includes(payload.password), 'no password in the mail');
    assert.ok(link.startsWith(`${TEST_PUBLIC_URL}/reset-password?`), 'built from PUBLIC_URL, not the Host header');
    assert.equal(email, payload.email);

    // Stored hashed, purpose reset, expiring in 60 minutes.
    const row = await ctx.db.selectFrom('password_tokens').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(row.token_hash, hashToken(token));
    assert.equal(row.purpose, 'reset');
    const minutes = (row.expires_at.getTime() - row.created_at.getTime()) / 60_000;
    assert.ok(Math.abs(minutes - 60) < 0.1, `expires in 60 minutes (${minutes})`);

    // Opening the link serves the shell, with no Referer leaking the token.
    const page = await server.client().get(new URL(link).pathname + new URL(link).search, { headers: { accept: 'text/html' } });
    assert.equal(page.status, 200);
    assert.match(page.text, /shell/);
    assert.equal(page.headers.get('referrer-policy'), 'no-referrer');

    const reset = await server.client().post(apiPath('resetPassword'), { token, email, newPassword: 'a brand new password' });
    assert.equal(reset.status, 200);
    assert.deepEqual(reset.body, { success: true, message: AUTH_MESSAGES.resetDone });

    // Every session of the user is gone.
    assert.equal((await owner.get(apiPath('currentUser'))).status, 401);
    assert.equal((await elsewhere.get(apiPath('currentUser'))).status, 401);
    // Old password refused, new one accepted.
    assert.equal((await server.client().signIn(payload.email, payload.password)).status, 401);
    const signedIn = await server.client().signIn(payload.email, 'a brand new password');
    assert.equal(signedIn.status, 200);
    assert.equal(signedIn.body.data.user.emailVerified, true, 'the link proved the address');

    // Single use.
    const reuse = await server.client().post(apiPath('resetPassword'), { token, email, newPassword: 'yet another password' });
    assert.equal(reuse.status, 400);
    assert.deepEqual(reuse.body, { success: false, message: AUTH_MESSAGES.resetInvalid });
  });

  test('known and unknown addresses get the identical answer, and only the known one gets a mail', async () => {
    const { payload } = await server.client().signUp();
    const known = await server.client().post(apiPath('forgotPassword'), { email: payload.email });
    const unknown = await server.client().post(apiPath('forgotPassword'), { email: 'no-such-person@example.org' });
    for (const response of [known, unknown]) {
      assert.equal(response.status, 200);
      assert.deepEqual(response.body, { success: true, message: AUTH_MESSAGES.forgotSent });
    }
    const headerNames = (r: typeof known) => [...r.headers.keys()].filter((k) => k !== 'date').sort();
    assert.deepEqual(headerNames(known), headerNames(unknown));
    assert.equal(known.text, unknown.text);
    await smtp.waitFor((m) => m.to.includes(payload.email));
    await new Promise((r) => setTimeout(r, 300));
    assert.ok(!smtp.messages.some((m) => m.to.includes('no-such-person@example.org')));
  });

  test('validation messages', async () => {
    const client = server.client();
    for (const [body, message] of [
      [{}, MESSAGES.emailRequired],
      [{ email: '' }, MESSAGES.emailRequired],
      [{ email: 'nope@' }, MESSAGES.emailInvalid],
    ] as const) {
      const response = await client.post(apiPath('forgotPassword'), body);
      assert.equal(response.status, 400);
      assert.deepEqual(response.body, { success: false, message });
    }
  });

  test('a new request voids the older unused link', async () => {
    const { payload } = await server.client().signUp();
    const first = await resetLinkFor(payload.email);
    const second = await resetLinkFor(payload.email);
    const old = await server.client().post(apiPath('resetPassword'), { token: first.token, email: first.email, newPassword: 'password number one' });
    assert.equal(old.status, 400);
    const fresh = await server.client().post(apiPath('resetPassword'), { token: second.token, email: second.email, newPassword: 'password number two' });
    assert.equal(fresh.status, 200);
  });
});

describe('reset password', () => {
  test('validation of the new password comes first, with the shared messages', async () => {
    const client = server.client();
    for (const [newPassword, message] of [
      [undefined, MESSAGES.passwordRequired],
      ['', MESSAGES.passwordRequired],
      ['seven77', MESSAGES.resetPasswordTooShort],
      ['z'.repeat(257), MESSAGES.passwordTooLong],
    ] as const) {
      const response = await client.post(apiPath('resetPassword'), { token: 'whatever', email: 'a@example.org', newPassword });
      assert.equal(response.status, 400);
      assert.deepEqual(response.body, { success: false, message });
    }
  });

  test('missing, unknown, foreign, expired and used tokens are all refused alike', async () => {
    const a = server.client();
    const { user: userA, payload: payloadA } = await a.signUp();
    const { payload: payloadB } = await server.client().signUp();
    const newPassword = 'long enough password';
    const invalid = { success: false, message: AUTH_MESSAGES.resetInvalid };
    const post = (body: Record<string, unknown>) => server.client().post(apiPath('resetPassword'), body);

    assert.deepEqual((await post({ email: payloadA.email, newPassword })).body, invalid);
    assert.deepEqual((await post({ token: 'x', newPassword })).body, invalid);
    assert.deepEqual((await post({ token: 'not-a-real-token', email: payloadA.email, newPassword })).body, invalid);

    const { token } = await issuePasswordToken(ctx.db, userA.id, 'reset', 60, new Date());
    const foreign = await post({ token, email: payloadB.email, newPassword });
    assert.equal(foreign.status, 400);
    assert.deepEqual(foreign.body, invalid);

    offsetMs = 61 * 60_000;
    try {
      const expired = await post({ token, email: payloadA.email, newPassword });
      assert.equal(expired.status, 400);
      assert.deepEqual(expired.body, invalid);
    } finally {
      offsetMs = 0;
    }

    // Still valid now (nothing above consumed it), and the e-mail matches in any case.
    const ok = await post({ token, email: payloadA.email.toUpperCase(), newPassword });
    assert.equal(ok.status, 200);
    assert.equal((await a.get(apiPath('currentUser'))).status, 401, 'sessions revoked');
    const used = await post({ token, email: payloadA.email, newPassword: 'and again and again' });
    assert.deepEqual(used.body, invalid);
    assert.equal((await server.client().signIn(payloadA.email, newPassword)).status, 200);
  });

  test('a welcome token sets the first password of an admin-created account', async () => {
    const row = await ctx.db.insertInto('users').values({ email: 'welcome-me@example.org', display_name: 'New' }).returning('id').executeTakeFirstOrThrow();
    const { token } = await issuePasswordToken(ctx.db, row.id, 'welcome', 60 * 24 * 7, new Date());
    const response = await server.client().post(apiPath('resetPassword'), { token, email: 'welcome-me@example.org', newPassword: 'my first password' });
    assert.equal(response.status, 200);
    assert.equal((await server.client().signIn('welcome-me@example.org', 'my first password')).status, 200);
  });

  test('no answer of these calls ever holds a password, hash or token', async () => {
    const client = new TestClient(server.url);
    const { payload } = await client.signUp();
    const { token, email } = await resetLinkFor(payload.email);
    const answers = [
      await client.post(apiPath('forgotPassword'), { email }),
      await client.post(apiPath('resetPassword'), { token, email, newPassword: 'another fine password' }),
      await client.post(apiPath('resetPassword'), { token, email, newPassword: 'another fine password' }),
      await client.signIn(email, 'another fine password'),
      await client.get(apiPath('currentUser')),
    ];
    for (const answer of answers) {
      const strings = allStrings(answer.body);
      assert.ok(!strings.includes(token));
      assert.ok(!strings.includes(hashToken(token)));
      assert.ok(!strings.some((s) => s.startsWith('$argon2')));
      assert.ok(!answer.text.includes('another fine password'));
    }
  });
});

describe('without SMTP_URL: the outbox', () => {
  test('the mail is written as an .eml file in DATA_DIR/outbox; the log names that file, never the link or its token', async () => {
    const outboxServer = await ctx.start();
    try {
      const { payload } = await outboxServer.client().signUp();
      const outbox = outboxDirOf(ctx.dataDir);
      const before = fs.existsSync(outbox) ? new Set(fs.readdirSync(outbox)) : new Set<string>();
      const response = await outboxServer.client().post(apiPath('forgotPassword'), { email: payload.email });
      assert.equal(response.status, 200);
      let file: string | undefined;
      for (let i = 0; i < 50 && !file; i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        file = fs.existsSync(outbox) ? fs.readdirSync(outbox).find((f) => f.endsWith('.eml') && !before.has(f)) : undefined;
      }
      assert.ok(file, 'an .eml file was written');
      const raw = fs.readFileSync(path.join(outbox, file), 'utf8');
      const mail = parseMail(raw);
      assert.equal(mail.subject, 'Reset your FamilyNet password');
      const match = LINK.exec(mail.text);
      assert.ok(match);
      assert.equal(fs.statSync(path.join(outbox, file)).mode & 0o077, 0, 'readable by the owner only');
      // Whoever reads the log (journald's readers, a log shipper) must not hold the account.
      await new Promise((r) => setTimeout(r, 50));
      assert.ok(!outboxServer.logs.some((line) => line.includes(match[2])), 'the token is in no log line');
      assert.ok(!outboxServer.logs.some((line) => line.includes('/reset-password?')), 'no link is in any log line');
      const told = outboxServer.logs.map((line) => JSON.parse(line)).find((entry) => /password reset e-mail was written to the outbox/.test(entry.msg));
      assert.equal(told?.file, path.join(outbox, file), 'the log names the outbox file');
      const ok = await outboxServer.client().post(apiPath('resetPassword'), { token: match[2], email: payload.email, newPassword: 'from the outbox' });
      assert.equal(ok.status, 200);
    } finally {
      await outboxServer.close();
    }
  });

  test('a welcome e-mail too: the log names its outbox file, never the link or its token', async () => {
    const outboxServer = await ctx.start();
    try {
      const onOutbox = outboxServer.client();
      onOutbox.token = admin.token;
      const email = `welcome-${Date.now()}@example.org`;
      const created = await onOutbox.post(apiPath('createUser'), { email, displayName: 'Wendy Welcome' });
      assert.equal(created.status, 201, created.text);
      const told = outboxServer.logs.map((line) => JSON.parse(line)).find((entry) => /welcome e-mail was written to the outbox/.test(entry.msg));
      assert.ok(told?.file, 'the log names the outbox file');
      const mail = parseMail(fs.readFileSync(told.file, 'utf8'));
      const match = LINK.exec(mail.text);
      assert.ok(match, mail.text);
      assert.ok(!outboxServer.logs.some((line) => line.includes(match[2]) || line.includes('/reset-password?')), 'neither the link nor its token is in the log');
    } finally {
      await outboxServer.close();
    }
  });
});
