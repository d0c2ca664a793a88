import type { Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/** Site language's own words; its title is the page's (src/messages). The other languages come when chosen, each a chunk of its own. */
export type LanguageKey = keyof typeof english;
export type LanguageText = Translator<LanguageKey>;

export const { useText, textIn } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));
