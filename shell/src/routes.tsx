import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { APP_ROUTES, AREA_PAGES, INDEX_AREA, type AreaPage } from 'shared-contracts';
import type { ExposedRequest } from 'shared-contracts/runtime';
import { GuestOnly, RequireSession, RootRedirect, WaitingOnly } from './routes/guards';
import { RemoteView } from './federation/RemoteView';
import { PageSpinner } from './layout/PageSpinner';
import { dashboardLayout } from './layout/loadDashboardLayout';
import { WhenLoaded } from 'shared-contracts/ui';

/** The signed-in frame, a chunk of its own (/auth downloads none of it), drawn once it has come. */
function DashboardFrame() {
  // One load per time the frame is shown: a failure is thrown, not fetched again and again.
  const [frame] = useState(dashboardLayout);
  return <WhenLoaded loadable={frame} fallback={<PageSpinner fullScreen />}>{({ DashboardLayout }) => <DashboardLayout />}</WhenLoaded>;
}
// The installability diagnostic is the shell's own page, fetched only when opened.
const PwaDebugPage = lazy(() => import('./pwa/PwaDebugPage'));

const view = (page: AreaPage) => <RemoteView request={page.request as ExposedRequest} />;
const guarded = (page: AreaPage, element: ReactNode) => {
  if (page.access === 'guest') return <GuestOnly>{element}</GuestOnly>;
  if (page.access === 'waiting') return <WaitingOnly>{element}</WaitingOnly>;
  return element;
};
/** A dashboard page's path below /dashboard/. */
const dashboardPath = (path: string) => path.slice(APP_ROUTES.dashboard.length + 1);

const OPEN_PAGES = AREA_PAGES.filter((page) => page.access !== 'member');
const MEMBER_PAGES = AREA_PAGES.filter((page) => page.access === 'member');
const INDEX_PAGE = MEMBER_PAGES.find((page) => page.area === INDEX_AREA);

/**
 * The site's routes (spec section 2), one per page of the area list (shared-contracts areas.ts),
 * plus the shell's own. Each page is a remote's module, loaded when its route is first visited.
 */
export function ShellRoutes() {
  return (
    <Routes>
      <Route path={APP_ROUTES.root} element={<RootRedirect />} />
      {OPEN_PAGES.map((page) => (
        <Route key={page.path} path={page.path} element={guarded(page, view(page))} />
      ))}
      <Route path={APP_ROUTES.dashboard} element={<RequireSession />}>
        <Route element={<DashboardFrame />}>
          {INDEX_PAGE && <Route index element={view(INDEX_PAGE)} />}
          {MEMBER_PAGES.map((page) => (
            <Route key={page.path} path={dashboardPath(page.path)} element={view(page)} />
          ))}
          <Route
            path={dashboardPath(APP_ROUTES.pwaDebug)}
            element={
              <Suspense fallback={<PageSpinner />}>
                <PwaDebugPage />
              </Suspense>
            }
          />
          <Route path="*" element={<RootRedirect />} />
        </Route>
      </Route>
      <Route path="*" element={<RootRedirect />} />
    </Routes>
  );
}
