#!/usr/bin/env node
// The fault suite (issue 11): faults/*.fault.ts, each file one scenario (or a few), run one after
// another with node:test against the BUILT server (node dist/main.js), as production runs it.
//   npm run test:faults [-- <fault files>]
// Every scenario's result and time is printed, then a summary. Nothing is skipped: a scenario
// that cannot run here (no PostgreSQL binaries, say) fails and says why.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '..');
const faultsDir = path.join(serverDir, 'faults');

const files =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : fs
        .readdirSync(faultsDir)
        .filter((name) => name.endsWith('.fault.ts'))
        .sort()
        .map((name) => path.join('faults', name));
if (files.length === 0) {
  console.error('No fault files found.');
  process.exit(1);
}

/** Newest modification time of the sources a build is made from (tests and test helpers excluded). */
function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing') newest = Math.max(newest, newestSource(full));
    } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
      newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  }
  return newest;
}

// The faults run the built server: a build older than its sources would test old code.
const builds = [
  { pkg: 'shared-contracts', src: path.join(repoRoot, 'shared-contracts', 'src'), out: path.join(repoRoot, 'shared-contracts', 'dist', 'index.js') },
  { pkg: 'server', src: path.join(serverDir, 'src'), out: path.join(serverDir, 'dist', 'main.js') },
];
const stale = builds.filter(({ src, out }) => !fs.existsSync(out) || fs.statSync(out).mtimeMs < newestSource(src));
if (stale.length > 0) {
  console.log(`The built ${stale.map((b) => b.pkg).join(' and ')} is older than its sources: building (tsc) ...`);
  for (const { pkg } of builds) {
    const result = spawnSync('npm', ['run', 'build', '-w', pkg], { cwd: repoRoot, stdio: 'inherit' });
    if (result.status !== 0) {
      console.error(`Building ${pkg} failed: the fault suite needs the built server.`);
      process.exit(1);
    }
  }
}

// One migrated embedded database that fresh data directories are copied from.
const templateRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-fault-template-'));
const template = path.join(templateRoot, 'db');
{
  const t0 = Date.now();
  const { openDatabase } = await import(path.join(serverDir, 'dist', 'db', 'index.js'));
  const { migrateToLatest } = await import(path.join(serverDir, 'dist', 'db', 'migrations.js'));
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: template });
  await migrateToLatest(handle.db);
  await handle.close();
  console.log(`Embedded database template ready in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

const env = { ...process.env, FAMILYNET_FAULTS_TEMPLATE: template, NODE_ENV: 'test' };
// The fault tests start their own servers and clusters: a DATABASE_URL of the caller is not theirs.
delete env.DATABASE_URL;

const results = [];
const suiteStarted = Date.now();
try {
  for (const file of files) {
    console.log(`\n=== fault: ${file} ===`);
    const t0 = Date.now();
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--conditions=familynet-source', '--test', '--test-concurrency=1', '--test-reporter=spec', '--test-timeout=600000', file],
      { cwd: serverDir, env, stdio: 'inherit' },
    );
    const seconds = (Date.now() - t0) / 1000;
    const ok = result.status === 0;
    results.push({ file, ok, seconds });
    console.log(`=== ${file}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s ===`);
  }
} finally {
  fs.rmSync(templateRoot, { recursive: true, force: true });
}

const total = (Date.now() - suiteStarted) / 1000;
console.log('\n=== fault suite ===');
for (const { file, ok, seconds } of results) console.log(`${ok ? 'passed' : 'FAILED'}  ${seconds.toFixed(1).padStart(6)} s  ${file}`);
console.log(`total ${total.toFixed(1)} s`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
