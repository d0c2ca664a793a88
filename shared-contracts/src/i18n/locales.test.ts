import { acceptedLanguages } from './acceptLanguage';
import { localeDirection, localeOfTag, negotiateLocale } from './locales';

describe('choosing a language', () => {
  it.each([
    ['de-AT', 'de'],
    ['DE', 'de'],
    ['pt-PT', 'pt-BR'],
    ['pt', 'pt-BR'],
    ['zh-CN', 'zh-Hans'],
    ['zh-Hans-CN', 'zh-Hans'],
    ['zh', 'zh-Hans'],
    ['ar-EG', 'ar'],
    ['en-GB', 'en'],
  ])('%s is spoken as %s', (tag, locale) => {
    expect(localeOfTag(tag)).toBe(locale);
  });

  it.each(['zh-TW', 'zh-Hant', 'zh-HK', 'nl', '', 'x'])('%s is none of the seven', (tag) => {
    expect(localeOfTag(tag)).toBeUndefined();
  });

  it('takes the first of the browser languages it speaks', () => {
    expect(negotiateLocale(['nl-NL', 'nl', 'fr-BE', 'en'])).toBe('fr');
    expect(negotiateLocale(['zh-TW', 'ja'])).toBe('en');
    expect(negotiateLocale([], 'de')).toBe('de');
  });

  it('reads an Accept-Language header by weight, and survives a hostile one', () => {
    expect(acceptedLanguages('fr;q=0.5, de-CH, en;q=0.8')).toEqual(['de-CH', 'en', 'fr']);
    expect(acceptedLanguages('de;q=0, es')).toEqual(['es']);
    expect(acceptedLanguages('<script>, ar;q=abc, ar;q=2, pt')).toEqual(['pt']);
    expect(acceptedLanguages('a'.repeat(2000))).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });

  it('writes Arabic right to left, the others left to right', () => {
    expect(localeDirection('ar')).toBe('rtl');
    expect(localeDirection('de')).toBe('ltr');
    expect(localeDirection('en-XA')).toBe('ltr');
  });
});
