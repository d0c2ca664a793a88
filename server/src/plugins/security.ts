import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';
import { errorsPlugin } from './errors.js';
import { crossSitePlugin } from './security/cross-site.js';
import { hostCheckPlugin } from './security/host.js';
import { securityHeadersPlugin } from './security/headers.js';

export { SECURITY_MESSAGES } from './security/messages.js';
export { API_CSP, contentSecurityPolicy, setSecurityHeaders, sitePolicy, varyOn, type CspDirective } from './security/headers.js';
export { isApiPath, routedPath } from './security/paths.js';

interface SecurityOptions {
  config: Config;
  /** The site's Content-Security-Policy now (it follows the remotes in use). */
  csp: () => string;
}

/** Security for every answer: which host names are served (security/host.ts), who may call (security/cross-site.ts), headers (security/headers.ts), one error shape (errors.ts). */
export const securityPlugin = fp<SecurityOptions>(
  async (app: FastifyInstance, { config, csp }) => {
    await app.register(hostCheckPlugin, { config });
    await app.register(crossSitePlugin, { config });
    await app.register(securityHeadersPlugin, { config, csp });
    await app.register(errorsPlugin);
  },
  { name: 'familynet-security' },
);
