import { lazyAppearance } from '../theme/lazyAppearance';

/** Background Image (admins and managers): loaded when Settings shows it (background/BackgroundImage.tsx). */
export const BackgroundSection = lazyAppearance('BackgroundImage', 'Background Image');
