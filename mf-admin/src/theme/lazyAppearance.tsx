import { lazySectionsOf } from '../parts/lazySections';

// One chunk for Theme Customization and Background Image: a member's Settings (the notice only)
// never downloads it; the first of the two sections to render fetches it for both.
/** A section of the site's look, loaded on first render. */
export const lazyAppearance = lazySectionsOf(() => import('./AppearanceSections'));
