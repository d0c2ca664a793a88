import type { Translator } from 'shared-contracts';
import { defineMessages } from 'shared-contracts/runtime';
import english from './en.json';

/** Browse Gallery's own words: the gallery is a chunk of its own, fetched when it is first opened (background/Gallery.tsx). The other languages come when chosen, each a chunk of its own. */
export type GalleryKey = keyof typeof english;
export type GalleryText = Translator<GalleryKey>;

export const { useText, textIn } = defineMessages(english, (locale) => import(/* webpackExclude: /en\.json$/ */ `./${locale}.json`));
