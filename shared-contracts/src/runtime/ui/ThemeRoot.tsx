import { useEffect, useMemo, type ReactNode } from 'react';
// By path: the theme is on every first visit (see tooling/federation/antdCore.cjs).
import ConfigProvider from 'antd/es/config-provider';
import { useAtomValue } from 'jotai';
import { antdTokens, themeCssVariables } from 'shared-contracts';
import { themeAtom } from '../session/theme.js';
import { GlobalStyles } from './GlobalStyles.js';

/**
 * Puts the theme on the page twice over: as CSS variables (every package styles itself
 * with them) and as antd tokens. antd's CSS-variable mode keeps one stylesheet per
 * component however many remotes render it. The shell, each standalone remote and the
 * tests all render inside this one root.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  const theme = useAtomValue(themeAtom);

  useEffect(() => {
    const root = document.documentElement;
    for (const [name, value] of Object.entries(themeCssVariables(theme))) root.style.setProperty(name, value);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.colors.primary);
  }, [theme]);

  const config = useMemo(() => ({ token: antdTokens(theme), cssVar: { key: 'fn' }, hashed: false }), [theme]);

  return (
    <ConfigProvider theme={config}>
      <GlobalStyles />
      {children}
    </ConfigProvider>
  );
}
