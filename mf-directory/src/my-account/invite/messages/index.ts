import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/**
 * My QR Code's words: they come with the dialog the shell opens (InviteDialog).
 * The other languages come when chosen.
 */
export const { useText } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));
