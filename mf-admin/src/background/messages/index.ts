import type { Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/** Background Image's own words, and a file's size (the upload's limit, the gallery's pictures); its title is the page's (src/messages), shown before this chunk comes. The other languages come when chosen, each a chunk of its own. */
export type BackgroundKey = keyof typeof english;
export type BackgroundText = Translator<BackgroundKey>;

export const { useText, textIn } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));
