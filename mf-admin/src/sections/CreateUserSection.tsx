import { lazySection } from '../users/LazySection';

/** Create New User (admins and managers): loaded when Settings shows it. */
export const CreateUserSection = lazySection('CreateUserSectionContent', 'Create New User');
