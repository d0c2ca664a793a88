import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADMIN_LOG_PAGE_SIZE, DEFAULT_THEME, apiPath, type AdminLogEntry } from 'shared-contracts';
import { insertAdminAct } from './queries.js';
import { FORMER_MEMBER } from './admin-log.js';
import { createFamily, type Family } from '../../testing/family.js';
import { newSignUp, type TestClient } from '../../testing/http.js';
import { form, solidPicture } from '../../testing/pictures.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';

/*
 * The record of admin acts (issue 21), over HTTP on the real database: every act leaves one
 * entry (when, by whom, on whom, what in words), admins alone read it, newest first, a page at a
 * time, by person; old entries are pruned by the server; no password, token or position is kept.
 */

let ctx: TestContext;
let server: TestServer;
let family: Family;

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start({ env: { JOIN_MODE: 'open' } });
  family = await createFamily(server);
});
after(() => ctx.close());

async function newest(client: TestClient = family.admin.client, query = ''): Promise<AdminLogEntry> {
  const answer = await client.get(`${apiPath('adminLog')}${query}`);
  assert.equal(answer.status, 200, answer.text);
  return answer.body.data.entries[0];
}

const who = (entry: AdminLogEntry) => [entry.act, entry.actor.name, entry.subject?.name, entry.details];

describe('every act leaves one entry', () => {
  test('creating a member (by the manager)', async () => {
    const email = `made-${Date.now()}@example.org`;
    const made = await family.manager.client.post(apiPath('createUser'), { email, displayName: 'Made Member' });
    assert.equal(made.status, 201, made.text);
    const entry = await newest();
    assert.deepEqual(who(entry), ['memberCreated', 'Max Manager', 'Made Member', undefined]);
    assert.deepEqual([entry.actor.id, entry.subject?.id], [family.manager.user.id, made.body.data.user.id]);
    assert.ok(Math.abs(Date.parse(entry.at) - Date.now()) < 60_000, 'when');
  });

  test('importing members: how many', async () => {
    const csv = `email,displayName,firstName,lastName,phoneNumber,occupation,bio,birthday,isBirthdayVisible\nimported-${Date.now()}@example.org,Imported One,,,,,,,false\n`;
    const answer = await family.admin.client.request('POST', apiPath('importUsers'), { body: form({ field: 'csvFile', content: csv, filename: 'family.csv', type: 'text/csv' }) });
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(who(await newest()), ['membersImported', 'Ada Admin', undefined, '1 imported, 0 skipped']);
  });

  test("changing someone else's profile: which fields, never their values; one's own is not an admin act", async () => {
    const answer = await family.manager.client.put(apiPath('adminUpdateProfile', { id: family.bob.user.id }), { phoneNumber: '555 010 9999', occupation: 'Baker' });
    assert.equal(answer.status, 200, answer.text);
    const entry = await newest();
    assert.deepEqual(who(entry), ['profileChanged', 'Max Manager', 'Bob Member', 'Phone Number, Occupation']);
    assert.ok(!JSON.stringify(entry).includes('555 010 9999'));
    const before = entry.id;
    assert.equal((await family.admin.client.put(apiPath('updateProfile'), { occupation: 'Admin' })).status, 200);
    assert.equal((await newest()).id, before, 'the admin editing their own profile is not recorded');
  });

  test('the theme, and the background uploaded, chosen and deleted', async () => {
    assert.equal((await family.manager.client.post(apiPath('saveTheme'), { theme: structuredClone(DEFAULT_THEME) })).status, 200);
    assert.deepEqual(who(await newest()), ['themeChanged', 'Max Manager', undefined, undefined]);

    const picture = await solidPicture(800, 600).png().toBuffer();
    const uploaded = await family.admin.client.request('POST', apiPath('uploadBackground'), { body: form({ field: 'background', content: picture, filename: 'hills.png', type: 'image/png' }) });
    assert.equal(uploaded.status, 200, uploaded.text);
    const url: string = uploaded.body.data.backgroundUrl;
    const file = url.split('/').pop()!;
    assert.deepEqual(who(await newest()), ['backgroundUploaded', 'Ada Admin', undefined, file]);
    assert.equal((await family.admin.client.post(apiPath('setBackground'), { backgroundUrl: url })).status, 200);
    assert.deepEqual(who(await newest()), ['backgroundChosen', 'Ada Admin', undefined, file]);
    assert.equal((await family.admin.client.request('DELETE', apiPath('deleteBackground', { file }))).status, 200);
    assert.deepEqual(who(await newest()), ['backgroundDeleted', 'Ada Admin', undefined, file]);
  });

  test('who can join', async () => {
    assert.equal((await family.admin.client.put(apiPath('saveJoinSettings'), { mode: 'approval', invitationDays: 14 })).status, 200);
    assert.deepEqual(who(await newest()), ['joiningChanged', 'Ada Admin', undefined, 'Approval; invitations last 14 days']);
  });

  test('approving and declining a relative who waits', async (t) => {
    t.after(() => family.admin.client.put(apiPath('saveJoinSettings'), { mode: 'open', invitationDays: 7 }));
    const waiting = async (firstName: string) => {
      const answer = await server.client().post(apiPath('signUp'), newSignUp({ firstName, lastName: 'Waiting', displayName: `${firstName} Waiting` }));
      assert.equal(answer.status, 201, answer.text);
      return answer.body.data.user.id as number;
    };
    const meg = await waiting('Meg');
    assert.equal((await family.manager.client.post(apiPath('approveAccount', { id: meg }))).status, 200);
    assert.deepEqual(who(await newest()), ['memberApproved', 'Max Manager', 'Meg Waiting', undefined]);
    const beth = await waiting('Beth');
    assert.equal((await family.manager.client.post(apiPath('declineAccount', { id: beth }))).status, 200);
    const entry = await newest();
    assert.deepEqual(who(entry), ['memberDeclined', 'Max Manager', 'Beth Waiting', undefined]);
    assert.equal(entry.subject?.id, undefined, 'the declined account is gone; its name stays');
  });

  test('deleting a member', async () => {
    const client = server.client();
    const { user } = await client.signUp({ firstName: 'Gone', lastName: 'Soon', displayName: 'Gone Soon' });
    assert.equal((await family.admin.client.request('DELETE', apiPath('deleteUser', { id: user.id }))).status, 200);
    assert.deepEqual(who(await newest()), ['memberDeleted', 'Ada Admin', 'Gone Soon', undefined]);
  });

  test('a test e-mail, and to whom', async () => {
    assert.equal((await family.admin.client.post(apiPath('testEmail'), { email: 'family-admin@example.org' })).status, 200);
    assert.deepEqual(who(await newest()), ['testEmailSent', 'Ada Admin', undefined, 'to family-admin@example.org']);
  });
});

describe('reading the log', () => {
  test("in the reader's language: the log's words and a profile's fields; names, addresses and pictures as kept", async () => {
    const inGerman = async () => (await family.admin.client.get(apiPath('adminLog'), { headers: { 'accept-language': 'de' } })).body.data.entries as AdminLogEntry[];
    assert.equal((await family.manager.client.put(apiPath('adminUpdateProfile', { id: family.bob.user.id }), { phoneNumber: '555 010 7777', occupation: 'Cook' })).status, 200);
    assert.deepEqual(who((await inGerman())[0]), ['profileChanged', 'Max Manager', 'Bob Member', 'Telefonnummer, Beruf']);
    assert.equal((await family.admin.client.post(apiPath('testEmail'), { email: 'family-admin@example.org' })).status, 200);
    assert.deepEqual(who((await inGerman())[0]), ['testEmailSent', 'Ada Admin', undefined, 'an family-admin@example.org']);
    const csv = `email,displayName,firstName,lastName,phoneNumber,occupation,bio,birthday,isBirthdayVisible\nimported-de-${Date.now()}@example.org,Imported Two,,,,,,,false\n`;
    assert.equal((await family.admin.client.request('POST', apiPath('importUsers'), { body: form({ field: 'csvFile', content: csv, filename: 'family.csv', type: 'text/csv' }) })).status, 200);
    assert.deepEqual(who((await inGerman())[0]), ['membersImported', 'Ada Admin', undefined, '1 importiert, 0 übersprungen']);
    assert.deepEqual(who(await newest()), ['membersImported', 'Ada Admin', undefined, '1 imported, 0 skipped'], 'English as kept');
  });

  test('admins only: signed out 401, members and the manager 403', async () => {
    assert.equal((await server.client().get(apiPath('adminLog'))).status, 401);
    for (const client of [family.bob.client, family.manager.client]) assert.equal((await client.get(apiPath('adminLog'))).status, 403);
  });

  test('newest first, a page at a time, and by or on one person', async () => {
    for (let i = 0; i < ADMIN_LOG_PAGE_SIZE + 3; i += 1) {
      await insertAdminAct(ctx.db, { at: new Date(Date.now() - 1000 - i), act: 'themeChanged', actorId: family.alice.user.id, actorName: 'Alice Private', subjectId: null, subjectName: null, details: `#${i}` });
    }
    const first = (await family.admin.client.get(apiPath('adminLog'))).body.data;
    assert.equal(first.page, 1);
    assert.equal(first.entries.length, ADMIN_LOG_PAGE_SIZE);
    const times = first.entries.map((e: AdminLogEntry) => Date.parse(e.at));
    assert.deepEqual(times, [...times].sort((a, b) => b - a), 'newest first');
    const second = (await family.admin.client.get(`${apiPath('adminLog')}?page=2`)).body.data;
    assert.equal(second.total, first.total);
    assert.ok(second.entries.every((e: AdminLogEntry) => !first.entries.some((f: AdminLogEntry) => f.id === e.id)), 'no entry twice');

    const alice = (await family.admin.client.get(`${apiPath('adminLog')}?person=${family.alice.user.id}`)).body.data;
    assert.equal(alice.total, ADMIN_LOG_PAGE_SIZE + 3);
    const bob = (await family.admin.client.get(`${apiPath('adminLog')}?person=${family.bob.user.id}`)).body.data;
    assert.ok(bob.entries.length >= 1 && bob.entries.every((e: AdminLogEntry) => e.subject?.id === family.bob.user.id || e.actor.id === family.bob.user.id));
    for (const bad of ['page=0', 'page=x', 'person=-1', 'person=abc', 'other=1']) {
      assert.equal((await family.admin.client.get(`${apiPath('adminLog')}?${bad}`)).status, 400, bad);
    }
  });

  test('a member who deletes their own account leaves no name in it', async () => {
    const client = server.client();
    const { user, payload } = await client.signUp({ firstName: 'Private', lastName: 'Person', displayName: 'Private Person' });
    assert.equal((await family.admin.client.put(apiPath('adminUpdateProfile', { id: user.id }), { occupation: 'Poet' })).status, 200);
    assert.equal((await client.post(apiPath('deleteOwnAccount'), { password: payload.password })).status, 200);
    const entries: AdminLogEntry[] = (await family.admin.client.get(apiPath('adminLog'))).body.data.entries;
    const entry = entries.find((e) => e.act === 'profileChanged' && e.details === 'Occupation' && e.subject?.id === undefined);
    assert.equal(entry?.subject?.name, FORMER_MEMBER);
    assert.ok(!JSON.stringify(entries).includes('Private Person'));
    const inArabic: AdminLogEntry[] = (await family.admin.client.get(apiPath('adminLog'), { headers: { 'accept-language': 'ar' } })).body.data.entries;
    assert.equal(inArabic.find((e) => e.id === entry!.id)?.subject?.name, 'عضو سابق', 'said in the reader’s language');
  });
});

describe('pruning', () => {
  test('the server drops acts older than ADMIN_LOG_DAYS when it starts and every housekeeping round after', async () => {
    const day = 24 * 60 * 60 * 1000;
    await insertAdminAct(ctx.db, { at: new Date(Date.now() - 40 * day), act: 'themeChanged', actorId: null, actorName: 'Old', subjectId: null, subjectName: null, details: 'forty days' });
    await insertAdminAct(ctx.db, { at: new Date(Date.now() - 20 * day), act: 'themeChanged', actorId: null, actorName: 'Recent', subjectId: null, subjectName: null, details: 'twenty days' });
    const restarted = await ctx.start({ env: { ADMIN_LOG_DAYS: '30', JOIN_MODE: 'open' } });
    try {
      const deadline = Date.now() + 5000;
      let details: string[] = [];
      while (Date.now() < deadline) {
        details = (await ctx.db.selectFrom('admin_log').select('details').execute()).map((row) => row.details ?? '');
        if (!details.includes('forty days')) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      assert.ok(!details.includes('forty days'), 'older than 30 days: gone');
      assert.ok(details.includes('twenty days'), 'within 30 days: kept');
    } finally {
      await restarted.close();
    }
  });

  test('ADMIN_LOG_DAYS that is not a number of days stops the start with why', async () => {
    await assert.rejects(ctx.start({ env: { ADMIN_LOG_DAYS: 'forever' } }), /ADMIN_LOG_DAYS must be a whole number of days/);
  });
});
