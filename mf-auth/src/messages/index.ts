import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/** The sign-in, sign-up, reset and waiting pages' own words; the other languages come when chosen. */
export const { useText } = defineMessages(english, (locale) => import(/* webpackChunkName: "lang-[request]", webpackExclude: /en\.json$/ */ `./${locale}.json`));
