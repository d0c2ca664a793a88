/*
 * What the rest of the server may use of this feature: other features, app.ts and the tests
 * reach it only through this file (layout.once.test.ts).
 */
import type { Feature } from '../feature.js';
import { languageRoutes } from './routes.js';

export { languageOf, languageOfMember, languagesOf } from './recipients.js';
export { siteLanguage } from './site-language.js';

/** The family's languages: a member's own choice, the site's default (the feature, as app.ts registers it). */
export const languages: Feature = {
  name: 'languages',
  api: [languageRoutes],
};
