// Where the catalogues live and how they are read, for the extraction and the check.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SHARED_FOLDER = join(ROOT, 'shared-contracts/src/i18n/messages');
export const SHARED_ENGLISH = join(SHARED_FOLDER, 'en.json');

export function sharedEnglishText(texts: Map<string, string>): string {
  return `${JSON.stringify(Object.fromEntries([...texts.keys()].map((text) => [text, text])), null, 2)}\n`;
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
