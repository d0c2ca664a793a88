import type { Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/** The Birthday Calendar's own words (the month, the list, the Subscribe dialog); the other languages come when chosen. */
export const { useText } = defineMessages(english, (locale) => import(`./${locale}.json`));

export type CalendarKey = keyof typeof english;
export type CalendarText = Translator<CalendarKey>;
