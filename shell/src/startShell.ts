import { createStore } from 'jotai';
import { createBrowserRouter } from 'react-router-dom';
import { configureApiClient } from 'shared-contracts/http';
import { dispatchSessionAtom, fetchCurrentUser, sessionAtom, type SessionAction } from 'shared-contracts/session';
import { browserStorage, persistSession, restoreSession, type SessionStorageLike } from './session/persistence';
import { shellRoutes } from './routes';
import { RemoteRegistry } from './federation/remoteRegistry';
import { watchInstallPrompt } from './pwa/installPrompt';

export type ShellStore = ReturnType<typeof createStore>;
export type ShellRouter = ReturnType<typeof createBrowserRouter>;

export interface Shell {
  store: ShellStore;
  router: ShellRouter;
  remotes: RemoteRegistry;
  /** Settles once the session is restored and, if it says so, confirmed by the server. */
  sessionChecked: Promise<void>;
}

/** Pages a 401 must not navigate away from: the user is signing in or resetting there. */
const PUBLIC_PATHS = ['/auth', '/reset-password'];

interface StartOptions {
  storage?: SessionStorageLike | null;
  createRouter?: (routes: ReturnType<typeof shellRoutes>) => ShellRouter;
  apiBase?: string;
}

/** Wires the shell: one store, one API client, the 401 redirect, the session check. */
export function startShell(options: StartOptions = {}): Shell {
  const store = createStore();
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const router = (options.createRouter ?? createBrowserRouter)(shellRoutes());
  const dispatch = (action: SessionAction) => store.set(dispatchSessionAtom, action);

  const api = configureApiClient({
    baseURL: options.apiBase ?? __API_BASE__,
    onUnauthorized: () => {
      dispatch({ type: 'logout' });
      if (!PUBLIC_PATHS.includes(router.state.location.pathname)) void router.navigate('/auth', { replace: true });
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

  return { store, router, remotes, sessionChecked };
}
