import { createTranslator, type Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/**
 * The family section's words (one's own family, or a member's an admin manages, and the relatives
 * without an account): they come with its chunk, fetched when its member asks for it.
 * The other languages come when chosen.
 */
export const { useText } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));

export type FamilyKey = keyof typeof english;
export type FamilyText = Translator<FamilyKey>;

/** The same words in English, outside React: the tests' expectations. */
export const inEnglish: FamilyText = /* @__PURE__ */ createTranslator<FamilyKey>('en', english, undefined);
