#!/usr/bin/env node
// The browser tests, several files at a time, the longest first.
//   npm test -w e2e [-- <test files>]     FAMILYNET_E2E_CONCURRENCY=<n> (default 2)
// The files are bound by the machine's cores (two at a time kept both cores busy for the whole
// run: 682 s; four at a time took as long, 684 s, each file twice as slow), so two at a time.
// node --test runs files in name order, which started the two longest (settings) last; here the
// longest start first, so the run does not end on a long file started late. A file whose site
// never comes up fails in bounded time and leaves nothing running (support/site.ts).
// Each file's output is printed whole when it ends, then a summary with every file's time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEMPLATE_ENV, makeDatabaseTemplate } from './database-template.mjs';

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(e2eDir, '..');

/** Seconds each file took alone, two at a time (CI, 2026-11): the order to start them in. */
const MEASURED = {
  'a11y.test.ts': 225,
  'settings-theme.test.ts': 186,
  'directory.test.ts': 139,
  'settings-users.test.ts': 135,
  'map.test.ts': 142,
  'invitations.test.ts': 84,
  'passkeys.test.ts': 73,
  'pwa.test.ts': 67,
  'auth.test.ts': 60,
  'remote-deploy.test.ts': 57,
  'calendar.test.ts': 42,
  'remotes.test.ts': 38,
  'https-caddy.test.ts': 32,
  'first-visit.test.ts': 70,
};
/** A new file not measured yet starts among the long ones, so it cannot end the run alone. */
const UNMEASURED = 150;

const given = process.argv.slice(2);
const files = (given.length > 0
  ? given
  : fs.readdirSync(path.join(e2eDir, 'tests')).filter((name) => name.endsWith('.test.ts')).map((name) => path.join('tests', name))
).sort((a, b) => (MEASURED[path.basename(b)] ?? UNMEASURED) - (MEASURED[path.basename(a)] ?? UNMEASURED));
const concurrency = Math.max(1, Number(process.env.FAMILYNET_E2E_CONCURRENCY) || 2);

const nodeArgs = ['--import', 'tsx', '--import', './tests/support/bounded-fetch.ts', '--test', '--test-reporter=spec', '--test-timeout=900000'];
const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The files running now, each in a process group of its own with its site and its browser:
 * stopped with this runner, or they would run on (a file killed alone leaves its site running).
 */
const running = new Set();
let template = null;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    template?.remove();
    for (const child of running) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
    process.exit(1);
  });
}

function runFile(file) {
  const t0 = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [...nodeArgs, file], {
      cwd: e2eDir,
      env: { ...process.env, FORCE_COLOR: '0', ...(template ? { [TEMPLATE_ENV]: template.folder } : {}) },
      detached: true,
    });
    running.add(child);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      running.delete(child);
      const ok = code === 0;
      const took = Date.now() - t0;
      console.log(`\n=== ${file}: ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds(took)} ===`);
      process.stdout.write(Buffer.concat(output));
      resolve({ file, ok, took, output: Buffer.concat(output).toString('utf8') });
    });
  });
}

console.log(`Browser tests: ${files.length} files, ${concurrency} at a time, longest first`);
const t0 = Date.now();
template = await makeDatabaseTemplate(repoRoot);
console.log(`The embedded database the sites start from, made by a first start of the built server in ${seconds(Date.now() - t0)}`);
const queue = [...files];
const results = [];
await Promise.all(
  Array.from({ length: Math.min(concurrency, files.length) }, async () => {
    while (queue.length > 0) results.push(await runFile(queue.shift()));
  }),
);

template.remove();

console.log('\n=== browser tests: summary ===');
for (const { file, ok, took } of results.sort((a, b) => b.took - a.took)) {
  console.log(`${ok ? 'passed' : 'FAILED'} ${seconds(took).padStart(8)}  ${file}`);
}
// CI keeps only the end of the log: each failed file's own failure report is repeated here.
for (const { file, ok, output } of results) {
  if (ok) continue;
  const report = output.lastIndexOf('failing tests:');
  console.log(`\n=== ${file}: what failed ===`);
  console.log(report >= 0 ? output.slice(report).trimEnd() : output.split('\n').slice(-40).join('\n'));
}
const failed = results.filter((r) => !r.ok).length;
console.log(`total ${seconds(Date.now() - started)} (${results.length - failed} of ${results.length} files passed)`);
process.exit(failed === 0 ? 0 : 1);
