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

/** Every package folder with its own catalogues (src/messages/en.json). */
export function packageCatalogFolders(): string[] {
  return readdirSync(ROOT)
    .map((name) => join(ROOT, name, 'src/messages'))
    .filter((folder) => existsSync(join(folder, 'en.json')));
}

export function readCatalog(file: string): Record<string, unknown> {
  return JSON.parse(readFileSync(file, 'utf8'));
}
