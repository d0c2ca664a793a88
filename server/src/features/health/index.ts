/*
 * What the rest of the server may use of this feature: other features, app.ts and the tests
 * reach it only through this file (layout.once.test.ts).
 */
import type { Feature } from '../feature.js';
import { healthRoutes } from './routes.js';

export { checkDatabase, DatabaseHealth } from './health.js';
export { HEALTH_PATH } from './routes.js';

/** The health check (the feature, as app.ts registers it). */
export const health: Feature = {
  name: 'health',
  site: [healthRoutes],
};
