import type { Config } from './config.js';
import type { ChangeNotices, Db } from './db/index.js';
import type { AccountRecord } from './features/members/index.js';
import type { Mailer } from './mail/index.js';
import type { Notifier, ReminderScheduler } from './features/notifications/index.js';
import type { SetupSecret } from './features/joining/index.js';
import type { RemoteOverrides } from './features/web-app/index.js';
import type { DatabaseHealth } from './features/health/index.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LimitOptions } from './plugins/rate-limit.js';

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
/** A hook in Fastify's callback style: it calls done to let the request on, or answers instead. */
type GuardHook = (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => void;

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    /** The embedded database's announcements of its commits (null on PostgreSQL). */
    dbNotices: ChangeNotices | null;
    mailer: Mailer;
    /** The one-time secret of a fresh install's set-up link (features/joining). */
    setupSecret: SetupSecret;
    /** The remotes file's locations, as /app-config.json serves them (features/web-app). */
    remoteOverrides: RemoteOverrides;
    /** The database's answer to /healthz, at most a second old (features/health). */
    databaseHealth: DatabaseHealth;
    /** The clock (injectable in tests). */
    now(): Date;
    /** Sends one notification once, by e-mail and push, as the member chose (issue 22). */
    notifier: Notifier;
    /** Push service origins allowed beyond the browsers' own (the tests' service). */
    pushOrigins: string[];
    /** The birthday reminders' minute-by-minute look (tests call tick()). */
    reminders: ReminderScheduler;
    /** Runs work after the answer has gone out; close() waits for it. Failures are logged. */
    runInBackground(name: string, task: () => Promise<void>): void;
    /** A hook (onRequest or preHandler) enforcing one abuse limit: 429 with Retry-After. */
    limit(options: LimitOptions): Hook;
    /**
     * A limit on failures only: `check` refuses (429) once `max` failures were recorded in the
     * window, `record` counts one. For what must never lock out a legitimate user.
     */
    failureLimit(options: LimitOptions): {
      check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
      record(request: FastifyRequest): Promise<void>;
    };
    /** onRequest (before the body is read or checked) or preHandler: 401 unless a valid session cookie came with the request. */
    requireUser: GuardHook;
    /** preHandler: like requireUser, but an account that waits for approval passes too (its own account, logging out). */
    requireAccount: GuardHook;
    /** preHandler: requireUser, then 403 unless the user has the role (admin includes manager). */
    requireRole(role: 'manager' | 'admin'): Hook;
  }
  interface FastifyRequest {
    /** The signed-in user, set by requireUser. */
    user: AccountRecord | null;
    sessionId: number | null;
  }
  interface FastifyContextConfig {
    /** Require the CSRF header even on a GET (the call changes state, e.g. logout). */
    csrfHeader?: boolean;
  }
}
