import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionToken, setSessionCookie } from './session-plugin.js';
import { createSession, deleteSessionByToken } from './sessions.js';

/**
 * Signs a member in on this browser: a fresh session (a new token every time, so a token planted
 * before sign-in is worth nothing) and the one the browser came with dropped. Every way in uses
 * it: a password, a passkey, a welcome link, a sign-up.
 */
export async function startSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, userId: number): Promise<void> {
  const previous = sessionToken(request);
  if (previous) await deleteSessionByToken(app.db, previous);
  const { token } = await createSession(app.db, userId, app.now());
  setSessionCookie(reply, app.config, token);
}
