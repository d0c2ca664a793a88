import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { APP_ROUTES } from 'shared-contracts';
import { GuestOnly, RequireSession, RootRedirect } from './routes/guards';
import { RemoteView } from './federation/RemoteView';
import { PageSpinner } from './layout/PageSpinner';

// The signed-in frame is a chunk of its own: /auth downloads none of it.
const DashboardLayout = lazy(async () => ({ default: (await import('./layout/DashboardLayout')).DashboardLayout }));
// The installability diagnostic is the shell's own page, fetched only when opened.
const PwaDebugPage = lazy(() => import('./pwa/PwaDebugPage'));

/**
 * The site's routes (spec section 2). Each screen is a remote's module, loaded when its
 * route is first visited.
 */
export function ShellRoutes() {
  const directory = <RemoteView request="mf_directory/DirectoryPage" />;
  return (
    <Routes>
      <Route path={APP_ROUTES.root} element={<RootRedirect />} />
      <Route
        path={APP_ROUTES.auth}
        element={
          <GuestOnly>
            <RemoteView request="mf_auth/AuthPage" />
          </GuestOnly>
        }
      />
      <Route path={APP_ROUTES.resetPassword} element={<RemoteView request="mf_auth/ResetPasswordPage" />} />
      <Route path={APP_ROUTES.dashboard} element={<RequireSession />}>
        <Route
          element={
            <Suspense fallback={<PageSpinner fullScreen />}>
              <DashboardLayout />
            </Suspense>
          }
        >
          <Route index element={directory} />
          <Route path="directory" element={directory} />
          <Route path="map" element={<RemoteView request="mf_map/MapPage" />} />
          <Route path="calendar" element={<RemoteView request="mf_calendar/CalendarPage" />} />
          <Route path="settings" element={<RemoteView request="mf_admin/SettingsPage" />} />
          <Route
            path="pwa-debug"
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
