import type { createStore } from 'jotai';
import { STATE_RESTORE_TIMEOUT_MS, STORAGE_KEYS } from 'shared-contracts';
import { initialSession, persistableSession, restoredSession, sessionAtom, type SessionState } from 'shared-contracts/runtime';

type Store = ReturnType<typeof createStore>;

/** Browser storage, possibly asynchronous (the spec waits for restoration with a time-out). */
export interface SessionStorageLike {
  getItem(key: string): string | null | Promise<string | null>;
  setItem(key: string, value: string): void | Promise<void>;
}

/**
 * Reads the persisted session (key `root`). A slow, broken or malformed store restores
 * as logged out after the time-out rather than holding the page on a spinner.
 */
export async function restoreSession(
  storage: SessionStorageLike | null,
  timeoutMs: number = STATE_RESTORE_TIMEOUT_MS,
): Promise<SessionState> {
  if (!storage) return initialSession;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    const raw = await Promise.race([Promise.resolve(storage.getItem(STORAGE_KEYS.session)), timeout]);
    return raw ? restoredSession(JSON.parse(raw)) : initialSession;
  } catch (error) {
    console.error('Could not restore the session', error);
    return initialSession;
  } finally {
    clearTimeout(timer);
  }
}

/** Writes the session's persistable part on every change; returns the unsubscribe. */
export function persistSession(store: Store, storage: SessionStorageLike | null): () => void {
  if (!storage) return () => {};
  return store.sub(sessionAtom, () => {
    try {
      void storage.setItem(STORAGE_KEYS.session, JSON.stringify(persistableSession(store.get(sessionAtom))));
    } catch (error) {
      console.error('Could not persist the session', error);
    }
  });
}

/** localStorage when the browser allows it (private modes may throw). */
export function browserStorage(): SessionStorageLike | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
