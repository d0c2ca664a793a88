import { defineMessages } from './defineMessages.js';

/**
 * The shared messages every page says (messages/shared-topics.txt: validation, the calls'
 * failures, the plain controls' and the areas' words), which this runtime and its controls say
 * themselves. The runtime has no words of its own: its catalogues are empty but for those
 * shared messages, which the build puts in them.
 */
export const commonMessages = defineMessages({}, (locale) => import(/* webpackChunkName: "lang-common-[request]", webpackExclude: /en\.json$/ */ `./messages/${locale}.json`));
