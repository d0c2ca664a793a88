import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { configureApiClient } from 'shared-contracts/http';
import { initialSession, sessionAtom, type SessionState } from 'shared-contracts/session';
import { ThemeRoot } from '../ui/ThemeRoot.js';
import { fakeNetwork, type FakeRoute } from './fakeApi.js';
import type { User } from '../user.js';

export interface RenderWithShellOptions {
  /** The signed-in user, if any. */
  user?: User | null;
  session?: Partial<SessionState>;
  /** The URL the page opens at. */
  route?: string;
  /** Where the element is mounted (default: the route's path part). */
  path?: string;
  /** Other pages, so navigation away can be asserted. */
  otherRoutes?: RouteObject[];
  /** The fake network behind the shared API client. */
  network?: FakeRoute[];
  onUnauthorized?: () => void;
}

/**
 * Renders a remote's component as the shell would: one jotai store with the session,
 * the router, the antd theme, and the shared API client on a fake network.
 */
export function renderWithShell(element: ReactElement, options: RenderWithShellOptions = {}) {
  const store = createStore();
  const user = options.user ?? null;
  store.set(sessionAtom, {
    ...initialSession,
    ...(user ? { loginUser: user, isUserLogin: true } : {}),
    ...options.session,
  });
  const api = configureApiClient({ baseURL: '', onUnauthorized: options.onUnauthorized });
  const network = fakeNetwork(api, options.network ?? []);
  const route = options.route ?? '/';
  const path = options.path ?? route.split('?')[0];
  const router = createMemoryRouter(
    [{ path, element }, ...(options.otherRoutes ?? []), { path: '*', element: <div>Elsewhere</div> }],
    { initialEntries: [route] },
  );
  const result = render(
    <Provider store={store}>
      <ThemeRoot>
        <RouterProvider router={router} />
      </ThemeRoot>
    </Provider>,
  );
  return { ...result, store, router, api, requests: network.requests };
}
