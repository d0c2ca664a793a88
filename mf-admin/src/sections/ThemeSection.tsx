/**
 * Theme Customization (admins and managers): the first section, part of the page's own chunk, so
 * a first visit fetches it beside the page (the server names that chunk in index.html) instead of
 * one round trip after (2.35 -> 2.06 s to usable on a phone, first visit). A member's Settings
 * carries its code unused (5.4 KiB as sent).
 */
export { ThemeCustomization as ThemeSection } from '../theme/ThemeCustomization';
