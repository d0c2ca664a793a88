import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import v8 from 'node:v8';
import { sql } from 'kysely';
import { MEMBER_FIELDS } from 'shared-contracts';
import { createTestContext, type TestContext } from '../../testing/server.js';
import { ACCOUNT_COLUMNS, MEMBER_COLUMNS, accountOf, columnOf, memberOf } from './queries.js';
import type { ColumnOf } from '../../db/schema.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

describe('the member fields and their columns', () => {
  test('every declared member field has its column once the migrations ran', async () => {
    const { rows } = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'users' and table_schema = current_schema()`.execute(ctx.db);
    const columns = new Set(rows.map((row) => row.column_name));
    const missing = Object.keys(MEMBER_FIELDS).filter((field) => !columns.has(columnOf(field)));
    assert.deepEqual(missing, [], 'a field declared in shared-contracts member/fields.ts needs a migration adding its column');
    assert.deepEqual(ACCOUNT_COLUMNS.filter((column) => !columns.has(column)), []);
  });

  test('a name becomes its column by one rule, at run time as in the types', () => {
    // The compiler checks the type side: each line fails to compile if ColumnOf disagrees.
    const typed: Record<string, string> = {
      displayName: 'display_name' satisfies ColumnOf<'displayName'>,
      photoURL: 'photo_url' satisfies ColumnOf<'photoURL'>,
      isLocationVisible: 'is_location_visible' satisfies ColumnOf<'isLocationVisible'>,
      address1: 'address1' satisfies ColumnOf<'address1'>,
      postalCode: 'postal_code' satisfies ColumnOf<'postalCode'>,
      locationSharingUntil: 'location_sharing_until' satisfies ColumnOf<'locationSharingUntil'>,
    };
    for (const [name, column] of Object.entries(typed)) assert.equal(columnOf(name), column, name);
  });
});

describe('the records read from the users table', () => {
  /**
   * V8's own test of an object's form, with the flag it needs set only while it runs: V8 compiles
   * a function again when it has dropped its bytecode (unused for a while, as between loading this
   * file and running its test), and without the flag then '%' is a syntax error.
   */
  const hasFastProperties = (o: object): boolean => {
    v8.setFlagsFromString('--allow-natives-syntax');
    try {
      return (new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean)(o);
    } finally {
      v8.setFlagsFromString('--no-allow-natives-syntax');
    }
  };
  const rowOf = (columns: readonly string[], id: number) =>
    Object.fromEntries(columns.map((column, i) => [column, column === 'id' ? id : column.startsWith('is_') ? i % 2 === 0 : i % 3 ? `value ${i}` : null]));

  test('a member and an account are compact objects, not hash tables (the directory keeps one per member)', () => {
    // Built key by key on an empty object they became hash tables: 1.7 KB a member instead of
    // about 250 bytes, 1.7 MB for a family of 1,000 kept for as long as the server runs.
    for (let id = 1; id <= 3; id += 1) {
      const member = memberOf(rowOf(MEMBER_COLUMNS, id));
      const account = accountOf(rowOf(ACCOUNT_COLUMNS, id));
      assert.ok(hasFastProperties(member), `member ${id}: ${Object.keys(member).length} keys kept as a hash table`);
      assert.ok(hasFastProperties(account), `account ${id}: ${Object.keys(account).length} keys kept as a hash table`);
      assert.equal(member.id, id);
      assert.equal(account.email, rowOf(ACCOUNT_COLUMNS, id).email);
    }
  });
});
