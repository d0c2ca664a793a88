#!/usr/bin/env node
// The fault suite (issue 11): faults/*.fault.ts, each file one scenario (or a few), run two files
// at a time with node:test against the BUILT server (node dist/main.js), as production runs it.
// FAMILYNET_FAULTS_CONCURRENCY=1 runs them one after another.
//   npm run test:faults [-- <fault files>]
// Every scenario's result and time is printed, then a summary. Nothing is skipped: a scenario
// that cannot run here (no PostgreSQL binaries, say) fails and says why.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(serverDir, '..');
const faultsDir = path.join(serverDir, 'faults');

// The scenarios of issue 11, in its order (a fault file not listed here runs after them).
const SCENARIOS = [
  ['kill9', '1. kill -9 during writes, 50 times (embedded)'],
  ['sigterm', '2. SIGTERM under load'],
  ['second-server', '3. a second server on the same data directory'],
  ['disk-full', '4. disk full'],
  ['backup-restore', '5. backup during writes, restore, embedded <-> PostgreSQL'],
  ['postgres-down', '6. PostgreSQL stopped under the server'],
  ['concurrency', '7. concurrency'],
  ['memory', '8. memory under 10,000 requests'],
];
const titleOf = (file) => SCENARIOS.find(([name]) => path.basename(file) === `${name}.fault.ts`)?.[1] ?? file;
const rank = (file) => {
  const index = SCENARIOS.findIndex(([name]) => path.basename(file) === `${name}.fault.ts`);
  return index < 0 ? SCENARIOS.length : index;
};
const files =
  process.argv.slice(2).length > 0
    ? process.argv.slice(2)
    : fs
        .readdirSync(faultsDir)
        .filter((name) => name.endsWith('.fault.ts'))
        .sort()
        .map((name) => path.join('faults', name))
        .sort((a, b) => rank(a) - rank(b));
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

// Two files at a time: a fault file keeps about 1.35 of the two cores busy (kill -9: 236 CPU-s in
// 175 s), so one after another left a third of the machine idle for six minutes. Each file has
// its own servers, clusters, ports and folders, and the limits they check (an answer within 5 or
// 10 s, an exit within 10 s) stay far above what they take beside one other fault file. kill -9's
// 50 restarts, the longest, run in a lane of their own while the others follow one another.
const concurrency = Math.max(1, Number(process.env.FAMILYNET_FAULTS_CONCURRENCY) || 2);

// Interrupted (Ctrl-C, a CI timeout): each running fault file is told to stop, and it stops what
// it started (faults/support/cleanup.ts); then the template goes too.
const running = new Set();
let interrupted = null;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = signal;
    for (const child of running) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });
}

/** Runs one fault file; its output is printed whole when it ends, so two files never interleave. */
function runFile(file, index) {
  const reportFile = path.join(templateRoot, `report-${index}.txt`);
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=familynet-source', '--test', '--test-concurrency=1', '--test-reporter=spec', '--test-timeout=600000', file],
      // Its own process group, so an interruption reaches the test process under node --test too.
      { cwd: serverDir, env: { ...env, FAMILYNET_FAULTS_REPORT: reportFile }, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
    );
    running.add(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('close', (code, signal) => {
      running.delete(child);
      const seconds = (Date.now() - t0) / 1000;
      const ok = code === 0 && signal === null;
      const report = fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8').trim() : '';
      console.log(`\n=== fault: ${file} ===`);
      process.stdout.write(Buffer.concat(output));
      console.log(`=== ${file}: ${ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s ===`);
      resolve({ file, ok, seconds, report });
    });
  });
}

const results = [];
const suiteStarted = Date.now();
try {
  // The files in the order above, the first (kill -9) in a lane of its own while the rest go
  // through the other lanes one after another.
  let next = 0;
  const lane = async () => {
    while (next < files.length && !interrupted) {
      const index = next;
      next += 1;
      results[index] = await runFile(files[index], index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, lane));
} finally {
  fs.rmSync(templateRoot, { recursive: true, force: true });
}

if (interrupted) {
  console.error(`\nThe fault suite was interrupted (${interrupted}).`);
  process.exit(1);
}
const total = (Date.now() - suiteStarted) / 1000;
console.log('\n=== fault suite: report ===');
for (const { file, ok, report } of results) {
  console.log(`\n${titleOf(file)}: ${ok ? 'passed' : 'FAILED'}`);
  if (report) console.log(report.split('\n').map((line) => `  ${line}`).join('\n'));
}
console.log('\n=== fault suite: summary ===');
for (const { file, ok, seconds } of results) console.log(`${ok ? 'passed' : 'FAILED'}  ${seconds.toFixed(1).padStart(6)} s  ${titleOf(file)}  (${file})`);
console.log(`total ${total.toFixed(1)} s (${results.filter((r) => r.ok).length} of ${results.length} passed)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
