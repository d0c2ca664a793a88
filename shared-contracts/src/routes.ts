/** The site's pages (spec section 2). The server builds links to them and guards them too. */
export const APP_ROUTES = {
  root: '/',
  auth: '/auth',
  resetPassword: '/reset-password',
  dashboard: '/dashboard',
  directory: '/dashboard/directory',
  map: '/dashboard/map',
  calendar: '/dashboard/calendar',
  settings: '/dashboard/settings',
  pwaDebug: '/dashboard/pwa-debug',
} as const;

/** Pages a visitor may be on without a session (a 401 never sends them away). */
export const PUBLIC_ROUTES: readonly string[] = [APP_ROUTES.auth, APP_ROUTES.resetPassword];

/** The registration link: the site origin plus /auth with mode=signup. */
export function registrationLink(origin: string): string {
  return `${origin}${APP_ROUTES.auth}?mode=signup`;
}

/** The e-mailed reset link: PUBLIC_URL/reset-password?token=...&email=... */
export function resetPasswordLink(publicUrl: string, token: string, email: string): string {
  return `${publicUrl}${APP_ROUTES.resetPassword}?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}
