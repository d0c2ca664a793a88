import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/**
 * The words every page may show before any remote: the spinner's name and an area that could not
 * be loaded. The frame's own are in layout/messages. The other languages come when chosen.
 */
export const { useText } = defineMessages(english, (locale) => import(/* webpackChunkName: "lang-shell-[request]", webpackExclude: /en\.json$/ */ `./${locale}.json`));
