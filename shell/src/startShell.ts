import { createStore } from 'jotai';
import { APP_ROUTES, PUBLIC_ROUTES } from 'shared-contracts';
import { configureApiClient, dispatchSessionAtom, fetchCurrentUser, sessionAtom, type SessionAction } from 'shared-contracts/runtime';
import { browserStorage, persistSession, restoreSession, type SessionStorageLike } from './session/persistence';
import { RemoteRegistry, type LocalModules } from './federation/remoteRegistry';
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


export interface StartOptions {
  storage?: SessionStorageLike | null;
  apiBase?: string;
  /** A remote's standalone page: its own modules, built in rather than fetched. */
  localModules?: LocalModules;
  /**
   * Ask the server for the session even when none was restored: a standalone page on its own
   * port has its own storage, while the cookie is shared with every localhost port.
   */
  alwaysCheckSession?: boolean;
}

/** Wires the shell: one store, one API client, the 401 redirect, the session check. */
export function startShell(options: StartOptions = {}): Shell {
  const store = createStore();
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const navigation = createNavigation();
  const dispatch = (action: SessionAction) => store.set(dispatchSessionAtom, action);

  configureApiClient({
    baseURL: options.apiBase ?? __API_BASE__,
    onUnauthorized: () => {
      dispatch({ type: 'logout' });
      if (!PUBLIC_ROUTES.includes(navigation.pathname)) navigation.navigate?.(APP_ROUTES.auth, { replace: true });
    },
  });

  watchInstallPrompt();

  // Start learning where the remotes live at once, but never wait for it here.
  const remotes = new RemoteRegistry(options.localModules);
  remotes.loadConfig().catch((error) => console.error('Remote configuration unavailable', error));

  const sessionChecked = (async () => {
    store.set(sessionAtom, await restoreSession(storage));
    persistSession(store, storage);
    // The cookie is HttpOnly: the restored session is the only hint that one may exist.
    if (store.get(sessionAtom).isUserLogin || options.alwaysCheckSession) await fetchCurrentUser(dispatch);
  })();

  return { store, navigation, remotes, sessionChecked };
}
