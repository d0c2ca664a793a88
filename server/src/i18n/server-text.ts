import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type PageLocale } from 'shared-contracts';
import { createTranslator, pseudoCatalog, type MessageValues } from 'shared-contracts/i18n';
import english from '../messages/en.json' with { type: 'json' };
import { catalogFolders, compileCatalog, readCompiledCatalog } from './catalog-files.js';

/*
 * The server's own words (issue 42): e-mails, push notifications, the calendar feed's names, the
 * unsubscribe page. Keyed by name in src/messages/<locale>.json, ICU messages. English is the
 * spec's words exactly, with plain {placeholders} only (messages.once.test.ts holds it so): it is
 * filled in here without Lingui or Intl, as the templates did before, so an English server maps
 * no locale data. Another language is compiled the first time it is needed, with English beneath
 * a message it lacks or cannot say.
 */

export type ServerMessage = keyof typeof english;

export interface ServerText {
  (key: ServerMessage, values?: MessageValues): string;
  readonly locale: PageLocale;
}

/** `{name}` filled, as a template literal did; a placeholder without a value stays as it is. */
function filledIn(text: string, values: MessageValues | undefined): string {
  if (!values || !text.includes('{')) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}

const inEnglish: ServerText = Object.assign((key: ServerMessage, values?: MessageValues) => filledIn(english[key], values), { locale: DEFAULT_LOCALE });

const made = new Map<PageLocale, ServerText>();

function translated(locale: PageLocale): ServerText {
  const compiledEnglish = compileCatalog(english);
  const catalog = locale === PSEUDO_LOCALE ? pseudoCatalog(compiledEnglish) : readCompiledCatalog(path.join(catalogFolders().own, `${locale}.json`));
  if (!catalog) return Object.assign((key: ServerMessage, values?: MessageValues) => inEnglish(key, values), { locale });
  return createTranslator<ServerMessage>(locale, compiledEnglish, catalog, { compile: (message) => compileMessageOrThrow(message) });
}

/** The server's words in `locale`, made once per language. */
export function serverText(locale: PageLocale): ServerText {
  if (locale === DEFAULT_LOCALE) return inEnglish;
  let text = made.get(locale);
  if (!text) {
    text = translated(locale);
    made.set(locale, text);
  }
  return text;
}
