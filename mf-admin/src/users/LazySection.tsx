import { lazySectionsOf } from '../parts/lazySections';

/** A section of user administration, loaded when scrolled near: one chunk for the four (UserAdminSections), with antd. */
export const lazySection = lazySectionsOf(() => import('./UserAdminSections'), { antd: true });
