import { DEFAULT_THEME, antdTokens, themeCssVariables } from './theme';

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
