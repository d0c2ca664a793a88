import { DEFAULT_LOCALE, createTranslator, type Catalog, type Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/*
 * Settings' own words (issue 42); the other languages come when chosen. A count English says
 * as the spec wrote it ("1000 users", no thousands separator) is `{count}` in English's plural
 * branches, and `#` in the other languages', where Intl writes it as the language does.
 */
export type TextKey = keyof typeof english;
export type Text = Translator<TextKey>;

export const { useText, textIn } = defineMessages(english, (locale) => import(/* webpackChunkName: "lang-[request]", webpackExclude: /en\.json$/ */ `./${locale}.json`));

/** The words in English outside a page (the admin log's sentences as the tests and the console read them). */
export const englishText: Text = createTranslator<TextKey>(DEFAULT_LOCALE, english as Catalog, undefined);
