import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { MEMBER_FIELDS } from 'shared-contracts';
import { createTestContext, type TestContext } from '../testing/server.js';
import { ACCOUNT_COLUMNS, columnOf } from './members.js';
import type { ColumnOf } from './schema.js';

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
