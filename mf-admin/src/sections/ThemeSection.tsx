import { lazyAppearance } from '../theme/lazyAppearance';

/** Theme Customization (admins and managers): loaded when Settings shows it (theme/ThemeCustomization.tsx). */
export const ThemeSection = lazyAppearance('ThemeCustomization', 'Theme Customization');
