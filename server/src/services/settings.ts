import type { Db } from '../db/index.js';
import { jsonValue } from '../db/json.js';

/** Keys of the settings table. */
export const SETTINGS_KEYS = {
  theme: 'theme',
  /** { url: string } of the current background image. */
  background: 'background',
} as const;

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

/** The current background image URL, or null when none was chosen (fresh install). */
export async function getBackgroundUrl(db: Db): Promise<string | null> {
  const value = await getSetting<{ url?: unknown }>(db, SETTINGS_KEYS.background);
  return value && typeof value.url === 'string' && value.url !== '' ? value.url : null;
}

