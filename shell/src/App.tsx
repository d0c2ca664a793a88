import { useEffect, useState } from 'react';
import { Provider } from 'jotai';
import { RouterProvider } from 'react-router-dom';

import { ThemeRoot } from 'shared-contracts/ui';
import { PageSpinner } from './layout/PageSpinner';
import { RemoteRegistryContext } from './federation/RemoteRegistryContext';
import type { Shell } from './startShell';

/** The whole site: store, theme, and the router once the session has been checked. */
export function App({ shell }: { shell: Shell }) {
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let active = true;
    shell.sessionChecked.finally(() => active && setChecked(true));
    return () => {
      active = false;
    };
  }, [shell]);

  return (
    <Provider store={shell.store}>
      <RemoteRegistryContext.Provider value={shell.remotes}>
        <ThemeRoot>{checked ? <RouterProvider router={shell.router} /> : <PageSpinner fullScreen />}</ThemeRoot>
      </RemoteRegistryContext.Provider>
    </Provider>
  );
}
