import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { ACCOUNT_MESSAGES, NOTIFICATION_DEFAULTS, apiPath } from 'shared-contracts';
import { savePushSubscription } from '../notifications/index.js';
import { insertPasskey } from '../passkeys/index.js';
import { avatarFileOf } from '../members/index.js';
import { createFamily, type Account, type Family } from '../../testing/family.js';
import { TestClient, newSignUp } from '../../testing/http.js';
import { startSmtpPeer } from '../../testing/smtp.js';
import { form, pngOfSize } from '../../testing/pictures.js';
import { allStrings, createTestContext, type TestContext, type TestServer } from '../../testing/server.js';

/*
 * One's own data and leaving (issue 21), over HTTP on the real database: the archive holds
 * everything about the caller and nothing of anyone else; deleting needs the password (or a
 * passkey) and takes everything of theirs with it; the admin's account stays.
 */

let ctx: TestContext;
let server: TestServer;
let family: Family;

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
});
after(() => ctx.close());

/** A device's keys, as its browser gave them: they must not leave the server. */
const PUSH_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const PUSH_AUTH = 'tBHItJI5svbpez7KI4CCXg';

/**
 * A member with something of everything: a photo, a shared position, an invitation, a calendar
 * address, a passkey, notification choices and a device, two sessions.
 */

async function fullMember(): Promise<{ client: TestClient; id: number; email: string; password: string; photoURL: string; invitation: string; feedUrl: string }> {
  const client = server.client();
  const payload = newSignUp();
  const { user } = await client.signUp(payload);
  const photo = await client.request('POST', apiPath('uploadAvatar'), { body: form({ field: 'avatar', content: await pngOfSize(64, 64), filename: 'me.png', type: 'image/png' }) });
  assert.equal(photo.status, 200, photo.text);
  assert.equal((await client.post(apiPath('locationUpdate'), { latitude: 48.8566, longitude: 2.3522, sharingFor: '1h' })).status, 200);
  const invitation = await client.post(apiPath('invitationLink'));
  assert.equal(invitation.status, 200, invitation.text);
  const feed = await client.post(apiPath('createCalendarFeed'));
  assert.equal(feed.status, 200, feed.text);
  await insertPasskey(ctx.db, {
    userId: user.id,
    credentialId: `cred-${user.id}`,
    publicKey: 'cHVibGljIGtleQ',
    counter: 3,
    transports: ['internal'],
    deviceType: 'multiDevice',
    backedUp: true,
    name: 'Phone',
    createdAt: new Date(),
  });
  const choices = { ...NOTIFICATION_DEFAULTS, birthdayDayBefore: { email: true, push: false } };
  assert.equal((await client.put(apiPath('saveNotifications'), { choices, timeZone: 'Pacific/Auckland' })).status, 200);
  await savePushSubscription(ctx.db, { userId: user.id, endpoint: `https://push.example.test/send/device-secret-${user.id}`, p256dh: PUSH_KEY, auth: PUSH_AUTH }, new Date());
  const second = server.client();
  assert.equal((await second.signIn(payload.email, payload.password)).status, 200);
  return { client, id: user.id, email: payload.email, password: payload.password, photoURL: photo.body.data.avatarUrl, invitation: invitation.body.data.token, feedUrl: feed.body.data.url };
}

describe('Download my data', () => {
  test('signed out: 401', async () => {
    assert.equal((await server.client().get(apiPath('myData'))).status, 401);
  });

  test('everything the server holds about the caller, as a file to save, and no secret', async () => {
    const me = await fullMember();
    const answer = await me.client.get(`${apiPath('myData')}?id=${family.bob.user.id}`);
    assert.equal(answer.status, 200, answer.text);
    assert.match(answer.headers.get('content-disposition') ?? '', /^attachment; filename="familynet-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    const data = answer.body.data;
    assert.equal(data.format, 'familynet-my-data/1');
    assert.equal(data.account.id, me.id, 'the caller, whatever the query asks');
    assert.equal(data.account.email, me.email);
    assert.deepEqual([data.account.location.lat, data.account.location.lng], [48.8566, 2.3522]);
    assert.equal(data.role, 'member');
    assert.equal(data.passwordSignIn, true);
    assert.deepEqual(data.passkeys.map((p: { name: string }) => p.name), ['Phone']);
    assert.equal(data.sessions.length, 2);
    assert.equal(data.invitations.length, 1);
    assert.equal(typeof data.calendarFeed.createdAt, 'string');
    const file = avatarFileOf(ctx.dataDir, me.photoURL)!;
    assert.equal(data.avatar.base64, fs.readFileSync(file).toString('base64'), 'the photo, byte for byte');
    assert.equal(data.avatar.contentType, 'image/webp');
    assert.deepEqual(data.notifications.choices.birthdayDayBefore, { email: true, push: false }, 'what they chose to hear about');
    assert.deepEqual(data.notifications.choices.birthdayOnTheDay, NOTIFICATION_DEFAULTS.birthdayOnTheDay);
    assert.equal(data.notifications.timeZone, 'Pacific/Auckland');
    assert.deepEqual(data.notifications.devices.map((d: { pushService: string }) => d.pushService), ['push.example.test'], 'each device by its push service');

    const text = allStrings(answer.body).join('\n');
    for (const secret of [me.password, me.invitation, new URL(me.feedUrl).pathname.split('/').pop()!.replace('.ics', ''), me.client.token!, 'argon2', 'cHVibGljIGtleQ', 'device-secret', PUSH_KEY, PUSH_AUTH]) {
      assert.ok(!text.includes(secret), `no secret: ${secret.slice(0, 12)}…`);
    }
    for (const other of [family.bob, family.alice, family.admin]) assert.ok(!answer.text.includes(other.user.email!), 'nobody else is in it');
  });

  test('their place in the family tree: gender, links, and the relatives they added with every fact', async () => {
    const me = await fullMember();
    const mine = `m${me.id}`;
    assert.equal((await me.client.put(apiPath('updatePerson', { person: mine }), { gender: 'female' })).status, 200);
    const added = await me.client.post(apiPath('addRelative'), { firstName: 'Hidden', lastName: 'Granny', birthDate: '1931-01-02', note: 'Knits' });
    const granny: string = added.body.data.person.id;
    assert.equal((await me.client.post(apiPath('addParent'), { child: mine, parent: granny, kind: 'adoptive' })).status, 201);
    assert.equal((await me.client.post(apiPath('addPartner'), { a: mine, b: `m${family.bob.user.id}`, married: true, startDate: '2001' })).status, 201);
    // A photo as its upload stores it (the upload itself: family/photo-routes.test.ts).
    await ctx.db.updateTable('people').set({ photo_url: '/uploads/avatars/0123456789abcdef0123456789abcdef.webp' }).where('id', '=', Number(granny.slice(1))).execute();
    const data = (await me.client.get(apiPath('myData'))).body.data;
    assert.deepEqual(data.familyTree, {
      gender: 'female',
      parents: [{ person: granny, kind: 'adoptive' }],
      children: [],
      partners: [{ person: `m${family.bob.user.id}`, married: true, ended: false, startDate: '2001' }],
      relativesAdded: [{ id: granny, firstName: 'Hidden', lastName: 'Granny', gender: null, birthDate: '1931-01-02', isBirthDateVisible: false, isBirthYearVisible: true, note: 'Knits', photoURL: '/uploads/avatars/0123456789abcdef0123456789abcdef.webp' }],
    });
    const bobs = (await family.bob.client.get(apiPath('myData'))).body.data.familyTree;
    assert.ok(!JSON.stringify(bobs).includes('1931'), "another member's archive has their links, never the relatives someone else added");
  });

  test("an admin's archive is theirs too, not the family's", async () => {
    const answer = await family.admin.client.get(apiPath('myData'));
    assert.equal(answer.status, 200);
    assert.equal(answer.body.data.role, 'admin');
    assert.ok(!answer.text.includes(family.bob.user.email!));
  });
});

describe('Delete my account', () => {
  const remove = (client: TestClient, body: unknown) => client.post(apiPath('deleteOwnAccount'), body);

  test('signed out: 401; without a confirmation, or with both: 400; a wrong password: 401; nothing is deleted', async () => {
    assert.equal((await remove(server.client(), { password: 'x' })).status, 401);
    for (const body of [{}, { password: '' }, { password: family.bob.payload.password, passkey: { id: 'a', rawId: 'a', type: 'public-key', response: { clientDataJSON: 'e30' } } }]) {
      const answer = await remove(family.bob.client, body);
      assert.equal(answer.status, 400, JSON.stringify(body));
      assert.equal(answer.body.message, ACCOUNT_MESSAGES.confirmNeeded);
    }
    const wrong = await remove(family.bob.client, { password: 'not my password' });
    assert.equal(wrong.status, 401);
    assert.equal(wrong.body.message, ACCOUNT_MESSAGES.wrongPassword);
    assert.equal((await remove(family.bob.client, { passwrd: 'typo' })).status, 400, 'an unknown key is refused');
    assert.equal((await family.bob.client.get(apiPath('currentUser'))).status, 200, 'Bob is still here');
  });

  test('a passkey answer that does not hold (no ceremony, or another site) deletes nothing', async () => {
    const cred = `bob-${Date.now()}`;
    await insertPasskey(ctx.db, { userId: family.bob.user.id, credentialId: cred, publicKey: 'cHVibGljIGtleQ', counter: 0, transports: [], deviceType: 'singleDevice', backedUp: false, name: 'Bob', createdAt: new Date() });
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: 'bWFkZSB1cA', origin: server.config.publicOrigin })).toString('base64url');
    const answer = await remove(family.bob.client, { passkey: { id: cred, rawId: cred, type: 'public-key', response: { clientDataJSON, authenticatorData: 'AAAA', signature: 'AAAA' }, clientExtensionResults: {} } });
    assert.equal(answer.status, 400);
    assert.equal((await family.bob.client.get(apiPath('currentUser'))).status, 200);
  });

  test("the family's only admin must name who takes over: 409 with why, then 400 for nobody, themselves or a waiting account; nothing is deleted", async () => {
    const password = family.admin.payload.password;
    const without = await remove(family.admin.client, { password });
    assert.equal(without.status, 409);
    assert.equal(without.body.message, ACCOUNT_MESSAGES.nameNewAdmin);
    for (const newAdminId of [family.admin.user.id, 999_999]) {
      const answer = await remove(family.admin.client, { password, newAdminId });
      assert.equal(answer.status, 400, String(newAdminId));
      assert.equal(answer.body.message, ACCOUNT_MESSAGES.newAdminUnknown);
    }
    for (const newAdminId of [0, -1, 1.5, '3']) assert.equal((await remove(family.admin.client, { password, newAdminId })).status, 400, JSON.stringify(newAdminId));
    const wrong = await remove(family.admin.client, { password: 'not the password', newAdminId: family.bob.user.id });
    assert.equal(wrong.status, 401, 'the confirmation comes first');
    assert.equal((await family.admin.client.get(apiPath('currentUser'))).body.data.user.role, 'admin');
    assert.equal((await family.bob.client.get(apiPath('currentUser'))).body.data.user.role, 'member', 'nobody was made admin');
  });

  test('with the password: the account and everything of theirs goes, on every device', async () => {
    const me = await fullMember();
    const file = avatarFileOf(ctx.dataDir, me.photoURL)!;
    assert.ok(fs.existsSync(file));
    const answer = await remove(me.client, { password: me.password });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.message, ACCOUNT_MESSAGES.deleted);
    assert.match(answer.headers.get('set-cookie') ?? '', /token=;/);

    assert.equal((await me.client.get(apiPath('currentUser'))).status, 401, 'this session is gone');
    assert.equal((await server.client().signIn(me.email, me.password)).status, 401, 'the account is gone');
    for (const table of ['sessions', 'passkeys', 'invitations', 'calendar_feeds', 'password_tokens'] as const) {
      const column = table === 'invitations' ? 'created_by' : 'user_id';
      const rows = await ctx.db.selectFrom(table).select(column).where(column, '=', me.id).execute();
      assert.deepEqual(rows, [], `nothing of theirs in ${table}`);
    }
    assert.equal(fs.existsSync(file), false, 'the photo file is gone');
    assert.equal((await server.client().post(apiPath('checkInvitation'), { invitation: me.invitation })).status, 404, 'their invitation no longer works');
    assert.equal((await server.client().get(new URL(me.feedUrl).pathname)).status, 404, 'their calendar address no longer works');
    const list = await family.bob.client.get(apiPath('familyMembers'));
    assert.ok(!list.text.includes(me.email), 'the family no longer lists them');
  });

  test('an account waiting for approval may withdraw', async () => {
    await family.admin.client.put(apiPath('saveJoinSettings'), { mode: 'approval', invitationDays: 7 });
    try {
      const client = server.client();
      const payload = newSignUp();
      const signUp = await client.post(apiPath('signUp'), payload);
      assert.equal(signUp.status, 201, signUp.text);
      assert.equal((await client.get(apiPath('myData'))).status, 200);
      assert.equal((await remove(client, { password: payload.password })).status, 200);
      assert.equal((await family.admin.client.get(apiPath('waitingAccounts'))).body.data.accounts.length, 0);
    } finally {
      await family.admin.client.put(apiPath('saveJoinSettings'), { mode: 'open', invitationDays: 7 });
    }
  });
});

describe('the admin leaves and names who takes over', () => {
  test('the named member is the admin at once (Settings, User Management, approvals), the log says so, and the old admin is gone', async () => {
    const own = await createTestContext();
    const smtp = await startSmtpPeer();
    try {
      const site = await own.start({ env: { JOIN_MODE: 'open', SMTP_URL: smtp.url } });
      const members = await createFamily(site);
      const answer = await members.admin.client.post(apiPath('deleteOwnAccount'), { password: members.admin.payload.password, newAdminId: members.alice.user.id });
      assert.equal(answer.status, 200, answer.text);
      assert.equal((await site.client().signIn(members.admin.payload.email, members.admin.payload.password)).status, 401, 'the old admin is gone');

      const alice = members.alice.client;
      assert.equal((await alice.get(apiPath('currentUser'))).body.data.user.role, 'admin', 'her session knows at once');
      const users = await alice.get(apiPath('adminUsers'));
      assert.equal(users.status, 200, 'User Management is hers');
      const roles = Object.fromEntries(users.body.data.users.map((u: { id: number; role: string }) => [u.id, u.role]));
      assert.deepEqual(roles, { [members.manager.user.id]: 'manager', [members.alice.user.id]: 'admin', [members.bob.user.id]: 'member' });
      assert.equal((await members.bob.client.get(apiPath('adminUsers'))).status, 403, 'nobody else got it');
      const list = await members.bob.client.get(apiPath('familyMembers'));
      assert.equal(list.body.data.members.find((m: { id: number }) => m.id === members.alice.user.id).role, 'admin', 'the family sees who the admin is');

      const log = await alice.get(apiPath('adminLog'));
      const handed = log.body.data.entries.find((entry: { act: string }) => entry.act === 'roleChanged');
      assert.ok(handed, JSON.stringify(log.body.data.entries));
      assert.equal(handed.subject.id, members.alice.user.id);
      assert.equal(handed.actor.id, undefined, 'the one who left leaves no name');

      // Approval requests now reach the new admin and the manager.
      assert.equal((await alice.put(apiPath('saveJoinSettings'), { mode: 'approval', invitationDays: 7 })).status, 200);
      const stranger = newSignUp();
      assert.equal((await site.client().post(apiPath('signUp'), stranger)).status, 201);
      const asks = (to: string) => smtp.waitFor((mail) => mail.to.includes(to.toLowerCase()) && mail.text.includes(stranger.email.toLowerCase()));
      await Promise.all([asks(members.alice.payload.email), asks(members.manager.payload.email)]);

      // The new admin, the family's only one now, cannot leave without naming the next.
      assert.equal((await alice.post(apiPath('deleteOwnAccount'), { password: members.alice.payload.password })).status, 409);
      assert.equal((await alice.request('DELETE', apiPath('deleteUser', { id: members.manager.user.id }))).status, 200, 'she deletes like an admin');
    } finally {
      await smtp.close();
      await own.close();
    }
  });

  test('a member who never signed in (made by an admin) cannot be named: 400 with why, and nothing changes', async () => {
    const own = await createTestContext();
    try {
      const site = await own.start();
      const members = await createFamily(site);
      const made = await members.admin.client.post(apiPath('createUser'), { email: 'never.came@example.org', displayName: 'Never Came' });
      assert.equal(made.status, 201, made.text);
      const answer = await members.admin.client.post(apiPath('deleteOwnAccount'), { password: members.admin.payload.password, newAdminId: made.body.data.user.id });
      assert.equal(answer.status, 400, answer.text);
      assert.equal(answer.body.message, ACCOUNT_MESSAGES.newAdminUnknown);
      assert.equal((await members.admin.client.get(apiPath('currentUser'))).body.data.user.role, 'admin', 'the admin is still here');
      const roles = await own.db.selectFrom('users').select(['id', 'role']).where('role', 'is not', null).execute();
      assert.deepEqual(roles, [], 'no role was handed to anyone');
    } finally {
      await own.close();
    }
  });

  test('two admins leaving at the same moment: one goes, the other is told to name a successor; the family keeps an admin', async () => {
    const own = await createTestContext();
    try {
      const site = await own.start();
      const members = await createFamily(site);
      // Alice is made a second admin (as a handover would), then both leave at once.
      await own.db.updateTable('users').set({ role: 'admin' }).where('id', '=', members.alice.user.id).execute();
      const answers = await Promise.all([
        members.admin.client.post(apiPath('deleteOwnAccount'), { password: members.admin.payload.password }),
        members.alice.client.post(apiPath('deleteOwnAccount'), { password: members.alice.payload.password }),
      ]);
      assert.deepEqual(answers.map((a) => a.status).sort(), [200, 409], answers.map((a) => a.text).join(' / '));
      const admins = (await own.db.selectFrom('users').select(['id', 'role']).execute()).filter((u) => u.role === 'admin' || (u.role === null && u.id === 1));
      assert.equal(admins.length, 1, `one admin left: ${JSON.stringify(admins)}`);
    } finally {
      await own.close();
    }
  });
});

export type { Account };
