import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_ROUTES } from 'shared-contracts';
import type { Config } from '../../config.js';
import { isApiPath, routedPath } from './paths.js';

export type CspDirective =
  | 'default-src'
  | 'script-src'
  | 'style-src'
  | 'img-src'
  | 'connect-src'
  | 'font-src'
  | 'object-src'
  | 'base-uri'
  | 'form-action'
  | 'frame-ancestors'
  | 'manifest-src'
  | 'worker-src';

/**
 * The Content-Security-Policy of the federated site. Remotes deployed on other origins are added
 * where their code, styles, fonts, images and API calls come from. `extra` lets a feature add a
 * source (e.g. map tiles) in one place.
 */
export function contentSecurityPolicy(config: { remoteOrigins: readonly string[] }, extra: Partial<Record<CspDirective, string[]>> = {}): string {
  const remotes = config.remoteOrigins;
  const directives: Record<CspDirective, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:', 'blob:', ...remotes],
    'connect-src': ["'self'", ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'"],
  };
  for (const [name, sources] of Object.entries(extra) as [CspDirective, string[]][]) {
    directives[name] = [...new Set([...directives[name], ...sources])];
  }
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * The site's policy for the remote origins in use (`origins`, the same array while they stay),
 * made again only when they change: the remotes file can name a new origin, or drop one, while
 * the server runs, and the policy names exactly those.
 */
export function sitePolicy(extra: Partial<Record<CspDirective, string[]>> = {}): (origins: readonly string[]) => string {
  let made: { origins: readonly string[]; csp: string } | null = null;
  return (origins) => {
    if (made?.origins !== origins) made = { origins, csp: contentSecurityPolicy({ remoteOrigins: [...origins] }, extra) };
    return made.csp;
  };
}

/**
 * The Content-Security-Policy of API answers: JSON, a calendar file or an error, never a page, so
 * nothing may load from them or frame them. Stricter than the site's, and a fifth of its size on
 * the calls a signed-in page makes most.
 */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Adds a request header to Vary, beside those already named (CORS names Origin). */
export function varyOn(reply: FastifyReply, header: string): void {
  const named = reply.getHeader('Vary');
  reply.header('Vary', named ? `${String(named)}, ${header}` : header);
}

/**
 * The headers of every answer: no sniffing, no framing, no-store and Vary: Accept-Language on the
 * API, HSTS over https.
 * Pages (and every file of the site) also get the site's Content-Security-Policy, the
 * opener, permissions and referrer policies (no referrer for the reset page: its URL holds a
 * token). An API answer is JSON or a calendar file, never a page: it gets its own strict policy
 * and none of the policies that only a page acts on (OWASP's REST set), which leaves a third of
 * the header bytes on the calls made most.
 * Also called directly for the answers Fastify gives outside every hook (a malformed URL: app.ts).
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, config: Pick<Config, 'secureCookies'>, csp: () => string): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('X-Frame-Options', 'DENY');
  // Served over https (PUBLIC_URL): browsers must never fall back to plain http.
  if (config.secureCookies) reply.header('Strict-Transport-Security', 'max-age=15552000');
  const path = routedPath(request);
  if (isApiPath(path)) {
    reply.header('Content-Security-Policy', API_CSP);
    reply.header('Cache-Control', 'no-store');
    // Its words follow the caller's language (issue 42): no cache may give one caller's to another.
    varyOn(reply, 'Accept-Language');
    return;
  }
  reply.header('Content-Security-Policy', csp());
  reply.header('Referrer-Policy', path === APP_ROUTES.resetPassword ? 'no-referrer' : 'strict-origin-when-cross-origin');
  reply.header('Cross-Origin-Opener-Policy', 'same-origin');
  reply.header('Permissions-Policy', 'geolocation=(self), camera=(), microphone=()');
}

export const securityHeadersPlugin = fp<{ config: Config; csp: () => string }>(
  async (app: FastifyInstance, { config, csp }) => {
    app.addHook('onSend', (request, reply, payload, done) => {
      setSecurityHeaders(request, reply, config, csp);
      done(null, payload);
    });
  },
  { name: 'familynet-security-headers' },
);
