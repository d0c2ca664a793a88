import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createTestContext, type TestContext } from '../testing/server.js';
import { insertRows } from './bulk-rows.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

describe(`many rows at once (${process.env.DATABASE_URL ? 'PostgreSQL: INSERTs' : 'PGlite: one COPY'})`, () => {
  test('every value lands as it was: tabs, backslashes, line breaks, \\N and \\. as text, nulls, flags, dates and times', async () => {
    const created = new Date('2026-03-04T05:06:07.089Z');
    const awkward = ['tab\there', 'back\\slash', 'line\nbreak\r\nand CR\r', '\\N', '\\.', 'émigré 中文 عربي 👪', ''];
    const rows = awkward.map((bio, i) => ({
      email: `bulk.${i}@example.org`,
      display_name: `Bulk ${i}`,
      bio,
      occupation: i % 2 ? null : 'Cousin',
      birthday: '1990-02-28',
      is_birthday_visible: i % 2 === 0,
      created_at: created,
      updated_at: created,
    }));
    await insertRows(ctx.db, 'users', rows);
    const stored = await ctx.db
      .selectFrom('users')
      .select(['email', 'bio', 'occupation', 'birthday', 'is_birthday_visible', 'created_at', 'is_location_visible'])
      .where('email', 'like', 'bulk.%')
      .orderBy('id')
      .execute();
    assert.deepEqual(stored.map((row) => row.bio), awkward);
    assert.deepEqual(stored.map((row) => row.occupation), awkward.map((_, i) => (i % 2 ? null : 'Cousin')));
    assert.ok(stored.every((row) => row.birthday === '1990-02-28'));
    assert.deepEqual(stored.map((row) => row.is_birthday_visible), awkward.map((_, i) => i % 2 === 0));
    assert.ok(stored.every((row) => new Date(row.created_at).getTime() === created.getTime()));
    assert.ok(stored.every((row) => row.is_location_visible === false), 'a column not named takes its default');
  });

  test('rows that name different columns, and a row that breaks a rule, as an INSERT would', async () => {
    await insertRows(ctx.db, 'users', [
      { email: 'mixed.1@example.org', is_birthday_visible: undefined },
      { email: 'mixed.2@example.org', is_birthday_visible: false },
      { email: 'mixed.3@example.org', is_birthday_visible: undefined },
    ]);
    const mixed = await ctx.db.selectFrom('users').select(['email', 'is_birthday_visible']).where('email', 'like', 'mixed.%').orderBy('id').execute();
    assert.equal(mixed.length, 3);
    assert.deepEqual(mixed.map((row) => row.is_birthday_visible), [false, false, false], 'an undefined value is the column\'s default (false, not null), as in an INSERT');
    await assert.rejects(insertRows(ctx.db, 'users', [{ email: 'twice@example.org' }, { email: 'twice@example.org' }]));
    assert.equal((await ctx.db.selectFrom('users').select('id').where('email', '=', 'twice@example.org').execute()).length, 0);
  });
});
