import type { Theme, ThemeColors } from './schema.js';
import { isLight, parseColor, readableOn, textOn, withOpacity } from './color.js';

/** Page colours of dark mode, used where the theme's own are light. */
const DARK_PAGE_COLORS = {
  backgroundDefault: '#121212',
  backgroundPaper: '#1e1e1e',
  textPrimary: '#f5f5f5',
  textSecondary: '#b3b3b3',
  borderColor: '#3d3d3d',
} as const;

/** What the three flags do to the page, beyond its colours. */
interface AppliedTheme {
  /** The theme with the colours actually shown (dark, high contrast and glass applied). */
  theme: Theme;
  dark: boolean;
  highContrast: boolean;
  /** Glassmorphism (off under high contrast: see-through surfaces cost contrast). */
  glass: boolean;
  /** Opaque surface for dialogs, menus and pop-ups (never see-through). */
  elevated: string;
  /** Text on the primary colour (buttons): white, or near black when white would not read. */
  onPrimary: string;
}

const ACCENTS = ['primary', 'primaryDark', 'secondary', 'secondaryDark', 'error', 'warning', 'info', 'success'] as const;

/**
 * The theme as the page shows it:
 * - darkMode: light backgrounds become dark ones and dark text light (colours the admin already
 *   chose dark are kept), accents are lightened until they read at 4.5:1 on the dark paper (and
 *   text on the primary colour turns dark when white would not read); antd switches to its
 *   dark algorithm.
 * - highContrast: black on white (white on black in dark mode), dark borders.
 * - in every mode: accent colours that would not read at 4.5:1 on the paper are darkened (or
 *   lightened on a dark page) until they do, and secondary text until it reads on the paper
 *   and on the page (so the default theme's status colours are worn a little darker).
 * - glassmorphism: cards and bars become translucent over a blurred background.
 */
export function appliedTheme(theme: Theme): AppliedTheme {
  const { darkMode: dark, highContrast, glassmorphism } = theme.effects;
  const colors: ThemeColors = { ...theme.colors };
  if (dark) {
    if (isLight(colors.backgroundDefault)) colors.backgroundDefault = DARK_PAGE_COLORS.backgroundDefault;
    if (isLight(colors.backgroundPaper)) colors.backgroundPaper = DARK_PAGE_COLORS.backgroundPaper;
    if (!isLight(colors.textPrimary)) colors.textPrimary = DARK_PAGE_COLORS.textPrimary;
    if (!isLight(colors.textSecondary)) colors.textSecondary = DARK_PAGE_COLORS.textSecondary;
    if (isLight(colors.borderColor)) colors.borderColor = DARK_PAGE_COLORS.borderColor;
  }
  if (highContrast) {
    colors.backgroundDefault = dark ? '#000000' : '#ffffff';
    colors.backgroundPaper = dark ? '#000000' : '#ffffff';
    colors.textPrimary = dark ? '#ffffff' : '#000000';
    colors.textSecondary = dark ? '#e6e6e6' : '#1f1f1f';
    colors.borderColor = dark ? '#d9d9d9' : '#262626';
  }
  // Accents are text too (links, titles, icons, chips, error messages) and surfaces under white
  // text (buttons): in every mode they are darkened (light page) or lightened (dark page) until
  // they read at 4.5:1 on the paper (WCAG AA). Secondary text must read on the paper and on the
  // page itself. A colour that already reads is kept (the default primary and secondary are).
  const opaque = withOpacity(colors.backgroundPaper, 1);
  for (const key of ACCENTS) colors[key] = readableOn(colors[key], opaque, 4.5);
  colors.textSecondary = readableOn(readableOn(colors.textSecondary, opaque, 4.5), withOpacity(colors.backgroundDefault, 1), 4.5);
  const opaquePaper = withOpacity(colors.backgroundPaper, 1);
  const elevated = dark && !highContrast ? (isLight(opaquePaper) ? DARK_PAGE_COLORS.backgroundPaper : opaquePaper) : opaquePaper;
  const glass = glassmorphism && !highContrast;
  if (glass) {
    const paper = parseColor(colors.backgroundPaper);
    colors.backgroundPaper = withOpacity(colors.backgroundPaper, Math.min(paper?.a ?? 1, dark ? 0.55 : 0.6));
  }
  const onPrimary = textOn(colors.primary);
  return { theme: { ...theme, colors }, dark, highContrast, glass, elevated, onPrimary };
}
