import { filled, intlLocale, messageFormatter, type Catalog, type MessageValues, type Translator, type TranslatorOptions } from './translate.js';
import type { PageLocale } from './locales.js';
import { TEMPLATES_KEY } from './textKey.js';

interface SourceOptions extends TranslatorOptions {
  /** How the catalogue keys a text: a page's is keyed by a hash of the English (textKey), the server's by the English. */
  keyOf?: (text: string) => string;
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
  const english = (catalog[TEMPLATES_KEY] as unknown as string[] | undefined) ?? Object.keys(catalog);
  for (const key of english) {
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
 * Placeholders whose values are data, as typed or sent (an address, a CSV file's column names, a
 * call's property names, a GEDCOM file's people and ids): never looked up, so a column a member
 * named "Email" stays "Email".
 */
const AS_SENT = new Set(['email', 'columns', 'missing', 'keys', 'key', 'camel', 'snake', 'xref', 'unnamed', 'parent', 'child', 'person', 'partner']);

/** A number as the English says it ('12', '1,000': withThousandsCommas), said again in the language's digits and grouping. */
const ENGLISH_NUMBER = /^-?(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;

/** How the code joins a list in English, and how each language writes it between items. */
const LIST_SEPARATOR = ', ';
const LIST_SEPARATORS: Partial<Record<PageLocale, string>> = { ar: '، ', 'zh-Hans': '、' };

/** A list the code joined in English ('Phone Number, Birthday'), each item said in the language. */
export function saidAsList(say: Translator<string>, list: string): string {
  return list.split(LIST_SEPARATOR).map((item) => say(item)).join(LIST_SEPARATORS[say.locale] ?? LIST_SEPARATOR);
}

/**
 * A translator whose keys are the English texts themselves: the messages shared by the server and
 * the client (validation, the server's answers), which the code and its tests name in English.
 * A text already filled in (a field's name, a number) is found by its template, and a value that
 * is itself a message (the field's name) is said in the language too. A text no catalogue holds
 * (a name a member typed, a message the server already said in the member's language) is said as
 * it is; English placeholders are plain `{name}`. Fetched with a language: English needs none of it.
 */
export function createSourceTranslator(locale: PageLocale, translated: Catalog, options: SourceOptions = {}): Translator<string> {
  const format = messageFormatter(translated, intlLocale(locale), options);
  const keyOf = options.keyOf ?? ((text: string) => text);
  const say = (text: string, values: MessageValues | undefined) => format(keyOf(text), values);
  const templates = templatesOf(translated);
  // A value may itself be a filled message ("Row 7: {email} already has an account"), said in
  // the language in turn; a few levels are all the code ever nests.
  const translate = (text: string, values?: MessageValues, depth = 0): string => {
    const direct = say(text, values);
    if (direct !== undefined) return direct;
    if (!values && depth < 3) {
      for (const template of templates) {
        const match = template.pattern.exec(text);
        if (!match) continue;
        const found: MessageValues = {};
        // A value as sent that is itself a message the catalogue knows was cut by the wrong
        // template ('Row 7: jo@… already has an account' is not '{email} already has…').
        const wrongCut = template.names.some((name, at) => AS_SENT.has(name) && translate(match[at + 1], undefined, depth + 1) !== match[at + 1]);
        if (wrongCut) continue;
        template.names.forEach((name, at) => {
          const value = match[at + 1];
          found[name] = ENGLISH_NUMBER.test(value) ? Number(value.replace(/,/g, '')) : AS_SENT.has(name) ? value : inTurn(value, depth + 1);
        });
        const said = say(template.key, found);
        if (said !== undefined) return said;
      }
    }
    return filled(text, values);
  };
  // A value the code joined from several ("First name, Email") is said item by item.
  const inTurn = (value: string, depth: number): string => {
    const said = translate(value, undefined, depth);
    return said !== value || !value.includes(LIST_SEPARATOR) ? said : saidAsList(Object.assign((item: string) => translate(item, undefined, depth), { locale }), value);
  };
  return Object.assign((text: string, values?: MessageValues) => translate(text, values), { locale });
}
