import { isIP } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { SECURITY_MESSAGES } from './messages.js';

/** A Host header as a client may send it: a name or an IP address (IPv6 in brackets), maybe a port. */
const HOST_HEADER = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::\d{1,5})?$/;

/** The name in a Host header, without its port ('[::1]:8080' -> '::1'). */
export function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']'));
  const colon = value.lastIndexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

/**
 * Whether the site answers to this Host. A web page elsewhere can point its own name at the
 * family's server (DNS rebinding) and then call it through a relative's browser on the home
 * network; its requests carry its own name. So only PUBLIC_URL's host, ALLOWED_HOSTS, localhost
 * and bare IP addresses (which no rebinding can put in a Host header) are served.
 */
export function isServedHost(host: string | undefined, config: Pick<Config, 'publicUrl' | 'allowedHosts'>): boolean {
  // Only a well-formed Host is read at all: 'family.test:8080.evil.example' is not family.test.
  if (!host || !HOST_HEADER.test(host.trim().toLowerCase())) return false;
  const name = hostName(host);
  if (name === new URL(config.publicUrl).hostname.replace(/^\[|\]$/g, '')) return true;
  if (name === 'localhost' || isIP(name) !== 0) return true;
  return config.allowedHosts.some((allowed) => allowed === host.trim().toLowerCase() || allowed === name);
}

export const hostCheckPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (isServedHost(request.host, config)) return;
      request.log.warn({ host: request.host }, 'request for a host this site does not serve');
      return reply.code(421).send({ success: false, message: SECURITY_MESSAGES.unknownHost });
    });
  },
  { name: 'familynet-host-check' },
);
