import { lazySection } from './userAdminChunk';

/** Bulk User Import (admins and managers): loaded when Settings shows it. */
export const ImportUsersSection = lazySection('ImportUsersSectionContent', (t) => t('import.title'));
