import { APP_ROUTES, AREA_PAGES, INDEX_AREA, type AreaPage } from 'shared-contracts';
import type { SessionState } from 'shared-contracts/runtime';
import { homeOf, mayStay } from './guards';

/** The remote page shown at `pathname` (the dashboard's own address shows the index area). */
export function pageAt(pathname: string): AreaPage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === APP_ROUTES.dashboard) return AREA_PAGES.find((page) => page.access === 'member' && page.area === INDEX_AREA);
  return AREA_PAGES.find((page) => page.path === path);
}

/** The page the visitor will see at `pathname`, if the guards (guards.tsx) let them stay there. */
export function pageAhead(pathname: string, session: Pick<SessionState, 'isUserLogin' | 'loginUser'>): AreaPage | undefined {
  const page = pageAt(pathname);
  return page && mayStay(page.access, homeOf(session)) ? page : undefined;
}
