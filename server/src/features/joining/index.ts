/*
 * What the rest of the server may use of this feature: other features, app.ts and the tests
 * reach it only through this file (layout.once.test.ts).
 */
import type { Feature } from '../feature.js';
import { joiningRoutes } from './routes.js';

export { SetupSecret } from './joining.js';
export { listInvitationsBy } from './queries.js';

/** Who gets in: sign-up, invitations, the join settings, approval (the feature, as app.ts registers it). */
export const joining: Feature = {
  name: 'joining',
  api: [joiningRoutes],
};
