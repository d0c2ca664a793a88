import { createTranslator, type Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/**
 * The my-data section's words (the download, leaving): they come with its chunk, fetched when its
 * member asks for it.
 * The other languages come when chosen.
 */
export const { useText } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));

export type MyDataKey = keyof typeof english;
export type MyDataText = Translator<MyDataKey>;

/** The same words in English, outside React: the tests' expectations. */
export const inEnglish: MyDataText = /* @__PURE__ */ createTranslator<MyDataKey>('en', english, undefined);
