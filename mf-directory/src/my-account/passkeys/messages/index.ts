import type { Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/**
 * The passkeys section's words: they come with its chunk, fetched when its member asks for it.
 * The other languages come when chosen.
 */
export const { useText } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));

export type PasskeysKey = keyof typeof english;
export type PasskeysText = Translator<PasskeysKey>;
