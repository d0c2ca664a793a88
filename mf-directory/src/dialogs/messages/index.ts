import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/**
 * What the directory's two dialogs say alike (their corner X): the profile's and My QR Code's, which
 * the shell may open apart, and neither with the other's chunk.
 * The other languages come when chosen.
 */
export const { useText } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));
