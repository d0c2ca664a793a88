import type { Theme, ThemeColors } from './schema.js';
import { appliedTheme } from './applied.js';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Classes on <html> for what the flags change beyond variables (focus rings, blur, color-scheme). */
export const THEME_CLASSES = { dark: 'fn-dark', highContrast: 'fn-high-contrast', glass: 'fn-glass' } as const;

/**
 * The page's style variables for a theme, as the page wears it (`--fn-color-primary`,
 * `--fn-font-size`, ...). Every package styles itself with these, so one theme change
 * reaches all remotes. Beside the theme's own values:
 * `--fn-color-background-elevated` (dialogs), `--fn-backdrop-filter` (glass surfaces),
 * `--fn-focus-ring-width`, `--fn-backdrop-scrim` (how much of the page colour lies over a
 * background picture, 0-1, so text on it stays readable).
 */
export function themeCssVariables(theme: Theme): Record<string, string> {
  const applied = appliedTheme(theme);
  const shown = applied.theme;
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(shown.colors)) vars[`--fn-color-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(shown.typography)) vars[`--fn-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(shown.spacing)) vars[`--fn-spacing-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(shown.layout)) vars[`--fn-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(shown.effects)) {
    if (typeof value === 'string') vars[`--fn-${kebab(name)}`] = value;
  }
  vars['--fn-color-background-elevated'] = applied.elevated;
  vars['--fn-color-on-primary'] = applied.onPrimary;
  vars['--fn-backdrop-filter'] = applied.glass ? 'blur(14px) saturate(160%)' : 'none';
  vars['--fn-focus-ring-width'] = applied.highContrast ? '3px' : '2px';
  vars['--fn-backdrop-scrim'] = applied.highContrast ? '0.94' : applied.glass ? '0.35' : '0.72';
  return vars;
}

/** A CSS var reference for a theme colour, for inline styles. */
export const themeColor = (name: keyof ThemeColors): string => `var(--fn-color-${kebab(name)})`;
