import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

/*
 * The fault suite's promise (faults/support/cleanup.ts): a fault test that is interrupted (Ctrl-C,
 * a CI time-out) leaves no process and no folder behind. The runner signals the test's whole
 * process group, so node --test passes the signal on to the test a second time while it cleans up.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test('an interrupted fault test stops what it started and removes its folders', async () => {
  const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-fixture-')), 'report.json');
  const run = spawn(
    process.execPath,
    ['--import', 'tsx', '--conditions=familynet-source', '--test', '--test-reporter=spec', 'faults/support/interrupted.fixture.ts'],
    { cwd: serverDir, env: { ...process.env, FAMILYNET_FIXTURE_REPORT: report }, stdio: 'ignore', detached: true },
  );
  const exited = new Promise((resolve) => run.once('exit', resolve));
  try {
    const deadline = Date.now() + 30_000;
    while (!fs.existsSync(report) || fs.readFileSync(report, 'utf8') === '') {
      assert.ok(Date.now() < deadline, 'the fixture never started');
      await new Promise((r) => setTimeout(r, 100));
    }
    const { dir, pid } = JSON.parse(fs.readFileSync(report, 'utf8')) as { dir: string; pid: number };
    assert.ok(fs.existsSync(dir) && alive(pid));

    // As scripts/run-faults.mjs does when it is interrupted.
    process.kill(-run.pid!, 'SIGTERM');
    await exited;
    const settled = Date.now() + 5000;
    while ((fs.existsSync(dir) || alive(pid)) && Date.now() < settled) await new Promise((r) => setTimeout(r, 100));
    assert.equal(fs.existsSync(dir), false, `the folder ${dir} stayed behind`);
    assert.equal(alive(pid), false, 'the process it started is still running');
  } finally {
    if (run.exitCode === null && run.signalCode === null) process.kill(-run.pid!, 'SIGKILL');
    fs.rmSync(path.dirname(report), { recursive: true, force: true });
  }
});
