import { APP_ROUTES, AREA_PATHS, INDEX_AREA } from 'shared-contracts';

/** True when `pathname` shows `target` (the dashboard's index shows the index area). */
export function isCurrent(pathname: string, target: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  if (target === AREA_PATHS[INDEX_AREA] && path === APP_ROUTES.dashboard) return true;
  return path === target || path.startsWith(`${target}/`);
}
