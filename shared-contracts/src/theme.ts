import { BREAKPOINTS } from './constants.js';

import type { Theme, ThemeColors } from './schema/theme.js';

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

/**
 * The page's style variables for a theme (`--fn-color-primary`, `--fn-font-size`, ...).
 * Every package styles itself with these, so one theme change reaches all remotes.
 */
export function themeCssVariables(theme: Theme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(theme.colors)) vars[`--fn-color-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(theme.typography)) vars[`--fn-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(theme.spacing)) vars[`--fn-spacing-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(theme.layout)) vars[`--fn-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(theme.effects)) {
    if (typeof value === 'string') vars[`--fn-${kebab(name)}`] = value;
  }
  return vars;
}

/** A CSS var reference for a theme colour, for inline styles. */
export const themeColor = (name: keyof ThemeColors): string => `var(--fn-color-${kebab(name)})`;

/** antd design tokens for a theme, so antd components wear the same colours as the page. */
export function antdTokens(theme: Theme): Record<string, string | number> {
  const px = (value: string) => Number.parseFloat(value) || 0;
  return {
    colorPrimary: theme.colors.primary,
    colorError: theme.colors.error,
    colorWarning: theme.colors.warning,
    colorInfo: theme.colors.info,
    colorSuccess: theme.colors.success,
    colorLink: theme.colors.primary,
    colorText: theme.colors.textPrimary,
    colorTextSecondary: theme.colors.textSecondary,
    colorBgLayout: theme.colors.backgroundDefault,
    colorBgContainer: theme.colors.backgroundPaper,
    colorBorder: theme.colors.borderColor,
    fontFamily: theme.typography.fontFamily,
    fontSize: px(theme.typography.fontSize),
    borderRadius: px(theme.layout.borderRadius),
    borderRadiusSM: px(theme.layout.borderRadiusSm),
    borderRadiusLG: px(theme.layout.borderRadiusLg),
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
