import { lazySectionsOf } from '../parts/lazySections';

/** A section of user administration, loaded when scrolled near: one chunk for the four (users/UserAdminContent), with antd. */
export const lazySection = lazySectionsOf(() => import('../users/UserAdminContent'), { antd: true });
