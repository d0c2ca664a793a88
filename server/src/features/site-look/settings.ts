import { DEFAULT_REMINDER_HOUR, ThemeSchema, type Theme } from 'shared-contracts';
import type { Db } from '../../db/index.js';
import { deleteSetting, deleteSettingIf, getSetting, putSetting } from './queries.js';
import { valueCheck } from '../../schema-check.js';

const isTheme = valueCheck<Theme>(ThemeSchema);

/** Keys of the settings table. */
export const SETTINGS_KEYS = {
  theme: 'theme',
  /** { url: string } of the current background image. */
  background: 'background',
  /** { reminderHour: 0-23 }: when birthday reminders go (issue 22). */
  notifications: 'notifications',
} as const;

/** The hour birthday reminders go at (each member's own clock): the admin's, or the default. */
export async function getReminderHour(db: Db): Promise<number> {
  const value = await getSetting<{ reminderHour?: unknown }>(db, SETTINGS_KEYS.notifications);
  const hour = value?.reminderHour;
  return typeof hour === 'number' && Number.isInteger(hour) && hour >= 0 && hour <= 23 ? hour : DEFAULT_REMINDER_HOUR;
}

export async function setReminderHour(db: Db, reminderHour: number, now: Date): Promise<void> {
  await putSetting(db, SETTINGS_KEYS.notifications, { reminderHour }, now);
}

/** The current background image URL, or null when none was chosen (fresh install). */
export async function getBackgroundUrl(db: Db): Promise<string | null> {
  const value = await getSetting<{ url?: unknown }>(db, SETTINGS_KEYS.background);
  return value && typeof value.url === 'string' && value.url !== '' ? value.url : null;
}

/** Sets (or with null clears) the current background image: everyone's page shows it at once. */
export async function setBackgroundUrl(db: Db, url: string | null, now: Date): Promise<void> {
  if (url === null) await deleteSetting(db, SETTINGS_KEYS.background);
  else await putSetting(db, SETTINGS_KEYS.background, { url }, now);
}

/**
 * Clears the current background only if it is still `url` (one statement, so a background set
 * by someone else in the meantime stays). True when it was cleared.
 */
export async function clearBackgroundIf(db: Db, url: string): Promise<boolean> {
  return deleteSettingIf(db, SETTINGS_KEYS.background, 'url', url);
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
