import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { apiPath } from 'shared-contracts';
import { LOCK_FILE } from './lock.js';
import { TestClient } from './testing/http.js';
import { serverDataDir, spawnServer, type RunningServer } from './testing/process.js';

/*
 * The server process where the database in use changes nothing: the embedded database's first
 * start and its lock (whichever database the rest of the tests use), and a bad configuration,
 * which stops before any database is opened. Once, in the PGlite pass (process.test.ts has the
 * rest, on both databases).
 */

const own = serverDataDir();

/** The server as a real process on this file's data directory and its embedded database. */
function startServer(extraEnv: Record<string, string> = {}): RunningServer {
  return spawnServer({ DATA_DIR: own.dir, DATABASE_URL: '', ...extraEnv });
}

/** The resident memory of a process, in MB (Linux). */
function rssMB(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.split(/\s+/)[1]) / 1024;
}

describe('the server process, whichever database', () => {
  test('a first start on an empty data directory creates the database and stays small (the embedded initdb runs in a child process)', async () => {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-fresh-'));
    // The embedded database's first start, on a folder of its own.
    const server = startServer({ DATA_DIR: fresh });
    try {
      const url = await server.url;
      const client = new TestClient(url, fresh);
      assert.equal((await client.signUp()).user.id, 1, 'the new database works: its first account is the admin');
      const rss = rssMB(server.child.pid!);
      // Creating a new PGlite folder in-process grew the server to 800-900 MB for good; the
      // server itself now only opens folders that exist (about 350 MB here, under tsx, which
      // compiles the sources in memory; about 220 MB built).
      assert.ok(rss < 500, `the server holds ${rss.toFixed(0)} MB after its first start`);
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
      fs.rmSync(fresh, { recursive: true, force: true });
    }
  });

  test('a stale lock (its process is gone) is taken over', async () => {
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => dead.on('exit', r));
    fs.writeFileSync(path.join(own.dir, LOCK_FILE), JSON.stringify({ pid: dead.pid, host: os.hostname() }));
    const running = startServer();
    try {
      const url = await running.url;
      assert.equal((await new TestClient(url).get(apiPath('backgroundImage'))).status, 200);
      const lock = JSON.parse(fs.readFileSync(path.join(own.dir, LOCK_FILE), 'utf8'));
      assert.equal(lock.pid, running.child.pid);
    } finally {
      running.child.kill('SIGINT');
      const { code } = await running.exit;
      assert.equal(code, 0, 'SIGINT shuts down cleanly too');
    }
  });

  test('a bad configuration stops the start with the list of problems', async () => {
    const running = startServer({ PORT: 'http', LOG_LEVEL: 'chatty' });
    const { code } = await running.exit;
    assert.equal(code, 1);
    assert.match(running.stderr(), /Invalid configuration:\n {2}- PORT must be a port number/);
    assert.match(running.stderr(), /LOG_LEVEL must be one of/);
    assert.ok(!fs.existsSync(path.join(own.dir, LOCK_FILE)), 'no lock was taken');
  });
});
