import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { entryPointsOf } from '../scripts/api-report';
import { sourceFiles } from '../scripts/source-files';
import { REMOTE_FOLDERS } from './areas';

/*
 * Each entry point's public surface is what some file outside it imports: a name nobody imports
 * is not surface but dead weight (and, as shared-contracts is a shared singleton the browser
 * cannot tree-shake, weight on every first visit). The consumers: the other packages, the
 * server and its fault suite, the browser tests, the tooling and scripts, and, for the pure
 * entry, the runtime and the test utilities (they import it by its package name, as the browser
 * shares it), and the shared controls, which import the runtime the same way.
 */
const root = join(__dirname, '../..');
const ENTRIES = entryPointsOf(root);
const CONSUMERS = ['shell', ...Object.values(REMOTE_FOLDERS), 'server', 'e2e', 'tooling', 'scripts', 'shared-contracts/src/runtime', 'shared-contracts/src/testing', 'shared-contracts/src/ui'];


/** entry -> the names some consumer imports from it (or re-exports). */
function importedNames(): Map<string, Set<string>> {
  const used = new Map<string, Set<string>>();
  for (const file of CONSUMERS.flatMap((dir) => sourceFiles(join(root, dir)))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(shared-contracts(?:\/[a-z0-9-]+)*)'/g)) {
      const names = match[1].split(',').map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]);
      const set = used.get(match[2]) ?? used.set(match[2], new Set()).get(match[2])!;
      for (const name of names) if (name) set.add(name);
    }
  }
  return used;
}

function exportedNames(): Map<string, string[]> {
  const files = Object.values(ENTRIES).map((file) => join(root, file));
  const program = ts.createProgram(files, { jsx: ts.JsxEmit.ReactJSX, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, noEmit: true, skipLibCheck: true });
  const checker = program.getTypeChecker();
  return new Map(
    Object.entries(ENTRIES).map(([entry, file]) => {
      const module = checker.getSymbolAtLocation(program.getSourceFile(join(root, file))!)!;
      return [entry, checker.getExportsOfModule(module).map((symbol) => symbol.name)];
    }),
  );
}

describe('the public surface of each entry point', () => {
  const used = importedNames();
  const exported = exportedNames();

  it.each(Object.keys(ENTRIES))('%s exports only what some other file imports', (entry) => {
    const unused = exported.get(entry)!.filter((name) => !used.get(entry)?.has(name));
    expect(unused).toEqual([]);
  });

  it.each(Object.keys(ENTRIES))('%s exports everything other files import from it', (entry) => {
    const missing = [...(used.get(entry) ?? [])].filter((name) => !exported.get(entry)!.includes(name));
    expect(missing).toEqual([]);
  });

  it('is read from the files it claims to read', () => {
    expect(relative(root, join(root, ENTRIES['shared-contracts']))).toBe('shared-contracts/src/index.ts');
    expect(exported.get('shared-contracts')!.length).toBeGreaterThan(100);
  });
});
