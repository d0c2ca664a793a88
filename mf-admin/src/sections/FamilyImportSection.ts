import { lazySectionsOf } from '../parts/lazySections';

/** Family Tree Import (admins and managers): its own chunk, loaded when Settings shows it. */
export const FamilyImportSection = lazySectionsOf(() => import('../family/FamilyImportContent'), { antd: true })('FamilyImportContent', (t) => t('gedcom.title'));
