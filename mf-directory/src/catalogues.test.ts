import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/*
 * Each chunk carries the messages it shows (issue 42): the first screen's catalogue is
 * src/messages, and each part fetched later (the profile dialog, each of my account's sections,
 * the editor, My QR Code, the tree) has a catalogue of its own beside its code, which comes with
 * its chunk. These read the source, as DirectoryPage.test's check of antd does.
 */

const SRC = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'test-support' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** What a file imports for its values (`import type` aside), each resolved to a file of the package. */
function importsOf(file: string): string[] {
  const specifiers = [...readFileSync(file, 'utf8').matchAll(/^\s*(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?'([^']+)'/gm)].map((match) => match[1]);
  return specifiers
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => {
      const base = path.resolve(path.dirname(file), specifier);
      return [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts'), base].find((candidate) => {
        try {
          return statSync(candidate).isFile();
        } catch {
          return false;
        }
      })!;
    })
    .filter(Boolean);
}

const files = sourceFiles(SRC);
const catalogues = files.filter((file) => path.basename(file) === 'index.ts' && path.basename(path.dirname(file)) === 'messages');
const folderName = (index: string) => path.relative(SRC, path.dirname(index));

describe('the catalogues', () => {
  it('are one for the first screen and one for each part fetched later', () => {
    expect(catalogues.map(folderName).sort()).toEqual(
      [
        'messages',
        'dialogs/messages',
        'profile/messages',
        'my-account/edit/messages',
        'my-account/family/messages',
        'my-account/invite/messages',
        'my-account/my-data/messages',
        'my-account/notifications/messages',
        'my-account/passkeys/messages',
        'tree/messages',
        'tree/years/messages',
      ].sort(),
    );
  });

  it.each(catalogues.map((index) => [folderName(index), index]))('%s holds only messages the code that imports it says', (_name, index) => {
    const english: Record<string, string> = JSON.parse(readFileSync(path.join(path.dirname(index), 'en.json'), 'utf8'));
    const importers = files.filter((file) => file !== index && importsOf(file).includes(index)).map((file) => readFileSync(file, 'utf8'));
    const unsaid = Object.keys(english).filter((key) => !importers.some((code) => code.includes(`'${key}'`)));
    expect(unsaid).toEqual([]);
  });

  it("the first screen (what DirectoryPage imports statically) reaches only the first screen's catalogue", () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      importsOf(file).forEach(visit);
    };
    visit(path.join(SRC, 'DirectoryPage.tsx'));
    expect(catalogues.filter((index) => seen.has(index)).map(folderName)).toEqual(['messages']);
  });

  it("a part fetched later is drawn once its messages are there in the page's language (withPageMessages)", () => {
    const lazyParts = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/\blazy\(\s*\(\)\s*=>\s*([^\n]*)/g)].map((match) => `${path.relative(SRC, file)}: ${match[1]}`));
    expect(lazyParts.length).toBeGreaterThan(0);
    expect(lazyParts.filter((part) => !/^[^:]+: withPageMessages\(/.test(part))).toEqual([]);
  });
});
