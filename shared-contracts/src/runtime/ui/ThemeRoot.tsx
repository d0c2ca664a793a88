import { useLayoutEffect, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { THEME_CLASSES, appliedTheme, themeCssVariables } from 'shared-contracts';
import { themeAtom } from '../session/theme.js';
import { GlobalStyles } from './GlobalStyles.js';

/**
 * Puts the theme on the page as CSS variables on <html> (every package styles itself with
 * them). The flags also set classes on <html> (fn-dark, fn-high-contrast, fn-glass) for what
 * variables cannot say: focus rings, blur, the browser's own controls. The shell, each
 * standalone remote and the tests all render inside this one root. antd components also need
 * the theme as antd tokens: AntdTheme ('shared-contracts/antd-theme') around them, kept apart so
 * the sign-in page, which has none, never downloads antd.
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

  return (
    <>
      <GlobalStyles />
      {children}
    </>
  );
}
