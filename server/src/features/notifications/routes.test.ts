import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { NOTIFICATION_DEFAULTS, NOTIFICATION_MESSAGES, apiPath, type NotificationChoices } from 'shared-contracts';
import { createFamily, type Account, type Family } from '../../testing/family.js';
import type { TestClient } from '../../testing/http.js';
import { startPushService, type PushService } from '../../testing/push-service.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { startSmtpPeer, type SmtpPeer } from '../../testing/smtp.js';

/*
 * Notifications (issue 22) over HTTP on the real database, with a real SMTP peer and a push
 * service of the test's own that decrypts what it receives: the choices and devices, birthday
 * reminders at each member's morning hour in their own time zone, once only across ticks, a
 * restart and two server processes, late once after a server was down, and the e-mail's stop link.
 */

let now = new Date('2026-11-25T12:00:00Z');
const clock = () => now;

let ctx: TestContext;
let smtp: SmtpPeer;
let push: PushService;
let server: TestServer;
let family: Family;

const start = () => ctx.start({ clock, env: { SMTP_URL: smtp.url }, push: { origins: [push.origin], agent: push.agent } });

async function choose(client: TestClient, change: (choices: NotificationChoices) => void, timeZone?: string) {
  const current = await client.get(apiPath('notifications'));
  const choices = current.body.data.choices as NotificationChoices;
  change(choices);
  const saved = await client.put(apiPath('saveNotifications'), { choices, ...(timeZone ? { timeZone } : {}) });
  assert.equal(saved.status, 200, saved.text);
  return saved.body.data;
}

const addressOf = (account: Account) => account.payload.email.toLowerCase();
const mailsTo = (account: Account) => smtp.messages.filter((mail) => mail.to.includes(addressOf(account)));

before(async () => {
  ctx = await createTestContext();
  smtp = await startSmtpPeer();
  push = await startPushService();
  server = await start();
  family = await createFamily(server);
  // Alice turns 80 on 27 November; Bob's birthday that day is hidden from the family.
  for (const [account, birthday, visible] of [
    [family.alice, '1946-11-27', true],
    [family.bob, '1990-11-27', false],
  ] as const) {
    const saved = await account.client.put(apiPath('updateProfile'), { birthday, isBirthdayVisible: visible });
    assert.equal(saved.status, 200, saved.text);
  }
  // The manager lives in Honolulu (his browser said so when he saved his choices).
  await choose(family.manager.client, () => {}, 'Pacific/Honolulu');
});

after(async () => {
  await ctx.close();
  await smtp.close();
  await push.close();
});

describe('choices and devices', () => {
  test('a member starts with the defaults, saves choices and a time zone; an unknown zone is refused', async () => {
    const first = await family.bob.client.get(apiPath('notifications'));
    assert.equal(first.status, 200);
    assert.deepEqual(first.body.data.choices, NOTIFICATION_DEFAULTS);
    assert.equal(first.body.data.timeZone, null);
    assert.equal(first.body.data.reminderHour, 8);
    assert.equal(Buffer.from(first.body.data.publicKey, 'base64url').length, 65, 'the VAPID public key a device subscribes with');

    const saved = await choose(family.bob.client, (choices) => (choices.birthdayDayBefore.email = true), 'Pacific/Auckland');
    assert.equal(saved.timeZone, 'Pacific/Auckland');
    assert.equal(saved.choices.birthdayDayBefore.email, true);

    const wrong = await family.bob.client.put(apiPath('saveNotifications'), { choices: saved.choices, timeZone: 'Mars/Olympus_Mons' });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.message, NOTIFICATION_MESSAGES.timeZone);
    assert.equal((await family.bob.client.get(apiPath('notifications'))).body.data.timeZone, 'Pacific/Auckland', 'nothing of a refused save is kept');
    assert.equal((await family.anonymous.get(apiPath('notifications'))).status, 401);
  });

  test('saves of one member at once (two tabs, a double tap) all succeed, and one of them is what is kept', async () => {
    const { choices } = (await family.alice.client.get(apiPath('notifications'))).body.data as { choices: NotificationChoices };
    const versions = [true, false, true, false, true, false].map((email) => ({ ...choices, invitationUsed: { ...choices.invitationUsed, email } }));
    const saves = await Promise.all(versions.map((version) => family.alice.client.put(apiPath('saveNotifications'), { choices: version })));
    assert.deepEqual(saves.map((saved) => saved.status), versions.map(() => 200), saves.map((saved) => saved.text).join('\n'));
    const kept = (await family.alice.client.get(apiPath('notifications'))).body.data.choices as NotificationChoices;
    assert.ok(versions.some((version) => JSON.stringify(version) === JSON.stringify(kept)), 'the choices of one save, whole');
  });

  test('a device of a push service is kept; a foreign host or malformed keys are refused', async () => {
    const device = push.subscribe();
    const added = await family.bob.client.post(apiPath('addPushDevice'), device);
    assert.equal(added.status, 201, added.text);
    assert.equal(added.body.data.devices, 1);

    const foreign = await family.bob.client.post(apiPath('addPushDevice'), { ...device, endpoint: 'https://192.168.1.1/admin' });
    assert.equal(foreign.status, 400);
    assert.equal(foreign.body.message, NOTIFICATION_MESSAGES.endpoint);
    const badKeys = await family.bob.client.post(apiPath('addPushDevice'), { ...push.subscribe(), keys: { p256dh: 'BAAA', auth: 'short' } });
    assert.equal(badKeys.status, 400);
    assert.equal(badKeys.body.message, NOTIFICATION_MESSAGES.keys);

    // A second device whose push service will say it is gone.
    const gone = push.subscribe();
    assert.equal((await family.bob.client.post(apiPath('addPushDevice'), gone)).body.data.devices, 2);
    push.answer(gone.endpoint, 410);
  });
});

describe('birthday reminders', () => {
  test('the day before at 08:00 in Auckland: Bob gets "turns 80 tomorrow" by e-mail and on his device, once; the gone device is forgotten', async () => {
    now = new Date('2026-11-25T18:59:00Z'); // 07:59 on 26 November in Auckland
    await server.app.reminders.tick();
    assert.equal(mailsTo(family.bob).length, 0, 'not before the hour');

    now = new Date('2026-11-25T19:00:30Z');
    await server.app.reminders.tick();
    const mail = await smtp.waitFor((m) => m.to.includes(addressOf(family.bob)));
    assert.equal(mail.subject, 'Alice Private turns 80 tomorrow');
    assert.match(mail.text, /\/dashboard\/calendar/);
    assert.ok(!/Bob Member/.test(smtp.messages.map((m) => m.subject).join('\n')), 'a hidden birthday is never told');
    const delivered = push.delivered.filter((d) => d.payload.includes('Alice'));
    assert.equal(delivered.length, 1);
    assert.deepEqual(JSON.parse(delivered[0].payload), {
      title: 'Alice Private turns 80 tomorrow',
      body: 'A few words from you will make the day.',
      url: '/dashboard/calendar',
      tag: 'birthday-3-2026-11-27',
    });
    assert.equal((await family.bob.client.get(apiPath('notifications'))).body.data.devices, 1, 'the device the push service forgot is forgotten');

    await server.app.reminders.tick();
    now = new Date('2026-11-25T20:30:00Z');
    await server.app.reminders.tick();
    assert.equal(mailsTo(family.bob).length, 1, 'once only');
    assert.equal(push.delivered.filter((d) => d.payload.includes('Alice')).length, 1);
  });

  test('on the day, two server processes on one database at the hour: the admin gets one e-mail', async () => {
    const second = await start();
    now = new Date('2026-11-27T08:00:05Z'); // the admin's zone is the server's (UTC here)
    await Promise.all([server.app.reminders.tick(), second.app.reminders.tick(), server.app.reminders.tick(), second.app.reminders.tick()]);
    await second.close();
    const toAdmin = mailsTo(family.admin).filter((m) => /Alice/.test(m.subject));
    assert.deepEqual(
      toAdmin.map((m) => m.subject),
      ['Alice Private turns 80 today'],
    );
  });

  test('a server down at the hour sends the reminder when it starts, once; a day later it is not sent', async () => {
    now = new Date('2026-11-27T17:59:00Z'); // 07:59 in Honolulu
    await server.app.reminders.tick();
    assert.equal(mailsTo(family.manager).length, 0);
    // The family's server stops looking (down at the hour); another process starts later.
    await server.app.reminders.stop();

    now = new Date('2026-11-27T23:00:00Z'); // 13:00 in Honolulu: a server comes back
    let restarted = await start();
    await restarted.app.reminders.tick(); // the start's own look is running or done; this waits for it
    const late = await smtp.waitFor((m) => m.to.includes(addressOf(family.manager)));
    assert.equal(late.subject, 'Alice Private turns 80 today');
    await restarted.close();
    restarted = await start();
    await restarted.app.reminders.tick();
    assert.equal(mailsTo(family.manager).length, 1, 'a restart does not send it again');

    // Alice, on the day after: her own birthday is not told to her, and nobody hears of it days later.
    now = new Date('2026-11-29T09:00:00Z');
    await restarted.app.reminders.tick();
    assert.equal(mailsTo(family.alice).filter((m) => /Alice/.test(m.subject)).length, 0);
    assert.equal(mailsTo(family.manager).length, 1);
    await restarted.close();
  });
});

describe('the stop link of an e-mail', () => {
  test('GET asks and changes nothing; POST (a mail app’s one-click) stops that kind; a forged or altered link does nothing', async () => {
    const mail = mailsTo(family.bob)[0];
    const link = /Stop these reminders: (\S+)/.exec(mail.text)?.[1];
    assert.ok(link, 'the e-mail carries its stop link');
    assert.equal(mail.raw.match(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m)?.length, 1);
    const url = new URL(link);
    assert.equal(url.pathname, '/unsubscribe');
    const path = `${url.pathname}${url.search}`;

    const asked = await family.anonymous.get(path);
    assert.equal(asked.status, 200);
    assert.match(asked.text, /Stop e-mails for “A birthday tomorrow”\?/);
    assert.equal((await family.bob.client.get(apiPath('notifications'))).body.data.choices.birthdayDayBefore.email, true, 'opening the link changes nothing');

    const forged = new URL(url);
    forged.searchParams.set('member', String(family.admin.user.id));
    const refused = await family.anonymous.request('POST', `${forged.pathname}${forged.search}`, { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' }, csrf: false });
    assert.equal(refused.status, 400);
    assert.match(refused.text, /This link does not work/);
    const otherKind = new URL(url);
    otherKind.searchParams.set('stop', 'all');
    assert.equal((await family.anonymous.request('POST', `${otherKind.pathname}${otherKind.search}`, { csrf: false })).status, 400);

    const stopped = await family.anonymous.request('POST', path, { body: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' }, csrf: false });
    assert.equal(stopped.status, 200);
    assert.match(stopped.text, /Done: no more e-mails for “A birthday tomorrow”/);
    const after = (await family.bob.client.get(apiPath('notifications'))).body.data.choices as NotificationChoices;
    assert.equal(after.birthdayDayBefore.email, false);
    assert.equal(after.birthdayDayBefore.push, true, 'push stays as chosen');
    assert.equal(after.birthdayOnTheDay.email, true, 'other kinds stay as chosen');
    assert.equal((await family.admin.client.get(apiPath('notifications'))).body.data.choices.birthdayDayBefore.email, false, "the admin's own choices are untouched (their default)");
  });
});

describe('the admin', () => {
  test('sets the morning hour, sees push set up, and sends a test to their own devices', async () => {
    const status = await family.admin.client.get(apiPath('adminNotifications'));
    assert.equal(status.status, 200);
    assert.equal(status.body.data.pushReady, true);
    assert.equal(status.body.data.devices, 1);
    assert.equal((await family.bob.client.get(apiPath('adminNotifications'))).status, 403);
    const saved = await family.admin.client.put(apiPath('saveAdminNotifications'), { reminderHour: 7 });
    assert.equal(saved.status, 200);
    assert.equal(saved.body.data.reminderHour, 7);
    assert.equal((await family.bob.client.get(apiPath('notifications'))).body.data.reminderHour, 7);
    assert.equal((await family.admin.client.put(apiPath('saveAdminNotifications'), { reminderHour: 24 })).status, 400);

    const none = await family.admin.client.post(apiPath('testPush'));
    assert.equal(none.status, 409);
    assert.equal(none.body.message, NOTIFICATION_MESSAGES.noDevice);
    await family.admin.client.post(apiPath('addPushDevice'), push.subscribe());
    const sent = await family.admin.client.post(apiPath('testPush'));
    assert.equal(sent.status, 200, sent.text);
    assert.deepEqual(sent.body.data, { sent: 1, gone: 0, failed: 0 });
    assert.equal(JSON.parse(push.delivered.at(-1)!.payload).body, 'Notifications reach this device.');
  });
});

describe('the family’s news', () => {
  test('a new member: the inviter hears their invitation was used (e-mail and device), an admin who chose it hears who joined', async () => {
    await choose(family.admin.client, (choices) => (choices.newMember.email = true));
    const link = await family.bob.client.post(apiPath('invitationLink'));
    assert.equal(link.status, 200, link.text);
    const carol = server.client();
    const { payload } = await carol.signUp({ displayName: 'Carol New', firstName: 'Carol', lastName: 'New', invitation: link.body.data.token });

    const used = await smtp.waitFor((m) => m.to.includes(addressOf(family.bob)) && /used your invitation/.test(m.subject));
    assert.equal(used.subject, 'Carol New used your invitation');
    assert.match(used.text, /Stop these e-mails: http:\/\/family\.test\/unsubscribe\?member=4&stop=invitationUsed&sig=/);
    assert.match(used.raw, /^List-Unsubscribe:\s+<http:\/\/family\.test\/unsubscribe\?/m);
    const joined = await smtp.waitFor((m) => m.to.includes(addressOf(family.admin)) && /joined/.test(m.subject));
    assert.equal(joined.subject, 'Carol New joined FamilyNet');
    // The notices go one after another in one task: once the inviter's e-mail is there, every
    // e-mail of this sign-up is; the pushes follow each e-mail.
    for (let i = 0; i < 100 && push.delivered.filter((d) => d.payload.includes('Carol')).length < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    assert.equal(mailsTo(family.manager).filter((m) => /Carol/.test(m.subject)).length, 0, 'the manager keeps the default: no e-mail for a new member');
    assert.equal(mailsTo(family.bob).filter((m) => /Carol/.test(m.subject)).length, 1, 'the inviter is told once, not also as an admin');
    // One on Bob's device, one on the admin's (added in the admin's test): each to its own device.
    const carolNews = push.delivered.filter((d) => d.payload.includes('Carol'));
    assert.deepEqual(carolNews.map((d) => JSON.parse(d.payload).title).sort(), ['Carol New joined FamilyNet', 'Carol New used your invitation']);
    assert.notEqual(carolNews[0].endpoint, carolNews[1].endpoint);
    assert.ok(!smtp.messages.some((m) => m.to.includes(payload.email.toLowerCase()) && /joined|invitation/.test(m.subject)), 'the new member is not told of herself');
  });

  test('a relative asks to join: the admin and the manager hear it; let in, the admin who chose it hears who joined', async () => {
    const mode = await family.admin.client.put(apiPath('saveJoinSettings'), { mode: 'approval', invitationDays: 7 });
    assert.equal(mode.status, 200, mode.text);
    await server.client().signUp({ displayName: 'Dan Waiting', firstName: 'Dan', lastName: 'Waiting' });
    for (const approver of [family.admin, family.manager]) {
      const asked = await smtp.waitFor((m) => m.to.includes(addressOf(approver)) && /asks to join/.test(m.subject));
      assert.equal(asked.subject, 'Dan Waiting asks to join FamilyNet');
      assert.match(asked.text, /Stop these e-mails: http:\/\/family\.test\/unsubscribe\?/);
    }
    const waiting = await family.manager.client.get(apiPath('waitingAccounts'));
    const dan = waiting.body.data.accounts.find((account: { name: string }) => account.name === 'Dan Waiting');
    assert.equal((await family.manager.client.post(apiPath('approveAccount', { id: dan.id }))).status, 200);
    const joined = await smtp.waitFor((m) => m.to.includes(addressOf(family.admin)) && m.subject === 'Dan Waiting joined FamilyNet');
    assert.match(joined.text, /\/dashboard\/directory/);
  });
});

describe('what a reminder never tells', () => {
  test('a birthday whose year is hidden: the day, never the age', async () => {
    assert.equal((await family.alice.client.put(apiPath('updateProfile'), { birthday: '1946-11-27', isBirthdayVisible: true, isBirthYearVisible: false })).status, 200);
    now = new Date('2027-11-27T08:00:05Z'); // a year later, the admin's morning (UTC, the hour set to 07:00)
    await server.app.reminders.tick();
    // The headline has a curly apostrophe, so the Subject travels MIME-encoded: read it in the text.
    const mail = await smtp.waitFor((m) => m.to.includes(addressOf(family.admin)) && m.text.includes('Today is Alice Private’s birthday.'));
    assert.match(mail.raw, /^Subject: =\?UTF-8\?/m);
    // (The stop links' signatures are random letters and digits: look for the words, not a number.)
    assert.ok(!/turns|turned|years old/.test(mail.text), 'no age anywhere in the e-mail');
  });
});

describe('what a minute costs', () => {
  test('with no visible birthday near, one query; once a reminder is settled, its claim is not asked again', async () => {
    const { sendDueReminders } = await import('./reminder-scheduler.js');
    let queries = 0;
    const counted = ctx.db.withPlugin({
      transformQuery: (args) => ((queries += 1), args.node),
      transformResult: async (args) => args.result,
    });
    const options = {
      db: counted,
      notifier: server.app.notifier,
      publicUrl: 'http://family.test',
      siteName: 'FamilyNet',
      reminderHour: async () => 7,
      serverZone: 'UTC',
      now: () => now,
      settled: new Set<string>(),
    };
    assert.deepEqual(await sendDueReminders(options, new Date('2027-06-01T12:00:00Z')), { sent: 0 });
    assert.equal(queries, 1, 'a quiet minute is one query');

    // The day of Alice's birthday, all of it sent already (the test above): the first look asks
    // each claim once; the next looks know them.
    await sendDueReminders(options, new Date('2027-11-27T09:00:00Z'));
    assert.ok(options.settled.size > 0);
    queries = 0;
    assert.deepEqual(await sendDueReminders(options, new Date('2027-11-27T09:01:00Z')), { sent: 0 });
    assert.equal(queries, 4, 'the birthdays near, the members, their choices and who has a device; no claim asked again');
  });
});

describe('a damaged key file', () => {
  test('push is reported off, and the member’s and the admin’s notification pages still load', async () => {
    const other = await createTestContext();
    try {
      const fs = await import('node:fs');
      const path = await import('node:path');
      fs.writeFileSync(path.join(other.dataDir, 'vapid.json'), '{"publicKey":"short","privateKey":"x"}', { mode: 0o600 });
      const site = await other.start();
      const admin = site.client();
      await admin.signUp({ displayName: 'Ada Admin' });
      const mine = await admin.get(apiPath('notifications'));
      assert.equal(mine.status, 200);
      assert.equal(mine.body.data.publicKey, '');
      const status = await admin.get(apiPath('adminNotifications'));
      assert.equal(status.body.data.pushReady, false);
      assert.ok(site.logs.some((line) => line.includes('push notifications are off: the VAPID key file cannot be used')));
    } finally {
      await other.close();
    }
  });
});
