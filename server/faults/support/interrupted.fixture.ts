// A fault test that waits to be interrupted (src/testing/fault-cleanup.once.test.ts): it makes a
// folder and starts a process through the clean-up registry, says where they are, and waits.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { tempDir, trackChild } from './cleanup.js';

test('waits to be interrupted', async () => {
  const dir = tempDir('interrupted');
  // Something to remove that takes a moment, as a data directory does.
  for (let i = 0; i < 200; i += 1) fs.writeFileSync(path.join(dir, `file-${i}`), 'x'.repeat(10_000));
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  trackChild(child);
  fs.writeFileSync(process.env.FAMILYNET_FIXTURE_REPORT!, JSON.stringify({ dir, pid: child.pid }));
  await new Promise(() => {});
});
