import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { apiPath } from 'shared-contracts';
import { openDatabase, pgliteDirOf } from './db/index.js';
import { LOCK_FILE } from './lock.js';
import { createTestDatabase, type TestDatabase } from './testing/db.js';
import { TestClient, newSignUp } from './testing/http.js';
import { spawnServer, type RunningServer } from './testing/process.js';

let dataDir: string;
let database: TestDatabase;

before(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-process-'));
  // A migrated database of this file's own; main.ts opens it itself, so it is closed here first.
  database = await createTestDatabase(dataDir);
  await database.handle.close();
});
after(async () => {
  await database.dispose();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Running = RunningServer;

/** The server as a real process on this file's data directory and database. */
function startServer(extraEnv: Record<string, string> = {}): Running {
  return spawnServer({ DATA_DIR: dataDir, DATABASE_URL: database.databaseUrl ?? '', ...extraEnv });
}

async function countUsers(): Promise<number> {
  const handle = await openDatabase({ databaseUrl: database.databaseUrl, pgliteDir: pgliteDirOf(dataDir) });
  try {
    const rows = await handle.db.selectFrom('users').select('id').execute();
    return rows.length;
  } finally {
    await handle.close();
  }
}

/** The resident memory of a process, in MB (Linux). */
function rssMB(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'))!;
  return Number(line.split(/\s+/)[1]) / 1024;
}

describe('the server process', () => {
  test('a first start on an empty data directory creates the database and stays small (the embedded initdb runs in a child process)', async () => {
    const fresh = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-fresh-'));
    // The embedded database's first start, whichever database the rest of this file uses.
    const server = startServer({ DATA_DIR: fresh, DATABASE_URL: '' });
    try {
      const url = await server.url;
      const client = new TestClient(url);
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

  test('a second server on the same DATA_DIR of an embedded database fails fast with a clear message (on PostgreSQL it may share the folder)', async () => {
    const first = startServer();
    try {
      const url = await first.url;
      if (database.databaseUrl) {
        // On PostgreSQL the folder holds no database: a second process may share it.
        const second = startServer();
        assert.equal((await new TestClient(await second.url).get(apiPath('backgroundImage'))).status, 200);
        second.child.kill('SIGTERM');
        assert.equal((await second.exit).code, 0);
        assert.equal((await new TestClient(url).get(apiPath('backgroundImage'))).status, 200);
        return;
      }
      const second = startServer();
      const { code } = await second.exit;
      assert.equal(code, 1);
      assert.equal(
        second.stderr().trim(),
        `Another FamilyNet server (pid ${first.child.pid}) is already using the data directory ${path.resolve(dataDir)}. Stop it first, or set DATA_DIR to another folder.`,
      );
      assert.ok(!second.stdout().includes('listening'), 'it never started');
      // The first one is unharmed.
      assert.equal((await new TestClient(url).get(apiPath('backgroundImage'))).status, 200);
    } finally {
      first.child.kill('SIGTERM');
      await first.exit;
    }
  });

  test('SIGTERM finishes the running request, closes the database cleanly, removes the lock and exits 0', async () => {
    const running = startServer();
    const url = await running.url;
    // Only an embedded database's folder is locked (PostgreSQL's processes may share one).
    assert.equal(fs.existsSync(path.join(dataDir, LOCK_FILE)), !database.databaseUrl, 'the lock is held on the embedded database');
    const client = new TestClient(url);
    await client.signUp();

    // A sign-up takes ~100 ms of password hashing: stop the server while it runs.
    const inFlight = new TestClient(url).post(apiPath('signUp'), newSignUp());
    await new Promise((r) => setTimeout(r, 40));
    running.child.kill('SIGTERM');
    const answer = await inFlight;
    assert.equal(answer.status, 201, 'the request that was running got its answer');

    const { code, signal } = await running.exit;
    assert.equal(signal, null);
    assert.equal(code, 0, running.stderr());
    assert.match(running.stdout(), /SIGTERM received/);
    assert.ok(!fs.existsSync(path.join(dataDir, LOCK_FILE)), 'the lock is gone');

    // The data is there when the database is opened again.
    assert.equal(await countUsers(), 2);
  });

  test('a stale lock (its process is gone) is taken over', async () => {
    const dead = spawn(process.execPath, ['-e', '0']);
    await new Promise((r) => dead.on('exit', r));
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: dead.pid, host: os.hostname() }));
    // The lock belongs to the embedded database.
    const running = startServer({ DATABASE_URL: '' });
    try {
      const url = await running.url;
      assert.equal((await new TestClient(url).get(apiPath('backgroundImage'))).status, 200);
      const lock = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'));
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
    assert.ok(!fs.existsSync(path.join(dataDir, LOCK_FILE)), 'no lock was taken');
  });
});
