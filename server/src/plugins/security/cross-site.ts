import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CSRF_HEADER } from 'shared-contracts';
import type { Config } from '../../config.js';
import { refuse } from '../../http/endpoint.js';
import { SECURITY_MESSAGES } from './messages.js';
import { isApiPath, routedPath } from './paths.js';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const ALLOWED_HEADERS = ['Content-Type', CSRF_HEADER.name].join(', ');
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

function isJsonContentType(value: string | undefined): boolean {
  if (!value) return false;
  return value.split(';')[0].trim().toLowerCase() === 'application/json';
}

function hasCsrfHeader(request: FastifyRequest): boolean {
  return request.headers[CSRF_HEADER.name.toLowerCase()] === CSRF_HEADER.value;
}


/**
 * Who may call the API from a browser: CORS for the configured origins only (remotes deployed
 * elsewhere); a foreign Origin refused; and every state-changing call must carry a JSON body
 * or the X-Requested-With header, which a plain cross-site form cannot send.
 */
export const crossSitePlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const corsOrigins = new Set(config.corsOrigins);
    app.addHook('onRequest', (request, reply, done) => {
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
          reply.code(204).send();
          return;
        }
      }
      if (!api) return done();
      if (origin !== undefined) {
        // The request's own origin (the site opened under an address it serves: see host.ts).
        const own = origin === config.publicOrigin || origin === `${request.protocol}://${request.host}`;
        if (!own && !corsOrigins.has(origin)) return void refuse(reply, 403, SECURITY_MESSAGES.foreignOrigin);
      }
      const needsProof = !SAFE_METHODS.has(request.method) || request.routeOptions.config?.csrfHeader === true;
      if (needsProof) {
        const jsonBody = !SAFE_METHODS.has(request.method) && isJsonContentType(request.headers['content-type']);
        if (!jsonBody && !hasCsrfHeader(request)) return void refuse(reply, 403, SECURITY_MESSAGES.csrf);
      }
      done();
    });
  },
  { name: 'familynet-cross-site' },
);
