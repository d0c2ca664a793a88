import type { Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/** The words of Who can join and Waiting for approval (one chunk, joining/JoiningContent); their titles are the page's (src/messages). The other languages come when chosen, each a chunk of its own. */
export type JoiningKey = keyof typeof english;
export type JoiningText = Translator<JoiningKey>;

export const { useText, textIn } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));
