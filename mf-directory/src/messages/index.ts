import { createTranslator, type Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/**
 * The directory's first screen's words (the title, the search, the views, the cards, the offline
 * copy's notice) and those its parts share with the later ones (a member's facts, "You"): they
 * come with the page's first chunk. Each part fetched later brings its own catalogue (the profile
 * dialog's in profile/messages, my account's sections' in my-account/<section>/messages, the
 * tree's in tree/messages); the other languages come when chosen.
 */
export const { useText, textIn } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));

export type DirectoryKey = keyof typeof english;
export type DirectoryText = Translator<DirectoryKey>;

/**
 * The same words in English, outside React: the default of the pure helpers that write words
 * (timeInWords), whose tests read English, and the tests' expectations.
 */
export const inEnglish: DirectoryText = createTranslator<DirectoryKey>('en', english, undefined);
