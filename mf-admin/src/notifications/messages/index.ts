import type { Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/** Notifications' own words; its title is the page's (src/messages). The other languages come when chosen, each a chunk of its own. */
export type NotificationsKey = keyof typeof english;
export type NotificationsText = Translator<NotificationsKey>;

export const { useText, textIn } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));
