import { useEffect } from 'react';

/** How long after the dashboard opens a browser without service workers fetches code ahead. */
const FETCH_AHEAD_DELAY_MS = 2_000;

/**
 * Code the dashboard fetches only when it is first needed (the offline notice, the account menu)
 * is precached by the shell's service worker, so it is there once the network is gone. A browser
 * without service workers (every browser at an address that is neither HTTPS nor localhost)
 * keeps no such copy: there `load` runs shortly after the dashboard opens, while the network is
 * still there, and the chunk waits in the page for the moment it is needed.
 */
export function useFetchedAheadWithoutWorker(load: () => Promise<unknown>) {
  useEffect(() => {
    if ('serviceWorker' in navigator) return;
    const timer = window.setTimeout(() => {
      load().catch(() => {
        // Offline already: the part cannot show, and the page works on without it.
      });
    }, FETCH_AHEAD_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [load]);
}
