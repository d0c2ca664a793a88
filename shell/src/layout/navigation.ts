import { APP_ROUTES } from 'shared-contracts';

/** The dashboard's destinations, shared by the top bar and the bottom navigation. */
export const DASHBOARD_PATHS = {
  directory: APP_ROUTES.directory,
  map: APP_ROUTES.map,
  calendar: APP_ROUTES.calendar,
  settings: APP_ROUTES.settings,
} as const;

/** True when `pathname` shows `target` (the dashboard's index is the directory). */
export function isCurrent(pathname: string, target: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (target === DASHBOARD_PATHS.directory && path === APP_ROUTES.dashboard) return true;
  return path === target || path.startsWith(`${target}/`);
}
