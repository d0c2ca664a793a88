import { BREAKPOINTS } from './constants.js';

import { ThemeSchema, type Theme, type ThemeColors } from './schema/theme.js';

export type { Theme, ThemeColors };

export const DEFAULT_THEME: Theme = {
  colors: {
    primary: '#1976d2',
    primaryLight: '#42a5f5',
    primaryDark: '#1565c0',
    secondary: '#dc004e',
    secondaryLight: '#ff5983',
    secondaryDark: '#9a0036',
    backgroundDefault: '#fafafa',
    backgroundPaper: '#ffffff',
    textPrimary: '#212121',
    textSecondary: '#757575',
    error: '#f44336',
    warning: '#ff9800',
    info: '#2196f3',
    success: '#4caf50',
    borderColor: '#e0e0e0',
  },
  typography: {
    fontFamily: '"Roboto", "Helvetica Neue", Arial, sans-serif',
    fontSize: '14px',
    h1Size: '2.125rem',
    h2Size: '1.5rem',
    h3Size: '1.25rem',
  },
  spacing: { unit: '8px', containerPadding: '16px', cardMargin: '16px' },
  layout: { borderRadius: '4px', borderRadiusSm: '2px', borderRadiusLg: '8px' },
  effects: {
    shadowLight: '0 1px 3px rgba(0, 0, 0, 0.12)',
    shadowMedium: '0 4px 12px rgba(0, 0, 0, 0.15)',
    shadowHeavy: '0 8px 24px rgba(0, 0, 0, 0.2)',
    glassmorphism: false,
    darkMode: false,
    highContrast: false,
  },
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

// ---------------------------------------------------------------------------------------------
// Colours
// ---------------------------------------------------------------------------------------------

/** A colour as numbers: r, g, b 0-255 and opacity 0-1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Reads a theme colour (#rgb, #rgba, #rrggbb, #rrggbbaa, rgb(), rgba()); null for anything else. */
export function parseColor(value: string): Rgba | null {
  const text = value.trim();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(text);
  if (hex) {
    const digits = hex[1].length <= 4 ? [...hex[1]].map((c) => c + c).join('') : hex[1];
    const byte = (at: number) => Number.parseInt(digits.slice(at, at + 2), 16);
    return { r: byte(0), g: byte(2), b: byte(4), a: digits.length === 8 ? round2(byte(6) / 255) : 1 };
  }
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*(\d*\.?\d+)\s*)?\)$/i.exec(text);
  if (!rgb) return null;
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map((n) => clamp(Number(n), 0, 255));
  const a = rgb[4] === undefined ? 1 : clamp(Number(rgb[4]), 0, 1);
  return Number.isFinite(a) ? { r, g, b, a } : null;
}

/** '#rrggbb' of a colour (its opacity left out), as `<input type="color">` wants it. */
export function hexOf({ r, g, b }: Rgba): string {
  return `#${[r, g, b].map((n) => Math.round(n).toString(16).padStart(2, '0')).join('')}`;
}

/** A colour as a theme value: '#rrggbb' when opaque, else 'rgba(r, g, b, a)' (opacity in 0.01 steps). */
export function formatColor(color: Rgba): string {
  const a = round2(clamp(color.a, 0, 1));
  if (a >= 1) return hexOf(color);
  return `rgba(${Math.round(color.r)}, ${Math.round(color.g)}, ${Math.round(color.b)}, ${a})`;
}

/** The same colour at another opacity. */
export function withOpacity(value: string, a: number): string {
  const color = parseColor(value);
  return color ? formatColor({ ...color, a }) : value;
}

/** WCAG relative luminance (0 black .. 1 white), opacity ignored. */
export function luminance(color: Rgba): number {
  const channel = (n: number) => {
    const c = n / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(color.r) + 0.7152 * channel(color.g) + 0.0722 * channel(color.b);
}

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high + 0.05) / (low + 0.05);
}

const isLight = (value: string) => {
  const color = parseColor(value);
  return color ? luminance(color) > 0.35 : true;
};

/** White, or near black where white would not read at 4.5:1: the text colour for a surface of `value`. */
export function textOn(value: string): string {
  const color = parseColor(value);
  return color && contrastRatio(color, { r: 255, g: 255, b: 255, a: 1 }) < 4.5 ? '#121212' : '#ffffff';
}

/**
 * The colour moved towards black (on a light page) or white (on a dark one), in small steps,
 * until it reads at `ratio`; a colour that already reads is kept as it is.
 */
function readableOn(value: string, background: string, ratio: number): string {
  const color = parseColor(value);
  const against = parseColor(background);
  if (!color || !against) return value;
  const target = luminance(against) > 0.35 ? 0 : 255;
  let mixed = { ...color, a: 1 };
  for (let step = 0; step < 80 && contrastRatio(mixed, against) < ratio; step += 1) {
    // 6% of the way each step, at least one unit, in whole units (what the page is given).
    const mix = (n: number) => (n === target ? n : Math.round(n + Math.sign(target - n) * Math.max(1, Math.abs(target - n) * 0.06)));
    mixed = { r: mix(mixed.r), g: mix(mixed.g), b: mix(mixed.b), a: 1 };
  }
  return formatColor(mixed);
}

// ---------------------------------------------------------------------------------------------
// Checking a theme (an imported file, the local copy, an answer) against its schema
// ---------------------------------------------------------------------------------------------

interface SchemaNode {
  type?: string;
  properties?: Record<string, SchemaNode>;
  pattern?: string;
  maxLength?: number;
  errorMessage?: string;
  title?: string;
}

const patterns = new Map<string, RegExp>();
const regexOf = (pattern: string) => {
  let compiled = patterns.get(pattern);
  if (!compiled) patterns.set(pattern, (compiled = new RegExp(pattern, 'u')));
  return compiled;
};

/** What is wrong with `value` by the rules of `schema` (the subset the Theme schema uses), or undefined. */
function problemOf(schema: SchemaNode, value: unknown, name: string): string | undefined {
  if (schema.type === 'boolean') return typeof value === 'boolean' ? undefined : `${name} must be true or false`;
  if (schema.type === 'string') {
    if (typeof value !== 'string') return `${name} must be a text`;
    if (schema.maxLength !== undefined && value.length > schema.maxLength) return schema.errorMessage ?? `${name} is too long`;
    if (schema.pattern && !regexOf(schema.pattern).test(value)) return schema.errorMessage ?? `${name} is not valid`;
    return undefined;
  }
  if (schema.type === 'object') {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return `${name} must be an object`;
    const properties = schema.properties ?? {};
    const unknown = Object.keys(value).filter((key) => !Object.prototype.hasOwnProperty.call(properties, key));
    if (unknown.length > 0) return `${name} has unknown keys: ${unknown.slice(0, 5).join(', ')}`;
    for (const [key, child] of Object.entries(properties)) {
      if (!Object.prototype.hasOwnProperty.call(value, key)) return `${key} is required`;
      const problem = problemOf(child, (value as Record<string, unknown>)[key], child.title ?? key);
      if (problem) return problem;
    }
    return undefined;
  }
  return `${name} is not valid`;
}

/**
 * Why `value` is not a theme by ThemeSchema (every key present, none unknown, every value held
 * to its pattern), or undefined when it is one. The same rules as the server's, without a
 * validator library in the page.
 */
export function themeProblem(value: unknown): string | undefined {
  return problemOf(ThemeSchema as unknown as SchemaNode, value, 'theme');
}

export function isTheme(value: unknown): value is Theme {
  return themeProblem(value) === undefined;
}

/** The message for one value of a theme group ('colors', 'typography'...), or undefined when it is fine. */
export function themeValueProblem(group: keyof Theme, key: string, value: unknown): string | undefined {
  const schema = (ThemeSchema as unknown as SchemaNode).properties?.[group]?.properties?.[key];
  return schema ? problemOf(schema, value, schema.title ?? key) : `${key} is not part of the theme`;
}

// ---------------------------------------------------------------------------------------------
// The theme as the page wears it
// ---------------------------------------------------------------------------------------------

/** Page colours of dark mode, used where the theme's own are light. */
export const DARK_PAGE_COLORS = {
  backgroundDefault: '#121212',
  backgroundPaper: '#1e1e1e',
  textPrimary: '#f5f5f5',
  textSecondary: '#b3b3b3',
  borderColor: '#3d3d3d',
} as const;

/** What the three flags do to the page, beyond its colours. */
export interface AppliedTheme {
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

/** A CSS length in px for antd (rem and em at 16 px; % of 16 px); `fallback` when it cannot say. */
export function lengthInPx(value: string, fallback: number): number {
  const match = /^(\d+(?:\.\d+)?)(px|rem|em|%)$/.exec(value.trim());
  if (!match) return fallback;
  const n = Number(match[1]);
  const px = match[2] === 'px' ? n : match[2] === '%' ? (n / 100) * 16 : n * 16;
  return Number.isFinite(px) ? Math.round(px * 100) / 100 : fallback;
}

/** antd design tokens for a theme (as the page wears it), so antd components wear the same colours as the page. */
export function antdTokens(theme: Theme): Record<string, string | number> {
  const { theme: shown, highContrast, elevated, onPrimary } = appliedTheme(theme);
  const { colors } = shown;
  return {
    colorPrimary: colors.primary,
    colorError: colors.error,
    colorWarning: colors.warning,
    colorInfo: colors.info,
    colorSuccess: colors.success,
    colorLink: colors.primary,
    colorText: colors.textPrimary,
    colorTextSecondary: colors.textSecondary,
    colorTextDescription: colors.textSecondary,
    colorBgLayout: colors.backgroundDefault,
    colorBgContainer: colors.backgroundPaper,
    colorBgElevated: elevated,
    colorTextLightSolid: onPrimary,
    colorBorder: colors.borderColor,
    fontFamily: shown.typography.fontFamily,
    fontSize: lengthInPx(shown.typography.fontSize, 14),
    borderRadius: lengthInPx(shown.layout.borderRadius, 4),
    borderRadiusSM: lengthInPx(shown.layout.borderRadiusSm, 2),
    borderRadiusLG: lengthInPx(shown.layout.borderRadiusLg, 8),
    ...(highContrast
      ? {
          colorTextTertiary: colors.textSecondary,
          colorTextPlaceholder: colors.textSecondary,
          colorBorderSecondary: colors.borderColor,
          lineWidth: 2,
          controlOutlineWidth: 3,
        }
      : {}),
    ...antdScreenTokens(),
  };
}

/** antd's responsive breakpoints moved to the product's (0, 600, 900, 1200, 1536 px). */
function antdScreenTokens(): Record<string, number> {
  const { sm, md, lg, xl } = BREAKPOINTS;
  const xxl = 1920;
  const xxxl = 2560;
  return {
    screenXS: 0,
    screenXSMin: 0,
    screenXSMax: sm - 1,
    screenSM: sm,
    screenSMMin: sm,
    screenSMMax: md - 1,
    screenMD: md,
    screenMDMin: md,
    screenMDMax: lg - 1,
    screenLG: lg,
    screenLGMin: lg,
    screenLGMax: xl - 1,
    screenXL: xl,
    screenXLMin: xl,
    screenXLMax: xxl - 1,
    screenXXL: xxl,
    screenXXLMin: xxl,
    screenXXLMax: xxxl - 1,
    screenXXXL: xxxl,
    screenXXXLMin: xxxl,
  };
}
