import { STORAGE_KEYS } from 'shared-contracts';
import { isCodeCache } from './cacheNames';

/**
 * What this device keeps after a member leaves: the site's code (the same for everyone) and the
 * family's look, which the sign-in page shows to anyone (theme, background). The session key
 * stays too: logout has just written the signed-out state there.
 */
const KEPT_STORAGE_KEYS: readonly string[] = [STORAGE_KEYS.session, STORAGE_KEYS.theme, STORAGE_KEYS.background];

interface DeviceStores {
  localStorage?: Storage | null;
  sessionStorage?: Storage | null;
  caches?: CacheStorage | null;
}

function browserStores(): DeviceStores {
  const read = <T>(get: () => T): T | null => {
    try {
      return get();
    } catch {
      return null; // storage disabled (private modes may throw)
    }
  };
  return {
    localStorage: read(() => window.localStorage),
    sessionStorage: read(() => window.sessionStorage),
    caches: read(() => (typeof caches === 'undefined' ? null : caches)),
  };
}

/**
 * Removes everything of the member who is leaving, so the next person on a shared device sees
 * nothing of theirs: every cached answer and picture in Cache Storage (anything that is not the
 * site's code), the offline copy of the directory and anything else kept in local or session
 * storage. The server's logout answer clears the browser's HTTP cache (Clear-Site-Data).
 * Never throws: a store that cannot be cleared is logged, the others are still cleared.
 */
export async function forgetMemberData(stores: DeviceStores = browserStores()): Promise<void> {
  for (const storage of [stores.localStorage, stores.sessionStorage]) {
    if (!storage) continue;
    try {
      const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
      for (const key of keys) if (storage !== stores.localStorage || !KEPT_STORAGE_KEYS.includes(key)) storage.removeItem(key);
    } catch (error) {
      console.error('Could not clear the browser storage', error);
    }
  }
  if (stores.caches) {
    try {
      const names = await stores.caches.keys();
      await Promise.all(names.filter((name) => !isCodeCache(name)).map((name) => stores.caches!.delete(name)));
    } catch (error) {
      console.error('Could not clear the cached answers', error);
    }
  }
}
