import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useConnectivity } from './connectivity';
import { useUpdateWaiting } from './registration';

// The notices' look (antd's Alert) is fetched only when one has something to say: most visits
// never need it. The shell's worker precaches its chunks, so it is there offline too.
const loadViews = () => import('./PwaNoticeViews');
const PwaNoticeViews = lazy(loadViews);

/** How long after the dashboard opens a browser without service workers fetches the notices. */
export const NOTICES_FETCH_DELAY_MS = 2_000;

/**
 * A browser without service workers (every browser at an address that is neither HTTPS nor
 * localhost) keeps no code for when the network is gone, which is exactly when "You are offline"
 * is needed: there the notices are fetched while the network is still there.
 */
function useNoticesKeptWithoutWorker() {
  useEffect(() => {
    if ('serviceWorker' in navigator) return;
    const timer = window.setTimeout(() => {
      loadViews().catch(() => {
        // Offline already: the notice cannot show, and the page works on without it.
      });
    }, NOTICES_FETCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}

/** A notice whose code could not be fetched is left out; the page around it carries on. */
class WithoutNoticeOnFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** 'You are offline', a change that could not be saved, 'A new version is available'. */
export function PwaNotices() {
  const { offline, changeRefused } = useConnectivity();
  const waiting = useUpdateWaiting();
  useNoticesKeptWithoutWorker();
  if (!offline && !changeRefused && !waiting) return null;
  return (
    <WithoutNoticeOnFailure>
      <Suspense fallback={null}>
        <PwaNoticeViews />
      </Suspense>
    </WithoutNoticeOnFailure>
  );
}
