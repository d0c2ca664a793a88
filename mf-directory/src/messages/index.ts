import { createTranslator, type Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/** The directory's own words (cards, profile, my account, the tree); the other languages come when chosen. */
export const { useText, textIn } = defineMessages(english, (locale) => import(`./${locale}.json`));

export type DirectoryKey = keyof typeof english;
export type DirectoryText = Translator<DirectoryKey>;

/**
 * The same words in English, outside React: the default of the pure helpers that write words
 * (lifeYears, timeInWords), whose tests read English, and the tests' expectations.
 */
export const inEnglish: DirectoryText = createTranslator<DirectoryKey>('en', english, undefined);
