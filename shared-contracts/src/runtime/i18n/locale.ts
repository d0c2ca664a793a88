import { atom } from 'jotai';
import { DEFAULT_LOCALE, STORAGE_KEYS, isPageLocale, localeDirection, negotiateLocale, type PageLocale } from 'shared-contracts';

/**
 * The language the page speaks. The shell owns it (startShell sets it before the first render,
 * the picker and the account change it); every remote's messages follow it.
 */
export const localeAtom = atom<PageLocale>(DEFAULT_LOCALE);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The language this device remembers (the last one chosen here or brought by the account). */
function rememberedLocale(): PageLocale | null {
  try {
    const value = storage()?.getItem(STORAGE_KEYS.language);
    return isPageLocale(value) ? value : null;
  } catch {
    return null;
  }
}

export function rememberLocale(locale: PageLocale): void {
  try {
    storage()?.setItem(STORAGE_KEYS.language, locale);
  } catch {
    // Storage full or disabled: the language still holds for this page.
  }
}

/**
 * A first visit's language: one asked for in the address (?lang=de, the pseudo-language of the
 * tests included), else the one this device remembers, else the first of the browser's
 * languages FamilyNet speaks.
 */
export function localeAtStart(): { locale: PageLocale; inAddress: boolean } {
  try {
    const asked = new URLSearchParams(window.location.search).get('lang');
    if (isPageLocale(asked)) {
      rememberLocale(asked);
      return { locale: asked, inAddress: true };
    }
  } catch {
    // No address to read (tests): the rest decides.
  }
  const remembered = rememberedLocale();
  if (remembered) return { locale: remembered, inAddress: false };
  const languages = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
  return { locale: negotiateLocale(languages), inAddress: false };
}

/** `<html lang dir>`: screen readers, fonts, hyphenation and the mirrored layout follow it. */
export function applyLocaleToPage(locale: PageLocale): void {
  const root = document.documentElement;
  root.lang = locale;
  root.dir = localeDirection(locale);
}
