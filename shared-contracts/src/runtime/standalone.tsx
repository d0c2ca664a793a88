import { createRoot } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { configureApiClient } from './http/client.js';
import { dispatchSessionAtom } from './session/atoms.js';
import { fetchCurrentUser } from './session/operations.js';
import type { SessionAction } from './session/state.js';
import { ThemeRoot } from './ui/ThemeRoot.js';
import { AntdTheme } from './antdTheme.js';

/**
 * Runs one remote on its own (`npm run dev -w mf-…`) against the real API, so QA can
 * test it in isolation. The session cookie is shared by every localhost port, so a
 * sign-in on any dev page counts here too.
 */
export function renderStandalone(routes: Array<{ path: string; element: ReactElement }>): void {
  const store = createStore();
  const dispatch = (action: SessionAction) => store.set(dispatchSessionAtom, action);
  configureApiClient({ baseURL: __API_BASE__, onUnauthorized: () => dispatch({ type: 'logout' }) });
  void fetchCurrentUser(dispatch);

  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <Provider store={store}>
      <ThemeRoot>
        <AntdTheme>
          <BrowserRouter>
            <Routes>
              {routes.map(({ path, element }) => (
                <Route key={path} path={path} element={element} />
              ))}
            </Routes>
          </BrowserRouter>
        </AntdTheme>
      </ThemeRoot>
    </Provider>,
  );
}
