/*
 * What the rest of the server may use of this feature: other features, app.ts and the tests
 * reach it only through this file (layout.once.test.ts).
 */
import type { Feature } from '../feature.js';
import { locationRoutes } from './routes.js';

/** Live location: sharing, moving, stopping, periods that end (the feature, as app.ts registers it). */
export const locations: Feature = {
  name: 'locations',
  api: [locationRoutes],
};
