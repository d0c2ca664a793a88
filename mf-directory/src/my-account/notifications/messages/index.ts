import { createTranslator, type Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/**
 * The notifications section's words: they come with its chunk, fetched when its member asks for it.
 * The other languages come when chosen.
 */
export const { useText } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));

export type NotificationsKey = keyof typeof english;
export type NotificationsText = Translator<NotificationsKey>;

/** The same words in English, outside React: the tests' expectations. */
export const inEnglish: NotificationsText = /* @__PURE__ */ createTranslator<NotificationsKey>('en', english, undefined);
