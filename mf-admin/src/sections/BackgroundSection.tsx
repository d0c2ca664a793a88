import { lazySectionsOf } from '../parts/lazySections';

/** Background Image (admins and managers): its own chunk, loaded when scrolled near (background/BackgroundImage.tsx). */
export const BackgroundSection = lazySectionsOf(() => import('../background/BackgroundImage'))('BackgroundImage', (t) => t('background.title'));
