import type { Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/** The words several sections of Settings say (the failure of a call that got no answer, a page of a list, no file chosen), for the sections' chunks: the page itself shows none of them. The other languages come when chosen, each a chunk of its own. */
export type CommonKey = keyof typeof english;
export type CommonText = Translator<CommonKey>;

export const { useText, textIn } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));
