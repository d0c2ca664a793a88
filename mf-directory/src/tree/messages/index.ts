import { createTranslator, type Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/**
 * The family tree's words (the drawing, its tools, the list beside it): they come with its chunk,
 * fetched when the tree is first chosen.
 * The other languages come when chosen.
 */
export const { useText } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));

export type TreeKey = keyof typeof english;
export type TreeText = Translator<TreeKey>;

/** The same words in English, outside React: the tests' expectations. */
export const inEnglish: TreeText = /* @__PURE__ */ createTranslator<TreeKey>('en', english, undefined);
