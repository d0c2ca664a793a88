import { useCallback } from 'react';
import { useStore, type createStore } from 'jotai';
import { isLocale, type Locale, type PageLocale } from 'shared-contracts';
import { callApi } from '../http/client.js';
import { currentUserAtom } from '../session/atoms.js';
import { sessionOperationsOf } from '../session/operations.js';
import { catalogsReady } from './catalogs.js';
import { applyLocaleToPage, localeAtStart, localeAtom, rememberLocale } from './locale.js';

type Store = ReturnType<typeof createStore>;

interface PageChoice {
  /** A language picked on this page before anyone signed in: the account takes it at sign-in. */
  pickedSignedOut: Locale | null;
  /** The pseudo-language asked for in the address: the account's language does not take over. */
  pinned: boolean;
}
const choices = new WeakMap<Store, PageChoice>();
function choiceOf(store: Store): PageChoice {
  let choice = choices.get(store);
  if (!choice) choices.set(store, (choice = { pickedSignedOut: null, pinned: false }));
  return choice;
}

/**
 * The page switches to a language once every catalogue on it has the language's messages, so no
 * screen shows a mix. The device remembers it for the next visit.
 */
async function showLocale(store: Store, locale: PageLocale): Promise<void> {
  await catalogsReady(locale);
  store.set(localeAtom, locale);
  applyLocaleToPage(locale);
  rememberLocale(locale);
}

/** Saves a language with the signed-in account; the session holds the server's answer. */
async function saveWithAccount(store: Store, language: Locale): Promise<void> {
  try {
    const { user } = await callApi('setLanguage', { body: { language } });
    if (user) sessionOperationsOf(store).userSaved(user);
  } catch (error) {
    // The page already speaks it; the account learns it at the next choice or sign-in.
    console.error('Could not save the language with the account', error);
  }
}

/**
 * A member picks a language (the sign-in page's picker, their profile's): the page speaks it at
 * once, and the account keeps it (signed in now, or as soon as they sign in), so every device
 * and every e-mail follows.
 */
export async function chooseLocale(store: Store, locale: PageLocale): Promise<void> {
  await showLocale(store, locale);
  if (!isLocale(locale)) return; // The pseudo-language is this page's only.
  if (store.get(currentUserAtom)) await saveWithAccount(store, locale);
  else choiceOf(store).pickedSignedOut = locale;
}

export function useChooseLocale(): (locale: PageLocale) => Promise<void> {
  const store = useStore();
  return useCallback((locale: PageLocale) => chooseLocale(store, locale), [store]);
}

/**
 * The page's language at start (the shell calls this before the first render): one asked for in
 * the address counts as picked, the device's or the browser's otherwise.
 */
export function startLocale(store: Store): PageLocale {
  const { locale, inAddress } = localeAtStart();
  store.set(localeAtom, locale);
  applyLocaleToPage(locale);
  if (inAddress) {
    if (isLocale(locale)) choiceOf(store).pickedSignedOut = locale;
    else choiceOf(store).pinned = true;
  }
  return locale;
}

/**
 * The account's language follows the member to every device (the shell calls this once): when a
 * member is signed in, the page speaks the language their account keeps; a language they picked
 * on the sign-in page just before goes to the account instead, and so does the page's language
 * for an account that never chose (its e-mails are then in the language it reads).
 */
export function followAccountLanguage(store: Store): void {
  let seen: number | null = null;
  const follow = () => {
    const user = store.get(currentUserAtom);
    if (!user) {
      seen = null;
      return;
    }
    const saved = isLocale(user.language) ? user.language : undefined;
    const first = seen !== user.id;
    seen = user.id;
    const shown = store.get(localeAtom);
    const choice = choiceOf(store);
    if (choice.pinned) return;
    if (first && choice.pickedSignedOut) {
      const picked = choice.pickedSignedOut;
      choice.pickedSignedOut = null;
      if (picked !== saved) void saveWithAccount(store, picked);
      return;
    }
    if (saved && saved !== shown) void showLocale(store, saved);
    else if (!saved && first && isLocale(shown)) void saveWithAccount(store, shown);
  };
  store.sub(currentUserAtom, follow);
  follow();
}
