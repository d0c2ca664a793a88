/*
 * What the rest of the server may use of this feature: other features, app.ts and the tests
 * reach it only through this file (layout.once.test.ts).
 */
import type { Feature } from '../feature.js';
import { calendarRoutes } from './routes.js';

export { feedOfMember } from './feed.js';

/** The birthday calendar's feeds (the feature, as app.ts registers it). */
export const calendar: Feature = {
  name: 'calendar',
  api: [calendarRoutes],
};
