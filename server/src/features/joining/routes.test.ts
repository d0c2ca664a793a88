import fs from 'node:fs';
import path from 'node:path';
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { JOIN_MESSAGES, SETUP_LINK_FILE, registrationLink, type JoinMode } from 'shared-contracts';
import { Migrator, sql } from 'kysely';
import { migrateToLatest, migrations } from '../../db/migrations.js';
import { hashPassword } from '../accounts/index.js';
import type { Family } from '../../testing/family.js';
import { newSignUp, type TestClient } from '../../testing/http.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { startSmtpPeer, type SmtpPeer } from '../../testing/smtp.js';

/*
 * Who gets in (issue 19), over HTTP on the real database: the three ways of joining, invitations
 * (a member's link, an admin's e-mail), approval and decline with their e-mails through a real
 * SMTP peer, and the first account of a fresh install.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

let ctx: TestContext;
let smtp: SmtpPeer;
let server: TestServer;
let family: Family;

before(async () => {
  ctx = await createTestContext();
  smtp = await startSmtpPeer();
  server = await ctx.start({ clock, env: { SMTP_URL: smtp.url, JOIN_MODE: 'invite' } });
  // The first account is made from this machine (loopback, no proxy): allowed in any mode. The
  // rest of the family signs up while the door is open; then the admin closes it.
  const admin = server.client();
  const first = await admin.signUp({ displayName: 'Ada Admin', firstName: 'Ada', lastName: 'Admin' });
  await setMode(admin, 'open');
  const account = async (displayName: string, firstName: string, lastName: string) => {
    const client = server.client();
    const { user, payload } = await client.signUp({ displayName, firstName, lastName });
    return { client, user, payload };
  };
  family = {
    admin: { client: admin, ...first },
    manager: await account('Max Manager', 'Max', 'Manager'),
    alice: await account('Alice Private', 'Alice', 'Private'),
    bob: await account('Bob Member', 'Bob', 'Member'),
    anonymous: server.client(),
  };
  await setMode(admin, 'invite');
});
after(async () => {
  await ctx.close();
  await smtp.close();
});
beforeEach(() => {
  offsetMs = 0;
});

async function setMode(admin: TestClient, mode: JoinMode, invitationDays = 7) {
  const answer = await admin.put('/api/auth/admin/join', { mode, invitationDays });
  assert.equal(answer.status, 200, answer.text);
}

/** The member's invitation secret, as My QR Code gets it. */
async function linkOf(member: TestClient): Promise<{ token: string; id: number }> {
  const answer = await member.post('/api/auth/invitations/link');
  assert.equal(answer.status, 200, answer.text);
  return { token: answer.body.data.token, id: answer.body.data.invitation.id };
}

async function signUpWith(invitation?: string, overrides: Record<string, string> = {}) {
  const client = server.client();
  const payload = newSignUp({ firstName: 'New', lastName: 'Relative', displayName: 'New Relative' });
  const answer = await client.post('/api/auth/signup', { ...payload, ...(invitation ? { invitation } : {}), ...overrides });
  return { client, answer, payload };
}

describe('Invitation only (the default once the first account exists)', () => {
  test('a sign-up without an invitation is refused with the words the sign-up page shows, and creates nothing', async () => {
    const before = (await family.admin.client.get('/api/auth/admin/users')).body.data.users.length;
    const { answer, payload } = await signUpWith();
    assert.equal(answer.status, 403);
    assert.equal(answer.body.message, JOIN_MESSAGES.invitationNeeded);
    assert.equal(answer.headers.get('set-cookie'), null, 'no session');
    const users = (await family.admin.client.get('/api/auth/admin/users')).body.data.users;
    assert.equal(users.length, before);
    assert.ok(!users.some((u: { email: string }) => u.email === payload.email.toLowerCase()));
  });

  test("a member's link signs a relative up, records who invited them, and keeps working for the next relative", async () => {
    const { token } = await linkOf(family.alice.client);
    const first = await signUpWith(token);
    assert.equal(first.answer.status, 201, first.answer.text);
    assert.equal(first.answer.body.data.user.awaitingApproval, undefined, 'let in at once');
    const members = await first.client.get('/api/auth/family/members');
    assert.equal(members.status, 200, 'sees the family');
    const second = await signUpWith(token);
    assert.equal(second.answer.status, 201, 'a QR code at a family gathering lets several relatives in');

    const users = (await family.admin.client.get('/api/auth/admin/users')).body.data.users as Array<{ id: number; invitedBy?: { id: number; name: string } }>;
    const joined = users.find((u) => u.id === first.answer.body.data.user.id)!;
    assert.deepEqual(joined.invitedBy, { id: family.alice.user.id, name: 'Alice Private' }, 'admins see who invited them');
    const list = (await family.alice.client.get('/api/auth/invitations')).body.data.invitations as Array<{ uses: number; createdBy: { id: number } }>;
    assert.equal(list[0].uses, 2);
  });

  test('My QR Code shows the same link each time it opens, the registration link with the invitation added', async () => {
    const one = await linkOf(family.bob.client);
    const two = await linkOf(family.bob.client);
    assert.deepEqual(one, two);
    assert.match(registrationLink('https://family.example.org', one.token), /^https:\/\/family\.example\.org\/auth\?mode=signup&invitation=[A-Za-z0-9_-]{43}$/);
  });

  test('after Revoke, the link is refused with its message, and My QR Code makes a new one', async () => {
    const { token, id } = await linkOf(family.bob.client);
    const revoked = await family.bob.client.request('DELETE', `/api/auth/invitations/${id}`);
    assert.equal(revoked.status, 200, revoked.text);
    const { answer } = await signUpWith(token);
    assert.equal(answer.status, 403);
    assert.equal(answer.body.message, JOIN_MESSAGES.invitation.revoked);
    const check = await server.client().post('/api/auth/invitations/check', { invitation: token });
    assert.equal(check.status, 410);
    assert.equal(check.body.message, JOIN_MESSAGES.invitation.revoked);
    const fresh = await linkOf(family.bob.client);
    assert.notEqual(fresh.token, token);
  });

  test('after it expires (7 days by default) the link is refused with its message', async () => {
    const { token } = await linkOf(family.manager.client);
    offsetMs = 7 * DAY_MS - 60_000;
    assert.equal((await server.client().post('/api/auth/invitations/check', { invitation: token })).status, 200, 'still good a minute before');
    offsetMs = 7 * DAY_MS + 1000;
    const { answer } = await signUpWith(token);
    assert.equal(answer.status, 403);
    assert.equal(answer.body.message, JOIN_MESSAGES.invitation.expired);
  });

  test('an admin chooses how long new invitations last', async () => {
    await setMode(family.admin.client, 'invite', 2);
    try {
      const maker = server.client();
      await family.admin.client.put('/api/auth/admin/join', { mode: 'open', invitationDays: 2 });
      await maker.signUp();
      await setMode(family.admin.client, 'invite', 2);
      const answer = await maker.post('/api/auth/invitations/link');
      const { createdAt, expiresAt } = answer.body.data.invitation;
      assert.equal(Date.parse(expiresAt) - Date.parse(createdAt), 2 * DAY_MS);
    } finally {
      await setMode(family.admin.client, 'invite', 7);
    }
  });

  test('malformed, huge and foreign invitations get a clear 4xx and create nothing', async () => {
    for (const invitation of ['x', 'A'.repeat(43), 'ä€𝄞'.repeat(5)]) {
      const { answer } = await signUpWith(invitation);
      assert.equal(answer.status, 403, invitation);
      assert.equal(answer.body.message, JOIN_MESSAGES.invitation.unknown);
    }
    const huge = await signUpWith('A'.repeat(5000));
    assert.equal(huge.answer.status, 400);
    assert.equal((await server.client().post('/api/auth/invitations/check', { invitation: 'A'.repeat(5000) })).status, 413, 'over the body limit');
    assert.equal((await server.client().post('/api/auth/invitations/check', { invitation: 'A'.repeat(101) })).status, 400);
    const wrongType = await server.client().post('/api/auth/invitations/check', { invitation: 12 });
    assert.equal(wrongType.status, 400);
  });

  test("a deleted member's invitations stop working", async () => {
    const maker = server.client();
    await setMode(family.admin.client, 'open');
    const { user } = await maker.signUp();
    await setMode(family.admin.client, 'invite');
    const { token } = await linkOf(maker);
    assert.equal((await family.admin.client.request('DELETE', `/api/auth/admin/user/${user.id}`)).status, 200);
    const { answer } = await signUpWith(token);
    assert.equal(answer.status, 403);
    assert.equal(answer.body.message, JOIN_MESSAGES.invitation.unknown);
  });

  test('members see and revoke only their own invitations; an admin sees and revokes everyone’s', async () => {
    const alices = await linkOf(family.alice.client);
    const bobs = await linkOf(family.bob.client);
    const seenByBob = (await family.bob.client.get('/api/auth/invitations')).body.data.invitations as Array<{ id: number }>;
    assert.ok(seenByBob.some((i) => i.id === bobs.id));
    assert.ok(!seenByBob.some((i) => i.id === alices.id));
    const refused = await family.bob.client.request('DELETE', `/api/auth/invitations/${alices.id}`);
    assert.equal(refused.status, 403);
    const seenByAdmin = (await family.admin.client.get('/api/auth/invitations')).body.data.invitations as Array<{ id: number; createdBy: { name: string } }>;
    assert.ok(seenByAdmin.some((i) => i.id === alices.id && i.createdBy.name === 'Alice Private'));
    assert.equal((await family.admin.client.request('DELETE', `/api/auth/invitations/${alices.id}`)).status, 200);
    assert.equal((await family.admin.client.request('DELETE', `/api/auth/invitations/999999`)).status, 404);
    assert.equal((await family.admin.client.request('DELETE', `/api/auth/invitations/abc`)).status, 400);
  });

  test("an inviter without any name is named by their e-mail address, not by an empty string", async () => {
    await setMode(family.admin.client, 'open');
    const nameless = server.client();
    const { user } = await nameless.signUp({ displayName: 'Soon Nameless', firstName: 'Soon', lastName: 'Nameless' });
    await setMode(family.admin.client, 'invite');
    // Blank, as rows kept from before names were asked for: one rule names them (shared-contracts memberName).
    await sql`update users set display_name = ' ', first_name = '', last_name = null where id = ${user.id}`.execute(ctx.db);
    const { token, id } = await linkOf(nameless);
    const listed = (await family.admin.client.get('/api/auth/invitations')).body.data.invitations as Array<{ id: number; createdBy: { name: string } }>;
    assert.equal(listed.find((invitation) => invitation.id === id)?.createdBy.name, user.email);
    const check = await server.client().post('/api/auth/invitations/check', { invitation: token });
    assert.equal(check.body.data.invitedBy, user.email, 'what the sign-up page says about who invited them');
    const { answer } = await signUpWith(token);
    assert.equal(answer.status, 201, answer.text);
    const users = (await family.admin.client.get('/api/auth/admin/users')).body.data.users as Array<{ id: number; invitedBy?: { id: number; name: string } }>;
    assert.deepEqual(users.find((listedUser) => listedUser.id === answer.body.data.user.id)?.invitedBy, { id: user.id, name: user.email });
  });

  test('the secret is never stored, logged or listed', async () => {
    const { token } = await linkOf(family.alice.client);
    await signUpWith(token);
    const listed = (await family.admin.client.get('/api/auth/invitations')).text;
    assert.ok(!listed.includes(token));
    assert.ok(!server.logs.join('\n').includes(token), 'not in the log');
    const rows = await ctx.db.selectFrom('invitations').selectAll().execute();
    assert.ok(!JSON.stringify(rows).includes(token), 'only a hash in the database');
  });

  test('answers about invitations take the same time whether one exists or not', async () => {
    const { token } = await linkOf(family.alice.client);
    const time = async (invitation: string) => {
      const started = performance.now();
      await server.client().post('/api/auth/invitations/check', { invitation });
      return performance.now() - started;
    };
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      known.push(await time(token));
      unknown.push(await time(`${'B'.repeat(42)}${i}`));
    }
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
    assert.ok(median(unknown) >= 150 && median(known) >= 150, 'both wait for the same floor');
    assert.ok(Math.abs(median(known) - median(unknown)) < 40, `known ${median(known)} ms, unknown ${median(unknown)} ms`);
  });
});

describe('invitations by e-mail (admins and managers)', () => {
  test('one address, the name filled in, single use, only for that address; the e-mail carries the link', async () => {
    const email = `cousin-${process.pid}@example.org`;
    const sent = await family.manager.client.post('/api/auth/admin/invitations', { email, firstName: 'Cousin', lastName: 'Itt', role: 'member' });
    assert.equal(sent.status, 201, sent.text);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    assert.match(mail.subject, /Max Manager invites you/);
    const token = /invitation=([A-Za-z0-9_-]+)/.exec(mail.text)![1];

    const check = await server.client().post('/api/auth/invitations/check', { invitation: token });
    assert.deepEqual(check.body.data, { invitedBy: 'Max Manager', email, firstName: 'Cousin', lastName: 'Itt' });

    const other = await signUpWith(token);
    assert.equal(other.answer.status, 403);
    assert.equal(other.answer.body.message, JOIN_MESSAGES.invitation.otherEmail);

    const joined = await signUpWith(token, { email });
    assert.equal(joined.answer.status, 201, joined.answer.text);
    const again = await signUpWith(token, { email: `again-${email}` });
    assert.equal(again.answer.status, 403);
    assert.equal(again.answer.body.message, JOIN_MESSAGES.invitation.usedUp);
  });

  test('a role above the inviter’s is refused; members cannot send one; an address with an account is refused', async () => {
    const above = await family.manager.client.post('/api/auth/admin/invitations', { email: 'x@example.org', firstName: 'X', role: 'admin' });
    assert.equal(above.status, 403);
    assert.equal(above.body.message, JOIN_MESSAGES.roleAboveInviter);
    const byOrder = await family.admin.client.post('/api/auth/admin/invitations', { email: 'y@example.org', firstName: 'Y', role: 'manager' });
    assert.equal(byOrder.status, 400);
    assert.equal(byOrder.body.message, JOIN_MESSAGES.roleByOrder);
    const member = await family.bob.client.post('/api/auth/admin/invitations', { email: 'z@example.org', firstName: 'Z' });
    assert.equal(member.status, 403);
    const taken = await family.admin.client.post('/api/auth/admin/invitations', { email: family.bob.payload.email, firstName: 'Bob' });
    assert.equal(taken.status, 409);
    const bad = await family.admin.client.post('/api/auth/admin/invitations', { email: 'not an address', firstName: 'Q' });
    assert.equal(bad.status, 400);
  });
});

describe('Approval', () => {
  test('a sign-up waits, sees nothing of the family, the admin and manager are e-mailed; approved, the member is e-mailed and gets in', async () => {
    await setMode(family.admin.client, 'approval');
    try {
      const { client, answer, payload } = await signUpWith();
      assert.equal(answer.status, 201, answer.text);
      assert.equal(answer.body.data.user.awaitingApproval, true);
      const id = answer.body.data.user.id as number;

      const request = await smtp.waitFor((m) => m.to.includes(family.admin.payload.email.toLowerCase()) || m.subject.includes('asks to join'));
      assert.match(request.subject, /New Relative asks to join/);
      assert.match(request.text, /\/dashboard\/settings/);

      for (const path of ['/api/auth/family/members', `/api/auth/user/${family.bob.user.id}/profile`, '/api/auth/invitations', '/api/auth/calendar/feed']) {
        const refused = await client.get(path);
        assert.equal(refused.status, 403, path);
        assert.equal(refused.body.message, JOIN_MESSAGES.waiting);
      }
      assert.equal((await client.get('/api/auth/current/user')).body.data.user.awaitingApproval, true);
      const membersSeen = (await family.bob.client.get('/api/auth/family/members')).body.data.members as Array<{ id: number }>;
      assert.ok(!membersSeen.some((m) => m.id === id), 'not in the directory while waiting');
      assert.equal((await family.bob.client.get(`/api/auth/user/${id}/profile`)).status, 404);

      const waiting = await family.manager.client.get('/api/auth/admin/waiting');
      assert.deepEqual(
        waiting.body.data.accounts.map((a: { id: number; name: string }) => [a.id, a.name]),
        [[id, 'New Relative']],
      );
      assert.equal((await family.bob.client.post(`/api/auth/admin/user/${id}/approve`)).status, 403, 'not for members');

      const approved = await family.manager.client.post(`/api/auth/admin/user/${id}/approve`);
      assert.equal(approved.status, 200, approved.text);
      const welcome = await smtp.waitFor((m) => m.to.includes(payload.email.toLowerCase()));
      assert.match(welcome.text, /you have been let in/);
      assert.equal((await client.get('/api/auth/family/members')).status, 200, 'the same session now sees the family');
      assert.equal((await client.get('/api/auth/current/user')).body.data.user.awaitingApproval, undefined);
      assert.equal((await family.manager.client.post(`/api/auth/admin/user/${id}/approve`)).status, 404, 'not waiting any more');
    } finally {
      await setMode(family.admin.client, 'invite');
    }
  });

  test('declined: the account is deleted and the person is told by e-mail', async () => {
    await setMode(family.admin.client, 'approval');
    try {
      const { client, answer, payload } = await signUpWith();
      const id = answer.body.data.user.id as number;
      const declined = await family.admin.client.post(`/api/auth/admin/user/${id}/decline`);
      assert.equal(declined.status, 200, declined.text);
      const mail = await smtp.waitFor((m) => m.to.includes(payload.email.toLowerCase()) && /not accepted/.test(m.text));
      assert.match(mail.subject, /Your request to join/);
      assert.equal((await client.get('/api/auth/current/user')).status, 401, 'the session went with the account');
      assert.equal((await family.admin.client.post(`/api/auth/admin/user/${family.bob.user.id}/decline`)).status, 404, 'a member who is in cannot be declined');
    } finally {
      await setMode(family.admin.client, 'invite');
    }
  });

  test('a valid invitation skips the wait', async () => {
    await setMode(family.admin.client, 'approval');
    try {
      const { token } = await linkOf(family.alice.client);
      const { answer } = await signUpWith(token);
      assert.equal(answer.status, 201);
      assert.equal(answer.body.data.user.awaitingApproval, undefined);
    } finally {
      await setMode(family.admin.client, 'invite');
    }
  });
});

describe('Open and the settings', () => {
  test('Open: anyone signs up, as the spec describes; a stale invitation is then no obstacle', async () => {
    await setMode(family.admin.client, 'open');
    try {
      assert.equal((await signUpWith()).answer.status, 201);
      assert.equal((await signUpWith('A'.repeat(43))).answer.status, 201);
    } finally {
      await setMode(family.admin.client, 'invite');
    }
  });

  test('the sign-up page learns the mode; only admins read or change it, and bad values are refused', async () => {
    const info = await server.client().get('/api/auth/join');
    assert.deepEqual(info.body.data, { mode: 'invite', setupNeeded: false });
    assert.equal((await family.manager.client.get('/api/auth/admin/join')).status, 403);
    assert.equal((await family.manager.client.put('/api/auth/admin/join', { mode: 'open', invitationDays: 7 })).status, 403);
    for (const body of [{ mode: 'closed', invitationDays: 7 }, { mode: 'open', invitationDays: 0 }, { mode: 'open', invitationDays: 91 }, { mode: 'open' }, {}]) {
      assert.equal((await family.admin.client.put('/api/auth/admin/join', body)).status, 400, JSON.stringify(body));
    }
    assert.deepEqual((await family.admin.client.get('/api/auth/admin/join')).body.data, { mode: 'invite', invitationDays: 7 });
  });
});

describe('the first account of a fresh install', () => {
  test('only with the one-time set-up link, from anywhere: a connection from the machine itself (a tunnel, ssh -R) is no exception', async () => {
    const fresh = await createTestContext();
    try {
      const site = await fresh.start({ env: { JOIN_MODE: 'invite' } });
      // What `ssh -R`, socat or a tunnel client looks like: a connection from 127.0.0.1, no forwarding header.
      const local = await site.client().post('/api/auth/signup', newSignUp());
      assert.equal(local.status, 403, local.text);
      assert.equal(local.body.message, JOIN_MESSAGES.setupNeeded);
      const proxied = await site.client().post('/api/auth/signup', newSignUp(), { headers: { 'x-forwarded-for': '203.0.113.9' } });
      assert.equal(proxied.status, 403);
      assert.equal(proxied.body.message, JOIN_MESSAGES.setupNeeded);
      const info = await site.client().get('/api/auth/join');
      assert.deepEqual(info.body.data, { mode: 'invite', setupNeeded: true });

      const wrongLink = await site.client().post('/api/auth/signup', { ...newSignUp(), setup: 'A'.repeat(43) });
      assert.equal(wrongLink.status, 403);
      assert.equal(wrongLink.body.message, JOIN_MESSAGES.setupLinkInvalid);

      // The link is in the log and in DATA_DIR, for the server's user only.
      const logged = site.logs.map((line) => JSON.parse(line)).find((entry) => entry.setupLink);
      assert.ok(logged, 'the log prints the set-up link');
      const file = path.join(fresh.dataDir, SETUP_LINK_FILE);
      assert.equal(logged.file, file);
      assert.equal(fs.readFileSync(file, 'utf8').trim(), logged.setupLink);
      assert.equal(fs.statSync(file).mode & 0o777, 0o600);
      assert.ok(logged.setupLink.startsWith(`${site.config.publicUrl}/auth?mode=signup&setup=`), logged.setupLink);

      // A restart keeps the link a person copied.
      await site.close();
      const restarted = await fresh.start({ env: { JOIN_MODE: 'invite' } });
      assert.equal(restarted.logs.map((line) => JSON.parse(line)).find((entry) => entry.setupLink)?.setupLink, logged.setupLink);

      const secret = new URL(logged.setupLink).searchParams.get('setup')!;
      const first = await restarted.client().post('/api/auth/signup', { ...newSignUp(), setup: secret }, { headers: { 'x-forwarded-for': '203.0.113.9' } });
      assert.equal(first.status, 201, first.text);
      assert.equal(first.body.data.user.id, 1, 'the admin');
      assert.equal(fs.existsSync(file), false, 'the file goes with the first account');
      const again = await restarted.client().post('/api/auth/signup', { ...newSignUp(), setup: secret });
      assert.equal(again.status, 403, 'the link works once: then Invitation only');
      assert.equal(again.body.message, JOIN_MESSAGES.invitationNeeded);
      assert.deepEqual((await restarted.client().get('/api/auth/join')).body.data, { mode: 'invite', setupNeeded: false });
    } finally {
      await fresh.close();
    }
  });
});

describe('an install upgraded from the version before invitations', () => {
  test('keeps its members and sessions, lets every one of them in, starts in Invitation only, and every member can invite', async () => {
    const old = await createTestContext();
    try {
      // The schema as the previous release left it, with a family in it.
      const migrator = new Migrator({ db: old.db, provider: { getMigrations: async () => migrations } });
      const down = await migrator.migrateTo('0005_users_change_notice');
      assert.equal(down.error, undefined);
      await sql`insert into users (id, email, password_hash, display_name, first_name, last_name) overriding system value values
        (1, 'ada@example.org', null, 'Ada Admin', 'Ada', 'Admin'),
        (2, 'max@example.org', null, 'Max Manager', 'Max', 'Manager'),
        (3, 'jo@example.org', null, 'Jo March', 'Jo', 'March')`.execute(old.db);
      await sql`select setval(pg_get_serial_sequence('users', 'id'), 3)`.execute(old.db);

      // What the new version's start does (main.ts): bring the schema up to date.
      const applied = await migrateToLatest(old.db);
      assert.equal(applied[0], '0006_invitations_and_approval', 'the upgrade starts where the previous release stopped');
      const upgraded = await old.start({ env: { JOIN_MODE: 'invite' } });
      const jo = upgraded.client();
      await sql`update users set password_hash = ${await hashPassword('correct horse 1')} where id = 3`.execute(old.db);
      assert.equal((await jo.signIn('jo@example.org', 'correct horse 1')).status, 200);
      const members = await jo.get('/api/auth/family/members');
      assert.equal(members.status, 200, 'every existing member is let in');
      assert.deepEqual(members.body.data.members.map((m: { id: number }) => m.id).sort(), [1, 2, 3]);
      const roles = Object.fromEntries(members.body.data.members.map((m: { id: number; role: string }) => [m.id, m.role]));
      assert.deepEqual(roles, { 1: 'admin', 2: 'manager', 3: 'member' }, 'every member keeps their role (0010 stores only a handed-over one)');
      assert.deepEqual((await upgraded.client().get('/api/auth/join')).body.data.mode, 'invite');
      const link = await jo.post('/api/auth/invitations/link');
      assert.equal(link.status, 200, 'an existing member can invite');
      const stranger = await upgraded.client().post('/api/auth/signup', newSignUp());
      assert.equal(stranger.status, 403);
      const invited = await upgraded.client().post('/api/auth/signup', { ...newSignUp(), invitation: link.body.data.token });
      assert.equal(invited.status, 201);
      assert.equal(invited.body.data.user.id, 4, 'the numbering goes on');
    } finally {
      await old.close();
    }
  });
});
