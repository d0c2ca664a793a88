import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { APP_ROUTES } from 'shared-contracts';
import { sessionAtom } from 'shared-contracts/runtime';

/** /dashboard/* only when logged in; otherwise /auth. */
export function RequireSession() {
  const { isUserLogin } = useAtomValue(sessionAtom);
  return isUserLogin ? <Outlet /> : <Navigate to={APP_ROUTES.auth} replace />;
}

/** /auth sends a logged-in user on to the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isUserLogin } = useAtomValue(sessionAtom);
  return isUserLogin ? <Navigate to={APP_ROUTES.dashboard} replace /> : <>{children}</>;
}

/** / goes to the dashboard when logged in, else to /auth. */
export function RootRedirect() {
  const { isUserLogin } = useAtomValue(sessionAtom);
  return <Navigate to={isUserLogin ? APP_ROUTES.dashboard : APP_ROUTES.auth} replace />;
}
