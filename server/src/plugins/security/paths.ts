import type { FastifyRequest } from 'fastify';
import { API_PREFIX } from 'shared-contracts';

export function isApiPath(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
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
