import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { sessionAtom } from 'shared-contracts/session';

/** /dashboard/* only when logged in; otherwise /auth. */
export function RequireSession() {
  const { isUserLogin } = useAtomValue(sessionAtom);
  return isUserLogin ? <Outlet /> : <Navigate to="/auth" replace />;
}

/** /auth sends a logged-in user on to the dashboard. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const { isUserLogin } = useAtomValue(sessionAtom);
  return isUserLogin ? <Navigate to="/dashboard" replace /> : <>{children}</>;
}

/** / goes to the dashboard when logged in, else to /auth. */
export function RootRedirect() {
  const { isUserLogin } = useAtomValue(sessionAtom);
  return <Navigate to={isUserLogin ? '/dashboard' : '/auth'} replace />;
}
