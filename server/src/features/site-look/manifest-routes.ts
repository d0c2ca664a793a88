import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { APP_ROUTES, DEFAULT_THEME, appliedTheme, hexOf, parseColor, type Theme } from 'shared-contracts';
import { getTheme } from './settings.js';

/** Where index.html's `<link rel="manifest">` points. */
export const MANIFEST_PATH = '/manifest.webmanifest';
const MANIFEST_CONTENT_TYPE = 'application/manifest+json; charset=utf-8';

/** Drawn from the logo by the shell's build (shell/scripts/appIcons.cjs) into shell/dist/icons/. */
const MANIFEST_ICONS = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
  { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
] as const;

/** What launchers show under the icon: Chromium cuts names beyond about 12 characters. */
const SHORT_NAME_MAX = 12;

/**
 * The site's name as a launcher label: the whole name when it fits; else as many of its words
 * as fit (a leading "The" and a dangling "of" or "and" dropped: "The Smith Family Network" ->
 * "Smith Family"); else the first characters of its first word.
 */
export function shortNameOf(siteName: string): string {
  const name = siteName.trim().replace(/\s+/g, ' ');
  if (name.length <= SHORT_NAME_MAX) return name;
  const words = name.replace(/^the\s+/i, '').split(' ');
  let label = '';
  for (const word of words) {
    const next = label ? `${label} ${word}` : word;
    if (next.length > SHORT_NAME_MAX) break;
    label = next;
  }
  label = label.replace(/(?:\s+(?:of|and|the|for|&))+$/i, '');
  return label || words[0].slice(0, SHORT_NAME_MAX);
}

/** A theme colour as the manifest wants it: opaque '#rrggbb' (a window frame has no see-through). */
function opaque(value: string, fallback: string): string {
  const color = parseColor(value);
  return color ? hexOf(color) : fallback;
}

/**
 * The web app manifest: the family's site name and the colours the page actually wears (its
 * saved theme, with dark mode and high contrast applied, as the page applies them), so the
 * installed app's title bar and splash screen match the site.
 */
function webAppManifest(siteName: string, theme: Theme | null) {
  const { colors } = appliedTheme(theme ?? DEFAULT_THEME).theme;
  return {
    id: '/',
    name: siteName,
    short_name: shortNameOf(siteName),
    description: `${siteName}: the private network of one family.`,
    lang: 'en',
    dir: 'ltr',
    start_url: APP_ROUTES.dashboard,
    scope: '/',
    display: 'standalone',
    theme_color: opaque(colors.primary, DEFAULT_THEME.colors.primary),
    background_color: opaque(colors.backgroundDefault, DEFAULT_THEME.colors.backgroundDefault),
    categories: ['social'],
    icons: MANIFEST_ICONS,
  };
}

/**
 * GET /manifest.webmanifest, for everyone (the browser fetches it without cookies). It follows
 * the saved theme, so it is revalidated every time (no-cache) and answers 304 while unchanged.
 */
export async function manifestRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;
  app.get(MANIFEST_PATH, async (request, reply) => {
    const body = JSON.stringify(webAppManifest(config.siteName, await getTheme(db)));
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag);
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.type(MANIFEST_CONTENT_TYPE).send(body);
  });
}
