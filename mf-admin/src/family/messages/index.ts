import type { Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/** Family Tree Import's own words; its title is the page's (src/messages). The other languages come when chosen, each a chunk of its own. */
export type FamilyKey = keyof typeof english;
export type FamilyText = Translator<FamilyKey>;

export const { useText, textIn } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));
