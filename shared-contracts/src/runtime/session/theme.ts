import { atom } from 'jotai';
import { DEFAULT_THEME, STORAGE_KEYS, isTheme, type Theme } from 'shared-contracts';
import { callApi } from '../http/client.js';
import { sameJson } from '../sameJson.js';

/** The theme the page wears. The shell loads it; the admin remote saves it; ThemeRoot applies it. */
export const themeAtom = atom<Theme>(DEFAULT_THEME);

/** Counts the theme's changes, so a slow fetch cannot undo a save made meanwhile. */
const themeVersionAtom = atom(0);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The theme remembered on this device (only one that passes the Theme rules), or null. */
export function rememberedTheme(): Theme | null {
  try {
    const raw = storage()?.getItem(STORAGE_KEYS.theme);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

function rememberTheme(theme: Theme): void {
  try {
    storage()?.setItem(STORAGE_KEYS.theme, JSON.stringify(theme));
  } catch {
    // Storage full or disabled: the theme still shows this time.
  }
}

/** Write-only: the family's theme changed (an admin saved it): every screen wears it at once, and this device remembers it. */
export const applyThemeAtom = atom(null, (get, set, theme: Theme) => {
  set(themeVersionAtom, get(themeVersionAtom) + 1);
  set(themeAtom, theme);
  rememberTheme(theme);
});

/**
 * Write-only: the theme as the spec loads it (section 4): the server's, else the one remembered
 * on this device, else the defaults. Call it once at start, after putting rememberedTheme() in
 * themeAtom (so the page never flashes the defaults). A failed fetch keeps what is shown.
 */
export const fetchThemeAtom = atom(null, async (get, set) => {
  const version = get(themeVersionAtom);
  try {
    const { theme } = await callApi('theme');
    if (!theme || !isTheme(theme) || get(themeVersionAtom) !== version) return;
    // Usually the theme this device remembered, already worn: nothing to draw again.
    if (sameJson(get(themeAtom), theme)) return;
    set(themeAtom, theme);
    rememberTheme(theme);
  } catch (error) {
    console.error('Could not load the theme', error);
  }
});
