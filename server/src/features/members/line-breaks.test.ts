import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Migrator, sql } from 'kysely';
import { CSV_REQUIRED_COLUMNS, PROFILE_MESSAGES, apiPath } from 'shared-contracts';
import { migrateToLatest, migrations } from '../../db/migrations.js';
import { createFamily, type Family } from '../../testing/family.js';
import type { TestClient } from '../../testing/http.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';

/*
 * Line breaks as they are stored (issue 39, finding 1): a bio with a bare CR
 * ("Hello\rTEL:+1 555 0100\rEND:VCARD...") was kept as sent, and the vCards carried the raw CR,
 * which importers that split lines on CR (Java's readLine, so Android's contacts importer) read
 * as a new line: fake phone numbers and whole fake contacts in every relative's address book.
 * Every write path now stores LF only; the cards escape whatever is left.
 */

const INJECTION = 'Hello\rTEL:+1 555 0100\rEND:VCARD\rBEGIN:VCARD\rVERSION:3.0\rFN:Fake Cousin\rTEL:+1 555 0199\rEND:VCARD';
const AS_STORED = 'Hello\nTEL:+1 555 0100\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nFN:Fake Cousin\nTEL:+1 555 0199\nEND:VCARD';

let ctx: TestContext;
let server: TestServer;
let family: Family;

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
});
after(() => ctx.close());

const bioOf = async (id: number) => (await ctx.db.selectFrom('users').select('bio').where('id', '=', id).executeTakeFirstOrThrow()).bio;

/** Every line of a card as a reader that breaks lines on CR, LF or CRLF sees it. */
const linesOf = (card: string) => card.split(/\r\n|\r|\n/);

async function cardsOf(viewer: TestClient, id: number): Promise<string[]> {
  const cards: string[] = [];
  for (const version of ['3.0', '4.0']) {
    const answer = await viewer.get(`${apiPath('memberVcard', { id })}?version=${version}`);
    assert.equal(answer.status, 200, answer.text);
    cards.push(answer.text);
  }
  return cards;
}

function assertOneContact(card: string, name: string) {
  assert.equal(card.replace(/\r\n/g, '').includes('\r'), false, `${name}: no CR but the line ends`);
  assert.equal(card.replace(/\r\n/g, '').includes('\n'), false, `${name}: no LF but the line ends`);
  const lines = linesOf(card);
  assert.equal(lines.filter((line) => line === 'BEGIN:VCARD').length, 1, `${name}: one contact\n${card}`);
  assert.equal(lines.filter((line) => /^TEL[;:]/.test(line)).length, 0, `${name}: no phone number came out of the bio\n${card}`);
}

describe('every write path stores LF only', () => {
  test('own profile save: CR, CRLF, NEL, U+2028 and U+2029 in a bio become LF, and both vCards hold one contact', async () => {
    const saved = await family.alice.client.put(apiPath('updateProfile'), { bio: INJECTION });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(saved.body.data.user.bio, AS_STORED);
    assert.equal(await bioOf(family.alice.user.id), AS_STORED);
    for (const card of await cardsOf(family.bob.client, family.alice.user.id)) assertOneContact(card, 'own save');

    const mixed = await family.alice.client.put(apiPath('updateProfile'), { bio: 'a\r\nb\rc\u0085d\u2028e\u2029f\ng' });
    assert.equal(mixed.status, 200, mixed.text);
    assert.equal(await bioOf(family.alice.user.id), 'a\nb\nc\nd\ne\nf\ng');
  });

  test("an admin's or manager's edit of someone's profile", async () => {
    const saved = await family.manager.client.put(apiPath('adminUpdateProfile', { id: family.bob.user.id }), { bio: INJECTION });
    assert.equal(saved.status, 200, saved.text);
    assert.equal(await bioOf(family.bob.user.id), AS_STORED);
    for (const card of await cardsOf(family.alice.client, family.bob.user.id)) assertOneContact(card, 'admin edit');
  });

  test('Create New User', async () => {
    const created = await family.admin.client.post(apiPath('createUser'), { email: `cr-${Date.now()}@example.org`, displayName: 'Carriage Return', bio: INJECTION });
    assert.equal(created.status, 201, created.text);
    assert.equal(await bioOf(created.body.data.user.id), AS_STORED);
  });

  test("a CSV import's bio (a quoted cell with bare CRs)", async () => {
    const email = `csv-cr-${Date.now()}@example.org`;
    const cells: Record<string, string> = { email, displayName: 'Csv Return', firstName: 'Csv', lastName: 'Return', bio: `"${INJECTION}"` };
    const csv = `${CSV_REQUIRED_COLUMNS.join(',')}\n${CSV_REQUIRED_COLUMNS.map((column) => cells[column] ?? '').join(',')}\n`;
    const form = new FormData();
    form.append('csvFile', new Blob([csv], { type: 'text/csv' }), 'family.csv');
    const imported = await family.admin.client.request('POST', apiPath('importUsers'), { body: form });
    assert.equal(imported.status, 200, imported.text);
    assert.equal(imported.body.data.imported, 1, imported.text);
    const row = await ctx.db.selectFrom('users').select('bio').where('email', '=', email).executeTakeFirstOrThrow();
    assert.equal(row.bio, AS_STORED);
  });

  test('a one-line field refuses every line break, U+2028 and U+2029 included', async () => {
    for (const breaker of ['\r', '\n', '\u0085', '\u2028', '\u2029']) {
      const answer = await family.alice.client.put(apiPath('updateProfile'), { occupation: `Baker${breaker}TEL:1` });
      assert.equal(answer.status, 400, JSON.stringify(breaker));
      assert.equal(answer.body.errors.occupation, PROFILE_MESSAGES.controlCharacters('occupation'));
    }
  });
});

describe('the upgrade: rows written before keep their text, with LF as their only line break', () => {
  test('bios, one-line fields and passkey names of an earlier release are mended on start', async () => {
    const old = await createTestContext();
    try {
      const migrator = new Migrator({ db: old.db, provider: { getMigrations: async () => migrations } });
      assert.equal((await migrator.migrateTo('0011_notifications')).error, undefined);
      await sql`insert into users (id, email, display_name, first_name, last_name, bio, occupation) overriding system value values
        (1, 'ada@example.org', ${'Ada\u2028Admin'}, 'Ada', 'Admin', ${INJECTION}, ${'Baker\u2029'}),
        (2, 'max@example.org', 'Max Manager', 'Max', 'Manager', ${'one\r\ntwo\u0085three\nfour'}, null)`.execute(old.db);
      await sql`insert into passkeys (user_id, credential_id, public_key, device_type, backed_up, name, created_at) values
        (1, 'c1', 'k', 'singleDevice', false, ${'Pho\u0000ne'.replace('\u0000', '\u0007')}, now()),
        (1, 'c2', 'k', 'singleDevice', false, ${'\u202E\u200B'}, now()),
        (1, 'c3', 'k', 'singleDevice', false, ${'Oma’s iPad 👨\u200D👩\u200D👧'}, now())`.execute(old.db);

      const applied = await migrateToLatest(old.db);
      assert.ok(applied.includes('0012_text_as_stored'), applied.join(', '));
      const users = await old.db.selectFrom('users').select(['id', 'display_name', 'bio', 'occupation']).orderBy('id').execute();
      assert.deepEqual(users, [
        { id: 1, display_name: 'Ada Admin', bio: AS_STORED, occupation: 'Baker ' },
        { id: 2, display_name: 'Max Manager', bio: 'one\ntwo\nthree\nfour', occupation: null },
      ]);
      const names = (await old.db.selectFrom('passkeys').select('name').orderBy('credential_id').execute()).map((row) => row.name);
      assert.deepEqual(names, ['Phone', 'Passkey', 'Oma’s iPad 👨\u200D👩\u200D👧']);
    } finally {
      await old.close();
    }
  });
});
