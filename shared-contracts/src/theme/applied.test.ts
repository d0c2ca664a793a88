import { DEFAULT_THEME, antdTokens, appliedTheme, textOn, contrastRatio, lengthInPx, parseColor, themeCssVariables, type Theme } from '.';

/** The default theme with one change. */
const themeWith = (change: (theme: Theme) => void): Theme => {
  const theme = structuredClone(DEFAULT_THEME);
  change(theme);
  return theme;
};
const pick = <T extends object>(from: T, keys: string[]) => Object.fromEntries(keys.map((key) => [key, from[key as keyof T]]));

describe('the theme as the page wears it', () => {
  it('wears the default theme as it is, except what would not read at 4.5:1 (WCAG AA)', () => {
    const { theme } = appliedTheme(DEFAULT_THEME);
    const { error, warning, info, success, textSecondary } = theme.colors;
    const adjusted = { error, warning, info, success, textSecondary };
    expect({ ...theme, colors: { ...theme.colors, ...pick(DEFAULT_THEME.colors, Object.keys(adjusted)) } }).toEqual(DEFAULT_THEME);
    // Error messages, the Delete button, Pass/Fail: the status colours are worn a little darker.
    const white = parseColor('#ffffff')!;
    for (const [key, value] of Object.entries({ error, warning, info, success })) {
      expect([key, contrastRatio(parseColor(value)!, white) >= 4.5]).toEqual([key, true]);
      expect(value).not.toBe(DEFAULT_THEME.colors[key as 'error']);
    }
    // Secondary text reads on the page's own background (#fafafa) too, not only on cards.
    expect(contrastRatio(parseColor(textSecondary)!, parseColor('#fafafa')!)).toBeGreaterThanOrEqual(4.5);
    // An admin's primary that does not read on white (teal #00897b, 4.2:1) is worn just dark enough.
    const teal = appliedTheme(themeWith((t) => (t.colors.primary = '#00897b'))).theme.colors.primary;
    expect(contrastRatio(parseColor(teal)!, white)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(parseColor(teal)!, white)).toBeLessThan(4.9);
    expect(textOn('#1976d2')).toBe('#ffffff');
    expect(textOn('#ff9800')).toBe('#121212');
  });

  it('dark mode: light page colours become dark, dark text light; colours already dark are kept', () => {
    const { theme, dark } = appliedTheme(themeWith((t) => (t.effects.darkMode = true)));
    expect(dark).toBe(true);
    expect(theme.colors).toMatchObject({ backgroundDefault: '#121212', backgroundPaper: '#1e1e1e', textPrimary: '#f5f5f5', textSecondary: '#b3b3b3', borderColor: '#3d3d3d' });
    // Accents are lightened until they read on the dark paper; text on the primary turns dark when white would not read.
    for (const key of ['primary', 'secondary', 'error', 'info'] as const) {
      expect(contrastRatio(parseColor(theme.colors[key])!, parseColor('#1e1e1e')!)).toBeGreaterThanOrEqual(4.5);
    }
    expect(theme.colors.primary).not.toBe('#1976d2');
    const vars = themeCssVariables(themeWith((t) => (t.effects.darkMode = true)));
    expect(contrastRatio(parseColor(vars['--fn-color-on-primary'])!, parseColor(vars['--fn-color-primary'])!)).toBeGreaterThanOrEqual(4.5);
    expect(themeCssVariables(DEFAULT_THEME)['--fn-color-on-primary']).toBe('#ffffff');
    const own = appliedTheme(
      themeWith((t) => {
        t.effects.darkMode = true;
        t.colors.backgroundDefault = '#0d1b2a';
        t.colors.textPrimary = '#e0fbfc';
      }),
    );
    expect(own.theme.colors.backgroundDefault).toBe('#0d1b2a');
    expect(own.theme.colors.textPrimary).toBe('#e0fbfc');
  });

  it('high contrast: black on white, dark borders, accents darkened until they read at 4.5:1', () => {
    const theme = appliedTheme(themeWith((t) => {
      t.effects.highContrast = true;
      t.colors.primary = '#ffeb3b'; // yellow on white: 1.2:1
    })).theme;
    expect(theme.colors).toMatchObject({ backgroundPaper: '#ffffff', textPrimary: '#000000', borderColor: '#262626' });
    for (const key of ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const) {
      expect(contrastRatio(parseColor(theme.colors[key])!, parseColor('#ffffff')!)).toBeGreaterThanOrEqual(4.5);
    }
    expect(antdTokens(themeWith((t) => (t.effects.highContrast = true)))).toMatchObject({ lineWidth: 2, colorText: '#000000' });
  });

  it('glassmorphism: translucent paper and a blur; dialogs stay opaque; off under high contrast', () => {
    const glass = themeCssVariables(themeWith((t) => (t.effects.glassmorphism = true)));
    expect(glass['--fn-color-background-paper']).toBe('rgba(255, 255, 255, 0.6)');
    expect(glass['--fn-color-background-elevated']).toBe('#ffffff');
    expect(glass['--fn-backdrop-filter']).toMatch(/^blur\(/);
    const both = themeCssVariables(themeWith((t) => Object.assign(t.effects, { glassmorphism: true, highContrast: true })));
    expect(both['--fn-backdrop-filter']).toBe('none');
    expect(both['--fn-color-background-paper']).toBe('#ffffff');
    expect(themeCssVariables(DEFAULT_THEME)['--fn-backdrop-filter']).toBe('none');
  });

  it('gives antd sizes in px, whatever unit the theme uses', () => {
    expect(lengthInPx('15px', 14)).toBe(15);
    expect(lengthInPx('1rem', 14)).toBe(16);
    expect(lengthInPx('87.5%', 14)).toBe(14);
    expect(antdTokens(themeWith((t) => (t.typography.fontSize = '1.125rem'))).fontSize).toBe(18);
  });
});
