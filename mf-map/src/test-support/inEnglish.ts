import type { Translator } from 'shared-contracts';
import { englishText } from '../messages';
import type { MapSay } from '../parts/markerContent';

/** The shared messages in English are their own words. */
const sharedInEnglish: Translator<string> = Object.assign((text: string) => text, { locale: 'en' as const });

/** What a popup is said with on an English page (the unit tests of the markers). */
export const inEnglish: MapSay = { t: englishText, shared: sharedInEnglish };
