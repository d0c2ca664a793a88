import { DEFAULT_LOCALE, createTranslator, type Catalog, type Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/*
 * The words of Settings' first chunk (issue 42): the page's heading, the sections' titles and
 * spinners (shown before a section's code comes) and Theme Customization, drawn with the page.
 * Each section loaded later brings its own words beside its code (background/messages,
 * users/messages, ...: one catalogue per chunk); the words several of them say are parts/messages.
 * The other languages come when chosen. A count English says as the spec wrote it ("1000
 * users", no thousands separator) is `{count}` in English's plural branches, and `#` in the
 * other languages', where Intl writes it as the language does.
 */
export type TextKey = keyof typeof english;
export type Text = Translator<TextKey>;

export const { useText, textIn } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));

/** The words in English outside a page (the spinner's name lazyPartsOf gives a section, once). */
export const englishText: Text = createTranslator<TextKey>(DEFAULT_LOCALE, english as Catalog, undefined);
