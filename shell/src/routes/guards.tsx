import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { APP_ROUTES, mayStay } from 'shared-contracts';
import { sessionAtom, type SessionState } from 'shared-contracts/runtime';

/** Where a visitor belongs: /auth without a session, /waiting while their account waits for approval, else the dashboard. */
export function homeOf({ isUserLogin, loginUser }: Pick<SessionState, 'isUserLogin' | 'loginUser'>): string {
  if (!isUserLogin) return APP_ROUTES.auth;
  return loginUser?.awaitingApproval ? APP_ROUTES.waiting : APP_ROUTES.dashboard;
}


function useHome(): string {
  return homeOf(useAtomValue(sessionAtom));
}

/** /dashboard/* only for a member who has been let in; otherwise /auth or /waiting. */
export function RequireSession() {
  const home = useHome();
  return mayStay('member', home) ? <Outlet /> : <Navigate to={home} replace />;
}

/** /auth sends a signed-in visitor on. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const home = useHome();
  return mayStay('guest', home) ? <>{children}</> : <Navigate to={home} replace />;
}

/** /waiting only while the account waits; once let in, the dashboard. */
export function WaitingOnly({ children }: { children: ReactNode }) {
  const home = useHome();
  return mayStay('waiting', home) ? <>{children}</> : <Navigate to={home} replace />;
}

/** / goes where the visitor belongs. */
export function RootRedirect() {
  return <Navigate to={useHome()} replace />;
}
