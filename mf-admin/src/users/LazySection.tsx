import { lazySectionsOf } from '../parts/lazySections';

/** A section of user administration, loaded on first render: one chunk for the four (UserAdminSections). */
export const lazySection = lazySectionsOf(() => import('./UserAdminSections'), { antd: true });
