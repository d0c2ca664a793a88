import { createStore } from 'jotai';
import { APP_ROUTES, PUBLIC_ROUTES } from 'shared-contracts';
import { configureApiClient } from 'shared-contracts/http';
import { dispatchSessionAtom, fetchCurrentUser, sessionAtom, type SessionAction } from 'shared-contracts/session';
import { browserStorage, persistSession, restoreSession, type SessionStorageLike } from './session/persistence';
import { RemoteRegistry } from './federation/remoteRegistry';
import { createNavigation, type Navigation } from './navigation/NavigationBridge';
import { watchInstallPrompt } from './pwa/installPrompt';

export type ShellStore = ReturnType<typeof createStore>;

export interface Shell {
  store: ShellStore;
  navigation: Navigation;
  remotes: RemoteRegistry;
  /** Settles once the session is restored and, if it says so, confirmed by the server. */
  sessionChecked: Promise<void>;
}


interface StartOptions {
  storage?: SessionStorageLike | null;
  apiBase?: string;
}

/** Wires the shell: one store, one API client, the 401 redirect, the session check. */
export function startShell(options: StartOptions = {}): Shell {
  const store = createStore();
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const navigation = createNavigation();
  const dispatch = (action: SessionAction) => store.set(dispatchSessionAtom, action);

  const api = configureApiClient({
    baseURL: options.apiBase ?? __API_BASE__,
    onUnauthorized: () => {
      dispatch({ type: 'logout' });
      if (!PUBLIC_ROUTES.includes(navigation.pathname)) navigation.navigate?.(APP_ROUTES.auth, { replace: true });
    },
  });

  watchInstallPrompt();

  // Start learning where the remotes live at once, but never wait for it here.
  const remotes = new RemoteRegistry();
  remotes.loadConfig().catch((error) => console.error('Remote configuration unavailable', error));

  const sessionChecked = (async () => {
    store.set(sessionAtom, await restoreSession(storage));
    persistSession(store, storage);
    // The cookie is HttpOnly: the restored session is the only hint that one may exist.
    if (store.get(sessionAtom).isUserLogin) await fetchCurrentUser(api, dispatch);
  })();

  return { store, navigation, remotes, sessionChecked };
}
