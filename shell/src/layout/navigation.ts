/** The dashboard's destinations, shared by the top bar and the bottom navigation. */
export const DASHBOARD_PATHS = {
  directory: '/dashboard/directory',
  map: '/dashboard/map',
  calendar: '/dashboard/calendar',
  settings: '/dashboard/settings',
} as const;

/** True when `pathname` shows `target` (the dashboard's index is the directory). */
export function isCurrent(pathname: string, target: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (target === DASHBOARD_PATHS.directory && path === '/dashboard') return true;
  return path === target || path.startsWith(`${target}/`);
}
