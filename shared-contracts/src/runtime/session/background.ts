import { useEffect } from 'react';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { STORAGE_KEYS } from 'shared-contracts';
import { callApi } from '../http/client.js';

/**
 * The family's current background picture, shared by the sign-in page, the dashboard and the
 * admin's Background Image section: its address, null for none (each screen's default), or
 * undefined before anything is known.
 */
export const backgroundUrlAtom = atom<string | null | undefined>(undefined);

/** Counts the changes made on this page, so a slow first fetch cannot undo a newer choice. */
const backgroundVersionAtom = atom(0);
const backgroundRequestedAtom = atom(false);

/** The background remembered on this device (instant restore), or null. */
function rememberedBackground(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEYS.background) || null;
  } catch {
    return null;
  }
}

function rememberBackground(url: string | null): void {
  try {
    if (url) window.localStorage.setItem(STORAGE_KEYS.background, url);
    else window.localStorage.removeItem(STORAGE_KEYS.background);
  } catch {
    // Storage full or disabled: the picture still shows this time.
  }
}

/** Write-only: the background changed (an admin set, uploaded or deleted one): shown at once on every screen, remembered. */
export const setBackgroundUrlAtom = atom(null, (get, set, url: string | null) => {
  set(backgroundVersionAtom, get(backgroundVersionAtom) + 1);
  set(backgroundUrlAtom, url);
  rememberBackground(url);
});

/**
 * Write-only: the remembered picture at once, then (once per page) the server's current one,
 * remembered for next time. A failed fetch leaves the picture in place without a word.
 */
const loadBackgroundAtom = atom(null, async (get, set) => {
  if (get(backgroundRequestedAtom)) return;
  set(backgroundRequestedAtom, true);
  if (get(backgroundUrlAtom) === undefined) set(backgroundUrlAtom, rememberedBackground());
  const version = get(backgroundVersionAtom);
  try {
    const data = await callApi('backgroundImage');
    if (!data || !('backgroundUrl' in data) || get(backgroundVersionAtom) !== version) return;
    set(backgroundUrlAtom, data.backgroundUrl || null);
    rememberBackground(data.backgroundUrl || null);
  } catch (error) {
    console.error('Could not load the background image', error);
  }
});

/** The family's background picture for a screen (null: none, use the screen's default). */
export function useSiteBackground(): string | null {
  const url = useAtomValue(backgroundUrlAtom);
  const load = useSetAtom(loadBackgroundAtom);
  useEffect(() => {
    void load();
  }, [load]);
  return url === undefined ? rememberedBackground() : url;
}
