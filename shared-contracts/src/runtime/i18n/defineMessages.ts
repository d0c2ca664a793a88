import { DEFAULT_LOCALE, PSEUDO_LOCALE, createTranslator, icuFormatter, needsIcu, type Catalog, type Locale, type PageLocale, type Translator } from 'shared-contracts';
import { catalogCache, waitForLanguageWith } from './catalogs.js';

/** How a package fetches one language's catalogue: `(locale) => import(\`./messages/${locale}.json\`)`. */
type CatalogLoader = (locale: Locale) => Promise<{ default: Catalog }>;

export interface Messages<K extends string> {
  /** The package's messages in the page's language. */
  useText(): Translator<K>;
  /** The same, outside React: fetched if needed. */
  textIn(locale: PageLocale): Promise<Translator<K>>;
}

/**
 * A package's own messages (issue 42): English, bundled and beneath every other language, and a
 * loader for the others, each its own chunk that only a page in that language fetches. The
 * pseudo-language of the tests is made from English on the page.
 */
export function defineMessages<K extends string>(english: Record<K, unknown>, load: CatalogLoader): Messages<K> {
  const englishCatalog = english as Catalog;
  // English that formats a number or a date needs Lingui before the package draws (the shell waits).
  if (needsIcu(englishCatalog, DEFAULT_LOCALE)) waitForLanguageWith(icuFormatter);
  const fetchCatalog = (locale: PageLocale): Promise<Catalog> =>
    locale === PSEUDO_LOCALE
      ? import('../../i18n/pseudo.js').then(({ pseudoCatalog }) => pseudoCatalog(englishCatalog))
      : load(locale).then((module) => module.default);
  return catalogCache<K>(
    createTranslator<K>(DEFAULT_LOCALE, englishCatalog, undefined),
    fetchCatalog,
    (locale, catalog) => createTranslator<K>(locale, englishCatalog, catalog),
  );
}
