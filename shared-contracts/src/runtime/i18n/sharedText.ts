import { DEFAULT_LOCALE, PSEUDO_LOCALE, createSourceTranslator, type Catalog, type PageLocale, type Translator } from 'shared-contracts';
import { catalogCache } from './catalogs.js';

const fetchShared = (locale: PageLocale): Promise<Catalog> =>
  locale === PSEUDO_LOCALE
    ? Promise.all([import('../../i18n/pseudo.js'), import('../../i18n/messages/en.json')]).then(([{ pseudoCatalog }, english]) => pseudoCatalog(english.default as Catalog))
    : import(/* webpackChunkName: "lang-shared-[request]", webpackExclude: /en\.json$/ */ `../../i18n/messages/${locale}.json`).then((module: { default: Catalog }) => module.default);

const shared = catalogCache<string>(createSourceTranslator(DEFAULT_LOCALE, undefined), fetchShared, (locale, catalog) => createSourceTranslator(locale, catalog));

/**
 * The messages shared by the server and every package (validation, the calls' failures, the
 * words of the contracts), in the page's language. Their keys are the English texts the code
 * names (MESSAGES.emailRequired); a text no catalogue holds, such as a message the server
 * already said in the member's language, is shown as it is.
 */
export const useSharedText = shared.useText;
export const sharedTextIn = shared.textIn;
