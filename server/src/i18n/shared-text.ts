import path from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { DEFAULT_LOCALE, PSEUDO_LOCALE, type Catalog, type PageLocale, type Translator } from 'shared-contracts';
import { createSourceTranslator, pseudoCatalog } from 'shared-contracts/i18n';
import { catalogFolders, readCompiledCatalog } from './catalog-files.js';

/*
 * The messages of the server's answers (its own, src/answers, and those it shares with the pages:
 * validation, the contracts' words), in a language other than English: keyed by their English
 * text, so the code keeps saying them in English and only what goes out is translated; a text the
 * code filled in ('First name must be at most 100 characters') is found by its template. One
 * translator per language, made the first time that language is asked for and kept: Lingui and
 * Intl are never touched by an English server.
 */

const translators = new Map<PageLocale, Translator | null>();

/**
 * The shared messages and the server's answers' in one catalogue: an answer's template is the
 * server's ('Row {row}: {message}') and what fills it may be shared ('Invalid email address').
 */
function bothIn(locale: PageLocale): Catalog | undefined {
  const { shared, answers } = catalogFolders();
  const [contracts, server] = [shared, answers].map((folder) => readCompiledCatalog(path.join(folder, `${locale}.json`)));
  return contracts || server ? { ...contracts, ...server } : undefined;
}

function catalogOf(locale: PageLocale): Catalog | undefined {
  // The pseudo-language is English, accented, with its placeholders kept (they are tokens by then).
  if (locale === PSEUDO_LOCALE) {
    const english = bothIn(DEFAULT_LOCALE);
    return english && pseudoCatalog(english);
  }
  return bothIn(locale);
}

/**
 * The shared messages in `locale`; null in English, and in a language whose catalogue is missing
 * (what the code says is then what is said).
 */
export function sharedText(locale: PageLocale): Translator | null {
  if (locale === DEFAULT_LOCALE) return null;
  let translator = translators.get(locale);
  if (translator === undefined) {
    const catalog = catalogOf(locale);
    translator = catalog ? createSourceTranslator(locale, catalog, { compile: (message) => compileMessageOrThrow(message) }) : null;
    translators.set(locale, translator);
  }
  return translator;
}
