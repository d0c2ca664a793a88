import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { DEFAULT_LOCALE, icuFormatter, isPageLocale, needsIcu, type Catalog, type PageLocale, type Translator } from 'shared-contracts';
import { localeAtom } from './locale.js';

/** The translators of one catalogue, by language, each made once its messages have come. */
interface CatalogCache<K extends string> {
  useText(): Translator<K>;
  textIn(locale: PageLocale): Promise<Translator<K>>;
}

/** Every catalogue on the page (the shell's, the shared one, each remote's once it arrived). */
const catalogsOnPage = new Set<(locale: PageLocale) => Promise<unknown>>();

/**
 * Settles once every catalogue on the page has the language's messages (or has given up on
 * them): the shell waits for it before it switches the page to a language, and before it draws a
 * remote that has just arrived, so a screen never flashes English first.
 */
export function catalogsReady(locale: PageLocale): Promise<void> {
  return Promise.all([...catalogsOnPage].map((load) => load(locale))).then(() => undefined);
}

/**
 * A chunk fetched later (a lazy part, a dialog), drawn once the messages it brought are there in
 * the page's language: `lazy(() => withPageMessages(import('./Part')))`. A chunk's catalogue asks
 * for its language as it arrives; this waits for it, so the part never flashes English.
 */
export async function withPageMessages<M>(module: M | Promise<M>): Promise<M> {
  const loaded = await module;
  const locale = typeof document === 'undefined' ? DEFAULT_LOCALE : document.documentElement.lang;
  if (isPageLocale(locale)) await catalogsReady(locale);
  return loaded;
}

/** Words of a language that are not a catalogue (antd's): the page waits for them as for one. */
export function waitForLanguageWith(load: (locale: PageLocale) => Promise<unknown>): void {
  catalogsOnPage.add(load);
}

/**
 * Fetches a language's catalogue once and keeps its translator. A catalogue that cannot be
 * fetched (offline, a deploy in between) leaves the page in English rather than broken, until
 * the page is loaded again. A package that arrives on a page in another language asks for its
 * messages at once, beside its other chunks.
 */
export function catalogCache<K extends string>(english: Translator<K>, fetchCatalog: (locale: PageLocale) => Promise<Catalog>, translator: (locale: PageLocale, catalog: Catalog) => Translator<K>): CatalogCache<K> {
  const ready = new Map<PageLocale, Translator<K>>([[DEFAULT_LOCALE, english]]);
  const pending = new Map<PageLocale, Promise<Translator<K>>>();

  const textIn = (locale: PageLocale): Promise<Translator<K>> => {
    const done = ready.get(locale);
    if (done) return Promise.resolve(done);
    let waiting = pending.get(locale);
    if (!waiting) {
      waiting = fetchCatalog(locale)
        // A catalogue with messages that count or choose waits for Lingui, which says them.
        .then((catalog) => (needsIcu(catalog, locale) ? icuFormatter().then(() => catalog) : catalog))
        .then(
          (catalog) => {
            const made = translator(locale, catalog);
            ready.set(locale, made);
            pending.delete(locale);
            return made;
          },
          (failure) => {
            console.warn(`The ${locale} messages could not be fetched: English instead`, failure);
            return english;
          },
        );
      pending.set(locale, waiting);
    }
    return waiting;
  };
  catalogsOnPage.add(textIn);

  if (typeof document !== 'undefined') {
    const pageLocale = document.documentElement.lang;
    if (isPageLocale(pageLocale) && pageLocale !== DEFAULT_LOCALE) void textIn(pageLocale);
  }

  function useText(): Translator<K> {
    const locale = useAtomValue(localeAtom);
    const [, arrived] = useState(0);
    const translator = ready.get(locale);
    useEffect(() => {
      if (ready.has(locale)) return;
      let active = true;
      void textIn(locale).then(() => active && arrived((count) => count + 1));
      return () => {
        active = false;
      };
    }, [locale]);
    // Only when the shell did not wait for this catalogue (a test, a language chosen elsewhere):
    // English until the messages come.
    return translator ?? english;
  }

  return { useText, textIn };
}
