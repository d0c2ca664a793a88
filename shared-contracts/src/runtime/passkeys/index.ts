import { STORAGE_KEYS, type Passkey, type User } from '../../index.js';

type Ceremonies = typeof import('./ceremonies.js');
let loaded: Ceremonies | undefined;
/** The ceremonies' code, fetched the first time a passkey is used. */
async function ceremonies(): Promise<Ceremonies> {
  loaded ??= await import('./ceremonies.js');
  return loaded;
}

/*
 * Passkeys in the browser: the ceremonies (ceremonies.ts, with @simplewebauthn/browser) are
 * fetched when a member first adds a passkey or signs in with one; no first visit downloads them.
 */

/** Whether this browser can use passkeys at all. */
export function passkeysSupported(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** Asks the browser to make a passkey for the signed-in member and keeps it under `name`. */
export async function addPasskey(name: string): Promise<Passkey> {
  return (await ceremonies()).addPasskey(name);
}

/** Asks the browser for one of this site's passkeys and signs in with it: the member. */
export async function signInWithPasskey(): Promise<User> {
  return (await ceremonies()).signInWithPasskey();
}

/** Asks the browser for one of this site's passkeys to confirm an act (the answer is sent with it; nobody is signed in). */
export async function passkeyConfirmation(): Promise<unknown> {
  return (await ceremonies()).passkeyConfirmation();
}

/**
 * Where the browser can, this site's passkeys are offered in the e-mail field's autofill (the
 * field's autocomplete ends in 'webauthn'); choosing one signs in: the member, or null when the
 * browser offers no autofill. Asked after the page is idle, so the first paint never waits for it.
 */
export async function passkeyAutofill(): Promise<User | null> {
  if (!passkeysSupported() || typeof PublicKeyCredential.isConditionalMediationAvailable !== 'function') return null;
  if (!(await PublicKeyCredential.isConditionalMediationAvailable())) return null;
  return (await ceremonies()).passkeyAutofill();
}

/** Ends a waiting autofill offer (the sign-in page is left, or the button is used). */
export function stopPasskeyAutofill(): void {
  loaded?.stopPasskeyAutofill();
}

/** The browser's own refusal (the member closed its dialog, or no passkey was chosen): nothing to report. */
export function passkeyCancelled(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'NotAllowedError' || name === 'AbortError';
}

/** After a sign-up or a password reset: the dashboard offers a passkey once (skippable). */
export function offerPasskeyOnce(): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.passkeyOffer, '1');
  } catch {
    // No storage (a private window that refuses it): no offer.
  }
}

/** Whether the offer waits; reading it ends it, so it shows once. */
export function takePasskeyOffer(): boolean {
  try {
    const pending = sessionStorage.getItem(STORAGE_KEYS.passkeyOffer) === '1';
    sessionStorage.removeItem(STORAGE_KEYS.passkeyOffer);
    return pending && passkeysSupported();
  } catch {
    return false;
  }
}
