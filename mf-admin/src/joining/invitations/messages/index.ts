import type { Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/** The words of Invitations and of Invite by email (their chunk, joining/InvitationsSection, is every member's); its title is the page's (src/messages). The other languages come when chosen, each a chunk of its own. */
export type InvitationsKey = keyof typeof english;
export type InvitationsText = Translator<InvitationsKey>;

export const { useText, textIn } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));
