import type { RouteObject } from 'react-router-dom';
import { GuestOnly, RequireSession, RootRedirect } from './routes/guards';
import { RemoteView } from './federation/RemoteView';

/**
 * The site's routes (spec section 2). Each screen is a remote's module, loaded when its
 * route is first visited; the dashboard frame itself is a lazy chunk of the shell, so
 * /auth downloads none of it.
 */
export function shellRoutes(): RouteObject[] {
  const directory = <RemoteView request="mf_directory/DirectoryPage" />;
  return [
    { path: '/', element: <RootRedirect /> },
    {
      path: '/auth',
      element: (
        <GuestOnly>
          <RemoteView request="mf_auth/AuthPage" />
        </GuestOnly>
      ),
    },
    { path: '/reset-password', element: <RemoteView request="mf_auth/ResetPasswordPage" /> },
    {
      path: '/dashboard',
      element: <RequireSession />,
      children: [
        {
          lazy: async () => ({ Component: (await import('./layout/DashboardLayout')).DashboardLayout }),
          children: [
            { index: true, element: directory },
            { path: 'directory', element: directory },
            { path: 'map', element: <RemoteView request="mf_map/MapPage" /> },
            { path: 'calendar', element: <RemoteView request="mf_calendar/CalendarPage" /> },
            { path: 'settings', element: <RemoteView request="mf_admin/SettingsPage" /> },
            { path: '*', element: <RootRedirect /> },
          ],
        },
      ],
    },
    { path: '*', element: <RootRedirect /> },
  ];
}
