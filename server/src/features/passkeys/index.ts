/*
 * What the rest of the server may use of this feature: other features, app.ts and the tests
 * reach it only through this file (layout.once.test.ts).
 */
import type { Feature } from '../feature.js';
import { deleteExpiredChallenges } from './queries.js';
import { passkeyRoutes } from './routes.js';

export { passkeyJson, PasskeyRefusal, signIn } from './passkeys.js';
export { insertPasskey, listPasskeys, passwordSignInOf } from './queries.js';

/** Passkeys: adding, listing and removing them, signing in with one (the feature, as app.ts registers it). */
export const passkeys: Feature = {
  name: 'passkeys',
  api: [passkeyRoutes],
  housekeeping: (app) => deleteExpiredChallenges(app.db, app.now()),
};
