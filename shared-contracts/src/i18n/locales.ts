/*
 * The languages FamilyNet speaks (issue 42), and how one is chosen from what a browser or a
 * caller asks for. Pure and without Intl: the server negotiates every request's language with it.
 */

/** The seven languages, English first (the default, the spec's own words). */
export const LOCALES = ['en', 'es', 'de', 'fr', 'pt-BR', 'ar', 'zh-Hans'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * The pseudo-language of the tests: English accented and 40 % longer, so that a text that did not
 * come from the messages, or a layout that breaks on longer words, shows. Never offered in the
 * picker; chosen with ?lang=en-XA.
 */
export const PSEUDO_LOCALE = 'en-XA';
/** A language a page can be shown in: one of the seven, or the pseudo-language. */
export type PageLocale = Locale | typeof PSEUDO_LOCALE;

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name in itself, as the picker shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  'pt-BR': 'Português (Brasil)',
  ar: 'العربية',
  'zh-Hans': '简体中文',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isPageLocale(value: unknown): value is PageLocale {
  return value === PSEUDO_LOCALE || isLocale(value);
}

/** 'rtl' for the languages written right to left. */
export function localeDirection(locale: PageLocale): 'ltr' | 'rtl' {
  return locale === 'ar' ? 'rtl' : 'ltr';
}

// Tags a browser may send that name one of the seven without saying so exactly.
const ALIASES: Record<string, Locale> = {
  pt: 'pt-BR',
  zh: 'zh-Hans',
  'zh-cn': 'zh-Hans',
  'zh-sg': 'zh-Hans',
  'zh-my': 'zh-Hans',
  'zh-hans-cn': 'zh-Hans',
};
// Chinese written in Traditional characters is not Simplified Chinese: better English than a
// script the reader did not ask for.
const NOT_SIMPLIFIED = /^zh-(hant|tw|hk|mo)(-|$)/;

/** The one of the seven a language tag names ('de-AT' → 'de', 'pt-PT' → 'pt-BR'), or undefined. */
export function localeOfTag(tag: string): Locale | undefined {
  const lower = tag.trim().toLowerCase();
  if (!lower || NOT_SIMPLIFIED.test(lower)) return undefined;
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  if (ALIASES[lower]) return ALIASES[lower];
  const language = lower.split('-')[0];
  return LOCALES.find((locale) => locale.toLowerCase() === language) ?? ALIASES[language];
}

/** The first of a browser's languages (navigator.languages, in order) that FamilyNet speaks. */
export function negotiateLocale(wanted: readonly string[], fallback: Locale = DEFAULT_LOCALE): Locale {
  for (const tag of wanted) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return fallback;
}
