import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Catalog } from 'shared-contracts';

/*
 * Where the catalogues are read from, and how (issue 42). Three kinds: the server's own words
 * (e-mails, push, the feed; keyed by name), its answers' messages (keyed by their English, said
 * only by the server) and the messages it shares with the pages (keyed by their English). From the
 * sources (the tests, `npm run dev`): src/messages, src/answers and shared-contracts'
 * src/i18n/messages. From a build: all three copied into dist/messages by scripts/bundle.mjs (the
 * answers' in dist/messages/answers, the shared in dist/messages/shared), as the image ships dist/
 * alone and tsc emits no JSON it was not asked to import. A language's files are read the first
 * time that language is needed, never at start: an English server never reads one.
 */

const here = path.dirname(fileURLToPath(import.meta.url));

/** Beside the bundle (dist/main.js: dist/messages), or one folder up (src/i18n, dist/i18n). */
function ownFolder(): string {
  const beside = path.join(here, 'messages');
  return fs.existsSync(path.join(beside, 'en.json')) ? beside : path.join(here, '..', 'messages');
}

/** The build's copy, else shared-contracts' own folder (its package.json is exported to be found). */
function sharedFolder(own: string): string {
  const copied = path.join(own, 'shared');
  if (fs.existsSync(path.join(copied, 'en.json'))) return copied;
  const manifest = createRequire(import.meta.url).resolve('shared-contracts/package.json');
  return path.join(path.dirname(manifest), 'src', 'i18n', 'messages');
}

/** The build's copy, else src/answers beside src/messages. */
function answersFolder(own: string): string {
  const copied = path.join(own, 'answers');
  return fs.existsSync(path.join(copied, 'en.json')) ? copied : path.join(own, '..', 'answers');
}

interface CatalogFolders {
  /** The server's own words, keyed by name. */
  own: string;
  /** The messages only the server's answers say, keyed by their English. */
  answers: string;
  /** The messages the server shares with the pages, keyed by their English. */
  shared: string;
}

let folders: CatalogFolders | undefined;
/** The three folders, found once. */
export function catalogFolders(): CatalogFolders {
  if (!folders) {
    const own = ownFolder();
    folders = { own, answers: answersFolder(own), shared: sharedFolder(own) };
  }
  return folders;
}

/**
 * A catalogue file compiled to Lingui's tokens once, so no message is parsed again per use.
 * Undefined when the file is missing or is not JSON (that language is then said in English); a
 * message that does not parse is left out, so English says it. The CI check (npm run i18n:check)
 * reports both.
 */
export function readCompiledCatalog(file: string): Catalog | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
  return compileCatalog(parsed as Record<string, unknown>);
}

/** Each ICU text of a catalogue as Lingui's tokens; what is not text or does not parse is left out. */
export function compileCatalog(messages: Record<string, unknown>): Catalog {
  const compiled: Catalog = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message !== 'string' || message === '') continue;
    try {
      compiled[key] = compileMessageOrThrow(message) as never;
    } catch {
      // Broken: English below says it.
    }
  }
  return compiled;
}
