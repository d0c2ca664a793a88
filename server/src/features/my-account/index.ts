/*
 * What the rest of the server may use of this feature: other features, app.ts and the tests
 * reach it only through this file (layout.once.test.ts).
 */
import type { Feature } from '../feature.js';
import { myAccountRoutes } from './routes.js';

/** A member's own account: their data, leaving (the feature, as app.ts registers it). */
export const myAccount: Feature = {
  name: 'my-account',
  api: [myAccountRoutes],
};
