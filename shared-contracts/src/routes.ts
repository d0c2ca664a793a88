import { AREAS, AREA_PAGES, AREA_PATHS, INDEX_AREA, type AreaPage } from './areas.js';
import { JOIN_LINK_PARAMS } from './join/join.js';

/** The site's pages (spec section 2): the shell's own and each area's (areas.ts). The server builds links to them and guards them too. */
export const APP_ROUTES = {
  root: '/',
  dashboard: '/dashboard',
  pwaDebug: '/dashboard/pwa-debug',
  resetPassword: AREAS.auth.pages[1].path,
  waiting: AREAS.auth.pages[2].path,
  ...AREA_PATHS,
} as const;

/** Pages a visitor may be on without a session (a 401 never sends them away). */
export const PUBLIC_ROUTES: readonly string[] = AREA_PAGES.filter((page) => page.access === 'anyone' || page.access === 'guest').map((page) => page.path);

/** The registration link: the site origin plus /auth with mode=signup, and the member's invitation when there is one. */
export function registrationLink(origin: string, invitation?: string): string {
  const link = `${origin}${APP_ROUTES.auth}?mode=signup`;
  return invitation ? `${link}&${JOIN_LINK_PARAMS.invitation}=${encodeURIComponent(invitation)}` : link;
}

/** The one-time link that creates the first account of a fresh install from another machine. */
export function setupLink(publicUrl: string, secret: string): string {
  return `${publicUrl}${APP_ROUTES.auth}?mode=signup&${JOIN_LINK_PARAMS.setup}=${encodeURIComponent(secret)}`;
}

/** The e-mailed reset link: PUBLIC_URL/reset-password?token=...&email=... */
export function resetPasswordLink(publicUrl: string, token: string, email: string): string {
  return `${publicUrl}${APP_ROUTES.resetPassword}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

/**
 * The remote page shown at `pathname` (the dashboard's own address shows the index area): what
 * the shell fetches ahead at start, and what the server's index.html asks the browser to fetch
 * beside the shell's first scripts.
 */
export function pageAt(pathname: string): AreaPage | undefined {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === APP_ROUTES.dashboard) return AREA_PAGES.find((page) => page.access === 'member' && page.area === INDEX_AREA);
  return AREA_PAGES.find((page) => page.path === path);
}

/** The home a page of each access is for ('anyone' pages are for every visitor). */
const HOME_OF_ACCESS = { member: APP_ROUTES.dashboard, guest: APP_ROUTES.auth, waiting: APP_ROUTES.waiting } as const;

/**
 * Whether a visitor whose home is `home` (/auth without a session, /waiting while their account
 * waits, else /dashboard) may stay on a page of `access`, or is sent home. The shell's guards
 * decide by it, and the server by it what index.html asks the browser to fetch.
 */
export function mayStay(access: AreaPage['access'], home: string): boolean {
  return access === 'anyone' || HOME_OF_ACCESS[access] === home;
}
