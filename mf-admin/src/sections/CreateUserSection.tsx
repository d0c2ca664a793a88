import { lazySection } from './userAdminChunk';

/** Create New User (admins and managers): loaded when Settings shows it. */
export const CreateUserSection = lazySection('CreateUserSectionContent', (t) => t('createUser.title'));
