/*
 * What the rest of the server may use of this feature: other features, app.ts and the tests
 * reach it only through this file (layout.once.test.ts).
 */
import type { Feature } from '../feature.js';
import { manifestRoutes } from './manifest-routes.js';
import { siteSettingsRoutes } from './routes.js';

export { BACKGROUND_MAX_BYTES, backgroundsDirOf } from './backgrounds.js';
export { getSetting, putSetting } from './queries.js';
export { getReminderHour, setReminderHour, SETTINGS_KEYS } from './settings.js';

/** The site's look: theme, background, name, the app's manifest (the feature, as app.ts registers it). */
export const siteLook: Feature = {
  name: 'site-look',
  api: [siteSettingsRoutes],
  site: [manifestRoutes],
};
