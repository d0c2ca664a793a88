import type { I18n, Messages } from '@lingui/core';
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type PageLocale } from './locales.js';

/** What a message's placeholders are filled with: `{name}`, `{count, plural, …}`. */
export type MessageValues = Record<string, string | number | Date | undefined>;

/** A catalogue's messages in one language: the text of `key`, its placeholders filled. */
export interface Translator<K extends string = string> {
  (key: K, values?: MessageValues): string;
  readonly locale: PageLocale;
}

/** A catalogue as it ships: each message compiled to Lingui's tokens (or, in tests and on the server, its ICU text). */
export type Catalog = Messages;

/** Turns an ICU message into Lingui's tokens; throws on a broken message (the server's, the tests'). */
type MessageCompiler = (message: string) => unknown;

export interface TranslatorOptions {
  /**
   * For catalogues that are ICU text, not compiled at build time (the server's). A production
   * page has no parser: its catalogues are compiled by the build, and one that does not parse is
   * left out of it (English shows). In the unit tests Lingui parses ICU text itself.
   */
  compile?: MessageCompiler;
}

/** The locale Intl formats with: the pseudo-language counts and dates as English does. */
export function intlLocale(locale: PageLocale): string {
  return locale === PSEUDO_LOCALE ? DEFAULT_LOCALE : locale;
}

/*
 * Most messages are text, or text and values ("Thank you for signing up, {firstName}."): said
 * here without Lingui, and so are English's counts and choices (English has two plural forms,
 * "one" for exactly 1). Lingui says the others (another language's plural forms, a number or a
 * date to format) and is fetched only by a page in a language whose catalogues need it: an
 * English page downloads none of it.
 */
type Lingui = typeof import('@lingui/core');
let lingui: Lingui | undefined;
let linguiComing: Promise<unknown> | undefined;

/** Fetches Lingui (once) for the messages that count or choose. */
export function icuFormatter(): Promise<unknown> {
  linguiComing ??= import('@lingui/core').then((module) => (lingui = module));
  return linguiComing;
}

/** Lingui given at once, by a caller that imports it anyway (the server). */
export function useIcuFormatter(module: Lingui): void {
  lingui = module;
}

type Token = string | [string, string?, Record<string, unknown>?];

/** Text, or text and values: nothing Lingui is needed for. ICU text with braces is not (tests, the server). */
function isPlain(message: unknown): boolean {
  if (typeof message === 'string') return !message.includes('{');
  return Array.isArray(message) && message.every((token) => typeof token === 'string' || (Array.isArray(token) && token.length === 1));
}

function plainly(message: unknown, values: MessageValues | undefined): string {
  if (typeof message === 'string') return message;
  return (message as Token[]).map((token) => (typeof token === 'string' ? token : String(values?.[token[0]] ?? ''))).join('');
}

/** Whether a catalogue has a message only Lingui can say in `locale` (the language's plural rules, a number, a date). */
export function needsIcu(catalog: Catalog, locale: PageLocale): boolean {
  const english = locale === DEFAULT_LOCALE || locale === PSEUDO_LOCALE;
  return Object.values(catalog).some((message) => !isPlain(message) && !(english && inEnglishRules(message)));
}

/** A message whose counts and choices English's own rules say: a plural, a select, no number or date to format. */
function inEnglishRules(message: unknown): boolean {
  if (!Array.isArray(message)) return false;
  return (message as Token[]).every((token) => {
    if (typeof token === 'string' || token.length === 1) return true;
    const [, type, cases] = token;
    if ((type !== 'plural' && type !== 'select') || !cases) return false;
    const { offset: _offset, ...forms } = cases;
    return Object.values(forms).every((chosen) => typeof chosen === 'string' || inEnglishRules(chosen));
  });
}

/**
 * A count or a choice said by English's rules (CLDR: "one" for exactly 1, else "other"; an exact
 * `=n` first; `#` the number less the offset, as the code gave it): what Lingui says in English,
 * without fetching it. Any other language waits for Lingui, which knows its rules.
 */
function inEnglish(message: unknown, values: MessageValues | undefined): string {
  if (!Array.isArray(message)) return String(message);
  return (message as Token[])
    .map((token) => {
      if (typeof token === 'string') return token;
      const [name, type, cases] = token;
      const value = values?.[name];
      if (!cases) return String(value ?? '');
      const { offset = 0, ...forms } = cases as Record<string, unknown> & { offset?: number };
      if (type === 'select') return inEnglish(forms[String(value)] ?? forms.other, values);
      const counted = Number(value) - Number(offset);
      const chosen = forms[String(value)] ?? (counted === 1 ? forms.one : undefined) ?? forms.other;
      return inEnglish(chosen, values).replace(/#/g, String(counted));
    })
    .join('');
}

/** One language's messages, said: plain ones directly, the others through Lingui. */
export function messageFormatter(catalog: Catalog, tag: string, options: TranslatorOptions = {}) {
  let i18n: I18n | undefined;
  const englishRules = tag === DEFAULT_LOCALE;
  return (key: string, values: MessageValues | undefined): string | undefined => {
    const message = catalog[key];
    if (message === undefined) return undefined;
    if (isPlain(message)) return plainly(message, values);
    // English's counts and choices by its own rules; another language's before Lingui has come
    // (it is waited for: only a race, or Lingui's chunk could not be fetched) by the same rules.
    if (!lingui || (englishRules && inEnglishRules(message))) return inEnglish(message, values);
    try {
      if (!i18n) {
        i18n = lingui.setupI18n({ locale: tag, messages: { [tag]: catalog } });
        if (options.compile) i18n.setMessagesCompiler(options.compile as never);
      }
      return i18n._(key, values);
    } catch {
      return undefined; // A broken message: the caller says English.
    }
  };
}

/**
 * A translator for one language with English beneath: a message the language lacks, or one it
 * cannot format, is said in English, never as its key or a crash. A key English lacks is a
 * programming error the check catches (scripts/i18n/check.mts); it is said as itself.
 */
export function createTranslator<K extends string>(locale: PageLocale, english: Catalog, translated: Catalog | undefined, options: TranslatorOptions = {}): Translator<K> {
  const inEnglish = messageFormatter(english, DEFAULT_LOCALE, options);
  const inLanguage = translated ? messageFormatter(translated, intlLocale(locale), options) : undefined;
  const translate = (key: K, values?: MessageValues): string => inLanguage?.(key, values) ?? inEnglish(key, values) ?? key;
  return Object.assign(translate, { locale });
}

/** `{name}` filled in an English text that is its own key (the shared messages). */
export function filled(text: string, values: MessageValues | undefined): string {
  if (!values || !text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}
