import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Folders that hold no source of the repository's own: installed, built, or written by tests. */
const NOT_SOURCE = new Set(['node_modules', 'dist', '.tmp', 'artifacts', 'coverage']);

/** Every script and TypeScript file under `dir` (tests included), for the tests that read the code. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCE.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|mts|mjs|cjs|js)$/.test(entry.name) ? [path] : [];
  });
}
