import type { Agent } from 'node:https';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import fastifyCompress from '@fastify/compress';
import { pino } from 'pino';
import { mapsCspSources } from 'shared-contracts';
import type { Config } from './config.js';
import type { ChangeNotices, Db } from './db/index.js';
import { createMailer, outboxDirOf, type Mailer } from './mail/index.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { SECURITY_MESSAGES, securityPlugin, setSecurityHeaders, sitePolicy } from './plugins/security.js';
import { clientErrorAnswer } from './plugins/security/client-errors.js';
import { strictValidator } from './http/validation.js';
import { refuse } from './http/endpoint.js';
import { lazyRequestLogger } from './http/request-logger.js';
import { accessLogPlugin, type LogSink } from './http/access-log.js';
import { purgeRateLimits } from './db/rate-limits.js';
import { FEATURES } from './features/list.js';
import { sessionPlugin, warmUpPasswords } from './features/accounts/index.js';
import { getReminderHour } from './features/site-look/index.js';
import { SetupSecret } from './features/joining/index.js';
import { RemoteOverrides } from './features/web-app/index.js';
import { DatabaseHealth, checkDatabase } from './features/health/index.js';
import { machineTimeZone, Notifier, ReminderScheduler } from './features/notifications/index.js';
import './types.js';

export interface AppDeps {
  db: Db;
  /** The embedded database's announcements of its commits (openDatabase's `notices`). */
  notices?: ChangeNotices | null;
  /** Default: SMTP when SMTP_URL is set, else the outbox folder in DATA_DIR. */
  mailer?: Mailer;
  /** Injectable clock (tests move it forward to expire tokens). */
  clock?: () => Date;
  /** Where the JSON log lines go (default stdout); tests capture them. */
  logStream?: LogSink;
  /** Web Push beyond the browsers' push services: the tests' own service (its origin and an agent trusting it). */
  push?: { origins: string[]; agent: Agent };
}

/** Secrets never reach the log: cookies, credentials and any password or token field. */
const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'password',
  'newPassword',
  'token',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.password_hash',
  '*.token_hash',
];

/** Anything either replacement in redactUrl could match contains one of these. */
const MAY_HOLD_A_SECRET = /token=|\/api\/calendar\//i;

/**
 * A URL as logged: the value of any token= query parameter (the reset page's link) is hidden,
 * and so is the file of a birthday feed (/api/calendar/<secret>.ics: the path is its credential).
 */
export function redactUrl(url: string): string {
  // Every request is logged: most URLs hold neither, and are not copied twice to find out.
  if (!MAY_HOLD_A_SECRET.test(url)) return url;
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]').replace(/(\/api\/calendar\/)[^?#]+/gi, '$1[redacted]');
}

/**
 * An error as logged: its kind, message, code and stack only. Database errors carry the query's
 * parameters and the row they were about (an e-mail, a new password's hash): never logged.
 */
function safeError(error: unknown): { type: string; message: string; stack: string; code?: string } {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error), stack: '' };
  const code = (error as { code?: unknown }).code;
  return { type: error.name, message: error.message, ...(typeof code === 'string' ? { code } : {}), stack: error.stack ?? '' };
}

/** proxy-addr's reading of a hop count: the socket's peer is hop 0, the next address to the left hop 1... */
function trustNearestHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}

const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** The configured Fastify instance (not listening yet). main.ts and the tests use it. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  // stdout, written at once (pino's default): a warning or an error is out before anything
  // else happens, crash or not. The access log, the only line made per request, is batched by
  // turn of the event loop (http/access-log.ts); a thread-pool write per batch cost more.
  const logSink: LogSink = deps.logStream ?? pino.destination({ dest: 1, sync: true });
  const logger: FastifyServerOptions['logger'] = {
    level: config.logLevel,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; host?: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
      },
      err: safeError,
    },
    stream: logSink,
  };

  // The map's service (Google Maps, or the tile server) and the remotes' origins in use are the
  // only outside hosts the page may use; the remotes' follow the remotes file (RemoteOverrides).
  const policyFor = sitePolicy(mapsCspSources(config.maps));
  const csp = () => policyFor(app.remoteOverrides.sourcesInUse());

  const app = Fastify({
    logger,
    // A hop count (TRUST_PROXY=1) trusts the proxies nearest this server. Fastify 5.12 reads a
    // number as "trust none", so every client shared the proxy's address: one stranger's wrong
    // passwords then locked a member out, and 10 sign-ins a minute were the whole family's.
    trustProxy: typeof config.trustProxy === 'number' ? trustNearestHops(config.trustProxy) : config.trustProxy,
    // Fastify's own two lines per request are replaced by one (LOG_REQUESTS, below).
    logController: new LogController({ disableRequestLogging: true }),
    childLoggerFactory: lazyRequestLogger,
    bodyLimit: 1024 * 1024,
    // A client that stalls while sending its request is cut off (408) instead of holding a
    // connection for ever; long enough for a 10 MB picture over a slow family connection.
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs,
    // Node enforces requestTimeout only when the server is created with it (Fastify sets it
    // afterwards, when the headers' own 60 s limit is already fixed, so under 60 s a client
    // sending a byte at a time was never cut off), and looks for late requests every 30 s:
    // both follow the timeout, so the cut comes close to it.
    http: {
      requestTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.round(config.requestTimeoutMs / 4))),
    },
    // While closing, a request on a connection accepted before the listener closed is served
    // (and its connection then closed): it was sent before the shutdown, so it is in flight, and
    // Fastify's 503 (not even in the API's shape) would refuse a request the client already
    // made. New connections are refused by the closed listener (faults/sigterm.fault.ts).
    return503OnClosing: false,
    // A request Node cannot read (too slow, headers too large) is answered in the API's shape.
    clientErrorHandler: clientErrorAnswer,
    // A URL the router cannot read gets the API's answer shape and the site's headers too (it
    // is answered outside every hook, so the headers are set here).
    frameworkErrors: (error, request, reply) => {
      const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
      setSecurityHeaders(request, reply as FastifyReply, config, csp);
      void refuse(reply as FastifyReply, status, SECURITY_MESSAGES.badUrl);
    },
  });

  // Every request body is checked against its schema of shared-contracts, strictly (http/validation.ts).
  app.setValidatorCompiler(strictValidator);
  app.decorate('config', config);
  accessLogPlugin(app, { mode: config.logRequests, level: config.logLevel, sink: logSink, redactUrl });
  app.decorate('db', deps.db);
  app.decorate('dbNotices', deps.notices ?? null);
  const clock = deps.clock ?? (() => new Date());
  app.decorate('now', () => clock());

  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: outboxDirOf(config.dataDir), log: app.log });
  app.decorate('mailer', mailer);
  app.decorate('setupSecret', new SetupSecret(config.dataDir, config.publicUrl));
  // Before every answer's headers: the site's policy names the remotes' origins it gives.
  const remoteOverrides = new RemoteOverrides(config, app.log);
  app.decorate('remoteOverrides', remoteOverrides);
  // Read at start, so pinned remotes' hosts are checked before anyone asks.
  app.addHook('onReady', async () => void (await remoteOverrides.current()));
  app.addHook('onClose', async () => remoteOverrides.close());
  app.decorate(
    'databaseHealth',
    new DatabaseHealth(
      () => checkDatabase(deps.db),
      (error) => app.log.warn({ err: error }, 'health check: the database does not answer'),
    ),
  );
  const notifier = new Notifier({
    db: deps.db,
    mailer,
    publicUrl: config.publicUrl,
    siteName: config.siteName,
    dataDir: config.dataDir,
    mailFrom: config.mailFrom,
    log: app.log,
    ...(deps.push ? { pushAgent: deps.push.agent } : {}),
  });
  app.decorate('notifier', notifier);
  app.decorate('pushOrigins', deps.push?.origins ?? []);
  const reminders = new ReminderScheduler(
    {
      db: deps.db,
      notifier,
      publicUrl: config.publicUrl,
      siteName: config.siteName,
      reminderHour: () => getReminderHour(deps.db),
      serverZone: machineTimeZone(),
      now: () => clock(),
    },
    (error) => app.log.error({ err: error }, 'birthday reminders failed'),
  );
  app.decorate('reminders', reminders);

  const pending = new Set<Promise<void>>();
  app.decorate('runInBackground', (name: string, task: () => Promise<void>) => {
    const run = (async () => {
      try {
        await task();
      } catch (error) {
        app.log.error({ err: error }, `${name} failed`);
      }
    })();
    pending.add(run);
    void run.finally(() => pending.delete(run));
  });

  // While closing, answers end their keep-alive connection: close() closes the connections that
  // are idle when it starts, and this lets the ones still busy go as soon as their answer is out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });

  let housekeeping: NodeJS.Timeout | undefined;
  // Each feature's share on its own: one that fails is logged and the others still run.
  const chores = [
    { name: 'rate limits', run: () => purgeRateLimits(deps.db) },
    ...FEATURES.flatMap((feature) => (feature.housekeeping ? [{ name: feature.name, run: () => feature.housekeeping!(app) }] : [])),
  ];
  const purge = () => {
    for (const { name, run } of chores) app.runInBackground(`housekeeping (${name})`, async () => void (await run()));
  };
  app.addHook('onReady', async () => {
    purge();
    housekeeping = setInterval(purge, HOUSEKEEPING_INTERVAL_MS);
    housekeeping.unref();
    // The dummy password hash is made now, not during the first sign-in of an unknown address.
    await warmUpPasswords();
  });
  // At start too, once the server answers: a reminder whose hour passed while it was down goes now, once.
  app.addHook('onListen', async () => {
    reminders.start();
  });
  app.addHook('onClose', async () => {
    if (housekeeping) clearInterval(housekeeping);
    await reminders.stop();
    await Promise.allSettled([...pending]);
    if (!deps.mailer) mailer.close();
  });

  await app.register(securityPlugin, { config, csp });
  await app.register(rateLimitPlugin, { scale: config.rateLimitScale });
  await app.register(sessionPlugin);
  await app.register(async (api) => {
    // API answers go out compressed (a large family's member list is hundreds of KB); the
    // static builds are not in this scope: they carry prebuilt .br/.gz twins. Compressed
    // request bodies are not accepted (no decompression bombs).
    await api.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
    for (const feature of FEATURES) for (const plugin of feature.api ?? []) await api.register(plugin, { config });
  });
  // Outside /api: the health check, the app's manifest (it follows the family's name and theme),
  // the backup command's own call, and last the web app, which answers every other address.
  for (const feature of FEATURES) for (const plugin of feature.site ?? []) await app.register(plugin, { config });

  app.log.debug({ webRoot: path.resolve(config.webRoot) }, 'app built');
  return app;
}
