import { APP_ROUTES, AREA_PAGES, INDEX_AREA, type AreaPage } from 'shared-contracts';

/** Where the visitor stands when the shell starts (the session restored from the device). */
export interface Visitor {
  signedIn: boolean;
  awaitingApproval: boolean;
}

/** The remote page shown at `pathname` (the dashboard's own address shows the index area). */
export function pageAt(pathname: string): AreaPage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === APP_ROUTES.dashboard) return AREA_PAGES.find((page) => page.access === 'member' && page.area === INDEX_AREA);
  return AREA_PAGES.find((page) => page.path === path);
}

/**
 * The page the visitor will see at `pathname`, if the guards let them stay there (routes/guards.tsx):
 * a member's page for a member who has been let in, the sign-in page for a guest, and so on.
 */
export function pageAhead(pathname: string, visitor: Visitor): AreaPage | undefined {
  const page = pageAt(pathname);
  if (!page) return undefined;
  const member = visitor.signedIn && !visitor.awaitingApproval;
  if (page.access === 'member') return member ? page : undefined;
  if (page.access === 'guest') return visitor.signedIn ? undefined : page;
  if (page.access === 'waiting') return visitor.signedIn && visitor.awaitingApproval ? page : undefined;
  return page;
}
