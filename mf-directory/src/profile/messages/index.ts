import { createTranslator, type Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/**
 * The profile dialog's words (Profile Details: the view, its sections, one's own account's list of
 * sections, a relative's family section): they come with its chunk (parts/ProfileDetails, drawn
 * when a card is opened or the shell opens one's own profile). Cancel, Uploading and the offline
 * notice are here too: the edit form and the sections, fetched from the dialog only, say them.
 * The other languages come when chosen.
 */
export const { useText } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));

export type ProfileKey = keyof typeof english;
export type ProfileText = Translator<ProfileKey>;

/** The same words in English, outside React: the tests' expectations. */
export const inEnglish: ProfileText = /* @__PURE__ */ createTranslator<ProfileKey>('en', english, undefined);
