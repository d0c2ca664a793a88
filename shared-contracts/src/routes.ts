import { AREAS, AREA_PAGES, AREA_PATHS } from './areas.js';

/** The site's pages (spec section 2): the shell's own and each area's (areas.ts). The server builds links to them and guards them too. */
export const APP_ROUTES = {
  root: '/',
  dashboard: '/dashboard',
  pwaDebug: '/dashboard/pwa-debug',
  resetPassword: AREAS.auth.pages[1].path,
  ...AREA_PATHS,
} as const;

/** Pages a visitor may be on without a session (a 401 never sends them away). */
export const PUBLIC_ROUTES: readonly string[] = AREA_PAGES.filter((page) => page.access !== 'member').map((page) => page.path);

/** The registration link: the site origin plus /auth with mode=signup. */
export function registrationLink(origin: string): string {
  return `${origin}${APP_ROUTES.auth}?mode=signup`;
}

/** The e-mailed reset link: PUBLIC_URL/reset-password?token=...&email=... */
export function resetPasswordLink(publicUrl: string, token: string, email: string): string {
  return `${publicUrl}${APP_ROUTES.resetPassword}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}
