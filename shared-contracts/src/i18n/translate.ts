import { setupI18n, type Messages } from '@lingui/core';
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type PageLocale } from './locales.js';

/** What a message's placeholders are filled with: `{name}`, `{count, plural, …}`. */
export type MessageValues = Record<string, string | number | Date | undefined>;

/** A catalogue's messages in one language: the text of `key`, its placeholders filled. */
export interface Translator<K extends string = string> {
  (key: K, values?: MessageValues): string;
  readonly locale: PageLocale;
}

/** A catalogue as it ships: each message compiled to Lingui's tokens (or, in tests, its ICU text). */
export type Catalog = Messages;

/** Turns an ICU message into Lingui's tokens; throws on a broken message (the server's, the tests'). */
export type MessageCompiler = (message: string) => unknown;

interface TranslatorOptions {
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

/**
 * A translator for one language with English beneath: a message the language lacks, or one it
 * cannot format, is said in English, never as its key or a crash. A key English lacks is a
 * programming error the check catches (scripts/i18n-check.mjs); it is said as itself.
 */
export function createTranslator<K extends string>(locale: PageLocale, english: Catalog, translated: Catalog | undefined, options: TranslatorOptions = {}): Translator<K> {
  const compile = options.compile;
  const formatter = (messages: Catalog, tag: string) => {
    const i18n = setupI18n({ locale: tag, messages: { [tag]: messages } });
    if (compile) i18n.setMessagesCompiler(compile as never);
    return i18n;
  };
  const inEnglish = formatter(english, DEFAULT_LOCALE);
  const inLanguage = translated ? formatter(translated, intlLocale(locale)) : undefined;
  const translate = (key: K, values?: MessageValues): string => {
    if (inLanguage && translated![key] !== undefined) {
      try {
        return inLanguage._(key, values);
      } catch {
        // A broken translation: English below.
      }
    }
    try {
      return inEnglish._(key, values);
    } catch {
      return english[key] === undefined ? key : String(english[key]);
    }
  };
  return Object.assign(translate, { locale });
}

/** `{name}` filled in an English text that is its own key (the shared messages' catalogues). */
function filled(text: string, values: MessageValues | undefined): string {
  if (!values || !text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}

interface Template {
  key: string;
  names: string[];
  pattern: RegExp;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The catalogue's keys that have placeholders, as patterns that find them in a text the code
 * already filled in English ('First name must be at most 100 characters' is
 * '{field} must be at most {max} characters'). Longest literal first: the most specific wins.
 */
function templatesOf(catalog: Catalog): Template[] {
  const templates: Template[] = [];
  for (const key of Object.keys(catalog)) {
    const parts = key.split(/\{(\w+)\}/);
    if (parts.length < 3) continue;
    const names: string[] = [];
    let source = '^';
    parts.forEach((part, at) => {
      if (at % 2 === 0) source += escaped(part);
      else {
        names.push(part);
        source += '(.+?)';
      }
    });
    templates.push({ key, names, pattern: new RegExp(`${source}$`, 's') });
  }
  const literal = (template: Template) => template.key.replace(/\{\w+\}/g, '').length;
  return templates.sort((a, b) => literal(b) - literal(a));
}

/**
 * A translator whose keys are the English texts themselves: the messages shared by the server and
 * the client (validation, the server's answers), which the code and its tests name in English.
 * A text already filled in (a field's name, a number) is found by its template, and a value that
 * is itself a message (the field's name) is said in the language too. A text no catalogue holds
 * (a name a member typed, a message the server already said in the member's language) is said as
 * it is; English placeholders are plain `{name}`.
 */
export function createSourceTranslator(locale: PageLocale, translated: Catalog | undefined, options: TranslatorOptions = {}): Translator<string> {
  let inLanguage: ReturnType<typeof setupI18n> | undefined;
  let templates: Template[] = [];
  if (translated) {
    inLanguage = setupI18n({ locale: intlLocale(locale), messages: { [intlLocale(locale)]: translated } });
    if (options.compile) inLanguage.setMessagesCompiler(options.compile as never);
    templates = templatesOf(translated);
  }
  const say = (key: string, values?: MessageValues): string | undefined => {
    if (!inLanguage || translated![key] === undefined) return undefined;
    try {
      return inLanguage._(key, values);
    } catch {
      return undefined; // A broken translation: English instead.
    }
  };
  const translate = (text: string, values?: MessageValues): string => {
    const direct = say(text, values);
    if (direct !== undefined) return direct;
    if (!values && inLanguage) {
      for (const template of templates) {
        const match = template.pattern.exec(text);
        if (!match) continue;
        const found: MessageValues = {};
        template.names.forEach((name, at) => {
          const value = match[at + 1];
          const number = /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : undefined;
          found[name] = number ?? say(value) ?? value;
        });
        const said = say(template.key, found);
        if (said !== undefined) return said;
      }
    }
    return filled(text, values);
  };
  return Object.assign(translate, { locale });
}
