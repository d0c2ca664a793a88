import { sql } from 'kysely';
import { isTheme, type Theme } from 'shared-contracts';
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


/** Sets (or with null clears) the current background image: everyone's page shows it at once. */
export async function setBackgroundUrl(db: Db, url: string | null, now: Date): Promise<void> {
  if (url === null) await db.deleteFrom('settings').where('key', '=', SETTINGS_KEYS.background).execute();
  else await putSetting(db, SETTINGS_KEYS.background, { url }, now);
}

/**
 * Clears the current background only if it is still `url` (one statement, so a background set
 * by someone else in the meantime stays). True when it was cleared.
 */
export async function clearBackgroundIf(db: Db, url: string): Promise<boolean> {
  const result = await db
    .deleteFrom('settings')
    .where('key', '=', SETTINGS_KEYS.background)
    .where(sql<boolean>`value->>'url' = ${url}`)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * The family's saved theme, or null before anyone saved one. A stored value that no longer
 * passes the Theme rules (stricter rules after an upgrade) counts as none, so the page never
 * wears a value the rules refuse.
 */
export async function getTheme(db: Db): Promise<Theme | null> {
  const value = await getSetting<unknown>(db, SETTINGS_KEYS.theme);
  return isTheme(value) ? value : null;
}

/** Stores the family's one theme (already checked against ThemeSchema by the route). */
export async function saveTheme(db: Db, theme: Theme, now: Date): Promise<void> {
  await putSetting(db, SETTINGS_KEYS.theme, theme, now);
}
