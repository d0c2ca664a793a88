#!/usr/bin/env node
// `npm test`: every test of the repository, as fast as two cores allow.
//   1. the build of what changed (the browser tests and the fault suite run the built site), and
//      the check that every message exists in every language;
//   2. side by side, since each uses about one core: the front-end unit tests (jest, package by
//      package), the server's tests (over HTTP, on PGlite) and, with FAMILYNET_TEST_POSTGRES_URL,
//      the server's tests that touch the database on that PostgreSQL server;
//   3. the browser tests of the composed site in Chromium, alone (they are timing-sensitive);
//      with FAMILYNET_TEST_POSTGRES_URL, the flows that write the most run on that server.
// A group's output is printed whole when it ends, under its name, so groups never interleave.
// Any failing group fails the run, after the others have finished.
import { spawn, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { packagesWithScript } = createRequire(import.meta.url)('../tooling/workspace.cjs');
const started = Date.now();
const since = (t) => `${((Date.now() - t) / 1000).toFixed(0)} s`;

function step(title, command, args, env = {}) {
  console.log(`\n== ${title}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

/** What each failed group said of its failures, repeated at the end (CI keeps only a log's end). */
const failureReports = [];

/**
 * What a failed group said of its failures: jest's blocks of failed tests ("● suite › test" and
 * what follows, console output left out), else the failure summary node --test prints last, else
 * the output's last lines.
 */
function failureSummary(output) {
  const lines = output.trimEnd().split('\n');
  const jestFailures = [];
  lines.forEach((line, index) => {
    if (/●\s+\S.* › /.test(line) && !/● Console/.test(line)) jestFailures.push(lines.slice(index, index + 40).join('\n'));
  });
  if (jestFailures.length > 0) return jestFailures.slice(0, 6).join('\n\n');
  const at = Math.max(output.lastIndexOf('failing tests:'), output.lastIndexOf('Summary of all failing tests'));
  const tail = (at >= 0 ? output.slice(at) : output).trimEnd().split('\n');
  return (at >= 0 ? tail.slice(0, 150) : tail.slice(-60)).join('\n');
}

/** Runs a command with its output kept, and prints it when it ends. */
function group(title, command, args, env = {}) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env, FORCE_COLOR: '0' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const ok = code === 0;
      console.log(`\n== ${title}: ${ok ? 'passed' : 'FAILED'} in ${since(t0)}\n`);
      process.stdout.write(Buffer.concat(output));
      console.log(`== end of ${title}: ${ok ? 'passed' : 'FAILED'}`);
      if (!ok) failureReports.push({ title, output: Buffer.concat(output).toString('utf8') });
      resolve(ok);
    });
  });
}

if (!step('Build (only what changed)', process.execPath, ['scripts/build-if-stale.mjs'])) process.exit(1);
// Every message in every language (scripts/i18n/check.mts): a few seconds, and a missing one
// fails the run before the long groups start.
if (!step('Messages in every language', process.execPath, ['--conditions=familynet-source', '--import', 'tsx', 'scripts/i18n/check.mts'])) process.exit(1);

const frontEnd = packagesWithScript('test')
  .map(({ folder }) => folder)
  .filter((folder) => folder !== 'server' && folder !== 'e2e');
const lernaScopes = frontEnd.flatMap((folder) => ['--scope', folder]);
const postgres = process.env.FAMILYNET_TEST_POSTGRES_URL || process.env.DATABASE_URL;

console.log(`\n== Unit tests (${frontEnd.join(', ')}) beside the server's tests on PGlite${postgres ? ' and on PostgreSQL' : ''}`);
// Side by side: each group is one process doing one thing at a time, and none of them times
// itself any more (speed is measured by `npm run bench`, paired with a baseline), so a third
// group on two cores makes the run shorter, not flaky.
const groups = [
  group('Front-end unit tests', 'npx', ['lerna', 'run', 'test', '--concurrency', '1', '--stream', ...lernaScopes]),
  // With PostgreSQL beside it, the database-independent files go to its pass (the shorter one).
  group('Server tests on PGlite', 'npm', ['test', '-w', 'server'], { FAMILYNET_TEST_DATABASES: 'pglite', DATABASE_URL: '', FAMILYNET_TEST_ONCE_PASS: postgres ? 'postgres' : 'pglite' }),
  ...(postgres
    ? [group('Server tests on PostgreSQL', 'npm', ['test', '-w', 'server'], { FAMILYNET_TEST_DATABASES: 'postgres', DATABASE_URL: postgres, FAMILYNET_TEST_ONCE_PASS: 'postgres' })]
    : []),
];
const unitOk = (await Promise.all(groups)).every(Boolean);

const browserOk = step('Browser tests (the composed site in Chromium)', 'npm', ['test', '-w', 'e2e']);

for (const { title, output } of failureReports) console.log(`\n== What failed in ${title}\n${failureSummary(output)}`);
console.log(`\n== ${unitOk && browserOk ? 'Every test passed' : 'Some tests FAILED'} (${since(started)})`);
process.exit(unitOk && browserOk ? 0 : 1);
