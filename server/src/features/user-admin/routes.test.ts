import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import {
  CSV_REQUIRED_COLUMNS,
  MESSAGES,
  PROFILE_MESSAGES,
  SETTINGS_MESSAGES,
  apiPath,
  importCompletedMessage,
  sampleUsersCsv,
  testEmailSentMessage,
  type User,
} from 'shared-contracts';
import { USER_ADMIN_MESSAGES } from './user-admin-messages.js';
import type { Mailer, MailMessage } from '../../mail/index.js';
import { avatarsDirOf } from '../members/index.js';
import { hashToken } from '../../lib/crypto.js';
import { issuePasswordToken, AUTH_MESSAGES } from '../accounts/index.js';
import { createFamily, type Family } from '../../testing/family.js';
import type { TestClient } from '../../testing/http.js';
import { TEST_PUBLIC_URL, allStrings, createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { startSmtpPeer, type SmtpPeer } from '../../testing/smtp.js';

let ctx: TestContext;
let smtp: SmtpPeer;
let server: TestServer;
let family: Family;

const LINK = /(http:\/\/family\.test\/reset-password\?token=([A-Za-z0-9_-]+)&email=([^\s"<]+))/;

before(async () => {
  ctx = await createTestContext();
  smtp = await startSmtpPeer();
  server = await ctx.start({ env: { SMTP_URL: smtp.url } });
  family = await createFamily(server);
});
after(async () => {
  await ctx.close();
  await smtp.close();
});

let unique = 0;
const newEmail = (name = 'new') => `${name}.${process.pid}.${(unique += 1)}@example.org`;

/** POST import-users with one file (multipart, as the page sends it). */
function importCsv(client: TestClient, content: string | Buffer, fileName = 'family.csv', field = 'csvFile') {
  const form = new FormData();
  form.append(field, new Blob([content], { type: 'text/csv' }), fileName);
  return client.request('POST', apiPath('importUsers'), { body: form });
}

const HEADER = CSV_REQUIRED_COLUMNS.join(',');
const row = (values: Partial<Record<(typeof CSV_REQUIRED_COLUMNS)[number], string>>) =>
  CSV_REQUIRED_COLUMNS.map((column) => values[column] ?? '').join(',');

async function userByEmail(email: string) {
  return ctx.db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst();
}

describe('who may call user administration (spec section 6, enforced by the server)', () => {
  const calls = () => [
    { name: 'list users', role: 'admin', send: (c: TestClient) => c.get(apiPath('adminUsers')) },
    { name: 'delete user', role: 'admin', send: (c: TestClient) => c.request('DELETE', apiPath('deleteUser', { id: 99999 })) },
    { name: 'test e-mail', role: 'admin', send: (c: TestClient) => c.post(apiPath('testEmail'), { email: '' }) },
    { name: 'create user', role: 'manager', send: (c: TestClient) => c.post(apiPath('createUser'), { email: '', displayName: '' }) },
    { name: 'import users', role: 'manager', send: (c: TestClient) => importCsv(c, `${HEADER}\r\n`) },
  ];

  test('a stranger gets 401 and a member 403 on every call, whatever the body', async () => {
    for (const call of calls()) {
      const stranger = await call.send(family.anonymous);
      assert.equal(stranger.status, 401, `${call.name}: stranger`);
      const member = await call.send(family.alice.client);
      assert.equal(member.status, 403, `${call.name}: member`);
      assert.deepEqual(member.body, { success: false, message: 'You do not have permission to do this.' });
    }
  });

  test('a manager gets 403 on list, delete and test e-mail, and passes the guard of create and import', async () => {
    for (const call of calls()) {
      const response = await call.send(family.manager.client);
      if (call.role === 'admin') assert.equal(response.status, 403, `${call.name}: manager`);
      else assert.equal(response.status, call.name === 'create user' ? 400 : 200, `${call.name}: manager gets past the guard (${response.text})`);
    }
  });

  test('the admin passes every guard (404 for an unknown user, 400 for the empty forms)', async () => {
    const expected: Record<string, number> = { 'list users': 200, 'delete user': 404, 'test e-mail': 400, 'create user': 400, 'import users': 200 };
    for (const call of calls()) {
      const response = await call.send(family.admin.client);
      assert.equal(response.status, expected[call.name], `${call.name}: admin (${response.text})`);
    }
  });
});

describe('GET admin/users', () => {
  test('lists every user with e-mail, and never a password hash or token', async () => {
    const answer = await family.admin.client.get(apiPath('adminUsers'));
    assert.equal(answer.status, 200);
    const users: User[] = answer.body.data.users;
    assert.ok(users.length >= 4);
    assert.equal(answer.body.data.total, users.length);
    const ids = users.map((u) => u.id);
    for (const account of [family.admin, family.manager, family.alice, family.bob]) {
      const user = users.find((u) => u.id === account.user.id);
      assert.ok(user, `user ${account.user.id} is listed`);
      assert.equal(user.email, account.payload.email.toLowerCase());
    }
    assert.equal(new Set(ids).size, ids.length);
    const rows = await ctx.db.selectFrom('users').select('password_hash').execute();
    const strings = allStrings(answer.body);
    for (const key of ['password_hash', 'passwordHash', 'token', 'token_hash']) assert.ok(!strings.includes(key), key);
    for (const { password_hash } of rows) if (password_hash) assert.ok(!answer.text.includes(password_hash));
  });

  test('pages and searches on the server (name or e-mail, any case; wildcards are plain text)', async () => {
    const page = await family.admin.client.get(`${apiPath('adminUsers')}?page=1&pageSize=2`);
    assert.equal(page.status, 200);
    assert.equal(page.body.data.users.length, 2);
    assert.equal(page.body.data.page, 1);
    assert.equal(page.body.data.pageSize, 2);
    const all = (await family.admin.client.get(apiPath('adminUsers'))).body.data.users as User[];
    assert.equal(page.body.data.total, all.length);
    assert.deepEqual(
      page.body.data.users.map((u: User) => u.id),
      all.slice(0, 2).map((u) => u.id),
      'the same order as the whole list',
    );

    const found = await family.admin.client.get(`${apiPath('adminUsers')}?q=ALICE&page=1`);
    assert.deepEqual(
      found.body.data.users.map((u: User) => u.id),
      [family.alice.user.id],
    );
    assert.equal(found.body.data.total, 1);
    const byMail = await family.admin.client.get(`${apiPath('adminUsers')}?q=${encodeURIComponent(family.bob.payload.email.slice(0, 12))}&page=1`);
    assert.ok(byMail.body.data.users.some((u: User) => u.id === family.bob.user.id));
    const byFullName = await family.admin.client.get(`${apiPath('adminUsers')}?q=${encodeURIComponent('max manager')}&page=1`);
    assert.deepEqual(byFullName.body.data.users.map((u: User) => u.id), [family.manager.user.id]);
    const wildcard = await family.admin.client.get(`${apiPath('adminUsers')}?q=${encodeURIComponent('%')}&page=1`);
    assert.equal(wildcard.body.data.total, 0);
  });

  test('refuses a malformed page or page size with a 400', async () => {
    for (const query of ['page=0', 'page=abc', 'page=1&pageSize=101', 'page=1&pageSize=0', 'nonsense=1']) {
      const response = await family.admin.client.get(`${apiPath('adminUsers')}?${query}`);
      assert.equal(response.status, 400, query);
      assert.equal(response.body.success, false);
    }
  });
});

describe('POST admin/create-user', () => {
  test('creates a member without a password and mails a welcome link that signs them in', async () => {
    const email = newEmail('Welcome.Me');
    const created = await family.admin.client.post(apiPath('createUser'), {
      email: `  ${email.toUpperCase()} `,
      displayName: ' Wendy Welcome ',
      firstName: 'Wendy',
      lastName: 'Welcome',
      phoneNumber: '555 010 2030',
      occupation: 'Pilot',
      bio: '=HYPERLINK("http://evil.example")',
      photoURL: '',
      birthday: '1990-06-15',
      isLocationVisible: false,
      isBirthdayVisible: true,
    });
    assert.equal(created.status, 201, created.text);
    assert.equal(created.body.message, SETTINGS_MESSAGES.userCreated);
    assert.equal(created.body.data.welcomeEmailSent, true);
    const user: User = created.body.data.user;
    assert.equal(user.email, email.toLowerCase());
    assert.equal(user.displayName, 'Wendy Welcome');
    assert.equal(user.bio, '=HYPERLINK("http://evil.example")', 'a formula-like value is kept as plain text');
    const row = await userByEmail(email);
    assert.ok(row);
    assert.equal(row.password_hash, null, 'no password until the member chooses one');
    assert.equal(row.birthday, '1990-06-15');

    const mail = await smtp.waitFor((m) => m.to.includes(email.toLowerCase()));
    assert.equal(mail.subject, 'Welcome to FamilyNet');
    const match = LINK.exec(mail.text);
    assert.ok(match, mail.text);
    assert.ok(match[1].startsWith(`${TEST_PUBLIC_URL}/reset-password?token=`), 'built on PUBLIC_URL');
    assert.match(mail.text, /expires in 7 days/);
    assert.ok(mail.html.includes(match[1].replace(/&/g, '&amp;')));
    const token = await ctx.db.selectFrom('password_tokens').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(token.purpose, 'welcome');
    assert.equal(token.token_hash, hashToken(match[2]));
    const days = (token.expires_at.getTime() - token.created_at.getTime()) / 86_400_000;
    assert.ok(Math.abs(days - 7) < 0.01, `valid for 7 days (${days})`);

    // Nobody can sign in before the password is chosen.
    assert.equal((await server.client().signIn(email, '')).status, 400);
    assert.equal((await server.client().signIn(email, 'any password at all')).status, 401);

    const visitor = server.client();
    const set = await visitor.post(apiPath('resetPassword'), { token: match[2], email: decodeURIComponent(match[3]), newPassword: 'my first password' });
    assert.equal(set.status, 200, set.text);
    assert.equal(set.body.message, AUTH_MESSAGES.welcomeDone);
    assert.equal(set.body.data.user.id, user.id);
    assert.ok(visitor.token, 'a session cookie was set');
    const me = await visitor.get(apiPath('currentUser'));
    assert.equal(me.status, 200);
    assert.equal(me.body.data.user.id, user.id);
    assert.equal(me.body.data.user.emailVerified, true);

    const again = await server.client().post(apiPath('resetPassword'), { token: match[2], email, newPassword: 'another password' });
    assert.equal(again.status, 400, 'single use');
    assert.equal((await server.client().signIn(email, 'my first password')).status, 200);
  });

  test('an expired welcome link is refused', async () => {
    const email = newEmail('late');
    const created = await family.manager.client.post(apiPath('createUser'), { email, displayName: 'Late Comer' });
    assert.equal(created.status, 201, 'a manager may create users');
    const id = created.body.data.user.id as number;
    const { token } = await issuePasswordToken(ctx.db, id, 'welcome', 60, new Date(Date.now() - 2 * 60 * 60_000));
    const answer = await server.client().post(apiPath('resetPassword'), { token, email, newPassword: 'too late password' });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.message, AUTH_MESSAGES.resetInvalid);
  });

  test("a reset link keeps today's answer: a message, no session", async () => {
    const visitor = server.client();
    const { token } = await issuePasswordToken(ctx.db, family.bob.user.id, 'reset', 60, new Date());
    const answer = await visitor.post(apiPath('resetPassword'), { token, email: family.bob.payload.email, newPassword: 'bob new password 1' });
    assert.deepEqual(answer.body, { success: true, message: AUTH_MESSAGES.resetDone });
    assert.equal(visitor.token, null);
    family.bob.payload.password = 'bob new password 1';
    // Bob's sessions were revoked by the reset: sign him in again for the tests below.
    assert.equal((await family.bob.client.signIn(family.bob.payload.email, 'bob new password 1')).status, 200);
  });

  test('validation: required fields, e-mail, the profile rules, photo, unknown keys', async () => {
    const cases: Array<[Record<string, unknown>, number, string]> = [
      [{ email: '', displayName: 'X Y' }, 400, MESSAGES.createUserRequired],
      [{ email: 'a@example.org', displayName: '   ' }, 400, MESSAGES.createUserRequired],
      [{ displayName: 'No Mail' }, 400, MESSAGES.createUserRequired],
      [{ email: 'not-an-address', displayName: 'X Y' }, 400, MESSAGES.emailInvalid],
      [{ email: newEmail(), displayName: 'x'.repeat(101) }, 400, PROFILE_MESSAGES.tooLong('displayName', 100)],
      [{ email: newEmail(), displayName: 'X Y', phoneNumber: 'call me' }, 400, PROFILE_MESSAGES.phoneInvalid],
      [{ email: newEmail(), displayName: 'X Y', birthday: '2023-02-30' }, 400, PROFILE_MESSAGES.birthdayInvalid],
      [{ email: newEmail(), displayName: 'X Y', birthday: '12/10/1990' }, 400, PROFILE_MESSAGES.birthdayInvalid],
      [{ email: newEmail(), displayName: 'X Y', photoURL: 'https://elsewhere.example/me.png' }, 400, USER_ADMIN_MESSAGES.photoNotAccepted],
      [{ email: newEmail(), displayName: 'X Y', isBirthdayVisible: 'yes' }, 400, PROFILE_MESSAGES.notBoolean('isBirthdayVisible')],
      [{ email: newEmail(), displayName: 'X Y', password: 'sneaky' }, 400, 'This field cannot be changed here: password.'],
      [{ email: newEmail(), displayName: 'X Y', id: 1 }, 400, 'This field cannot be changed here: id.'],
    ];
    for (const [body, status, message] of cases) {
      const answer = await family.admin.client.post(apiPath('createUser'), body);
      assert.equal(answer.status, status, JSON.stringify(body));
      assert.equal(answer.body.message, message, JSON.stringify(body));
    }
    assert.equal((await family.admin.client.request('POST', apiPath('createUser'), { body: '[1,2]', headers: { 'content-type': 'application/json' } })).status, 400);
  });

  test('an address that exists in any case is a 409, and nothing is created', async () => {
    const before = await ctx.db.selectFrom('users').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow();
    const answer = await family.admin.client.post(apiPath('createUser'), { email: family.alice.payload.email.toUpperCase(), displayName: 'Alice Again' });
    assert.equal(answer.status, 409);
    assert.equal(answer.body.message, USER_ADMIN_MESSAGES.duplicateEmail);
    assert.equal(answer.body.errors.email, USER_ADMIN_MESSAGES.duplicateEmail);
    const after = await ctx.db.selectFrom('users').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow();
    assert.equal(Number(after.n), Number(before.n));
  });
});

describe('POST admin/import-users', () => {
  test('reads quotes, commas, line breaks in quotes, CRLF, a BOM and blank lines; formulas stay text; welcome mails go out', async () => {
    const a = newEmail('csv.a');
    const b = newEmail('csv.b');
    const c = newEmail('csv.c');
    const csv =
      '\uFEFF' +
      [
        HEADER,
        row({ email: a, displayName: '"Doe, Jane"', firstName: 'Jane', lastName: 'Doe', bio: '"Line one\r\nline ""two"""', birthday: '1985-04-12', isBirthdayVisible: 'TRUE' }),
        '',
        row({ email: b.toUpperCase(), displayName: '=1+2', occupation: '+cmd', phoneNumber: '-5551234', bio: '@SUM(A1)', isBirthdayVisible: 'false' }),
        ',,,,,,,,',
        row({ email: c, displayName: 'Carl', birthday: '', isBirthdayVisible: '' }),
        '',
      ].join('\r\n');
    const answer = await importCsv(family.manager.client, csv);
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.body.data, { total: 3, imported: 3, skipped: 0, errors: [] });
    assert.equal(answer.body.message, importCompletedMessage(3, 0));

    const jane = await userByEmail(a);
    assert.equal(jane?.display_name, 'Doe, Jane');
    assert.equal(jane?.bio, 'Line one\nline "two"', 'a line break in a quoted cell is stored as LF');
    assert.equal(jane?.birthday, '1985-04-12');
    assert.equal(jane?.is_birthday_visible, true);
    assert.equal(jane?.password_hash, null);
    const formula = await userByEmail(b);
    assert.equal(formula?.email, b.toLowerCase());
    assert.equal(formula?.display_name, '=1+2');
    assert.equal(formula?.occupation, '+cmd');
    assert.equal(formula?.phone_number, '-5551234');
    assert.equal(formula?.bio, '@SUM(A1)');
    assert.equal(formula?.is_birthday_visible, false);
    const carl = await userByEmail(c);
    assert.equal(carl?.birthday, null);

    for (const email of [a, b.toLowerCase(), c]) {
      const mail = await smtp.waitFor((m) => m.to.includes(email), 10_000);
      assert.equal(mail.subject, 'Welcome to FamilyNet');
      assert.match(mail.text, LINK);
    }
  });

  test('reports every bad row with its row number and imports the rest', async () => {
    const good = newEmail('good');
    const twice = newEmail('twice');
    const csv = [
      HEADER, // row 1
      row({ email: good, displayName: 'Good One', birthday: '2000-01-31', isBirthdayVisible: 'true' }), // 2
      row({ email: '', displayName: 'No Mail' }), // 3
      row({ email: 'broken@', displayName: 'Bad Mail' }), // 4
      row({ email: newEmail(), displayName: 'Bad Date', birthday: '31/01/2000' }), // 5
      row({ email: newEmail(), displayName: 'Unreal Date', birthday: '2023-02-30' }), // 6
      row({ email: newEmail(), displayName: 'Yes Visible', isBirthdayVisible: 'yes' }), // 7
      row({ email: twice, displayName: 'First' }), // 8
      row({ email: twice.toUpperCase(), displayName: 'Second' }), // 9
      row({ email: family.alice.payload.email.toUpperCase(), displayName: 'Alice Again' }), // 10
      `${newEmail()},Short Row`, // 11
      row({ email: newEmail(), displayName: '' }), // 12
      row({ email: newEmail(), displayName: 'Phone', phoneNumber: 'call me maybe' }), // 13
    ].join('\n');
    const answer = await importCsv(family.admin.client, csv);
    assert.equal(answer.status, 200, answer.text);
    const { total, imported, skipped, errors } = answer.body.data;
    assert.equal(total, 12);
    assert.equal(imported, 2);
    assert.equal(skipped, 10);
    assert.deepEqual(errors, [
      `Row 3: ${MESSAGES.createUserRequired}`,
      `Row 4: ${MESSAGES.emailInvalid}`,
      `Row 5: ${USER_ADMIN_MESSAGES.rowBirthdayFormat}`,
      `Row 6: ${PROFILE_MESSAGES.birthdayInvalid}`,
      `Row 7: ${PROFILE_MESSAGES.notBoolean('isBirthdayVisible')}`,
      `Row 9: ${USER_ADMIN_MESSAGES.rowDuplicateInFile(twice, 8)}`,
      `Row 10: ${USER_ADMIN_MESSAGES.rowDuplicateInFamily(family.alice.payload.email.toLowerCase())}`,
      `Row 11: ${USER_ADMIN_MESSAGES.rowColumnCount(2, CSV_REQUIRED_COLUMNS.length)}`,
      `Row 12: ${MESSAGES.createUserRequired}`,
      `Row 13: ${PROFILE_MESSAGES.phoneInvalid}`,
    ]);
    assert.equal((await userByEmail(twice))?.display_name, 'First', 'the first row of an address wins');
    assert.equal((await userByEmail(family.alice.payload.email))?.display_name, 'Alice Private', 'an existing member is untouched');
  });

  test('the sample file the page offers imports as it is', async () => {
    // Its addresses are fixed: this family must not have them yet.
    const answer = await importCsv(family.admin.client, sampleUsersCsv(), 'familynet-users-sample.csv');
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.body.data, { total: 3, imported: 3, skipped: 0, errors: [] });
    const again = await importCsv(family.admin.client, sampleUsersCsv(), 'familynet-users-sample.csv');
    assert.equal(again.body.data.imported, 0);
    assert.equal(again.body.data.skipped, 3);
    assert.equal(again.body.data.errors.length, 3);
  });

  test('refuses a file that is not a CSV, too large, without the columns, unreadable or sent wrongly', async () => {
    const admin = family.admin.client;
    const expect = async (response: Promise<{ status: number; body: { message: string } }>, status: number, message: string | RegExp) => {
      const answer = await response;
      assert.equal(answer.status, status, String(message));
      if (typeof message === 'string') assert.equal(answer.body.message, message);
      else assert.match(answer.body.message, message);
    };
    await expect(importCsv(admin, `${HEADER}\n`, 'family.txt'), 400, MESSAGES.csvNameInvalid);
    await expect(importCsv(admin, `${HEADER}\n`, 'family.csv.exe'), 400, MESSAGES.csvNameInvalid);
    const big = Buffer.alloc(5 * 1024 * 1024, 'a');
    await expect(importCsv(admin, big, 'big.csv'), 413, MESSAGES.csvTooLarge);
    const justUnder = Buffer.concat([Buffer.from(`${HEADER}\n`), Buffer.alloc(5 * 1024 * 1024 - 1 - HEADER.length - 1, '\n')]);
    assert.equal(justUnder.length, 5 * 1024 * 1024 - 1);
    const under = await importCsv(admin, justUnder, 'under.csv');
    assert.equal(under.status, 200, 'just under 5MB is accepted');
    assert.deepEqual(under.body.data, { total: 0, imported: 0, skipped: 0, errors: [] });
    await expect(importCsv(admin, 'email,displayName\nx@example.org,X\n'), 400, USER_ADMIN_MESSAGES.csvMissingColumns(CSV_REQUIRED_COLUMNS.slice(2)));
    await expect(importCsv(admin, `${HEADER},email\n`), 400, /more than once/);
    await expect(importCsv(admin, ''), 400, USER_ADMIN_MESSAGES.csvEmpty);
    await expect(importCsv(admin, '\r\n\r\n'), 400, USER_ADMIN_MESSAGES.csvEmpty);
    await expect(importCsv(admin, Buffer.from([0x65, 0x6d, 0xe9, 0x0a, 0xff])), 400, USER_ADMIN_MESSAGES.csvNotUtf8);
    await expect(importCsv(admin, `${HEADER}\n"unclosed,quote\n`), 400, /could not be read/);
    await expect(importCsv(admin, `${HEADER}\n`, 'family.csv', 'file'), 400, USER_ADMIN_MESSAGES.csvOneFileOnly);
    await expect(admin.post(apiPath('importUsers'), { csvFile: 'a,b' }), 400, USER_ADMIN_MESSAGES.csvNotMultipart);
    const tooMany = [HEADER, ...Array.from({ length: 10_001 }, (_, i) => row({ email: `many${i}@example.org`, displayName: `M ${i}` }))].join('\n');
    await expect(importCsv(admin, tooMany), 400, USER_ADMIN_MESSAGES.csvTooManyRows);
    assert.equal(await userByEmail('many0@example.org'), undefined);
  });

  test('all rows land or none: a failure in the middle of the insert leaves nothing behind', async () => {
    await sql`create or replace function fn_test_refuse_boom() returns trigger language plpgsql as $$
      begin
        if new.email like 'boom.%' then raise exception 'boom'; end if;
        return new;
      end $$`.execute(ctx.db);
    await sql`create trigger fn_test_refuse_boom before insert on users for each row execute function fn_test_refuse_boom()`.execute(ctx.db);
    try {
      const before = await ctx.db.selectFrom('users').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow();
      const rows = Array.from({ length: 2500 }, (_, i) => row({ email: i === 2200 ? `boom.${i}@example.org` : `atomic.${i}@example.org`, displayName: `A ${i}` }));
      const answer = await importCsv(family.admin.client, [HEADER, ...rows].join('\n'));
      assert.equal(answer.status, 500);
      const after = await ctx.db.selectFrom('users').select(({ fn }) => fn.countAll().as('n')).executeTakeFirstOrThrow();
      assert.equal(Number(after.n), Number(before.n), 'no row of the failed import landed');
      assert.equal(await userByEmail('atomic.0@example.org'), undefined);
      // The database failing while the file's end is refused: the failure is the answer, not "could not be read".
      const both = await importCsv(family.admin.client, [HEADER, ...rows, '"unclosed,quote'].join('\n'));
      assert.equal(both.status, 500, both.text);
      assert.equal(await userByEmail('atomic.0@example.org'), undefined);
    } finally {
      await sql`drop trigger fn_test_refuse_boom on users`.execute(ctx.db);
      await sql`drop function fn_test_refuse_boom()`.execute(ctx.db);
    }
  });

  test("each imported member's welcome link is their own, and the next account is numbered after them", async () => {
    const emails = [newEmail('ids.a'), newEmail('ids.b'), newEmail('ids.c')];
    const answer = await importCsv(family.admin.client, [HEADER, ...emails.map((email, i) => row({ email, displayName: `Ids ${i}` }))].join('\n'));
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.data.imported, 3);
    for (const email of emails) {
      const mail = await smtp.waitFor((m) => m.to.includes(email), 10_000);
      const match = LINK.exec(mail.text);
      assert.ok(match, mail.text);
      const visitor = server.client();
      const set = await visitor.post(apiPath('resetPassword'), { token: match[2], email, newPassword: 'an imported password' });
      assert.equal(set.status, 200, set.text);
      assert.equal(set.body.data.user.email, email, "the link signs in the member it was mailed to");
      assert.equal(set.body.data.user.id, (await userByEmail(email))?.id);
    }
    const ids = await Promise.all(emails.map(async (email) => (await userByEmail(email))!.id));
    const next = await family.admin.client.post(apiPath('createUser'), { email: newEmail('ids.after'), displayName: 'After' });
    assert.equal(next.status, 201, next.text);
    assert.ok(next.body.data.user.id > Math.max(...ids), `${next.body.data.user.id} after ${ids.join(', ')}`);
  });

  test('a file refused near its end imports nothing of the rows before (they were being written while it was read)', async () => {
    const good = Array.from({ length: 2500 }, (_, i) => row({ email: `early.${i}@example.org`, displayName: `E ${i}` }));
    const broken = await importCsv(family.admin.client, [HEADER, ...good, '"unclosed,quote'].join('\n'));
    assert.equal(broken.status, 400);
    assert.match(broken.body.message, /could not be read/);
    assert.equal(await userByEmail('early.0@example.org'), undefined);
    assert.equal(await userByEmail('early.2499@example.org'), undefined);
    // The same rows without the broken line land, every one: the refused attempt left no lock or half-open transaction behind.
    const fine = await importCsv(family.admin.client, [HEADER, ...good].join('\n'));
    assert.equal(fine.status, 200, fine.text);
    assert.equal(fine.body.data.imported, 2500);
    await ctx.db.deleteFrom('users').where('email', 'like', 'early.%').execute();
  });

  test('10,000 rows are imported within 10 seconds', async (t) => {
    // A mailer that only counts, so 10,000 welcome e-mails do not go to the SMTP peer.
    const sent: MailMessage[] = [];
    const counting: Mailer = { kind: 'smtp', send: async (message) => (sent.push(message), {}), close: () => {} };
    const fast = await ctx.start({ mailer: counting });
    const admin = fast.client();
    admin.token = family.admin.client.token;
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      row({
        email: `bulk.${i}@example.org`,
        displayName: `Bulk Member ${i}`,
        firstName: 'Bulk',
        lastName: `Member ${i}`,
        phoneNumber: '5551234567',
        occupation: 'Cousin',
        bio: 'Imported, with a comma',
        birthday: '1990-01-01',
        isBirthdayVisible: i % 2 ? 'true' : 'false',
      }).replace('Imported, with a comma', '"Imported, with a comma"'),
    );
    const csv = [HEADER, ...rows].join('\r\n');
    const started = performance.now();
    const answer = await importCsv(admin, csv);
    const seconds = (performance.now() - started) / 1000;
    t.diagnostic(`10,000-row import on ${ctx.database.databaseUrl ? 'PostgreSQL' : 'PGlite'}: ${seconds.toFixed(2)} s (${(csv.length / 1024 / 1024).toFixed(2)} MB)`);
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual({ ...answer.body.data, errors: answer.body.data.errors.length }, { total: 10_000, imported: 10_000, skipped: 0, errors: 0 });
    assert.ok(seconds < 10, `took ${seconds.toFixed(2)} s`);
    const listed = await family.admin.client.get(`${apiPath('adminUsers')}?q=bulk.9999&page=1`);
    assert.equal(listed.body.data.total, 1);
    await fast.close();
    await ctx.db.deleteFrom('users').where('email', 'like', 'bulk.%').execute();
  });
});

describe('DELETE admin/user/{id}', () => {
  test("removes the member and everything of theirs: sessions, links, avatar, location; lists no longer show them", async () => {
    const doomed = server.client();
    const { user, payload } = await doomed.signUp({ displayName: 'Doomed Member', firstName: 'Doomed', lastName: 'Member' });
    const other = server.client();
    assert.equal((await other.signIn(payload.email, payload.password)).status, 200);
    fs.mkdirSync(avatarsDirOf(ctx.dataDir), { recursive: true });
    const avatarName = `${'ab'.repeat(16)}.webp`;
    const avatarFile = path.join(avatarsDirOf(ctx.dataDir), avatarName);
    fs.writeFileSync(avatarFile, 'not really a picture');
    await ctx.db
      .updateTable('users')
      .set({ photo_url: `/uploads/avatars/${avatarName}`, latitude: 51.5, longitude: -0.12, is_location_visible: true, location_updated_at: new Date() })
      .where('id', '=', user.id)
      .execute();
    await issuePasswordToken(ctx.db, user.id, 'reset', 60, new Date());
    assert.ok((await family.bob.client.get(apiPath('familyMembers'))).body.data.members.some((m: User) => m.id === user.id));

    const answer = await family.admin.client.request('DELETE', apiPath('deleteUser', { id: user.id }));
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.body, { success: true, message: SETTINGS_MESSAGES.userDeleted });

    assert.equal((await doomed.get(apiPath('currentUser'))).status, 401, 'signed out everywhere');
    assert.equal((await other.get(apiPath('currentUser'))).status, 401);
    assert.equal(await userByEmail(payload.email), undefined);
    assert.equal((await ctx.db.selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).length, 0);
    assert.equal((await ctx.db.selectFrom('password_tokens').select('id').where('user_id', '=', user.id).execute()).length, 0);
    assert.equal(fs.existsSync(avatarFile), false, 'the avatar file is gone');
    const members: User[] = (await family.bob.client.get(apiPath('familyMembers'))).body.data.members;
    assert.ok(!members.some((m) => m.id === user.id), 'the member list (map and calendar read it) no longer shows them');
    const listed: User[] = (await family.admin.client.get(apiPath('adminUsers'))).body.data.users;
    assert.ok(!listed.some((m) => m.id === user.id));
    assert.equal((await family.admin.client.get(apiPath('userProfile', { id: user.id }))).status, 404);
    assert.equal((await server.client().signIn(payload.email, payload.password)).status, 401);

    const twice = await family.admin.client.request('DELETE', apiPath('deleteUser', { id: user.id }));
    assert.equal(twice.status, 404);
  });

  test('nobody deletes themselves (the admin is id 1); bad and unknown ids are refused', async () => {
    const self = await family.admin.client.request('DELETE', apiPath('deleteUser', { id: 1 }));
    assert.equal(self.status, 403);
    assert.equal(self.body.message, USER_ADMIN_MESSAGES.cannotDeleteSelf);
    assert.equal((await family.admin.client.get(apiPath('currentUser'))).status, 200);
    assert.equal((await family.admin.client.request('DELETE', '/api/auth/admin/user/abc')).status, 400);
    assert.equal((await family.admin.client.request('DELETE', '/api/auth/admin/user/99999999999')).status, 404);
    // The manager may not delete anyone, not even a member.
    assert.equal((await family.manager.client.request('DELETE', apiPath('deleteUser', { id: family.bob.user.id }))).status, 403);
    assert.ok(await userByEmail(family.bob.payload.email));
  });
});

describe('POST admin/test-email', () => {
  test('sends a test e-mail through the configured SMTP server and says so', async () => {
    const to = newEmail('postmaster');
    const answer = await family.admin.client.post(apiPath('testEmail'), { email: ` ${to} ` });
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.body, { success: true, message: testEmailSentMessage(to) });
    const mail = await smtp.waitFor((m) => m.to.includes(to));
    assert.equal(mail.subject, 'FamilyNet test email');
  });

  test("the address is required and must be one: the spec's messages", async () => {
    for (const [body, message] of [
      [{}, MESSAGES.testEmailRequired],
      [{ email: '  ' }, MESSAGES.testEmailRequired],
      [{ email: 'nope' }, MESSAGES.emailInvalid],
    ] as const) {
      const answer = await family.admin.client.post(apiPath('testEmail'), body);
      assert.equal(answer.status, 400);
      assert.equal(answer.body.message, message);
    }
  });
});

describe('when the mail server fails, and the abuse limits', () => {
  let broken: TestServer;
  let admin: TestClient;
  const PASSWORD = 'S3cret-Smtp-Pa55';

  before(async () => {
    // A port nobody listens on: every send fails at once.
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(free));
      });
    });
    broken = await ctx.start({ env: { SMTP_URL: `smtp://mailer:${PASSWORD}@127.0.0.1:${port}` } });
    admin = broken.client();
    admin.token = family.admin.client.token;
  });

  test('the test e-mail answers with a clear message and logs the failure without the credentials', async () => {
    const answer = await admin.post(apiPath('testEmail'), { email: 'someone@example.org' });
    assert.equal(answer.status, 502);
    assert.equal(answer.body.message, SETTINGS_MESSAGES.testEmailFailedDetails);
    const line = broken.logs.find((l) => l.includes('the test e-mail could not be sent'));
    assert.ok(line, 'the failure is logged');
    assert.match(line, /ECONNREFUSED|connect/i);
    for (const l of broken.logs) {
      assert.ok(!l.includes(PASSWORD), `no SMTP password in the log: ${l}`);
      assert.ok(!l.includes(Buffer.from(PASSWORD).toString('base64')));
    }
  });

  test('a created user exists even when the welcome e-mail fails, and the answer says how they get in', async () => {
    const email = newEmail('unlucky');
    const answer = await admin.post(apiPath('createUser'), { email, displayName: 'Unlucky Member' });
    assert.equal(answer.status, 201);
    assert.equal(answer.body.data.welcomeEmailSent, false);
    assert.equal(answer.body.message, USER_ADMIN_MESSAGES.createdMailFailed);
    assert.ok(await userByEmail(email));
    for (const l of broken.logs) assert.ok(!l.includes(PASSWORD));
  });

  test('test e-mail, create user and import are rate limited (429 with Retry-After)', async () => {
    // Limits at their real size, counted from none (on PostgreSQL the counters live in the
    // database, shared by every server of this file, as by every process of a family's site).
    await ctx.db.deleteFrom('rate_limits').execute();
    const limited = await ctx.start({ env: { SMTP_URL: broken.config.smtpUrl!, RATE_LIMIT_SCALE: '1' } });
    const client = limited.client();
    client.token = family.admin.client.token;
    const refusedAfter = async (max: number, call: () => Promise<{ status: number; headers: Headers }>) => {
      for (let i = 0; i < max; i += 1) assert.notEqual((await call()).status, 429, `call ${i + 1} of ${max} is allowed`);
      const refused = await call();
      assert.equal(refused.status, 429, `call ${max + 1} is refused`);
      assert.ok(Number(refused.headers.get('retry-after')) > 0, 'Retry-After says when to try again');
    };
    try {
      await refusedAfter(5, () => client.post(apiPath('testEmail'), { email: 'someone@example.org' }));
      await refusedAfter(10, () => importCsv(client, `${HEADER}\n`));
      await refusedAfter(60, () => client.post(apiPath('createUser'), { email: '', displayName: '' }));
    } finally {
      await limited.close();
    }
  });
});
