import { DEFAULT_LOCALE, createTranslator, type Catalog, type Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/** The Family Map's own words (the header, the alerts, the switch, the markers and their popups); the other languages come when chosen. */
export const { useText } = defineMessages(english, (locale) => import(/* webpackChunkName: "lang-[request]", webpackExclude: /en\.json$/ */ `./${locale}.json`));

export type MapKey = keyof typeof english;
export type MapText = Translator<MapKey>;

/** The map's messages in English, outside React: the constants its tests compare with. */
export const englishText: MapText = createTranslator<MapKey>(DEFAULT_LOCALE, english as Catalog, undefined);
