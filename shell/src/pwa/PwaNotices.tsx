import { lazy, Suspense } from 'react';
import { FallbackOnFailure } from '../layout/FallbackOnFailure';
import { useConnectivity } from './connectivity';
import { useFetchedAheadWithoutWorker } from './fetchedAheadWithoutWorker';
import { useUpdateWaiting } from './registration';

// The notices' look (antd's Alert) is fetched only when one has something to say: most visits
// never need it. The shell's worker precaches its chunks, so it is there offline too; a browser
// without workers fetches it ahead ("You are offline" is needed exactly when nothing can be fetched).
const loadViews = () => import('./PwaNoticeViews');
const PwaNoticeViews = lazy(loadViews);

/** 'You are offline', a change that could not be saved, 'A new version is available'. */
export function PwaNotices() {
  const { offline, changeRefused } = useConnectivity();
  const waiting = useUpdateWaiting();
  useFetchedAheadWithoutWorker(loadViews);
  if (!offline && !changeRefused && !waiting) return null;
  return (
    <FallbackOnFailure>
      <Suspense fallback={null}>
        <PwaNoticeViews />
      </Suspense>
    </FallbackOnFailure>
  );
}
