import { DEFAULT_LOCALE, filled, icuFormatter, needsIcu, type Catalog, type PageLocale, type Translator } from 'shared-contracts';
import { TEMPLATES_KEY, textKey } from '../../i18n/textKey.js';

/**
 * Where a catalogue in another language than English carries the shared messages its package
 * says (the topics of its messages/shared-topics.txt: tooling/i18n/compileCatalog.cjs), so a
 * screen downloads those words, not every shared message.
 */
export const SHARED_KEY = '#s';

/** English is the code's own text: nothing to fetch, placeholders filled. */
export const inEnglish: Translator<string> = Object.assign((text: string, values?: Parameters<Translator>[1]) => filled(text, values), { locale: DEFAULT_LOCALE });

// The translator that finds texts the code filled in comes in a chunk of its own (an English
// page downloads none of it).
let sourceTranslator: Promise<typeof import('../../i18n/sourceTranslator.js')> | undefined;
export const translatorCode = () => (sourceTranslator ??= import(/* webpackChunkName: "lang-shared-translator" */ '../../i18n/sourceTranslator.js'));

/** The shared messages the page has in each language: what the catalogues on it brought. */
const onPage = new Map<PageLocale, Catalog>();
/** The translator of each language, and which of its catalogues it was made from. */
const made = new Map<PageLocale, Translator<string>>();
const madeFrom = new Map<PageLocale, Catalog>();

const templatesOf = (catalog: Catalog): string[] => (catalog[TEMPLATES_KEY] as unknown as string[] | undefined) ?? [];

/** The page's shared messages in `locale` as they are now: English for a text no catalogue brought. */
export const sharedTranslatorNow = (locale: PageLocale): Translator<string> => made.get(locale) ?? inEnglish;

/**
 * Adds the shared messages a catalogue brought (its '#s') to the page's in `locale`; settles
 * once they can be said (the translator's code, and Lingui for a message that counts).
 */
export function sharedMessagesCame(locale: PageLocale, part: Catalog): Promise<void> {
  const { [TEMPLATES_KEY]: templates, ...messages } = part;
  const had = onPage.get(locale) ?? {};
  const merged: Catalog = { ...had, ...messages, [TEMPLATES_KEY]: [...new Set([...templatesOf(had), ...((templates as unknown as string[] | undefined) ?? [])])] as never };
  onPage.set(locale, merged);
  // The translator is made again, once its code is here, from everything brought by then (one
  // catalogue, one set of templates): a part that came meanwhile is in it, whichever call makes it.
  const translator = translatorCode().then(({ createSourceTranslator }) => {
    const latest = onPage.get(locale) ?? merged;
    if (madeFrom.get(locale) === latest) return;
    made.set(locale, createSourceTranslator(locale, latest, { keyOf: textKey }));
    madeFrom.set(locale, latest);
  });
  // A part that counts or chooses is said once Lingui is here too: its package waits for both.
  return Promise.all([translator, needsIcu(messages as Catalog, locale) ? icuFormatter() : undefined]).then(() => undefined);
}

/**
 * Every shared message in `locale` (its lang-shared-… chunk): for a package built before the
 * catalogues carried their shared messages, whose catalogue brings none.
 */
export function everySharedMessage(locale: PageLocale): Promise<void> {
  return import(/* webpackChunkName: "lang-shared-[request]", webpackExclude: /en\.json$/ */ `../../i18n/messages/${locale}.json`).then((module: { default: Catalog }) =>
    sharedMessagesCame(locale, module.default),
  );
}
