import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { configureApiClient, initialSession, sessionOperationsOf, ThemeRoot } from 'shared-contracts/runtime';
import { fakeNetwork, renderWithShell, type FakeRoute, type RenderWithShellOptions } from 'shared-contracts/testing';
import type { User } from 'shared-contracts';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The device asks for less motion, so every AntdTheme (the one renderWithShell puts around the
 * page, and the one the profile dialog wraps itself in) turns antd's animations off. A
 * ConfigProvider with motion: false around the page would not do: the dialog's own AntdTheme
 * inside it sets motion again.
 */
function preferReducedMotion() {
  const matchMedia = window.matchMedia;
  if ((matchMedia as { reducedMotion?: boolean }).reducedMotion) return;
  const reduced = (query: string): MediaQueryList => {
    const list = matchMedia.call(window, query);
    return query === REDUCED_MOTION ? Object.create(list, { matches: { value: true } }) : list;
  };
  window.matchMedia = Object.assign(reduced, { reducedMotion: true });
}

/**
 * renderWithShell with antd's animations off: jsdom runs no CSS transitions, so an error
 * message or dialog would otherwise finish "animating" after the test, outside act().
 * Test support only; nothing in the remote's bundle imports it.
 */
export function renderDirectory(element: ReactElement, options: RenderWithShellOptions = {}) {
  preferReducedMotion();
  return renderWithShell(element, options);
}

/**
 * As the shell now renders a remote: the session, the theme's CSS variables and the API client,
 * but no AntdTheme around it (renderWithShell puts one). What draws antd must bring its own.
 */
export function renderWithoutAntdTheme(element: ReactElement, { user, network = [] }: { user?: User; network?: FakeRoute[] } = {}) {
  preferReducedMotion();
  const store = createStore();
  const session = sessionOperationsOf(store);
  session.signedOut();
  session.restored({ ...initialSession, ...(user ? { loginUser: user, isUserLogin: true } : {}) });
  fakeNetwork(configureApiClient({ baseURL: '' }), network);
  return render(
    <Provider store={store}>
      <ThemeRoot>{element}</ThemeRoot>
    </Provider>,
  );
}
