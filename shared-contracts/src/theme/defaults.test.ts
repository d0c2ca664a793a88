import { DEFAULT_THEME } from '.';

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
