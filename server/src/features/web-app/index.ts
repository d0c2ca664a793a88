/*
 * What the rest of the server may use of this feature: other features, app.ts and the tests
 * reach it only through this file (layout.once.test.ts).
 */
import type { Feature } from '../feature.js';
import { sitePlugin } from './site.js';
import { uploadsPlugin } from './uploads.js';

export { REMOTES_FRESH_MS, RemoteOverrides } from './remote-deployments.js';
export { UPLOADS_CACHE_CONTROL, UPLOADS_CSP } from './uploads.js';

/** The web app: the shell, the remotes, the uploaded pictures (the feature, as app.ts registers it). */
export const webApp: Feature = {
  name: 'web-app',
  site: [sitePlugin, uploadsPlugin],
};
