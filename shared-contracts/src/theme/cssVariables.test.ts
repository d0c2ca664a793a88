import { DEFAULT_THEME, themeCssVariables } from '.';

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
