// Where the catalogues live and how they are read, for the extraction and the check.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SHARED_FOLDER = join(ROOT, 'shared-contracts/src/i18n/messages');
export const SHARED_ENGLISH = join(SHARED_FOLDER, 'en.json');
/** The server's own answers' messages (its message objects), keyed by their English like the shared ones. */
export const ANSWERS_FOLDER = join(ROOT, 'server/src/answers');
export const ANSWERS_ENGLISH = join(ANSWERS_FOLDER, 'en.json');

/**
 * The shared messages by topic (the message object that names them), written by the extraction:
 * the build gives a package's catalogues the topics its messages/shared-topics.txt names.
 */
export const SHARED_TOPICS = join(ROOT, 'shared-contracts/src/i18n/sharedTopics.json');

// The build reads the declarations (tooling/i18n/compileCatalog.cjs): the check reads them alike.
const require = createRequire(import.meta.url);
const declarations = require('../../tooling/i18n/compileCatalog.cjs') as { declaredTopics(source: string): string[]; TOPICS_DECLARATION: string };
/** The file a package's catalogue folder names its shared topics in, one a line. */
export const { TOPICS_DECLARATION, declaredTopics } = declarations;

export function sharedTopicsText(shared: string[], topics: Map<string, Set<string>>): string {
  const byTopic: Record<string, string[]> = {};
  for (const text of shared) for (const topic of topics.get(text) ?? []) (byTopic[topic] ??= []).push(text);
  const sorted = Object.fromEntries(Object.keys(byTopic).sort().map((topic) => [topic, byTopic[topic]]));
  return `${JSON.stringify(sorted, null, 2)}\n`;
}

export function sharedEnglishText(texts: Iterable<string>): string {
  return `${JSON.stringify(Object.fromEntries([...texts].map((text) => [text, text])), null, 2)}\n`;
}

/**
 * The shared messages split by who names them: the contracts' (the pages say them too, so the
 * pages' catalogue holds them) and the server's alone (said only in its answers, which it
 * translates itself: no page downloads them).
 */
export function byOwner(texts: Map<string, string>): { shared: string[]; answers: string[] } {
  const shared: string[] = [];
  const answers: string[] = [];
  for (const [text, where] of texts) (where.startsWith('shared-contracts') ? shared : answers).push(text);
  return { shared, answers };
}

/** Every folder of catalogues in a package's source (a `messages` folder with en.json), the shared one aside. */
export function packageCatalogFolders(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules') continue;
      const path = join(dir, entry.name);
      if (entry.name === 'messages' && existsSync(join(path, 'en.json')) && path !== SHARED_FOLDER) found.push(path);
      else walk(path);
    }
  };
  for (const name of readdirSync(ROOT)) if (existsSync(join(ROOT, name, 'package.json')) && existsSync(join(ROOT, name, 'src'))) walk(join(ROOT, name, 'src'));
  return found.sort();
}

export function readCatalog(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8'));
}
