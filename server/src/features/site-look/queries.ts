import { sql } from 'kysely';
import type { Db } from '../../db/index.js';
import { jsonValue } from '../../db/json.js';

/*
 * The settings table: one JSON value per key (the theme, the current background). What the
 * values mean and which keys there are is settings.ts.
 */

export async function getSetting<T>(db: Db, key: string): Promise<T | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  return row ? (row.value as T) : null;
}

export async function putSetting(db: Db, key: string, value: unknown, now: Date): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value: jsonValue(value), updated_at: now })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: jsonValue(value), updated_at: now }))
    .execute();
}

export async function deleteSetting(db: Db, key: string): Promise<void> {
  await db.deleteFrom('settings').where('key', '=', key).execute();
}

/** Deletes a setting only while its `field` is `expected` (one statement); true when it was deleted. */
export async function deleteSettingIf(db: Db, key: string, field: string, expected: string): Promise<boolean> {
  const result = await db
    .deleteFrom('settings')
    .where('key', '=', key)
    .where(sql<boolean>`value->>${field} = ${expected}`)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
