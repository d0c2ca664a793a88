import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_ROUTES, CSRF_HEADER } from 'shared-contracts';
import type { Config } from '../config.js';

/** Server-only messages of this plugin. */
export const SECURITY_MESSAGES = {
  csrf: 'This request was refused: it must be sent by the FamilyNet app (JSON or the X-Requested-With header).',
  foreignOrigin: 'Requests from this website are not allowed.',
  serverError: 'Something went wrong on the server. Please try again later.',
  notFound: 'Not found.',
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty.',
  tooLarge: 'The request is too large.',
  unsupportedType: 'Unsupported content type: send JSON.',
} as const;

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
export function contentSecurityPolicy(config: Pick<Config, 'remoteOrigins'>, extra: Partial<Record<CspDirective, string[]>> = {}): string {
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

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_HEADERS = ['Content-Type', CSRF_HEADER.name].join(', ');
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

export function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

function pathOf(url: string): string {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
}

/**
 * The path as the router sees it. The router decodes %-escapes, so '/%61pi/auth/logout'
 * reaches the logout route: every check must look at the same decoded path, never the raw URL.
 */
export function routedPath(request: FastifyRequest): string {
  const route = request.routeOptions?.url;
  if (route && !route.includes('*')) return route;
  const raw = pathOf(request.url);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  return value.split(';')[0].trim().toLowerCase() === 'application/json';
}

function hasCsrfHeader(request: FastifyRequest): boolean {
  return request.headers[CSRF_HEADER.name.toLowerCase()] === CSRF_HEADER.value;
}

function refuse(reply: FastifyReply, status: number, message: string) {
  return reply.code(status).send({ success: false, message });
}

/** A readable sentence from a Fastify (ajv) schema validation error. */
export function validationMessage(error: FastifyError): string {
  const first = error.validation?.[0];
  if (!first) return error.message;
  const field = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const params = first.params as Record<string, unknown>;
  switch (first.keyword) {
    case 'required':
      return `${String(params.missingProperty)} is required`;
    case 'type':
      if (!field) return 'The request body must be a JSON object.';
      return `${field} must be ${params.type === 'integer' || params.type === 'object' || params.type === 'array' ? 'an' : 'a'} ${String(params.type)}`;
    case 'maxLength':
      return `${field} must be at most ${String(params.limit)} characters`;
    case 'minLength':
      return `${field} must be at least ${String(params.limit)} characters`;
    case 'enum':
      return `${field} must be one of ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'minimum':
    case 'maximum':
      return `${field} ${first.message ?? 'is out of range'}`;
    default:
      return field ? `${field} ${first.message ?? 'is invalid'}` : `Invalid request: ${first.message ?? 'bad input'}`;
  }
}

export interface SecurityOptions {
  config: Config;
  csp: string;
}

/**
 * Security for every answer: headers, no-store on the API, CORS for the configured origins only,
 * the cross-site (CSRF) rules, and one error shape `{ success: false, message }`.
 */
export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, { config, csp }) => {
    const corsOrigins = new Set(config.corsOrigins);

    app.addHook('onRequest', async (request, reply) => {
      const origin = request.headers.origin;
      const api = isApiPath(routedPath(request));

      if (origin && corsOrigins.has(origin)) {
        reply.header('Access-Control-Allow-Origin', origin);
        reply.header('Access-Control-Allow-Credentials', 'true');
        reply.header('Vary', 'Origin');
        if (request.method === 'OPTIONS' && request.headers['access-control-request-method']) {
          reply.header('Access-Control-Allow-Methods', ALLOWED_METHODS);
          reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
          reply.header('Access-Control-Max-Age', '600');
          return reply.code(204).send();
        }
      }

      if (!api) return;

      if (origin !== undefined) {
        const own = origin === config.publicOrigin || origin === `${request.protocol}://${request.host}`;
        if (!own && !corsOrigins.has(origin)) return refuse(reply, 403, SECURITY_MESSAGES.foreignOrigin);
      }

      const needsProof = !SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrfHeader === true;
      if (needsProof) {
        const jsonBody = !SAFE_METHODS.has(request.method) && isJsonContentType(request.headers['content-type']);
        if (!jsonBody && !hasCsrfHeader(request)) return refuse(reply, 403, SECURITY_MESSAGES.csrf);
      }
    });

    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('X-Frame-Options', 'DENY');
      // The reset page carries its token in the URL: never let it leak through a Referer.
      const path = routedPath(request);
      reply.header('Referrer-Policy', path === APP_ROUTES.resetPassword ? 'no-referrer' : 'strict-origin-when-cross-origin');
      reply.header('Content-Security-Policy', csp);
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('Permissions-Policy', 'geolocation=(self), camera=(), microphone=()');
      // Served over https (PUBLIC_URL): browsers must never fall back to plain http.
      if (config.secureCookies) reply.header('Strict-Transport-Security', 'max-age=15552000');
      if (isApiPath(path)) reply.header('Cache-Control', 'no-store');
      return payload;
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      let status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      let message: string;
      if (error.validation) {
        status = 400;
        message = validationMessage(error);
      } else if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
        message = SECURITY_MESSAGES.serverError;
      } else {
        switch (error.code) {
          case 'FST_ERR_CTP_INVALID_JSON_BODY':
            message = SECURITY_MESSAGES.invalidJson;
            break;
          case 'FST_ERR_CTP_EMPTY_JSON_BODY':
            message = SECURITY_MESSAGES.emptyJson;
            break;
          case 'FST_ERR_CTP_BODY_TOO_LARGE':
            message = SECURITY_MESSAGES.tooLarge;
            break;
          case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
            message = SECURITY_MESSAGES.unsupportedType;
            break;
          default:
            message = error instanceof SyntaxError ? SECURITY_MESSAGES.invalidJson : error.message;
        }
        request.log.info({ status, code: error.code }, message);
      }
      return reply.code(status).send({ success: false, message });
    });
  },
  { name: 'familynet-security' },
);
