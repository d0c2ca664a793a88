import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/**
 * The profile editor's words (the form, the avatar picker): they come with its chunk, fetched when
 * Edit Profile is first chosen.
 * The other languages come when chosen.
 */
export const { useText } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));
