import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  ADMIN_LOG_DAYS,
  DEFAULT_JOIN_MODE,
  JOIN_MODES,
  type JoinMode,
  DEFAULT_API_PORT,
  MAPS_DEFAULTS,
  REMOTE_FOLDERS,
  REMOTE_MANIFEST_FILE,
  REMOTE_NAMES,
  SITE_NAME_DEFAULT,
  tileUrlProblem,
  type MapsConfig,
  type RemoteName,
} from 'shared-contracts';

/** Everything the server reads from the environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  /** Absolute path of the folder this process owns (embedded database, outbox, uploads). */
  dataDir: string;
  /** null: embedded PGlite in DATA_DIR/db. */
  databaseUrl: string | null;
  /** null: mails are written to DATA_DIR/outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Base of every link the server writes (e-mails), without a trailing slash. Never the Host header. */
  publicUrl: string;
  publicOrigin: string;
  siteName: string;
  /** false, a number of proxy hops (true: 1), or a list of proxy addresses/CIDRs. */
  trustProxy: boolean | number | string;
  /** Who may join until an admin chooses in Settings (JOIN_MODE; default invite). */
  joinMode: JoinMode;
  /** How many days the record of admin acts keeps an act (ADMIN_LOG_DAYS; default 365). */
  adminLogDays: number;
  /** Origins allowed to call the API with credentials (CORS), normalised (scheme://host[:port]). */
  corsOrigins: string[];
  rateLimitScale: number;
  /** How long a client may take to send a whole request (headers and body), in ms. */
  requestTimeoutMs: number;
  /** Host names (besides PUBLIC_URL's, IP addresses and localhost) the site answers to. */
  allowedHosts: string[];
  logLevel: LogLevel;
  /** One access-log line per request ('all'), only for failed requests ('errors'), or none. */
  logRequests: LogRequests;
  /** Repository root (or any folder laid out like it): <webRoot>/shell/dist, <webRoot>/<remote folder>/dist. */
  webRoot: string;
  /** Remote container name -> URL of its mf-manifest.json (absolute, or a path on this site). */
  remotes: Record<RemoteName, string>;
  /** Origins of remotes deployed elsewhere; they are added to the Content-Security-Policy. */
  remoteOrigins: string[];
  /** Session cookie gets Secure when the site is served over https. */
  secureCookies: boolean;
  /** The Family Map's service: Google Maps with GOOGLE_MAPS_API_KEY, else tiles (MAP_TILE_URL). */
  maps: MapsConfig;
  production: boolean;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export const LOG_REQUESTS = ['all', 'errors', 'none'] as const;
export type LogRequests = (typeof LOG_REQUESTS)[number];
export type LogLevel = (typeof LOG_LEVELS)[number];

/** The development servers of the shell and the remotes (each package.json's familynet.devPort). */
function devCorsOrigins(): string[] {
  const { devPorts } = createRequire(import.meta.url)('../../tooling/workspace.cjs') as { devPorts(): Record<string, number> };
  return Object.values(devPorts()).map((port) => `http://localhost:${port}`);
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The repository root, found from this file's own location (src/config.ts or dist/config.js). */
export function defaultWebRoot(): string {
  return path.resolve(fileURLToPath(new URL('../../', import.meta.url)));
}

type Env = Record<string, string | undefined>;

interface LoadConfigOptions {
  /** Base for a relative DATA_DIR / WEB_ROOT (default process.cwd()). */
  cwd?: string;
}

/** The variable that says where a remote is deployed: mf_directory -> REMOTE_MF_DIRECTORY_URL */
function remoteEnvName(name: RemoteName): string {
  return `REMOTE_${name.toUpperCase()}_URL`;
}

export function loadConfig(env: Env = process.env, options: LoadConfigOptions = {}): Config {
  const cwd = options.cwd ?? process.cwd();
  const problems: string[] = [];
  const read = (name: string): string | undefined => {
    const value = env[name];
    return value === undefined || value.trim() === '' ? undefined : value.trim();
  };
  const production = env.NODE_ENV === 'production';

  let port = DEFAULT_API_PORT;
  const rawPort = read('PORT');
  if (rawPort !== undefined) {
    if (!/^\d+$/.test(rawPort) || Number(rawPort) > 65535) problems.push(`PORT must be a port number (0-65535), got "${rawPort}".`);
    else port = Number(rawPort);
  }

  const host = read('HOST') ?? '0.0.0.0';
  const dataDir = path.resolve(cwd, read('DATA_DIR') ?? 'data');

  let databaseUrl: string | null = read('DATABASE_URL') ?? null;
  if (databaseUrl !== null) {
    const url = parseUrl(databaseUrl);
    if (!url || !['postgres:', 'postgresql:'].includes(url.protocol)) {
      problems.push('DATABASE_URL must be a PostgreSQL URL such as postgres://user:password@host:5432/familynet (or leave it unset for the embedded database).');
      databaseUrl = null;
    }
  }

  let smtpUrl: string | null = read('SMTP_URL') ?? null;
  if (smtpUrl !== null) {
    const url = parseUrl(smtpUrl);
    if (!url || !['smtp:', 'smtps:'].includes(url.protocol)) {
      problems.push('SMTP_URL must look like smtp://user:password@mail.example.org:587 or smtps://... (or leave it unset to write mails to the outbox folder).');
      smtpUrl = null;
    }
  }

  const siteName = read('SITE_NAME') ?? SITE_NAME_DEFAULT;
  if (siteName.length > 100) problems.push('SITE_NAME must be at most 100 characters.');

  const mailFrom = read('MAIL_FROM') ?? `"${siteName.replace(/["\\]/g, '')}" <no-reply@localhost>`;

  let publicUrl = `http://localhost:${port}`;
  const rawPublicUrl = read('PUBLIC_URL');
  if (rawPublicUrl !== undefined) {
    const url = parseUrl(rawPublicUrl);
    if (!url || !['http:', 'https:'].includes(url.protocol)) {
      problems.push(`PUBLIC_URL must be the http(s) address people open, e.g. https://family.example.org, got "${rawPublicUrl}".`);
    } else if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
      problems.push(`PUBLIC_URL must be an origin only (the site is served at the root), e.g. ${url.origin}, got "${rawPublicUrl}".`);
    } else {
      publicUrl = url.origin;
    }
  }
  const publicOrigin = new URL(publicUrl).origin;

  const trustProxy = parseTrustProxy(read('TRUST_PROXY'), problems);

  let joinMode: JoinMode = DEFAULT_JOIN_MODE;
  const rawJoinMode = read('JOIN_MODE');
  if (rawJoinMode !== undefined) {
    if ((JOIN_MODES as readonly string[]).includes(rawJoinMode.toLowerCase())) joinMode = rawJoinMode.toLowerCase() as JoinMode;
    else problems.push(`JOIN_MODE must be one of ${JOIN_MODES.join(', ')} (Invitation only, Approval, Open), got "${rawJoinMode}".`);
  }

  let adminLogDays: number = ADMIN_LOG_DAYS;
  const rawLogDays = read('ADMIN_LOG_DAYS');
  if (rawLogDays !== undefined) {
    const value = Number(rawLogDays);
    if (!Number.isInteger(value) || value < 1 || value > 36_500) problems.push(`ADMIN_LOG_DAYS must be a whole number of days from 1 to 36500, got "${rawLogDays}".`);
    else adminLogDays = value;
  }

  // The dev servers' origins only while developing (`npm run dev` sets NODE_ENV=development):
  // a family's `npm start` must not trust whatever else runs on localhost:3000-3005.
  let corsOrigins = env.NODE_ENV === 'development' ? devCorsOrigins() : [];
  const rawCors = env.CORS_ORIGINS;
  if (rawCors !== undefined) {
    corsOrigins = [];
    for (const item of rawCors.split(',').map((s) => s.trim()).filter(Boolean)) {
      const url = parseUrl(item);
      if (!url || !['http:', 'https:'].includes(url.protocol) || (url.pathname !== '/' && url.pathname !== '')) {
        problems.push(`CORS_ORIGINS: "${item}" is not an origin like https://remote.example.org.`);
      } else corsOrigins.push(url.origin);
    }
  }

  let rateLimitScale = 1;
  const rawScale = read('RATE_LIMIT_SCALE');
  if (rawScale !== undefined) {
    const value = Number(rawScale);
    if (!Number.isFinite(value) || value <= 0) problems.push(`RATE_LIMIT_SCALE must be a positive number, got "${rawScale}".`);
    else rateLimitScale = value;
  }

  let requestTimeoutMs = 120_000;
  const rawTimeout = read('REQUEST_TIMEOUT_MS');
  if (rawTimeout !== undefined) {
    const value = Number(rawTimeout);
    if (!Number.isInteger(value) || value < 1000) problems.push(`REQUEST_TIMEOUT_MS must be a number of milliseconds (at least 1000), got "${rawTimeout}".`);
    else requestTimeoutMs = value;
  }

  const allowedHosts: string[] = [];
  for (const item of (read('ALLOWED_HOSTS') ?? '').split(',').map((s) => s.trim().toLowerCase()).filter(Boolean)) {
    if (!/^[a-z0-9.-]+(:\d+)?$/.test(item)) problems.push(`ALLOWED_HOSTS: "${item}" is not a host name like family.example.org or family.example.org:8443.`);
    else allowedHosts.push(item);
  }

  let logLevel: LogLevel = 'info';
  const rawLevel = read('LOG_LEVEL');
  if (rawLevel !== undefined) {
    if ((LOG_LEVELS as readonly string[]).includes(rawLevel.toLowerCase())) logLevel = rawLevel.toLowerCase() as LogLevel;
    else problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${rawLevel}".`);
  }

  let logRequests: LogRequests = 'all';
  const rawLogRequests = read('LOG_REQUESTS');
  if (rawLogRequests !== undefined) {
    if ((LOG_REQUESTS as readonly string[]).includes(rawLogRequests.toLowerCase())) logRequests = rawLogRequests.toLowerCase() as LogRequests;
    else problems.push(`LOG_REQUESTS must be one of ${LOG_REQUESTS.join(', ')}, got "${rawLogRequests}".`);
  }

  const webRoot = path.resolve(cwd, read('WEB_ROOT') ?? defaultWebRoot());

  const remotes = {} as Record<RemoteName, string>;
  const remoteOrigins = new Set<string>();
  for (const name of REMOTE_NAMES) {
    const envName = remoteEnvName(name);
    const raw = read(envName);
    if (raw === undefined) {
      remotes[name] = `/remotes/${REMOTE_FOLDERS[name]}/${REMOTE_MANIFEST_FILE}`;
      continue;
    }
    const location = remoteLocation(raw);
    if (!location) {
      problems.push(`${envName} must be a path on this site (/remotes/...) or an http(s) URL, got "${raw}".`);
      remotes[name] = `/remotes/${REMOTE_FOLDERS[name]}/${REMOTE_MANIFEST_FILE}`;
      continue;
    }
    remotes[name] = location.href;
    if (location.origin && location.origin !== publicOrigin) remoteOrigins.add(location.origin);
  }

  const maps = parseMaps(read, problems);

  if (problems.length > 0) throw new ConfigError(problems);

  return {
    port,
    host,
    dataDir,
    databaseUrl,
    smtpUrl,
    mailFrom,
    publicUrl,
    publicOrigin,
    siteName,
    trustProxy,
    joinMode,
    adminLogDays,
    corsOrigins,
    rateLimitScale,
    requestTimeoutMs,
    allowedHosts,
    logLevel,
    logRequests,
    webRoot,
    remotes,
    remoteOrigins: [...remoteOrigins],
    secureCookies: publicUrl.startsWith('https:'),
    production,
    maps,
  };
}

/**
 * Where a remote is deployed, as REMOTE_*_URL or the remotes file give it: its mf-manifest.json,
 * or the folder holding it; a path on this site, or an http(s) URL (with its origin). Null: neither.
 */
export function remoteLocation(raw: string): { href: string; origin: string | null } | null {
  const value = raw.endsWith('.json') ? raw : `${raw.replace(/\/+$/, '')}/${REMOTE_MANIFEST_FILE}`;
  if (value.startsWith('/') && !value.startsWith('//')) return /^[A-Za-z0-9/_.@-]+$/.test(value) && !value.includes('..') ? { href: value, origin: null } : null;
  const url = parseUrl(value);
  if (!url || !['http:', 'https:'].includes(url.protocol)) return null;
  return { href: url.href, origin: url.origin };
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** Google's browser keys are 39 characters of this alphabet; allow some room, nothing else. */
const GOOGLE_MAPS_KEY = /^[A-Za-z0-9_-]{20,100}$/;
const MAP_ATTRIBUTION_MAX = 500;

function parseMaps(read: (name: string) => string | undefined, problems: string[]): MapsConfig {
  const maps: MapsConfig = { ...MAPS_DEFAULTS };
  const key = read('GOOGLE_MAPS_API_KEY');
  if (key !== undefined) {
    if (GOOGLE_MAPS_KEY.test(key)) maps.googleMapsApiKey = key;
    else problems.push('GOOGLE_MAPS_API_KEY must be a Google Maps JavaScript API key (letters, digits, - and _), or leave it unset for OpenStreetMap.');
  }
  const tileUrl = read('MAP_TILE_URL');
  if (tileUrl !== undefined) {
    const problem = tileUrlProblem(tileUrl);
    if (problem) problems.push(problem);
    else maps.tileUrl = tileUrl;
  }
  const attribution = read('MAP_TILE_ATTRIBUTION');
  if (attribution !== undefined) {
    if (attribution.length > MAP_ATTRIBUTION_MAX) problems.push(`MAP_TILE_ATTRIBUTION must be at most ${MAP_ATTRIBUTION_MAX} characters.`);
    else maps.tileAttribution = attribution;
  }
  return maps;
}

function parseTrustProxy(raw: string | undefined, problems: string[]): boolean | number | string {
  if (raw === undefined) return false;
  const lower = raw.toLowerCase();
  if (['false', 'no', 'off', '0'].includes(lower)) return false;
  // "true" means the one proxy in front of the server: trusting every hop would take a client's
  // own X-Forwarded-For as its address, and with it dodge every abuse limit.
  if (['true', 'yes', 'on'].includes(lower)) return 1;
  if (/^\d+$/.test(raw)) return Number(raw);
  // A list of trusted proxy addresses or CIDR ranges, e.g. "127.0.0.1,10.0.0.0/8".
  if (/^[0-9a-f.:/,\s]+$/i.test(raw)) return raw;
  problems.push(`TRUST_PROXY must be true, false, a number of proxy hops or a comma list of proxy addresses, got "${raw}".`);
  return false;
}

/** A copy of the config that is safe to log (no credentials inside URLs). */
export function describeConfig(config: Config): Record<string, unknown> {
  const hide = (value: string | null) => {
    if (!value) return value;
    const url = parseUrl(value);
    if (!url) return '[set]';
    if (url.password) url.password = '***';
    return url.toString();
  };
  const maps = config.maps.googleMapsApiKey ? { ...config.maps, googleMapsApiKey: '[set]' } : config.maps;
  return { ...config, databaseUrl: hide(config.databaseUrl), smtpUrl: hide(config.smtpUrl), maps };
}
