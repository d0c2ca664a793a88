import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyCompress from '@fastify/compress';
import type { Config } from './config.js';
import type { Db } from './db/index.js';
import { createMailer, outboxDirOf, type Mailer } from './mail/index.js';
import { rateLimitPlugin } from './plugins/rate-limit.js';
import { contentSecurityPolicy, securityPlugin } from './plugins/security.js';
import { sessionPlugin } from './plugins/session.js';
import { sitePlugin } from './plugins/site.js';
import { strictValidator } from './http/validation.js';
import { uploadsPlugin } from './plugins/uploads.js';
import { authRoutes } from './routes/auth.js';
import { avatarRoutes } from './routes/avatar.js';
import { memberRoutes } from './routes/members.js';
import { profileRoutes } from './routes/profile.js';
import { siteSettingsRoutes } from './routes/site-settings.js';
import { locationRoutes } from './routes/location.js';
import { calendarRoutes } from './routes/calendar.js';
import { adminUserRoutes } from './routes/admin-users.js';
import { warmUpPasswords } from './services/passwords.js';
import { purgeExpired } from './services/sessions.js';
import './types.js';

export interface AppDeps {
  db: Db;
  /** Default: SMTP when SMTP_URL is set, else the outbox folder in DATA_DIR. */
  mailer?: Mailer;
  /** Injectable clock (tests move it forward to expire tokens). */
  clock?: () => Date;
  /** Where the JSON log lines go (default stdout); tests capture them. */
  logStream?: { write(line: string): void };
}

/** Secrets never reach the log: cookies, credentials and any password or token field. */
export const LOG_REDACT_PATHS = [
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

/** A URL as logged: the value of any token= query parameter (the reset page's link) is hidden. */
export function redactUrl(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}

const HOUSEKEEPING_INTERVAL_MS = 6 * 60 * 60 * 1000;

/** The configured Fastify instance (not listening yet). main.ts and the tests use it. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const logger: FastifyServerOptions['logger'] = {
    level: config.logLevel,
    redact: { paths: LOG_REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      req(request: { method: string; url: string; host?: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip };
      },
    },
    ...(deps.logStream ? { stream: deps.logStream } : {}),
  };

  const app = Fastify({
    logger,
    // A hop count is supported at run time (lib/request.js) though the type leaves it out.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    return503OnClosing: true,
  });

  // Every request body is checked against its schema of shared-contracts, strictly (http/validation.ts).
  app.setValidatorCompiler(strictValidator);
  app.decorate('config', config);
  app.decorate('db', deps.db);
  const clock = deps.clock ?? (() => new Date());
  app.decorate('now', () => clock());

  const mailer =
    deps.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: outboxDirOf(config.dataDir), log: app.log });
  app.decorate('mailer', mailer);

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
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('Connection', 'close');
    return payload;
  });

  let housekeeping: NodeJS.Timeout | undefined;
  const purge = () => app.runInBackground('housekeeping', () => purgeExpired(deps.db, app.now()));
  app.addHook('onReady', async () => {
    purge();
    housekeeping = setInterval(purge, HOUSEKEEPING_INTERVAL_MS);
    housekeeping.unref();
    // The dummy password hash is made now, not during the first sign-in of an unknown address.
    await warmUpPasswords();
  });
  app.addHook('onClose', async () => {
    if (housekeeping) clearInterval(housekeeping);
    await Promise.allSettled([...pending]);
    if (!deps.mailer) mailer.close();
  });

  await app.register(fastifyCookie);
  await app.register(securityPlugin, { config, csp: contentSecurityPolicy(config) });
  await app.register(rateLimitPlugin, { scale: config.rateLimitScale });
  await app.register(sessionPlugin);
  await app.register(async (api) => {
    // API answers go out compressed (a large family's member list is hundreds of KB); the
    // static builds are not in this scope: they carry prebuilt .br/.gz twins. Compressed
    // request bodies are not accepted (no decompression bombs).
    await api.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
    await api.register(authRoutes);
    await api.register(memberRoutes);
    await api.register(profileRoutes);
    await api.register(avatarRoutes);
    await api.register(siteSettingsRoutes);
    await api.register(locationRoutes);
    await api.register(calendarRoutes);
    await api.register(adminUserRoutes);
  });
  await app.register(sitePlugin, { config });
  await app.register(uploadsPlugin, { config });

  app.log.debug({ webRoot: path.resolve(config.webRoot) }, 'app built');
  return app;
}
