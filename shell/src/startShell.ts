import { createStore } from 'jotai';
import { APP_ROUTES, PUBLIC_ROUTES } from 'shared-contracts';
import { appConfigAtom, configureApiClient, fetchFamilyMembersAhead, sessionAtom, sessionOperationsOf, type ExposedRequest } from 'shared-contracts/runtime';
import { catalogsReady, fetchThemeAtom, followAccountLanguage, rememberedTheme, sharedTextIn, startLocale, themeAtom } from 'shared-contracts/runtime';
import './messages';
import { browserStorage, persistSession, restoreSession, type SessionStorageLike } from './session/persistence';
import { RemoteRegistry, type LocalModules } from './federation/remoteRegistry';
import { createNavigation, type Navigation } from './navigation/NavigationBridge';
import { watchInstallPrompt } from './pwa/installPrompt';
import { reportAnswer, reportNoAnswer, watchConnectivity } from './pwa/connectivity';
import { registerServiceWorker } from './pwa/registration';
import { pageAhead } from './routes/pageAhead';
import { dashboardLayout } from './layout/loadDashboardLayout';

type ShellStore = ReturnType<typeof createStore>;

export interface Shell {
  store: ShellStore;
  navigation: Navigation;
  remotes: RemoteRegistry;
  /**
   * Settles once the routes may render: the session restored from the device (the spec's wait),
   * or, on a page that always asks the server and restored none, the server's answer.
   */
  sessionReady: Promise<void>;
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
  const session = sessionOperationsOf(store);

  const apiBase = options.apiBase ?? __API_BASE__;
  const api = configureApiClient({
    baseURL: apiBase,
    onUnauthorized: () => {
      // A session that ended on the server (expired, password reset, account deleted) leaves
      // nothing of its member on the device, as a logout would.
      // (Fetched when needed: the sign-in page has no use for it.)
      if (store.get(sessionAtom).isUserLogin) void import('./pwa/deviceData').then(({ forgetMemberData }) => forgetMemberData());
      session.signedOut();
      if (!PUBLIC_ROUTES.includes(navigation.pathname)) navigation.navigate?.(APP_ROUTES.auth, { replace: true });
    },
  });

  // Offline, as the member lives it: the browser says so, or a call got no answer at all. A
  // change that got none is announced (PwaNotices) instead of failing silently.
  watchConnectivity({ apiBase });
  api.interceptors.response.use(
    (response) => {
      reportAnswer();
      return response;
    },
    (error) => {
      if (error?.response) reportAnswer();
      else if (error?.code !== 'ERR_CANCELED') reportNoAnswer(error?.config?.method);
      return Promise.reject(error);
    },
  );

  watchInstallPrompt();
  // The service worker (/sw.js) of the built site; the development servers have none.
  if (process.env.NODE_ENV === 'production') void registerServiceWorker();

  // The page's language before anything renders (the address's, the device's, the browser's),
  // its shared messages asked for at once; a signed-in member's account then has its say.
  const locale = startLocale(store);
  void sharedTextIn(locale);
  followAccountLanguage(store);

  // The theme (spec section 4): the one remembered on this device at once, so the first paint
  // wears it, then the server's (after this tick, once the API client is fully set up).
  const theme = rememberedTheme();
  if (theme) store.set(themeAtom, theme);
  void Promise.resolve().then(() => store.set(fetchThemeAtom));

  // Start learning where the remotes live at once, but never wait for it here.
  // Remotes read the configuration from the store (useAppConfig), never fetch it a second time.
  const remotes = new RemoteRegistry(options.localModules, (config) => store.set(appConfigAtom, config));
  remotes.loadConfig().catch((error) => console.error('Remote configuration unavailable', error));

  const sessionRestored = (async () => {
    session.restored(await restoreSession(storage));
    persistSession(store, storage);
    fetchPageAhead(navigation.pathname, store, remotes);
  })();
  // The cookie is HttpOnly: the restored session is the only hint that one may exist.
  const restoredSignedIn = () => store.get(sessionAtom).isUserLogin;
  const sessionChecked = sessionRestored.then(() => (restoredSignedIn() || options.alwaysCheckSession ? session.fetchCurrentUser() : undefined));
  // A remembered member's screen is drawn while the server confirms the session, not after: on a
  // phone that answer is a round trip the screen no longer waits for. Every call the screen makes
  // is checked by the server all the same, and a session the server has ended sends the visitor
  // to sign in (the 401 redirect above) as soon as the check answers.
  // The frame is drawn in its language at once: the shell's and the shared messages first (an
  // English page waits for nothing).
  const sessionReady = Promise.all([sessionRestored.then(() => (restoredSignedIn() ? undefined : sessionChecked)), catalogsReady(locale)]).then(() => undefined);
  // Nobody waits for the check of a remembered member: a failure of its own is logged, not lost.
  sessionChecked.catch((error) => console.error('Could not check the session', error));

  return { store, navigation, remotes, sessionReady, sessionChecked };
}

/**
 * The page the visitor opened is known before anything renders: its remote (manifest, entry and
 * first chunk) and, on a dashboard page, the frame's chunk are fetched now, side by side, instead
 * of the remote waiting for the frame to arrive and render. On a phone's round trips that chain
 * was most of the wait for the first screen. The session is the one this device remembers: if the
 * server has ended it, the check that follows sends the visitor to sign in, and what was fetched
 * ahead waits unused.
 */
function fetchPageAhead(pathname: string, store: ShellStore, remotes: RemoteRegistry): void {
  const page = pageAhead(pathname, store.get(sessionAtom));
  if (!page) return;
  if (page.access === 'member') dashboardLayout();
  // The family list comes with a page that shows it (the page's own call takes this answer).
  const member = store.get(sessionAtom).loginUser;
  if (page.showsFamilyList && member) fetchFamilyMembersAhead(member.id);
  remotes.preload(page.request as ExposedRequest);
}
