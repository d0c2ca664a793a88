import { useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
// By path: the antd parts every antd screen needs (see tooling/federation/antdCore.cjs).
import ConfigProvider from 'antd/es/config-provider';
import antdTheme from 'antd/es/theme';
import { useAtomValue } from 'jotai';
import dayjs from 'dayjs';
import { antdTokens, localeDirection } from 'shared-contracts';
// Through the shared request, never a relative path: one themeAtom and one localeAtom on the page.
import { localeAtom, themeAtom } from 'shared-contracts/runtime';
import { antdLocaleIfLoaded, dayjsLocaleOf, loadAntdLocale } from './antdLocale.js';

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

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function onMotionPreferenceChange(notify: () => void): () => void {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', notify);
  return () => query?.removeEventListener?.('change', notify);
}

const prefersReducedMotion = () => window.matchMedia?.(REDUCED_MOTION).matches ?? false;

/**
 * The theme as antd tokens (antd's dark algorithm in dark mode), around whatever renders antd
 * components, at its own root: the dialogs, the account menu, the settings, the tests. The frame
 * and the first screens draw the plain controls (shared-contracts/ui) and need none of it.
 * antd's CSS-variable mode keeps one stylesheet per component however many remotes render it.
 *
 * A federation singleton of its own ('shared-contracts/antd-theme'), apart from the runtime:
 * the sign-in page renders no antd component, so a first visit downloads neither antd's
 * ConfigProvider nor its CSS-in-JS engine. ThemeRoot (the CSS variables every package styles
 * itself with) stays on every page.
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const theme = useAtomValue(themeAtom);
  const pageLocale = useAtomValue(localeAtom);
  // antd's words in the page's language: usually fetched already (as this module arrived);
  // else antd's English until they come.
  const [, arrived] = useState(0);
  const words = antdLocaleIfLoaded(pageLocale);
  useEffect(() => {
    if (words.ready) {
      dayjs.locale(dayjsLocaleOf(pageLocale));
      return;
    }
    let active = true;
    void loadAntdLocale(pageLocale).then(() => active && arrived((count) => count + 1));
    return () => {
      active = false;
    };
  }, [pageLocale, words.ready]);
  // A member whose device asks for less motion gets none from antd either: dialogs, drawers,
  // messages and menus appear and go without zooming, fading or sliding (WCAG 2.3.3). It follows
  // the setting while the page is open.
  const reducedMotion = useSyncExternalStore(onMotionPreferenceChange, prefersReducedMotion, () => false);
  const config = useMemo(
    () => ({
      token: { ...antdTokens(theme), motion: !reducedMotion },
      algorithm: [theme.effects.darkMode ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm, wornAsTheyAre],
      cssVar: { key: 'fn' },
      hashed: false,
    }),
    [theme, reducedMotion],
  );
  return (
    <ConfigProvider theme={config} locale={words.locale} direction={localeDirection(pageLocale)}>
      {children}
    </ConfigProvider>
  );
}

