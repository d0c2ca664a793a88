import { DEFAULT_LOCALE, createTranslator, type Catalog, type Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/** The admin log's own words (its sentences too); its title is the page's (src/messages). The other languages come when chosen, each a chunk of its own. */
export type LogKey = keyof typeof english;
export type LogText = Translator<LogKey>;

export const { useText, textIn } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));

/** The log's words in English outside a page (its sentences as the tests and the console read them). */
export const englishText: LogText = createTranslator<LogKey>(DEFAULT_LOCALE, english as Catalog, undefined);
