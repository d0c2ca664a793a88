import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';

/*
 * The server's shape, read from its own imports (ARCHITECTURE.md, "Where things live"):
 *  - each feature is one folder of src/features; another feature, app.ts, a plugin or a test
 *    reaches it only through its index.ts (the feature's service), never a file inside it;
 *  - features depend on each other without a loop, and so do the server's folders;
 *  - SQL is written in db/ and in a feature's queries (queries.ts, *-queries.ts) only, and each
 *    table has one module that writes it.
 */

const src = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SOURCE = /\.(ts|mjs)$/;

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : SOURCE.test(entry.name) ? [full] : [];
  });
}

const ALL = filesUnder(src);
const isTest = (file: string) => /\.test\.ts$/.test(file);
const relative = (file: string) => path.relative(src, file);

/** The files a module imports (static and dynamic), as absolute paths of .ts/.mjs sources. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: string[] = [];
  // `from '…'` (imports and re-exports, `import type` too), `import('…')` and `import '…'`.
  for (const match of text.matchAll(/(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)(['"`])(\.{1,2}\/[^'"`]+)\1/g)) {
    const target = path.resolve(path.dirname(file), match[2]!);
    const candidates = [target, target.replace(/\.js$/, '.ts'), `${target}.ts`, path.join(target, 'index.ts')];
    const real = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
    if (real) found.push(real);
  }
  return found;
}

/** The feature a file belongs to (src/features/<name>/...), or undefined. */
function featureOf(file: string): string | undefined {
  const parts = relative(file).split(path.sep);
  return parts[0] === 'features' && parts.length > 2 ? parts[1] : undefined;
}

/**
 * The folder a file counts in for the folder graph: a feature is its own folder; a file beside
 * the folders (app.ts, config.ts, features/list.ts) is its own.
 */
function folderOf(file: string): string {
  const feature = featureOf(file);
  if (feature) return `features/${feature}`;
  const parts = relative(file).split(path.sep);
  return parts.length > 1 && parts[0] !== 'features' ? parts[0]! : relative(file);
}

/** The first loop of a graph, as the list of its nodes, or null. */
function loopIn(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === 'done') return null;
    if (state.get(node) === 'open') return [...trail.slice(trail.indexOf(node)), node];
    state.set(node, 'open');
    trail.push(node);
    for (const next of graph.get(node) ?? []) {
      const loop = visit(next);
      if (loop) return loop;
    }
    trail.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of [...graph.keys()].sort()) {
    const loop = visit(node);
    if (loop) return loop;
  }
  return null;
}

function graphOf(nameOf: (file: string) => string | undefined): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of ALL.filter((candidate) => !isTest(candidate) && !relative(candidate).startsWith(`testing${path.sep}`))) {
    const from = nameOf(file);
    if (!from) continue;
    for (const target of importsOf(file)) {
      const to = nameOf(target);
      if (to && to !== from) (graph.get(from) ?? graph.set(from, new Set()).get(from)!).add(to);
    }
  }
  return graph;
}

/** Who writes which table: insertInto, updateTable, deleteFrom, by file. */
function tableWriters(): Map<string, Set<string>> {
  const writers = new Map<string, Set<string>>();
  for (const file of ALL.filter((candidate) => !isTest(candidate))) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\.(?:insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(\s*['"`]([a-z_]+)(?:\s+as\s+\w+)?['"`]/g)) {
      (writers.get(match[1]!) ?? writers.set(match[1]!, new Set()).get(match[1]!)!).add(relative(file));
    }
  }
  return writers;
}

const QUERY_FILE = /^(db\/.*|features\/[^/]+\/([a-z-]+-)?queries\.ts)$/;
/** Query builder calls that start a statement, and raw SQL (sql`…`, sql<T>`…`, sql.raw(…) and the like). */
const SQL_CALL = /\.(selectFrom|selectNoFrom|insertInto|updateTable|deleteFrom|mergeInto|replaceInto)\(|\bsql(?:<[^`]*>)?`|\bsql\.[a-z]+\(|\.executeQuery\(/;

describe('the server is arranged by feature', () => {
  test('a feature is reached from outside only through its index.ts', () => {
    const reachingIn: string[] = [];
    for (const file of ALL) {
      for (const target of importsOf(file)) {
        const feature = featureOf(target);
        if (feature && featureOf(file) !== feature && path.basename(target) !== 'index.ts') {
          reachingIn.push(`${relative(file)} -> ${relative(target)}`);
        }
      }
    }
    assert.deepEqual(reachingIn, []);
  });

  test('features depend on each other without a loop', () => {
    const graph = graphOf(featureOf);
    assert.ok(graph.size >= 8, `only ${graph.size} features import another: is the folder still src/features?`);
    assert.equal(loopIn(graph)?.join(' -> ') ?? null, null);
  });

  test("the server's folders depend on each other without a loop", () => {
    assert.equal(loopIn(graphOf(folderOf))?.join(' -> ') ?? null, null);
  });

  test('SQL is written only in db/ and in the features’ queries', () => {
    const elsewhere = ALL.filter((file) => !isTest(file) && !QUERY_FILE.test(relative(file).split(path.sep).join('/')))
      .filter((file) => SQL_CALL.test(fs.readFileSync(file, 'utf8')))
      .map(relative);
    assert.deepEqual(elsewhere, []);
  });

  test('each table has one module that writes it', () => {
    const writers = tableWriters();
    assert.ok(writers.get('users')?.size, 'no writer of users found: is the pattern still right?');
    // The backup's restore writes every table back as it was (db/tables.ts), by name.
    const many = [...writers].filter(([, files]) => files.size > 1).map(([table, files]) => `${table}: ${[...files].sort().join(', ')}`);
    assert.deepEqual(many, []);
  });
});
