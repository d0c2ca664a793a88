import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { DataDirLockedError, LOCK_FILE, acquireDataDirLock } from './lock.js';

let dataDir: string;
const lockFile = () => path.join(dataDir, LOCK_FILE);
const writeLock = (owner: object) => fs.writeFileSync(lockFile(), JSON.stringify(owner));

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-lock-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the data-directory lock', () => {
  test('is held while taken and gone when released', () => {
    const lock = acquireDataDirLock(dataDir);
    assert.equal(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid, process.pid);
    assert.throws(() => {
      writeLock({ pid: process.ppid, host: os.hostname() });
      acquireDataDirLock(dataDir);
    }, DataDirLockedError);
    writeLock({ pid: process.pid, host: os.hostname() });
    lock.release();
    assert.ok(!fs.existsSync(lockFile()));
  });

  test('a lock written by this pid on this host (a restarted container) is taken over', () => {
    writeLock({ pid: process.pid, host: os.hostname() });
    const lock = acquireDataDirLock(dataDir);
    lock.release();
  });

  test('a lock from another host is never taken over, even with a pid that looks dead or ours', () => {
    for (const pid of [process.pid, 999_999]) {
      writeLock({ pid, host: 'other-container' });
      assert.throws(
        () => acquireDataDirLock(dataDir),
        (error: unknown) =>
          error instanceof DataDirLockedError &&
          error.otherHost === 'other-container' &&
          /on other-container/.test(error.message) &&
          error.message.includes(`delete ${lockFile()}`),
      );
      assert.equal(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).host, 'other-container', 'left in place');
    }
  });
});
