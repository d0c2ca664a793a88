import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JOIN_MESSAGES, SESSION_COOKIE_NAME, canManageFamily, isAdmin } from 'shared-contracts';
import type { Config } from '../../config.js';
import { readCookie, serializeCookie } from '../../http/cookie.js';
import { refuse } from '../../http/endpoint.js';
import { SESSION_TTL_MS, findActiveSession, forgetCachedSessions, keptActiveSession } from './sessions.js';

export const SESSION_MESSAGES = {
  signInRequired: 'Please sign in to continue.',
  forbidden: 'You do not have permission to do this.',
} as const;

export function sessionToken(request: FastifyRequest): string | undefined {
  const value = readCookie(request.headers.cookie, SESSION_COOKIE_NAME);
  return value && value.length <= 200 ? value : undefined;
}

/** The session cookie with `value` for `maxAgeSeconds` (0 removes it): its attributes live here only. */
function sessionCookie(config: Config, value: string, maxAgeSeconds: number): string {
  return serializeCookie(SESSION_COOKIE_NAME, value, { httpOnly: true, sameSite: 'lax', path: '/', secure: config.secureCookies, maxAge: maxAgeSeconds });
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string): void {
  reply.header('set-cookie', sessionCookie(config, token, SESSION_TTL_MS / 1000));
}

export function clearSessionCookie(reply: FastifyReply, config: Config): void {
  reply.header('set-cookie', sessionCookie(config, '', 0));
}

/** The session cookie and the guards `requireUser` and `requireRole(...)`. */
export const sessionPlugin = fp(
  async (app: FastifyInstance) => {
    // On the embedded database every change to users is announced: a kept session never
    // outlives a change to its member, whichever code made it.
    const stop = app.dbNotices?.onUsersChanged(forgetCachedSessions);
    if (stop) app.addHook('onClose', async () => stop());
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    /** Loads the session's user into request.user; answers 401 and returns false without one. */
    const authenticate = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
      if (request.user) return true;
      const token = sessionToken(request);
      const session = token ? await findActiveSession(app.db, token, app.now()) : null;
      if (!session) {
        if (token) clearSessionCookie(reply, app.config);
        await refuse(reply, 401, SESSION_MESSAGES.signInRequired);
        return false;
      }
      request.user = session.user;
      request.sessionId = session.sessionId;
      return true;
    };

    /** An account that waits for approval sees nothing of the family: 403 with why (false). */
    const letIn = (request: FastifyRequest, reply: FastifyReply): boolean => {
      if (!request.user?.awaitingApproval) return true;
      void refuse(reply, 403, JOIN_MESSAGES.waiting);
      return false;
    };

    // Callback style: a session looked up a moment ago lets the request on in the same turn,
    // without the promise an async hook costs on every signed-in call.
    const guard = (waitingToo: boolean) => (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
      const pass = () => (waitingToo || letIn(request, reply) ? done() : undefined);
      if (request.user) return pass();
      const token = sessionToken(request);
      const kept = token === undefined ? undefined : keptActiveSession(token, app.now());
      if (kept) {
        request.user = kept.user;
        request.sessionId = kept.sessionId;
        return pass();
      }
      authenticate(request, reply).then((signedIn) => {
        if (signedIn) pass();
      }, done);
    };
    app.decorate('requireUser', guard(false));
    app.decorate('requireAccount', guard(true));

    app.decorate('requireRole', (role: 'manager' | 'admin') => {
      const allowed = role === 'admin' ? isAdmin : canManageFamily;
      return async (request: FastifyRequest, reply: FastifyReply) => {
        if (!(await authenticate(request, reply))) return reply;
        if (!letIn(request, reply)) return reply;
        if (!allowed(request.user)) {
          await refuse(reply, 403, SESSION_MESSAGES.forbidden);
          return reply;
        }
      };
    });
  },
  { name: 'familynet-session' },
);
