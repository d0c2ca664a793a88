import { BREAKPOINTS } from '../constants.js';
import type { Theme } from './schema.js';
import { appliedTheme } from './applied.js';

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
