import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { LANGUAGE_MESSAGES, apiPath, type User } from 'shared-contracts';
import { createFamily, type Family } from '../../testing/family.js';
import { newSignUp } from '../../testing/http.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';

/*
 * Choosing a language (issue 42) over HTTP on the real database: a member's own choice is kept
 * with their account and comes back with it (current user, sign-in, a profile save) on any
 * device, and nobody else ever sees it; the site's default is the admin's, and recorded in the
 * admin log; anything but the seven is refused with the schema's own message.
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

const currentUser = async (client = family.alice.client): Promise<User> => (await client.get(apiPath('currentUser'))).body.data.user;

describe("a member's own language", () => {
  test('is absent until chosen, saved with the account, and answered as the current user is', async () => {
    assert.equal((await currentUser()).language, undefined, 'never chose');
    const saved = await family.alice.client.put(apiPath('setLanguage'), { language: 'de' });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(saved.body.message, LANGUAGE_MESSAGES.saved);
    assert.deepEqual(saved.body.data.user, await currentUser(), 'the same user JSON as current user');
    assert.equal(saved.body.data.user.language, 'de');
    const row = await ctx.db.selectFrom('users').select('language').where('id', '=', family.alice.user.id).executeTakeFirstOrThrow();
    assert.equal(row.language, 'de');
  });

  test('follows the member to another device: signing in, and a profile save, answer with it', async () => {
    assert.equal((await family.bob.client.put(apiPath('setLanguage'), { language: 'zh-Hans' })).status, 200);
    const elsewhere = server.client();
    const signedIn = await elsewhere.signIn(family.bob.payload.email, family.bob.payload.password);
    assert.equal(signedIn.status, 200);
    assert.equal(signedIn.body.data.user.language, 'zh-Hans');
    assert.equal((await currentUser(elsewhere)).language, 'zh-Hans');
    const profile = await elsewhere.put(apiPath('updateProfile'), { occupation: 'Gardener' });
    assert.equal(profile.status, 200, profile.text);
    assert.equal(profile.body.data.user.language, 'zh-Hans');
    // A change of mind on one device is what the other answers next.
    assert.equal((await elsewhere.put(apiPath('setLanguage'), { language: 'pt-BR' })).status, 200);
    assert.equal((await currentUser(family.bob.client)).language, 'pt-BR');
  });

  test("is nobody else's: not in the family list, a profile or User Management, not even for the admin", async () => {
    const bobId = family.bob.user.id;
    const members: User[] = (await family.alice.client.get(apiPath('familyMembers'))).body.data.members;
    assert.ok(members.length >= 4);
    assert.deepEqual(members.filter((member) => 'language' in member).map((member) => member.id), [], 'nobody in the list carries one');
    assert.equal('language' in (await family.alice.client.get(apiPath('userProfile', { id: String(bobId) }))).body.data, false);
    assert.equal('language' in (await family.admin.client.get(apiPath('userProfile', { id: String(bobId) }))).body.data, false);
    const listed: User[] = (await family.admin.client.get(apiPath('adminUsers'))).body.data.users;
    assert.equal('language' in listed.find((user) => user.id === bobId)!, false);
  });

  test('an account that waits for approval may choose its own too', async (t) => {
    assert.equal((await family.admin.client.put(apiPath('saveJoinSettings'), { mode: 'approval', invitationDays: 7 })).status, 200);
    t.after(() => family.admin.client.put(apiPath('saveJoinSettings'), { mode: 'open', invitationDays: 7 }));
    const waiting = server.client();
    const signedUp = await waiting.post(apiPath('signUp'), newSignUp({ firstName: 'Wanda' }));
    assert.equal(signedUp.status, 201, signedUp.text);
    assert.equal(signedUp.body.data.user.awaitingApproval, true);
    const saved = await waiting.put(apiPath('setLanguage'), { language: 'ar' });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(saved.body.data.user.language, 'ar');
  });

  test('anything but one of the seven is refused with the schema’s message; a stranger is asked to sign in first', async () => {
    for (const language of ['xx', 'EN', 'en-XA', 'de-DE', '', 42, null]) {
      const refused = await family.alice.client.put(apiPath('setLanguage'), { language });
      assert.equal(refused.status, 400, `${String(language)}: ${refused.text}`);
      if (typeof language === 'string') {
        assert.deepEqual(refused.body, { success: false, message: LANGUAGE_MESSAGES.unknown, errors: { language: LANGUAGE_MESSAGES.unknown } });
      }
    }
    assert.equal((await family.alice.client.put(apiPath('setLanguage'), { language: 'de', theme: 'dark' })).status, 400, 'no other key');
    assert.equal((await family.alice.client.put(apiPath('setLanguage'), {})).status, 400);
    assert.equal((await currentUser()).language, 'de', 'nothing of a refused choice is kept');
    const stranger = await family.anonymous.put(apiPath('setLanguage'), { language: 'xx' });
    assert.equal(stranger.status, 401, 'the guard runs before the body is checked');
  });
});

describe("the site's default language", () => {
  test('is English until the admin chooses; only the admin reads or sets it; the choice is in the admin log', async () => {
    assert.deepEqual((await family.admin.client.get(apiPath('siteLanguage'))).body, { success: true, data: { language: 'en' } });
    for (const client of [family.manager.client, family.alice.client]) {
      assert.equal((await client.get(apiPath('siteLanguage'))).status, 403);
      assert.equal((await client.put(apiPath('saveSiteLanguage'), { language: 'fr' })).status, 403);
    }
    assert.equal((await family.anonymous.get(apiPath('siteLanguage'))).status, 401);

    const saved = await family.admin.client.put(apiPath('saveSiteLanguage'), { language: 'fr' });
    assert.deepEqual(saved.body, { success: true, message: LANGUAGE_MESSAGES.siteSaved, data: { language: 'fr' } });
    assert.deepEqual((await family.admin.client.get(apiPath('siteLanguage'))).body.data, { language: 'fr' });
    const [entry] = (await family.admin.client.get(apiPath('adminLog'))).body.data.entries;
    assert.deepEqual([entry.act, entry.actor.name, entry.details], ['siteLanguageChanged', 'Ada Admin', 'Français (fr)']);

    const refused = await family.admin.client.put(apiPath('saveSiteLanguage'), { language: 'klingon' });
    assert.deepEqual(refused.body, { success: false, message: LANGUAGE_MESSAGES.unknown, errors: { language: LANGUAGE_MESSAGES.unknown } });
    assert.equal((await family.admin.client.put(apiPath('saveSiteLanguage'), { language: 'en' })).status, 200);
  });

  test('is not a member’s own: their account still says only what they chose', async () => {
    assert.equal((await family.admin.client.put(apiPath('saveSiteLanguage'), { language: 'es' })).status, 200);
    assert.equal((await currentUser(family.manager.client)).language, undefined, 'the manager never chose');
    assert.equal((await family.admin.client.put(apiPath('saveSiteLanguage'), { language: 'en' })).status, 200);
  });
});
