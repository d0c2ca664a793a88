import { lazy, Suspense } from 'react';
import { useConnectivity } from './connectivity';
import { useUpdateWaiting } from './registration';

// The notices' look (antd's Alert) is fetched only when one has something to say: most visits
// never need it. The shell precaches its chunks, so it is there offline too.
const PwaNoticeViews = lazy(() => import('./PwaNoticeViews'));

/** 'You are offline', a change that could not be saved, 'A new version is available'. */
export function PwaNotices() {
  const { offline, changeRefused } = useConnectivity();
  const waiting = useUpdateWaiting();
  if (!offline && !changeRefused && !waiting) return null;
  return (
    <Suspense fallback={null}>
      <PwaNoticeViews />
    </Suspense>
  );
}
