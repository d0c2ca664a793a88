import type { Catalog, PageLocale } from 'shared-contracts';
import { pseudoCatalog } from '../../i18n/pseudo.js';
import english from '../../i18n/messages/en.json';
import { TEMPLATES_KEY } from '../../i18n/textKey.js';
import { sharedMessagesCame } from './sharedParts.js';

// A chunk of its own: only a page in the pseudo-language (the tests') fetches it.

/**
 * The pseudo-language of the tests says the shared messages a real language would: those a
 * catalogue brings in another language (`shaped`, its '#s'), accented from English. A shared
 * text no package declared stays English there, and the tests that read a screen in it find it.
 */
export function pseudoSharedMessagesCame(locale: PageLocale, shaped: Catalog): Promise<void> {
  const accented = pseudoCatalog(english as Catalog);
  const part: Catalog = { [TEMPLATES_KEY]: shaped[TEMPLATES_KEY] ?? ([] as never) };
  for (const key of Object.keys(shaped)) if (key !== TEMPLATES_KEY && key in accented) part[key] = accented[key];
  return sharedMessagesCame(locale, part);
}
