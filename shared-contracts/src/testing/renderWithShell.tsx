import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { appConfigAtom, configureApiClient, initialSession, localeAtom, sessionOperationsOf, ThemeRoot, type SessionState } from 'shared-contracts/runtime';
import { AntdTheme } from 'shared-contracts/antd-theme';
import { fakeNetwork, type FakeRoute } from './fakeApi.js';
import type { AppConfig, PageLocale, User } from 'shared-contracts';

/** Copies the router's current location into a plain object tests can read. */
function LocationProbe({ into }: { into: { pathname: string; search: string } }) {
  const { pathname, search } = useLocation();
  into.pathname = pathname;
  into.search = search;
  return null;
}

export interface RenderWithShellOptions {
  /** The signed-in user, if any. */
  user?: User | null;
  session?: Partial<SessionState>;
  /** The URL the page opens at. */
  route?: string;
  /** Where the element is mounted (default: the route's path part). */
  path?: string;
  /** Other pages, so navigation away can be asserted. */
  otherRoutes?: Array<{ path: string; element: ReactElement }>;
  /** The fake network behind the shared API client. */
  network?: FakeRoute[];
  onUnauthorized?: () => void;
  /** The /app-config.json the shell has loaded (default: a site name and no remotes); null: not loaded yet. */
  appConfig?: Partial<AppConfig> | null;
  /**
   * antd's theme around the page (default). false: as the dashboard's frame renders a screen
   * now, with none: what draws antd must bring its own AntdTheme.
   */
  antdTheme?: boolean;
  /**
   * The device asks for less motion, so every AntdTheme (around the page, or the one a dialog
   * wraps itself in) turns antd's animations off: jsdom runs no CSS transitions, and a dialog
   * would otherwise finish "animating" after the test, outside act(). Restored after each test.
   */
  reducedMotion?: boolean;
  /** The page's language (default English); a screen says English until its messages have come. */
  locale?: PageLocale;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function preferReducedMotion() {
  // A second page in the same test: already so.
  if (jest.isMockFunction(window.matchMedia)) return;
  const deviceMatchMedia = window.matchMedia;
  jest.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const answer = deviceMatchMedia.call(window, query);
    return query === REDUCED_MOTION ? { ...answer, matches: true } : answer;
  });
}

/** An element antd drew on the page, if any (an icon's own class, anticon, is not antd's engine). */
export const antdElementOnPage = (): Element | null => document.querySelector('[class*="ant-"]:not(.anticon)');

/**
 * Renders a remote's component as the shell would: one jotai store with the session, the
 * router, the antd theme (unless `antdTheme: false`), and the shared API client on a fake network.
 */
export function renderWithShell(element: ReactElement, options: RenderWithShellOptions = {}) {
  if (options.reducedMotion) preferReducedMotion();
  const store = createStore();
  const user = options.user ?? null;
  const session = sessionOperationsOf(store);
  // A page of its own: nothing a previous test's page kept (the family list) carries over.
  session.signedOut();
  session.restored({
    ...initialSession,
    ...(user ? { loginUser: user, isUserLogin: true } : {}),
    ...options.session,
  });
  if (options.locale) store.set(localeAtom, options.locale);
  store.set(appConfigAtom, options.appConfig === null ? null : { siteName: 'FamilyNet', remotes: {}, ...options.appConfig });
  const api = configureApiClient({ baseURL: '', onUnauthorized: options.onUnauthorized });
  const network = fakeNetwork(api, options.network ?? []);
  const route = options.route ?? '/';
  const path = options.path ?? route.split('?')[0];
  const location = { pathname: path, search: '' };
  const page = (
    <MemoryRouter initialEntries={[route]}>
      <LocationProbe into={location} />
      <Routes>
        {[{ path, element }, ...(options.otherRoutes ?? []), { path: '*', element: <div>Elsewhere</div> }].map((r) => (
          <Route key={r.path} path={r.path} element={r.element} />
        ))}
      </Routes>
    </MemoryRouter>
  );
  const result = render(
    <Provider store={store}>
      <ThemeRoot>{options.antdTheme === false ? page : <AntdTheme>{page}</AntdTheme>}</ThemeRoot>
    </Provider>,
  );
  return { ...result, store, api, requests: network.requests, location };
}
