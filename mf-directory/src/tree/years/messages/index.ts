import { createTranslator, type Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/**
 * How the tree writes a person's years ('1921-1999', 'b. c. 1850'): the tree and the family section,
 * two chunks that load apart, both say them (lifeYears).
 * The other languages come when chosen.
 */
export const { useText } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));

export type YearsKey = keyof typeof english;
export type YearsText = Translator<YearsKey>;

/** The same words in English, outside React: lifeYears' default, and the tests' expectations. */
export const inEnglish: YearsText = /* @__PURE__ */ createTranslator<YearsKey>('en', english, undefined);
