import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { apiPath } from 'shared-contracts';
import { openDatabase, pgliteDirOf } from './db/index.js';
import { LOCK_FILE } from './lock.js';
import { TestClient, newSignUp } from './testing/http.js';
import { serverDataDir, spawnServer, type RunningServer } from './testing/process.js';

const own = serverDataDir();

type Running = RunningServer;

/** The server as a real process on this file's data directory and database. */
function startServer(extraEnv: Record<string, string> = {}): Running {
  return spawnServer({ DATA_DIR: own.dir, DATABASE_URL: own.database.databaseUrl ?? '', ...extraEnv });
}

async function countUsers(): Promise<number> {
  const handle = await openDatabase({ databaseUrl: own.database.databaseUrl, pgliteDir: pgliteDirOf(own.dir) });
  try {
    const rows = await handle.db.selectFrom('users').select('id').execute();
    return rows.length;
  } finally {
    await handle.close();
  }
}

describe('the server process', () => {
  test('a second server on the same DATA_DIR of an embedded database fails fast with a clear message (on PostgreSQL it may share the folder)', async () => {
    const first = startServer();
    try {
      const url = await first.url;
      if (own.database.databaseUrl) {
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
        `Another FamilyNet server (pid ${first.child.pid}) is already using the data directory ${path.resolve(own.dir)}. Stop it first, or set DATA_DIR to another folder.`,
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
    assert.equal(fs.existsSync(path.join(own.dir, LOCK_FILE)), !own.database.databaseUrl, 'the lock is held on the embedded database');
    const client = new TestClient(url, own.dir);
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
    assert.ok(!fs.existsSync(path.join(own.dir, LOCK_FILE)), 'the lock is gone');

    // The data is there when the database is opened again.
    assert.equal(await countUsers(), 2);
  });
});
