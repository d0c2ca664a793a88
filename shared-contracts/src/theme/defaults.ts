import type { Theme } from './schema.js';

/** The spec's default theme (section 3), with the shades and effects the page needs. */
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
