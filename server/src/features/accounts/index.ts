/*
 * What the rest of the server may use of this feature: other features, app.ts and the tests
 * reach it only through this file (layout.once.test.ts).
 */
import type { Feature } from '../feature.js';
import { authRoutes } from './routes.js';
import { purgeExpired } from './sessions.js';

export { issuePasswordToken } from './password-tokens.js';
export { hashPassword, verifyPassword, warmUpPasswords } from './passwords.js';
export { AUTH_MESSAGES } from './routes.js';
export { clearSessionCookie, SESSION_MESSAGES, sessionPlugin, sessionToken } from './session-plugin.js';
export { listSessionsOf } from './session-queries.js';
export { createSession, SESSION_CACHE_MS } from './sessions.js';
export { startSession } from './start-session.js';

/** The accounts: sign-in and out with a password, the current member, password links, sessions (the feature, as app.ts registers it). */
export const accounts: Feature = {
  name: 'accounts',
  api: [authRoutes],
  housekeeping: (app) => purgeExpired(app.db, app.now()),
};
