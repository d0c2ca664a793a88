import type { Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/**
 * The Subscribe dialog's own words: the dialog is a chunk of its own, fetched when someone opens
 * it (parts/SubscribeDialog.tsx), and brings them; the other languages come when chosen.
 */
export type SubscribeKey = keyof typeof english;
export type SubscribeText = Translator<SubscribeKey>;

export const { useText } = defineMessages(english, (locale) => import(/* webpackChunkName: "lang-subscribe-[request]", webpackExclude: /en\.json$/ */ `./${locale}.json`));
