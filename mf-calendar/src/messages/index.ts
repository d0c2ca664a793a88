import type { Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/**
 * The Birthday Calendar's own words (the month, the list); the other languages come when chosen.
 * The Subscribe dialog, a chunk of its own, brings its words with it (parts/subscribe/messages).
 */
export const { useText } = defineMessages(english, (locale) => import(/* webpackChunkName: "lang-[request]", webpackExclude: /en\.json$/ */ `./${locale}.json`));

export type CalendarKey = keyof typeof english;
export type CalendarText = Translator<CalendarKey>;
