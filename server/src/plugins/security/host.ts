import { isIP } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { refuse } from '../../http/endpoint.js';
import { SECURITY_MESSAGES } from './messages.js';

/** A Host header as a client may send it: a name or an IP address (IPv6 in brackets), maybe a port. */
const HOST_HEADER = /^(?:\[[0-9a-f:.]+\]|[a-z0-9_.-]+)(?::\d{1,5})?$/;

const SERVED_HOSTS_KEPT = 64;

/** The name in a Host header, without its port ('[::1]:8080' -> '::1'). */
function hostName(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']'));
  const colon = value.lastIndexOf(':');
  return colon === -1 ? value : value.slice(0, colon);
}

/**
 * Whether the site answers to a Host. A web page elsewhere can point its own name at the
 * family's server (DNS rebinding) and then call it through a relative's browser on the home
 * network; its requests carry its own name. So only PUBLIC_URL's host, ALLOWED_HOSTS, localhost
 * and bare IP addresses (which no rebinding can put in a Host header) are served. The checker is
 * made once: it runs before every request.
 */
function servedHostCheck(config: Pick<Config, 'publicUrl' | 'allowedHosts'>): (host: string | undefined) => boolean {
  const publicHost = new URL(config.publicUrl).hostname.replace(/^\[|\]$/g, '');
  const allowed = new Set(config.allowedHosts);
  const check = (host: string | undefined): boolean => {
    // Only a well-formed Host is read at all: 'family.test:8080.evil.example' is not family.test.
    if (!host) return false;
    const value = host.trim().toLowerCase();
    if (!HOST_HEADER.test(value)) return false;
    const name = hostName(value);
    return name === publicHost || name === 'localhost' || isIP(name) !== 0 || allowed.has(value) || allowed.has(name);
  };
  // A family's browsers send the same few Host values: their answers are kept, and the list
  // stops growing after SERVED_HOSTS_KEPT names, so a flood of invented names cannot fill memory.
  const known = new Map<string, boolean>();
  return (host) => {
    if (host === undefined) return false;
    let served = known.get(host);
    if (served === undefined) {
      served = check(host);
      if (known.size < SERVED_HOSTS_KEPT) known.set(host, served);
    }
    return served;
  };
}

export const hostCheckPlugin = fp<{ config: Config }>(
  async (app: FastifyInstance, { config }) => {
    const isServedHost = servedHostCheck(config);
    app.addHook('onRequest', (request, reply, done) => {
      if (isServedHost(request.host)) return done();
      request.log.warn({ host: request.host }, 'request for a host this site does not serve');
      void refuse(reply, 421, SECURITY_MESSAGES.unknownHost);
    });
  },
  { name: 'familynet-host-check' },
);
