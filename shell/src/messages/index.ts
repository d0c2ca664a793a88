import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/** The frame's own words (top bar, navigation, account menu, notices); the other languages come when chosen. */
export const { useText } = defineMessages(english, (locale) => import(/* webpackChunkName: "lang-shell-[request]", webpackExclude: /en\.json$/ */ `./${locale}.json`));
