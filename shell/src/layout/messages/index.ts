import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/**
 * The dashboard frame's words (top bar, navigation, account menu, the passkey offer, the
 * offline and update notices): they come with the frame's chunk, so the sign-in page carries
 * none of them. The other languages come when chosen.
 */
export const { useText } = defineMessages(english, (locale) => import(/* webpackChunkName: "lang-frame-[request]", webpackExclude: /en\.json$/ */ `./${locale}.json`));
