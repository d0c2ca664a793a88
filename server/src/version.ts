import { readFileSync } from 'node:fs';

/** This server's version: server/package.json's, the same in every package (CHANGELOG.md says what each brought). */
export const VERSION: string = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
