import { DEFAULT_LOCALE, createTranslator, type Catalog } from 'shared-contracts';
import english from '../messages/en.json';
import type { CalendarKey } from '../messages';

/** The calendar's messages in English, outside React (the unit tests of its words). */
export const englishText = createTranslator<CalendarKey>(DEFAULT_LOCALE, english as Catalog, undefined);
