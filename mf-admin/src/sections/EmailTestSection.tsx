import { lazySection } from './userAdminChunk';

/** Email System Test (admin only): loaded when Settings shows it. */
export const EmailTestSection = lazySection('EmailTestSectionContent', (t) => t('emailTest.title'));
