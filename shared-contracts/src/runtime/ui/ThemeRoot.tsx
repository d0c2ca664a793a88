import { useLayoutEffect, useMemo, type ReactNode } from 'react';
// By path: the theme is on every first visit (see tooling/federation/antdCore.cjs).
import ConfigProvider from 'antd/es/config-provider';
import antdTheme from 'antd/es/theme';
import { useAtomValue } from 'jotai';
import { THEME_CLASSES, antdTokens, appliedTheme, themeCssVariables } from 'shared-contracts';
import { themeAtom } from '../session/theme.js';
import { GlobalStyles } from './GlobalStyles.js';

/**
 * After antd's own algorithm: the colours the theme wears are painted as they are. antd's dark
 * algorithm paints each colour 15% towards its dark background, which undoes the lightening that
 * makes links read on the dark paper (and the text chosen for buttons read on them). And a hover
 * takes the pressed shade, not a paler one: white on a paler primary, or a paler link on white,
 * falls below 4.5:1 just where the pointer is.
 */
type SeedToken = Parameters<typeof antdTheme.defaultAlgorithm>[0];
type MapToken = ReturnType<typeof antdTheme.defaultAlgorithm>;

const wornAsTheyAre = (seed: SeedToken, map?: MapToken): MapToken => {
  const mapped = map ?? antdTheme.defaultAlgorithm(seed);
  return {
    ...mapped,
    colorPrimary: seed.colorPrimary,
    colorLink: seed.colorLink,
    colorError: seed.colorError,
    colorSuccess: seed.colorSuccess,
    colorWarning: seed.colorWarning,
    colorInfo: seed.colorInfo,
    colorPrimaryHover: mapped.colorPrimaryActive,
    colorLinkHover: mapped.colorLinkActive,
    colorErrorHover: mapped.colorErrorActive,
  };
};

/**
 * Puts the theme on the page twice over, from one source: as CSS variables on <html> (every
 * package styles itself with them) and as antd tokens (antd's dark algorithm in dark mode).
 * The flags also set classes on <html> (fn-dark, fn-high-contrast, fn-glass) for what
 * variables cannot say: focus rings, blur, the browser's own controls. antd's CSS-variable mode
 * keeps one stylesheet per component however many remotes render it. The shell, each
 * standalone remote and the tests all render inside this one root.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const theme = useAtomValue(themeAtom);

  // Before the browser paints: a remembered dark theme never flashes light.
  useLayoutEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeCssVariables(theme))) root.style.setProperty(name, value);
    const applied = appliedTheme(theme);
    root.classList.toggle(THEME_CLASSES.dark, applied.dark);
    root.classList.toggle(THEME_CLASSES.highContrast, applied.highContrast);
    root.classList.toggle(THEME_CLASSES.glass, applied.glass);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', applied.dark ? applied.theme.colors.backgroundPaper : theme.colors.primary);
  }, [theme]);

  const config = useMemo(
    () => ({
      token: antdTokens(theme),
      algorithm: [theme.effects.darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm, wornAsTheyAre],
      cssVar: { key: 'fn' },
      hashed: false,
    }),
    [theme],
  );

  return (
    <ConfigProvider theme={config}>
      <GlobalStyles />
      {children}
    </ConfigProvider>
  );
}
