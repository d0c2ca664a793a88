import { DEFAULT_LOCALE, PSEUDO_LOCALE, filled, type Catalog, type PageLocale, type Translator } from 'shared-contracts';
import { textKey } from '../../i18n/textKey.js';
import { catalogCache } from './catalogs.js';

/** English is the code's own text: nothing to fetch, placeholders filled. */
const inEnglish: Translator<string> = Object.assign((text: string, values?: Parameters<Translator>[1]) => filled(text, values), { locale: DEFAULT_LOCALE });

// Another language: its catalogue and the translator that finds texts the code filled in, in
// chunks of their own (an English page downloads neither).
const translatorFor = (locale: PageLocale, catalog: Promise<Catalog>): Promise<Catalog> =>
  Promise.all([catalog, import(/* webpackChunkName: "lang-shared-translator" */ '../../i18n/sourceTranslator.js')]).then(([messages, { createSourceTranslator }]) => {
    // The build keys the page's catalogues by a hash of the English (tooling/i18n/catalogLoader.cjs).
    made.set(locale, createSourceTranslator(locale, messages, { keyOf: textKey }));
    return messages;
  });

const made = new Map<PageLocale, Translator<string>>();

const fetchShared = (locale: PageLocale): Promise<Catalog> =>
  translatorFor(
    locale,
    locale === PSEUDO_LOCALE
      ? Promise.all([import('../../i18n/pseudo.js'), import('../../i18n/messages/en.json')]).then(([{ pseudoCatalog }, english]) => pseudoCatalog(english.default as Catalog))
      : import(/* webpackChunkName: "lang-shared-[request]", webpackExclude: /en\.json$/ */ `../../i18n/messages/${locale}.json`).then((module: { default: Catalog }) => module.default),
  );

const shared = catalogCache<string>(inEnglish, fetchShared, (locale) => made.get(locale) ?? inEnglish);

/**
 * The messages shared by the server and every package (validation, the calls' failures, the
 * words of the contracts), in the page's language. Their keys are the English texts the code
 * names (MESSAGES.emailRequired); a text no catalogue holds, such as a message the server
 * already said in the member's language, is shown as it is.
 */
export const useSharedText = shared.useText;
export const sharedTextIn = shared.textIn;
