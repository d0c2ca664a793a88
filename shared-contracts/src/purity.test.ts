import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/*
 * The pure contracts (everything but runtime/, ui/ and testing/) are what the server imports:
 * they may use each other and the schema library, and nothing of the browser's run time.
 */
// Lingui formats the messages of every language (issue 42); it calls Intl only when a message
// counts or formats a date, which the server's English answers do not.
const ALLOWED_PACKAGES = ['@sinclair/typebox', '@lingui/core'];

function pureFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return ['runtime', 'ui', 'testing'].includes(name) ? [] : pureFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const imports = (text: string) => [...text.matchAll(/(?:import|export)[^'"]*?from\s+'([^']+)'/g)].map((m) => m[1]);

describe('the pure contracts', () => {
  const files = pureFiles(__dirname);

  it('are found', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it.each(files.map((file) => [relative(__dirname, file), file]))('%s imports only pure modules', (_name, file) => {
    const outside = imports(readFileSync(file, 'utf8')).filter(
      (specifier) => !specifier.startsWith('.') && !ALLOWED_PACKAGES.includes(specifier),
    );
    expect(outside).toEqual([]);
    const intoRuntime = imports(readFileSync(file, 'utf8')).filter((specifier) => /(^|\/)(runtime|ui|testing)(\/|$)/.test(specifier));
    expect(intoRuntime).toEqual([]);
  });

  // The server loads them at start: a locale formatter maps megabytes of ICU data into its memory.
  it.each(files.map((file) => [relative(__dirname, file), file]))('%s formats nothing through the locale data', (_name, file) => {
    expect(readFileSync(file, 'utf8').match(/\btoLocale\w*\(|\bIntl\.|\blocaleCompare\(/g) ?? []).toEqual([]);
  });

  it('hold no JSX', () => {
    expect(files.filter((file) => file.endsWith('.tsx'))).toEqual([]);
  });
});
