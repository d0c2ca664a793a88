import { isLocale, type Locale } from 'shared-contracts';
import type { Db } from '../../db/index.js';
import { readLanguage } from './queries.js';
import { siteLanguage } from './site-language.js';

/*
 * The language a member is written to in (issue 42): the one they chose, else the site's
 * default, else English. Someone without an account (an invited relative, the test e-mail's
 * address) has no choice of their own: the site's default.
 */

/** One recipient's language; the site's default is read only when they never chose. */
export async function languageOf(db: Db, stored: string | null | undefined): Promise<Locale> {
  return isLocale(stored) ? stored : siteLanguage(db);
}

/**
 * For many recipients at once (a reminder run, the admins told of news): the site's default read
 * once, when the first recipient without a choice needs it.
 */
export function languagesOf(db: Db): (stored: string | null | undefined) => Promise<Locale> {
  let site: Promise<Locale> | undefined;
  return async (stored) => (isLocale(stored) ? stored : (site ??= siteLanguage(db)));
}

/** The language of a member known only by id (their feed, their unsubscribe link). */
export async function languageOfMember(db: Db, userId: number): Promise<Locale> {
  return languageOf(db, await readLanguage(db, userId));
}
