import { createTranslator, type Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/** The PWA debug page's words: they come with the page; the other languages when chosen. */
export const { useText } = defineMessages(english, (locale) => import(/* webpackChunkName: "lang-pwa-[request]", webpackExclude: /en\.json$/ */ `./${locale}.json`));

export type PwaText = Translator<keyof typeof english>;

/** The same words in English, for the checks' callers that say none of their own (their tests). */
export const inEnglish: PwaText = createTranslator('en', english, undefined);
