import type { Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/** The words of user administration (Create New User, Bulk User Import, User Management, Email System Test: one chunk, users/UserAdminContent); their titles are the page's (src/messages). The other languages come when chosen, each a chunk of its own. */
export type UsersKey = keyof typeof english;
export type UsersText = Translator<UsersKey>;

export const { useText, textIn } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));
