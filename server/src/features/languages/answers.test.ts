import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { CSV_REQUIRED_COLUMNS, LANGUAGE_MESSAGES, MESSAGES, apiPath } from 'shared-contracts';
import { pseudoText } from 'shared-contracts/i18n';
import { SESSION_MESSAGES } from '../accounts/index.js';
import { SECURITY_MESSAGES } from '../../plugins/security.js';
import { sharedText } from '../../i18n/shared-text.js';
import { createFamily, type Family } from '../../testing/family.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';

/*
 * The server answers in the caller's language (issue 42), over HTTP on the real database: the
 * page sends its language as Accept-Language, and every `message` and field error comes back in
 * it, a message the code filled in found by its template; the import's report too. In the
 * pseudo-language (en-XA) every word shows where it came from; no header is English exactly as
 * before. Every API answer says that its words depend on the header (Vary), so no cache mixes two
 * callers' languages.
 */

let ctx: TestContext;
let server: TestServer;
let family: Family;

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start({ env: { CORS_ORIGINS: 'https://remotes.example.org' } });
  family = await createFamily(server);
});
after(() => ctx.close());

const PSEUDO = { 'accept-language': 'en-XA' };
const pseudo = (text: string) => `⟦${pseudoText(text)}⟧`;
const varyOf = (headers: Headers) => (headers.get('vary') ?? '').split(',').map((name) => name.trim().toLowerCase());

describe('in English (no Accept-Language, or English)', () => {
  test('every word is what the code says, exactly', async () => {
    for (const headers of [{}, { 'accept-language': 'en-US,en;q=0.9' }] as Array<Record<string, string>>) {
      const refused = await family.alice.client.put(apiPath('setLanguage'), { language: 'xx' }, { headers });
      assert.deepEqual(refused.body, { success: false, message: LANGUAGE_MESSAGES.unknown, errors: { language: LANGUAGE_MESSAGES.unknown } });
      assert.equal((await family.anonymous.get(apiPath('currentUser'), { headers })).body.message, SESSION_MESSAGES.signInRequired);
    }
  });
});

describe('in the pseudo-language', () => {
  test('a refused body: the message and each field error; a message filled in keeps its number', async () => {
    const refused = await family.alice.client.put(apiPath('setLanguage'), { language: 'xx' }, { headers: PSEUDO });
    assert.deepEqual(refused.body, { success: false, message: pseudo(LANGUAGE_MESSAGES.unknown), errors: { language: pseudo(LANGUAGE_MESSAGES.unknown) } });
    const tooLong = await family.alice.client.put(apiPath('updateProfile'), { firstName: 'x'.repeat(101) }, { headers: PSEUDO });
    assert.equal(tooLong.status, 400);
    assert.equal(tooLong.body.errors.firstName, `⟦${pseudo('First name')} ${pseudoText('must be at most')} 100 ${pseudoText('characters')}⟧`);
  });

  test("the guards' refusals, the server's own and a success's message", async () => {
    assert.equal((await family.anonymous.get(apiPath('currentUser'), { headers: PSEUDO })).body.message, pseudo(SESSION_MESSAGES.signInRequired));
    assert.equal((await family.alice.client.get(apiPath('siteLanguage'), { headers: PSEUDO })).body.message, pseudo(SESSION_MESSAGES.forbidden));
    assert.equal((await family.alice.client.get('/api/no/such/call', { headers: PSEUDO })).body.message, pseudo(SECURITY_MESSAGES.notFound));
    const bad = await family.alice.client.request('PUT', apiPath('updateProfile'), { body: '{"firstName":', headers: { ...PSEUDO, 'content-type': 'application/json' } });
    assert.deepEqual(bad.body, { success: false, message: pseudo(SECURITY_MESSAGES.invalidJson) });
    const saved = await family.alice.client.put(apiPath('setLanguage'), { language: 'de' }, { headers: PSEUDO });
    assert.equal(saved.body.message, pseudo(LANGUAGE_MESSAGES.saved));
    assert.equal(saved.body.data.user.displayName, 'Alice Private', 'what a member typed stays as typed');
  });

  test("the import's report: each skipped row's line, with its number and the address as sent", async () => {
    const rows = [CSV_REQUIRED_COLUMNS.join(','), ['not-an-address', 'X', 'X', 'Y', '', '', '', '', '', ''].slice(0, CSV_REQUIRED_COLUMNS.length).join(',')];
    const form = new FormData();
    form.append('csvFile', new Blob([`${rows.join('\n')}\n`], { type: 'text/csv' }), 'family.csv');
    const imported = await family.admin.client.request('POST', apiPath('importUsers'), { body: form, headers: PSEUDO });
    assert.equal(imported.status, 200, imported.text);
    assert.deepEqual(imported.body.data.errors, [`⟦${pseudoText('Row')} 2: ${pseudo(MESSAGES.emailInvalid)}⟧`]);
  });
});

describe('in one of the seven', () => {
  test("German: what the shared catalogue says (English where this checkout's catalogue lacks it)", async () => {
    const de = sharedText('de');
    const inGerman = (text: string) => (de ? de(text) : text);
    const refused = await family.alice.client.put(apiPath('setLanguage'), { language: 'xx' }, { headers: { 'accept-language': 'de-AT, de;q=0.9' } });
    assert.deepEqual(refused.body, { success: false, message: inGerman(LANGUAGE_MESSAGES.unknown), errors: { language: inGerman(LANGUAGE_MESSAGES.unknown) } });
    const stranger = await family.anonymous.get(apiPath('currentUser'), { headers: { 'accept-language': 'de' } });
    assert.equal(stranger.body.message, inGerman(SESSION_MESSAGES.signInRequired));
    if (de) assert.notEqual(stranger.body.message, SESSION_MESSAGES.signInRequired, 'translated');
  });
});

describe('Vary: Accept-Language', () => {
  test('on every API answer, beside what CORS and compression add; not on the site’s files', async () => {
    assert.ok(varyOf((await family.alice.client.get(apiPath('currentUser'))).headers).includes('accept-language'));
    assert.ok(varyOf((await family.anonymous.get(apiPath('currentUser'))).headers).includes('accept-language'), 'a refusal too');
    const cors = await family.alice.client.get(apiPath('currentUser'), { headers: { origin: 'https://remotes.example.org' } });
    assert.deepEqual(varyOf(cors.headers).sort(), ['accept-language', 'origin']);
    const list = await family.alice.client.get(apiPath('familyMembers'), { headers: { 'accept-encoding': 'gzip' } });
    assert.ok(varyOf(list.headers).includes('accept-language') && list.text.length > 0);
    assert.equal(varyOf((await family.alice.client.get('/healthz')).headers).includes('accept-language'), false);
  });
});
