import { cssUrl, splitWordmark } from './branding';

describe('splitWordmark', () => {
  it.each([
    ['FamilyNet', ['Family', 'Net']],
    ['The Marches', ['The', ' Marches']],
    ['SmithFamily', ['Smith', 'Family']],
    ['kin', ['ki', 'n']],
    ['', ['Family', 'Net']],
  ])('%p', (name, halves) => {
    expect(splitWordmark(name)).toEqual(halves);
  });
});

describe('cssUrl', () => {
  it('wraps safe addresses', () => {
    expect(cssUrl('/uploads/backgrounds/a.webp')).toBe('url("/uploads/backgrounds/a.webp")');
    expect(cssUrl('https://example.com/a.png')).toBe('url("https://example.com/a.png")');
    expect(cssUrl('data:image/png;base64,AAA')).toBe('url("data:image/png;base64,AAA")');
  });
  it('escapes what could end the declaration', () => {
    expect(cssUrl('/a"); background: red; ("')).not.toMatch(/"\); background/);
  });
  it('refuses other schemes and protocol-relative addresses', () => {
    expect(cssUrl('javascript:alert(1)')).toBe('none');
    expect(cssUrl('//evil.example/a.png')).toBe('none');
    expect(cssUrl(null)).toBe('none');
  });
});
