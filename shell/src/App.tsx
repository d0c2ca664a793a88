import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { ThemeRoot } from 'shared-contracts/runtime';
import { PageSpinner } from './layout/PageSpinner';
import { RemoteRegistryContext } from './federation/RemoteRegistryContext';
import { NavigationBridge } from './navigation/NavigationBridge';
import { ShellRoutes } from './routes';
import type { Shell } from './startShell';

interface AppProps {
  shell: Shell;
  /** The browser's router; tests give a memory router. */
  Router?: ComponentType<{ children: ReactNode }>;
}

/** The whole site: store, theme, and the routes once the session is known (startShell's sessionReady). */
export function App({ shell, Router = BrowserRouter }: AppProps) {
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let active = true;
    shell.sessionReady.finally(() => active && setChecked(true));
    return () => {
      active = false;
    };
  }, [shell]);

  return (
    <Provider store={shell.store}>
      <RemoteRegistryContext.Provider value={shell.remotes}>
        <ThemeRoot>
          {checked ? (
            <Router>
              <NavigationBridge navigation={shell.navigation} />
              <ShellRoutes />
            </Router>
          ) : (
            <PageSpinner fullScreen />
          )}
        </ThemeRoot>
      </RemoteRegistryContext.Provider>
    </Provider>
  );
}
