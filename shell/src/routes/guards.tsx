import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { APP_ROUTES } from 'shared-contracts';
import { sessionAtom } from 'shared-contracts/runtime';

/** Where a visitor belongs: /auth without a session, /waiting while their account waits for approval, else the dashboard. */
function useHome(): string {
  const { isUserLogin, loginUser } = useAtomValue(sessionAtom);
  if (!isUserLogin) return APP_ROUTES.auth;
  return loginUser?.awaitingApproval ? APP_ROUTES.waiting : APP_ROUTES.dashboard;
}

/** /dashboard/* only for a member who has been let in; otherwise /auth or /waiting. */
export function RequireSession() {
  const home = useHome();
  return home === APP_ROUTES.dashboard ? <Outlet /> : <Navigate to={home} replace />;
}

/** /auth sends a signed-in visitor on. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const home = useHome();
  return home === APP_ROUTES.auth ? <>{children}</> : <Navigate to={home} replace />;
}

/** /waiting only while the account waits; once let in, the dashboard. */
export function WaitingOnly({ children }: { children: ReactNode }) {
  const home = useHome();
  return home === APP_ROUTES.waiting ? <>{children}</> : <Navigate to={home} replace />;
}

/** / goes where the visitor belongs. */
export function RootRedirect() {
  return <Navigate to={useHome()} replace />;
}
