/*
 * What the rest of the server may use of this feature: other features, app.ts and the tests
 * reach it only through this file (layout.once.test.ts).
 */
import type { Feature } from '../feature.js';
import { adminUserRoutes } from './routes.js';

export { describeMailError } from './user-admin.js';

/** User administration: create, import, edit and delete users, test e-mail (the feature, as app.ts registers it). */
export const userAdmin: Feature = {
  name: 'user-admin',
  api: [adminUserRoutes],
};
