/*
 * What the rest of the server may use of this feature: other features, app.ts and the tests
 * reach it only through this file (layout.once.test.ts).
 */
import type { Feature } from '../feature.js';
import { familyRoutes } from './routes.js';

export { familyOfMember } from './my-family.js';
export { relativeToInvite, takePlace } from './places.js';

/** The family tree: people with and without an account, their links, how each is related to the caller (the feature, as app.ts registers it). */
export const family: Feature = {
  name: 'family',
  api: [familyRoutes],
};
