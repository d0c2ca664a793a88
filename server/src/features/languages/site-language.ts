import { DEFAULT_LOCALE, isLocale, type Locale } from 'shared-contracts';
import type { Db } from '../../db/index.js';
import { getSetting, putSetting } from '../site-look/index.js';

/*
 * The site's default language (issue 42, Settings, admins): what the e-mails, the notifications
 * and the calendar feed of a member who never chose a language are written in. One row of the
 * settings table, as the join settings and the reminder hour are.
 */

const SITE_LANGUAGE_KEY = 'language';

/** The admin's choice; English until one is made (or when the stored value is not one of the seven). */
export async function siteLanguage(db: Db): Promise<Locale> {
  const stored = await getSetting<{ language?: unknown }>(db, SITE_LANGUAGE_KEY);
  return isLocale(stored?.language) ? stored.language : DEFAULT_LOCALE;
}

export async function saveSiteLanguage(db: Db, language: Locale, now: Date): Promise<void> {
  await putSetting(db, SITE_LANGUAGE_KEY, { language }, now);
}
