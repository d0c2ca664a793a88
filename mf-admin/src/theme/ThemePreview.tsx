import { useMemo, type CSSProperties } from 'react';
import { DEFAULT_THEME, appliedTheme, textOn, themeCssVariables, themeValueProblem, type Theme } from 'shared-contracts';

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
  const theme = useMemo(() => usableTheme(draft, current), [draft, current]);
  const variables = useMemo(() => themeCssVariables(theme), [theme]);
  const style = variables as CSSProperties;
  // Text on a coloured surface: white, or near black where white would not read at 4.5:1.
  const on = (name: string) => textOn(variables[`--fn-color-${name}`] ?? '');
  const glass = appliedTheme(theme).glass;
  return (
    <figure className="fn-theme-preview" style={style} aria-label="Preview of the theme">
      <div className="fn-theme-preview-page">
        <div className={glass ? 'fn-theme-preview-card is-glass' : 'fn-theme-preview-card'}>
          <p className="fn-theme-preview-title">Family Directory</p>
          <p className="fn-theme-preview-text">Jo March</p>
          <p className="fn-theme-preview-muted">Writer · New York</p>
          <div className="fn-theme-preview-buttons">
            <span className="fn-theme-preview-button is-primary">Primary</span>
            <span className="fn-theme-preview-button is-secondary" style={{ color: on('secondary') }}>
              Secondary
            </span>
          </div>
          <div className="fn-theme-preview-chips">
            {(['error', 'warning', 'info', 'success'] as const).map((name) => (
              <span key={name} className="fn-theme-preview-chip" style={{ background: `var(--fn-color-${name})`, color: on(name) }}>
                {name[0].toUpperCase() + name.slice(1)}
              </span>
            ))}
          </div>
        </div>
      </div>
      <figcaption className="fn-settings-hint">Preview. Save (in Actions) to apply it for everyone.</figcaption>
    </figure>
  );
}
