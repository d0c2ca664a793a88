import { lazySection } from './userAdminChunk';

/** User Management (admin only): loaded when Settings shows it. */
export const UserManagementSection = lazySection('UserManagementSectionContent', (t) => t('users.title'));
