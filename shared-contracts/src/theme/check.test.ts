import { DEFAULT_THEME, isTheme, themeProblem, themeValueProblem, type Theme } from '.';

/** The default theme with one change. */
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
