import { useMemo, type CSSProperties } from 'react';
import { DEFAULT_THEME, appliedTheme, textOn, themeCssVariables, themeValueProblem, type Theme } from 'shared-contracts';
import { useText } from '../messages';

const CHIPS = [
  ['error', 'theme.color.error'],
  ['warning', 'theme.color.warning'],
  ['info', 'theme.color.info'],
  ['success', 'theme.color.success'],
] as const;

/** The form's theme with every value that breaks the rules replaced by the one the page wears. */
function usableTheme(draft: Theme, fallback: Theme): Theme {
  const theme = structuredClone(draft);
  for (const group of Object.keys(DEFAULT_THEME) as Array<keyof Theme>) {
    for (const key of Object.keys(DEFAULT_THEME[group])) {
      const values = theme[group] as Record<string, unknown>;
      if (themeValueProblem(group, key, values[key])) values[key] = (fallback[group] as Record<string, unknown>)[key];
    }
  }
  return theme;
}

/**
 * A small sample of the site in the form's theme, before it is saved: the page, a card, text,
 * buttons and the status colours, with dark mode, high contrast and glass applied. Only values
 * that pass the Theme rules reach it (as style variables of this box alone).
 */
export function ThemePreview({ draft, current }: { draft: Theme; current: Theme }) {
  const t = useText();
  const theme = useMemo(() => usableTheme(draft, current), [draft, current]);
  const variables = useMemo(() => themeCssVariables(theme), [theme]);
  const style = variables as CSSProperties;
  // Text on a coloured surface: white, or near black where white would not read at 4.5:1.
  const on = (name: string) => textOn(variables[`--fn-color-${name}`] ?? '');
  const glass = appliedTheme(theme).glass;
  return (
    <figure className="fn-theme-preview" style={style} aria-label={t('theme.preview')}>
      <div className="fn-theme-preview-page">
        <div className={glass ? 'fn-theme-preview-card is-glass' : 'fn-theme-preview-card'}>
          <p className="fn-theme-preview-title">{t('theme.preview.heading')}</p>
          <p className="fn-theme-preview-text">{t('theme.preview.name')}</p>
          <p className="fn-theme-preview-muted">{t('theme.preview.facts')}</p>
          <div className="fn-theme-preview-buttons">
            <span className="fn-theme-preview-button is-primary">{t('theme.color.primary')}</span>
            <span className="fn-theme-preview-button is-secondary" style={{ color: on('secondary') }}>
              {t('theme.color.secondary')}
            </span>
          </div>
          <div className="fn-theme-preview-chips">
            {CHIPS.map(([name, label]) => (
              <span key={name} className="fn-theme-preview-chip" style={{ background: `var(--fn-color-${name})`, color: on(name) }}>
                {t(label)}
              </span>
            ))}
          </div>
        </div>
      </div>
      <figcaption className="fn-settings-hint">{t('theme.preview.caption')}</figcaption>
    </figure>
  );
}
