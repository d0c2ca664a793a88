import { Loadable } from 'shared-contracts/ui';

type DashboardLayoutModule = typeof import('./DashboardLayout');

let frame: Loadable<DashboardLayoutModule> | null = null;

/**
 * The signed-in frame's chunk, loaded once (routes.tsx draws it; startShell fetches it ahead on a
 * dashboard page). A load that failed is tried again by the next caller.
 */
export function dashboardLayout(): Loadable<DashboardLayoutModule> {
  if (!frame || frame.failed) frame = new Loadable(() => import('./DashboardLayout'));
  return frame;
}
