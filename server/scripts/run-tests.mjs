#!/usr/bin/env node
// Runs every server test (src/**/*.test.ts) over real HTTP and a real database, all the files of a
// pass in one process, one after another (scripts/one-process.mjs):
//   1. on PGlite (each test file gets a fresh temporary DATA_DIR), then
//   2. when DATABASE_URL is set, all of them again on that PostgreSQL server (each test file
//      creates its own throwaway database fn_test_<random> there and drops it afterwards).
// Usage: npm test -w server [-- <test files>]
// FAMILYNET_TEST_DATABASES=postgres (or pglite) runs one pass only, e.g. in a CI stage that has
// already run the PGlite pass. FAMILYNET_TEST_ONCE_PASS=postgres runs the database-independent
// files (*.once.test.ts) in the PostgreSQL pass instead of the PGlite one: `npm test` runs the two
// passes side by side, and the PGlite pass was the longer by about the time those files take.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function findTests(dir) {
  const found = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findTests(full));
    else if (entry.name.endsWith('.test.ts')) found.push(path.relative(serverDir, full));
  }
  return found.sort();
}

const files = process.argv.slice(2).length > 0 ? process.argv.slice(2) : findTests(path.join(serverDir, 'src'));
if (files.length === 0) {
  console.error('No test files found.');
  process.exit(1);
}

// Files named *.postgres.test.ts are about what only PostgreSQL offers (several server processes
// on one database): they belong to the PostgreSQL pass alone.
const POSTGRES_ONLY = /\.postgres\.test\.ts$/;
// Files named *.once.test.ts do not depend on which database runs (pure functions, the HTTP
// layer: headers, compression, static files, logs; the repository's deployment files): they run
// in one pass only, the PGlite one unless FAMILYNET_TEST_ONCE_PASS says postgres. A file that
// reads or writes the database runs on both.
const ONCE = /\.once\.test\.ts$/;
const oncePass = process.env.FAMILYNET_TEST_ONCE_PASS === 'postgres' ? 'postgres' : 'pglite';

function run(label, env, postgres) {
  const these = files.filter((file) => {
    if (ONCE.test(file)) return oncePass === (postgres ? 'postgres' : 'pglite');
    return postgres || !POSTGRES_ONLY.test(file);
  });
  console.log(`\n=== server tests on ${label} (${these.length} files) ===`);
  const t0 = Date.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=familynet-source', '--test-reporter=spec', 'scripts/one-process.mjs', ...these],
    { cwd: serverDir, env, stdio: 'inherit' },
  );
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`=== ${label}: ${ok ? 'passed' : 'FAILED'} in ${seconds} s ===`);
  return ok;
}

const databaseUrl = process.env.DATABASE_URL;
const wanted = (process.env.FAMILYNET_TEST_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim().toLowerCase());
if (!wanted.includes('pglite') && !wanted.includes('postgres')) {
  console.error('FAMILYNET_TEST_DATABASES must list pglite and/or postgres.');
  process.exit(1);
}
if (!wanted.includes('pglite') && !databaseUrl) {
  console.error('FAMILYNET_TEST_DATABASES=postgres needs DATABASE_URL.');
  process.exit(1);
}

// Migrated, empty databases made once (a fresh PGlite initdb takes seconds and the migrations
// one more), which each test file copies: src/testing/templates.ts.
const templateRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-pglite-template-'));
const template = path.join(templateRoot, 'db');
const tsx = ['--import', 'tsx', '--conditions=familynet-source', 'src/testing/templates.ts'];
const postgresWanted = wanted.includes('postgres') && databaseUrl;
const started = Date.now();
const made = spawnSync(process.execPath, [...tsx, 'make', template, ...(postgresWanted ? [databaseUrl] : [])], {
  cwd: serverDir,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
if (made.status !== 0) {
  console.error('The template databases could not be made.');
  process.exit(1);
}
const postgresTemplate = JSON.parse(made.stdout.trim().split('\n').at(-1)).postgres;
console.log(`Template databases ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);

const baseEnv = { ...process.env, NODE_ENV: 'test' };
const pgliteEnv = { ...baseEnv, FAMILYNET_TEST_PGLITE_TEMPLATE: template };
delete pgliteEnv.DATABASE_URL;
const postgresEnv = { ...baseEnv, FAMILYNET_TEST_PGLITE_TEMPLATE: template, ...(postgresTemplate ? { FAMILYNET_TEST_POSTGRES_TEMPLATE: postgresTemplate } : {}) };

let ok = true;
try {
  if (wanted.includes('pglite')) ok = run('PGlite', pgliteEnv, false) && ok;
  if (wanted.includes('postgres') && databaseUrl) {
    ok = run(`PostgreSQL (${new URL(databaseUrl).host})`, { ...postgresEnv, DATABASE_URL: databaseUrl }, true) && ok;
  } else if (wanted.includes('postgres')) console.log('\nDATABASE_URL is not set: the PostgreSQL pass was skipped.');
} finally {
  fs.rmSync(templateRoot, { recursive: true, force: true });
  if (postgresTemplate) spawnSync(process.execPath, [...tsx, 'drop', databaseUrl, postgresTemplate], { cwd: serverDir, stdio: 'inherit' });
}
process.exit(ok ? 0 : 1);
