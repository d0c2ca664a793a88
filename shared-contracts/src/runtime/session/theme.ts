import { atom } from 'jotai';
import { DEFAULT_THEME, type Theme } from 'shared-contracts';

/** The theme the page wears. The shell applies it; the admin remote edits it. */
export const themeAtom = atom<Theme>(DEFAULT_THEME);
