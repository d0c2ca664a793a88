import { useMemo, type ReactNode } from 'react';
// By path: the antd parts every antd screen needs (see tooling/federation/antdCore.cjs).
import ConfigProvider from 'antd/es/config-provider';
import antdTheme from 'antd/es/theme';
import { useAtomValue } from 'jotai';
import { antdTokens } from 'shared-contracts';
// Through the shared request, never a relative path: one themeAtom on the page.
import { themeAtom } from 'shared-contracts/runtime';

/**
 * The theme as antd tokens (antd's dark algorithm in dark mode), around whatever renders antd
 * components: the dashboard frame and everything in it, the reset-password page, the tests.
 * antd's CSS-variable mode keeps one stylesheet per component however many remotes render it.
 *
 * A federation singleton of its own ('shared-contracts/antd-theme'), apart from the runtime:
 * the sign-in page renders no antd component, so a first visit downloads neither antd's
 * ConfigProvider nor its CSS-in-JS engine. ThemeRoot (the CSS variables every package styles
 * itself with) stays on every page.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const theme = useAtomValue(themeAtom);
  const config = useMemo(
    () => ({
      token: antdTokens(theme),
      algorithm: theme.effects.darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
      cssVar: { key: 'fn' },
      hashed: false,
    }),
    [theme],
  );
  return <ConfigProvider theme={config}>{children}</ConfigProvider>;
}

export default AntdTheme;
