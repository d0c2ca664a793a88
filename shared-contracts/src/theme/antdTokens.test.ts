import { DEFAULT_THEME, antdTokens, type Theme } from '.';

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
