import { lazySectionsOf } from '../parts/lazySections';

/** Site language (admins): the language of e-mails to members who never chose one. Plain controls, its own small chunk. */
export const SiteLanguageSection = lazySectionsOf(() => import('../language/SiteLanguageContent'))('SiteLanguageContent', (t) => t('language.title'));
