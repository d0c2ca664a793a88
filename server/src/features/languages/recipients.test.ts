import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { NOTIFICATION_KIND_LABELS, apiPath, type NotificationChoices } from 'shared-contracts';
import { outboxDirOf } from '../../mail/index.js';
import { sharedText } from '../../i18n/shared-text.js';
import { createFamily, type Family } from '../../testing/family.js';
import { newSignUp, type TestClient } from '../../testing/http.js';
import { readCalendar } from '../../testing/ical.js';
import { startPushService, type PushService } from '../../testing/push-service.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { parseMail } from '../../testing/smtp.js';

/*
 * What the server writes to a member is in that member's language (issue 42): the one they chose,
 * else the site's default, else English. Over HTTP on the real database, the e-mails read back
 * from the outbox folder as a mail app would receive them: one relative asking to join, told to a
 * German admin and an Arabic manager at once, each in their own language (subject and body, the
 * Arabic right to left), and on the admin's phone in German; a birthday reminder with its count
 * in each language's plural forms; a member who never chose, written to in the site's default;
 * the page the e-mail's stop link opens; the birthday feed in its owner's language.
 */

let now = new Date('2026-11-20T12:00:00Z');
const clock = () => now;

let ctx: TestContext;
let push: PushService;
let server: TestServer;
let family: Family;

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Every e-mail written to the outbox (no SMTP_URL), as its recipient's mail app reads it. */
function outbox(): OutboxMail[] {
  const dir = outboxDirOf(ctx.dataDir);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((file) => {
    const raw = fs.readFileSync(path.join(dir, file), 'utf8');
    return { to: /^To:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? '', ...parseMail(raw) };
  });
}

async function mailTo(address: string, match: (mail: OutboxMail) => boolean = () => true): Promise<OutboxMail> {
  for (let tries = 0; tries < 100; tries++) {
    const found = outbox().find((mail) => mail.to.toLowerCase().includes(address.toLowerCase()) && match(mail));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail to ${address} in the outbox`);
}

const emailOf = (account: { payload: { email: string } }) => account.payload.email.toLowerCase();
/** What the label of a notification's choice is in a language (the profile shows it so). */
const labelIn = (locale: 'de' | 'ar', text: string) => sharedText(locale)?.(text) ?? text;

async function choose(client: TestClient, language: string, timeZone = 'UTC') {
  assert.equal((await client.put(apiPath('setLanguage'), { language })).status, 200);
  const { choices } = (await client.get(apiPath('notifications'))).body.data as { choices: NotificationChoices };
  assert.equal((await client.put(apiPath('saveNotifications'), { choices, timeZone })).status, 200);
}

before(async () => {
  ctx = await createTestContext();
  push = await startPushService();
  // No SMTP_URL: every e-mail is written to DATA_DIR/outbox.
  server = await ctx.start({ clock, push: { origins: [push.origin], agent: push.agent } });
  family = await createFamily(server);
  await choose(family.admin.client, 'de');
  await choose(family.manager.client, 'ar');
  await choose(family.bob.client, 'es');
});
after(async () => {
  await ctx.close();
  await push.close();
});

describe('one e-mail to two members in two languages', () => {
  test('a relative asks to join: the German admin and the Arabic manager each read it in their own language', async (t) => {
    const device = push.subscribe();
    assert.equal((await family.admin.client.post(apiPath('addPushDevice'), device)).status, 201);
    assert.equal((await family.admin.client.put(apiPath('saveJoinSettings'), { mode: 'approval', invitationDays: 7 })).status, 200);
    t.after(() => family.admin.client.put(apiPath('saveJoinSettings'), { mode: 'open', invitationDays: 7 }));

    const clara = newSignUp({ displayName: 'Clara Neu', firstName: 'Clara', lastName: 'Neu' });
    assert.equal((await server.client().post(apiPath('signUp'), clara)).status, 201);
    const german = await mailTo(emailOf(family.admin), (mail) => mail.text.includes('Clara'));
    const arabic = await mailTo(emailOf(family.manager), (mail) => mail.text.includes('Clara'));
    const address = clara.email.toLowerCase();

    assert.equal(german.subject, 'Clara Neu möchte FamilyNet beitreten');
    assert.ok(german.text.startsWith(`Clara Neu (${address}) hat sich bei FamilyNet registriert und wartet auf Freigabe.\n\nGib die Anfrage in den Einstellungen unter „Warten auf Freigabe“ frei oder lehne sie ab.\n`), german.text);
    assert.ok(german.text.includes('Wenn du die Person nicht kennst, lehne ab: Ihr Konto wird dann gelöscht.'));
    assert.ok(german.text.includes(`Du bekommst diese E-Mail, weil „${labelIn('de', NOTIFICATION_KIND_LABELS.joinRequest)}“ in deinem Profil bei FamilyNet unter „Benachrichtigungen“ eingeschaltet ist.`));
    assert.match(german.text, /\nDiese E-Mails abbestellen: http:\/\/family\.test\/unsubscribe\?/);
    assert.match(german.html, /^<!doctype html>\n<html lang="de"><body/);
    assert.ok(german.html.includes('>Einstellungen öffnen</a>'));

    assert.equal(arabic.subject, 'Clara Neu يطلب الانضمام إلى FamilyNet');
    assert.ok(arabic.text.startsWith(`سجّل Clara Neu (${address}) في FamilyNet وينتظر الموافقة على انضمامه.\n\nوافق على الطلب أو ارفضه من الإعدادات، ضمن «في انتظار الموافقة».\n`), arabic.text);
    assert.ok(arabic.text.includes(`تصلك هذه الرسالة لأن «${labelIn('ar', NOTIFICATION_KIND_LABELS.joinRequest)}» مفعّل في ملفك الشخصي على FamilyNet، ضمن الإشعارات.`));
    assert.match(arabic.html, /^<!doctype html>\n<html lang="ar" dir="rtl"><body/);
    assert.ok(arabic.html.includes('>فتح الإعدادات</a>'));

    for (const mail of [german, arabic]) {
      assert.doesNotMatch(`${mail.subject}\n${mail.text}`, /signed up on|waits to be let in|You get this e-mail|Stop these e-mails/, 'no English left');
    }

    for (let tries = 0; tries < 100 && !push.delivered.some((d) => d.endpoint === device.endpoint); tries++) await new Promise((resolve) => setTimeout(resolve, 50));
    const [toPhone] = push.delivered.filter((d) => d.endpoint === device.endpoint).map((d) => JSON.parse(d.payload));
    assert.deepEqual([toPhone.title, toPhone.body], ['Clara Neu möchte beitreten', 'Freigeben oder ablehnen in den Einstellungen.']);
  });

  test('the stop link of the German e-mail opens its page in German, and stops in German', async () => {
    const german = await mailTo(emailOf(family.admin), (mail) => mail.text.includes('Clara'));
    const link = new URL(/Diese E-Mails abbestellen: (\S+)/.exec(german.text)![1]);
    const page = await server.client().get(link.pathname + link.search, { headers: { 'accept-language': 'en' } });
    assert.equal(page.status, 200);
    assert.match(page.text, /<html lang="de">/);
    assert.ok(page.text.includes(`<h1>E-Mails zu „${labelIn('de', NOTIFICATION_KIND_LABELS.joinRequest)}“ abbestellen?</h1>`), page.text);
    const stopped = await server.client().request('POST', link.pathname + link.search, { headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    assert.ok(stopped.text.includes('<h1>Erledigt: Du bekommst keine E-Mails zu'), stopped.text);
    // A link that does not work says so in the browser's language (whose it was cannot be told).
    const broken = await server.client().get('/unsubscribe?member=1&stop=all&sig=nope', { headers: { 'accept-language': 'ar' } });
    assert.equal(broken.status, 400);
    assert.match(broken.text, /<html lang="ar" dir="rtl">/);
    assert.ok(broken.text.includes('<h1>هذا الرابط لا يعمل.</h1>'));
    assert.ok((broken.headers.get('vary') ?? '').includes('Accept-Language'));
  });
});

describe('a birthday reminder, its count in each language’s plural forms', () => {
  test('Alice turns 80: the German admin, the Arabic manager and the Spanish member each hear it their way, by e-mail', async () => {
    assert.equal((await family.alice.client.put(apiPath('updateProfile'), { birthday: '1946-11-27', isBirthdayVisible: true })).status, 200);
    await choose(family.bob.client, 'es');
    now = new Date('2026-11-27T08:00:30Z');
    await server.app.reminders.tick();
    const birthday = (mail: OutboxMail) => mail.text.includes('Alice Private');
    assert.equal((await mailTo(emailOf(family.admin), birthday)).subject, 'Alice Private wird heute 80');
    const arabic = await mailTo(emailOf(family.manager), birthday);
    assert.equal(arabic.subject, 'يبلغ Alice Private اليوم 80 عامًا');
    assert.ok(arabic.text.startsWith('يبلغ Alice Private اليوم 80 عامًا.\n\nبضع كلمات منك ستجعل هذا اليوم أجمل.\n'), arabic.text);
    assert.equal((await mailTo(emailOf(family.bob), birthday)).subject, 'Alice Private cumple 80 años hoy');
  });
});

describe('a member who never chose', () => {
  test("is written to in the site's default; with none, in English exactly as before", async () => {
    const alice = emailOf(family.alice);
    assert.equal((await server.client().post(apiPath('forgotPassword'), { email: alice })).status, 200);
    const english = await mailTo(alice, (mail) => mail.subject.includes('password'));
    assert.equal(english.subject, 'Reset your FamilyNet password');
    assert.ok(english.text.startsWith('Someone (hopefully you) asked to reset the password of your FamilyNet account.\n\nOpen this link to choose a new password:\n'));
    assert.ok(english.text.includes('\n\nThe link works once and expires in 60 minutes.\n\nIf you did not ask for this, ignore this e-mail: your password stays the same.\n'));
    assert.match(english.html, /^<!doctype html>\n<html><body/, 'English says no language, as before');

    assert.equal((await family.admin.client.put(apiPath('saveSiteLanguage'), { language: 'fr' })).status, 200);
    assert.equal((await server.client().post(apiPath('forgotPassword'), { email: alice })).status, 200);
    const french = await mailTo(alice, (mail) => mail.subject.includes('mot de passe'));
    assert.equal(french.subject, 'Réinitialisez votre mot de passe FamilyNet');
    assert.ok(french.text.includes('Le lien ne fonctionne qu’une fois et expire dans 60 minutes.'), french.text);
    // Bob chose Spanish: the site's default is not his.
    assert.equal((await server.client().post(apiPath('forgotPassword'), { email: emailOf(family.bob) })).status, 200);
    assert.equal((await mailTo(emailOf(family.bob), (mail) => mail.subject.includes('contraseña'))).subject, 'Restablece tu contraseña de FamilyNet');
    assert.equal((await family.admin.client.put(apiPath('saveSiteLanguage'), { language: 'en' })).status, 200);
  });
});

describe('the birthday feed', () => {
  test("is in its owner's language: a calendar app fetches it without a session", async () => {
    const made = await family.admin.client.request('POST', apiPath('createCalendarFeed'));
    assert.equal(made.status, 200, made.text);
    const feed = await server.client().get(new URL(made.body.data.url).pathname);
    assert.equal(feed.status, 200);
    const calendar = readCalendar(feed.text);
    assert.equal(calendar.name, 'Geburtstage bei FamilyNet');
    const alice = calendar.events.find((event) => event.uid.startsWith(`birthday-${family.alice.user.id}@`))!;
    assert.equal(alice.summary, 'Geburtstag von Alice Private');
    assert.equal(alice.description, 'Geboren am 27. November 1946');
  });
});
