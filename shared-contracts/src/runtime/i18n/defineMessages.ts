import { DEFAULT_LOCALE, LOCALES, PSEUDO_LOCALE, createTranslator, icuFormatter, needsIcu, type Catalog, type Locale, type PageLocale, type Translator } from 'shared-contracts';
import { catalogCache, waitForLanguageWith } from './catalogs.js';
import { SHARED_KEY, everySharedMessage, sharedMessagesCame } from './sharedParts.js';

/** How a package fetches one language's catalogue: `(locale) => import(\`./messages/${locale}.json\`)`. */
type CatalogLoader = (locale: Locale) => Promise<{ default: Catalog }>;

export interface Messages<K extends string> {
  /** The package's messages in the page's language. */
  useText(): Translator<K>;
  /** The same, outside React: fetched if needed. */
  textIn(locale: PageLocale): Promise<Translator<K>>;
}

/** The language whose catalogues tell the pseudo-language which shared messages a package says (any would). */
const SHAPED_LIKE_PSEUDO = LOCALES.find((locale) => locale !== DEFAULT_LOCALE) as Locale;

/**
 * A package's own messages (issue 42): English, bundled and beneath every other language, and a
 * loader for the others, each its own chunk that only a page in that language fetches. The
 * pseudo-language of the tests is made from English on the page.
 */
export function defineMessages<K extends string>(english: Record<K, unknown>, load: CatalogLoader): Messages<K> {
  const englishCatalog = english as Catalog;
  // English that formats a number or a date needs Lingui before the package draws (the shell waits).
  if (needsIcu(englishCatalog, DEFAULT_LOCALE)) waitForLanguageWith(icuFormatter);
  // A catalogue brings the shared messages the package says ('#s'): they join the page's before
  // the package is drawn. One built before catalogues carried them brings none: then all of them.
  const fetchCatalog = (locale: PageLocale): Promise<Catalog> =>
    locale === PSEUDO_LOCALE
      ? Promise.all([import('../../i18n/pseudo.js'), import('./pseudoShared.js'), load(SHAPED_LIKE_PSEUDO)]).then(async ([{ pseudoCatalog }, { pseudoSharedMessagesCame }, { default: shaped }]) => {
          await pseudoSharedMessagesCame(locale, (shaped[SHARED_KEY] ?? {}) as unknown as Catalog);
          return pseudoCatalog(englishCatalog);
        })
      : load(locale).then(async ({ default: catalog }) => {
          const { [SHARED_KEY]: part, ...own } = catalog;
          // Shared messages that cannot be fetched are said in English; the package's own still show.
          await (part ? sharedMessagesCame(locale, part as unknown as Catalog) : everySharedMessage(locale)).catch((failure: unknown) =>
            console.warn(`The shared ${locale} messages could not be fetched: English instead`, failure),
          );
          return own as Catalog;
        });
  return catalogCache<K>(
    createTranslator<K>(DEFAULT_LOCALE, englishCatalog, undefined),
    fetchCatalog,
    (locale, catalog) => createTranslator<K>(locale, englishCatalog, catalog),
  );
}
