import {
  DEFAULT_THEME,
  antdTokens,
  appliedTheme,
  textOn,
  contrastRatio,
  formatColor,
  isTheme,
  lengthInPx,
  parseColor,
  themeCssVariables,
  themeProblem,
  themeValueProblem,
  type Theme,
} from './theme';

describe('the default theme (spec section 3)', () => {
  it('has the specified colours, font, sizes, spacing and radii', () => {
    expect(DEFAULT_THEME.colors).toMatchObject({
      primary: '#1976d2',
      secondary: '#dc004e',
      backgroundDefault: '#fafafa',
      backgroundPaper: '#ffffff',
      textPrimary: '#212121',
      textSecondary: '#757575',
      error: '#f44336',
      warning: '#ff9800',
      info: '#2196f3',
      success: '#4caf50',
      borderColor: '#e0e0e0',
    });
    expect(DEFAULT_THEME.typography).toMatchObject({ fontSize: '14px', h1Size: '2.125rem', h2Size: '1.5rem', h3Size: '1.25rem' });
    expect(DEFAULT_THEME.typography.fontFamily).toMatch(/Roboto/);
    expect(DEFAULT_THEME.spacing).toEqual({ unit: '8px', containerPadding: '16px', cardMargin: '16px' });
    expect(DEFAULT_THEME.layout).toEqual({ borderRadius: '4px', borderRadiusSm: '2px', borderRadiusLg: '8px' });
  });
});

describe('themeCssVariables', () => {
  it('names one variable per value', () => {
    const vars = themeCssVariables(DEFAULT_THEME);
    expect(vars['--fn-color-primary']).toBe('#1976d2');
    expect(vars['--fn-color-background-default']).toBe('#fafafa');
    expect(vars['--fn-h1-size']).toBe('2.125rem');
    expect(vars['--fn-spacing-container-padding']).toBe('16px');
    expect(vars['--fn-border-radius-lg']).toBe('8px');
    expect(Object.keys(vars).every((name) => /^--fn-[a-z0-9-]+$/.test(name))).toBe(true);
  });
});

describe('antdTokens', () => {
  it('passes the theme on to antd, with the product breakpoints', () => {
    const tokens = antdTokens(DEFAULT_THEME);
    expect(tokens).toMatchObject({ colorPrimary: '#1976d2', fontSize: 14, borderRadius: 4, borderRadiusLG: 8 });
    expect([tokens.screenSM, tokens.screenMD, tokens.screenLG, tokens.screenXL]).toEqual([600, 900, 1200, 1536]);
  });
});

const themeWith = (change: (theme: Theme) => void): Theme => {
  const theme = structuredClone(DEFAULT_THEME);
  change(theme);
  return theme;
};

describe('checking a theme (imports, the local copy, answers) by the same rules as the server', () => {
  it('takes the default theme and a JSON round trip of it', () => {
    expect(isTheme(DEFAULT_THEME)).toBe(true);
    expect(isTheme(JSON.parse(JSON.stringify(DEFAULT_THEME)))).toBe(true);
  });

  it('takes every kind of value the rules allow', () => {
    const theme = themeWith((t) => {
      t.colors.primary = '#abc';
      t.colors.secondary = '#abcd';
      t.colors.backgroundPaper = '#ffffffcc';
      t.colors.borderColor = 'rgba(0, 0, 0, 0.12)';
      t.colors.info = 'rgb(33,150,243)';
      t.typography.fontFamily = `"Open Sans", 'Segoe UI', system-ui, sans-serif`;
      t.typography.fontSize = '100%';
      t.spacing.unit = '0.5em';
      t.effects.shadowLight = 'none';
      t.effects.shadowHeavy = '0 8px 24px rgba(0, 0, 0, 0.2), inset 0 -1px 0 #fff';
    });
    expect(themeProblem(theme)).toBeUndefined();
  });

  it.each([
    ['a value that closes the declaration', (t: any) => (t.colors.primary = 'red;}body{display:none'), 'primary must be a colour such as #1976d2 or rgba(25, 118, 210, 0.5)'],
    ['url(javascript:)', (t: any) => (t.colors.backgroundDefault = 'url(javascript:alert(1))'), 'backgroundDefault must be a colour such as #1976d2 or rgba(25, 118, 210, 0.5)'],
    ['expression()', (t: any) => (t.effects.shadowLight = 'expression(alert(1))'), 'shadowLight must be a CSS shadow such as 0 1px 3px rgba(0, 0, 0, 0.12)'],
    ['an open quote in the font', (t: any) => (t.typography.fontFamily = '"Roboto'), 'The font must be a list of font names (letters, digits, spaces, commas, quotes and hyphens)'],
    ['a 10 KB string', (t: any) => (t.typography.fontFamily = 'a'.repeat(10240)), 'The font must be a list of font names (letters, digits, spaces, commas, quotes and hyphens)'],
    ['a size without unit', (t: any) => (t.typography.fontSize = '14'), 'fontSize must be a size such as 14px or 1.25rem'],
    ['a flag as text', (t: any) => (t.effects.darkMode = 'yes'), 'darkMode must be true or false'],
    ['an unknown key', (t: any) => (t.colors.accent = '#fff'), 'colors has unknown keys: accent'],
    ['an unknown group', (t: any) => (t.extra = {}), 'theme has unknown keys: extra'],
    ['a missing key', (t: any) => delete t.colors.primary, 'primary is required'],
    ['a group as an array', (t: any) => (t.layout = []), 'layout must be an object'],
  ])('refuses %s', (_name, spoil, message) => {
    const theme = structuredClone(DEFAULT_THEME) as any;
    spoil(theme);
    expect(themeProblem(theme)).toBe(message);
    expect(isTheme(theme)).toBe(false);
  });

  it.each([null, undefined, 'theme', 42, [], { colors: {} }])('refuses %p', (value) => {
    expect(isTheme(value)).toBe(false);
  });

  it('refuses __proto__ as parsed from JSON', () => {
    const parsed = JSON.parse(JSON.stringify(DEFAULT_THEME).replace('"colors":', '"__proto__":{"x":1},"colors":'));
    expect(isTheme(parsed)).toBe(false);
  });

  it('checks one value of a group', () => {
    expect(themeValueProblem('colors', 'primary', '#123456')).toBeUndefined();
    expect(themeValueProblem('colors', 'primary', 'blue')).toBe('primary must be a colour such as #1976d2 or rgba(25, 118, 210, 0.5)');
    expect(themeValueProblem('layout', 'borderRadius', '4')).toBe('borderRadius must be a size such as 14px or 1.25rem');
  });
});

describe('colours', () => {
  it('reads hex and rgb(a), and writes hex when opaque, rgba otherwise (opacity in 0.01 steps)', () => {
    expect(parseColor('#1976d2')).toEqual({ r: 25, g: 118, b: 210, a: 1 });
    expect(parseColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColor('#00000080')).toEqual({ r: 0, g: 0, b: 0, a: 0.5 });
    expect(parseColor('rgba(25, 118, 210, 0.35)')).toEqual({ r: 25, g: 118, b: 210, a: 0.35 });
    expect(parseColor('red')).toBeNull();
    expect(formatColor({ r: 25, g: 118, b: 210, a: 1 })).toBe('#1976d2');
    expect(formatColor({ r: 25, g: 118, b: 210, a: 0.456 })).toBe('rgba(25, 118, 210, 0.46)');
    expect(formatColor({ r: 0, g: 0, b: 0, a: 0 })).toBe('rgba(0, 0, 0, 0)');
  });
});

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
