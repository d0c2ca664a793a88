import assert from 'node:assert/strict';
import path from 'node:path';
import fs from 'node:fs';
import { after, test } from 'node:test';
import pg from 'pg';
import { apiPath } from 'shared-contracts';
import { FAULT_MESSAGES } from '../src/plugins/errors.js';
import { AckLog, checkDatabase, checkThroughApi, profileStream, type StreamOptions } from './support/acks.js';
import { cleanUp, tempDir } from './support/cleanup.js';
import { withDatabase } from './support/database.js';
import { TestClient, clientWithToken, profileVersion, sleep, waitFor, type TestResponse } from './support/payloads.js';
import { startCluster } from './support/postgres.js';
import { note, seconds } from './support/report.js';
import { startServer } from './support/server.js';

/*
 * Fault 6: PostgreSQL stops under the running server (an administrator's fast stop, then a
 * crash). Calls answer 503 with a clear message and quickly, nothing crashes, /healthz says
 * unavailable, and service returns by itself within seconds of the database coming back; every
 * write acknowledged before, during and after is there.
 */

after(cleanUp);

/** A call must be answered within this even while the database is gone (no hanging requests). */
const ANSWER_WITHIN_MS = 5000;
/** Service must be back this soon after PostgreSQL accepts connections again. */
const BACK_WITHIN_MS = 5000;
const OUTAGE_MS = 3000;
const WRITERS = 8;

let serverOutput = () => '';
async function timed(request: () => Promise<TestResponse>): Promise<{ answer: TestResponse; ms: number }> {
  const t0 = Date.now();
  try {
    const answer = await request();
    return { answer, ms: Date.now() - t0 };
  } catch (error) {
    throw new Error(`a call got no answer (after ${Date.now() - t0} ms): ${String(error)} ${String((error as Error).cause)}\n${serverOutput()}`);
  }
}

test('PostgreSQL stopped under the running server: 503 with a clear message, nothing crashes, service returns by itself', async () => {
  const started = Date.now();
  const cluster = await startCluster();
  const databaseUrl = await cluster.createDatabase('familynet');
  const dataDir = path.join(tempDir('pg-down'), 'data');
  fs.mkdirSync(dataDir);
  const { server, url } = await startServer({ dataDir, databaseUrl });
  serverOutput = () => server.output(20_000);

  const log = new AckLog();
  const admin = new TestClient(url, dataDir);
  const adminAccount = await admin.signUp({ firstName: 'Ada', lastName: 'Admin', displayName: 'Ada Admin' });
  log.signUps.push({ id: 1, payload: adminAccount.payload, token: admin.token });
  // Enough writers that several requests hold a connection at the moment PostgreSQL goes away.
  for (let i = 0; i < WRITERS; i += 1) {
    const client = new TestClient(url);
    const { user, payload } = await client.signUp({ firstName: 'Writer', lastName: `Number${i}`, displayName: `Writer ${i}` });
    log.signUps.push({ id: user.id, payload, token: client.token });
    const initial = profileVersion(`p${user.id}s0`);
    assert.equal((await client.put(apiPath('updateProfile'), initial)).status, 200);
    log.profileWriter(user.id, client, initial);
  }
  const reader = clientWithToken(url, log.profiles[0].client.token);
  const adminReader = clientWithToken(url, admin.token);
  const wrong: string[] = [];
  const clear503 = (status: number, body: any) => status === 503 && body?.success === false && body?.message === FAULT_MESSAGES.databaseUnavailable;

  for (const mode of ['fast', 'immediate'] as const) {
    // Writers keep saving through the whole outage; a save answered 503 may or may not have been
    // committed (the connection can die after the COMMIT), so it stays "unsettled" in the log.
    let on = true;
    const options: StreamOptions = { running: () => on, tolerated: clear503 };
    const streams = log.profiles.map((writer) => profileStream(writer, `p${mode[0]}`, log, options));
    await sleep(700);

    // Requests waiting inside PostgreSQL hold their connections when it goes away (a lock taken
    // here makes sure there are some: the writers' saves queue behind it).
    const locker = new pg.Client({ connectionString: databaseUrl });
    locker.on('error', () => {});
    await locker.connect();
    await locker.query('begin');
    await locker.query('lock table users in access exclusive mode');
    await sleep(300);
    cluster.stop(mode);
    await locker.end().catch(() => {});
    const stoppedAt = Date.now();
    const during: Array<{ what: string; status: number; ms: number }> = [];
    while (Date.now() - stoppedAt < OUTAGE_MS) {
      const [save, list, health] = await Promise.all([
        timed(() => reader.put(apiPath('updateProfile'), { occupation: 'not saved while the database is down' })),
        timed(() => adminReader.get(apiPath('adminUsers'))),
        timed(() => new TestClient(url).get('/healthz')),
      ]);
      during.push({ what: 'save', status: save.answer.status, ms: save.ms }, { what: 'read', status: list.answer.status, ms: list.ms }, { what: 'health', status: health.answer.status, ms: health.ms });
      for (const [what, { answer, ms }] of [['a profile save', save], ['a read', list]] as const) {
        if (!clear503(answer.status, answer.body)) {
          wrong.push(`${mode}: ${what} answered ${answer.status} ${answer.text.slice(0, 200)}`);
        }
        if (answer.status === 503) assert.equal(answer.headers.get('retry-after'), '5', 'a 503 says when to try again');
        assert.ok(ms < ANSWER_WITHIN_MS, `${mode}: ${what} took ${ms} ms while the database was down`);
      }
      assert.equal(health.answer.status, 503, `${mode}: /healthz answered ${health.answer.status} while the database was down`);
      assert.deepEqual(health.answer.body, { status: 'unavailable', database: 'unavailable' });
      assert.ok(health.ms < ANSWER_WITHIN_MS);
      assert.ok(server.alive, `${mode}: the server died while the database was down\n${server.output()}`);
      await sleep(150);
    }
    assert.deepEqual(wrong, [], `${mode}: answers while PostgreSQL was down that were not the clear 503`);

    cluster.start();
    const startedAt = Date.now();
    const healthBack = await waitFor(`${mode}: /healthz after PostgreSQL came back`, async () => (await new TestClient(url).get('/healthz')).status === 200, BACK_WITHIN_MS, 100);
    const saveBack = await waitFor(
      `${mode}: a save after PostgreSQL came back`,
      async () => (await reader.put(apiPath('updateProfile'), { occupation: `back after ${mode}` })).status === 200,
      BACK_WITHIN_MS,
      100,
    );
    // Let every writer get at least one save acknowledged after the outage, then stop them.
    const ackedBefore = log.profiles.map((w) => w.acked);
    await waitFor(`${mode}: every writer saving again`, () => log.profiles.every((w, i) => w.acked > ackedBefore[i]), BACK_WITHIN_MS * 2, 50);
    on = false;
    await Promise.all(streams);
    assert.deepEqual(log.unexpected, [], `${mode}: answers to the writers that were neither 2xx nor the clear 503`);
    await checkThroughApi(url, clientWithToken(url, admin.token), dataDir, log, `after PostgreSQL's ${mode} stop`);
    assert.ok(server.alive);

    const statuses = [...new Set(during.map((d) => `${d.what} ${d.status}`))].join(', ');
    note('postgres-down', `${mode} stop for ${seconds(OUTAGE_MS)}: ${during.length} calls (${statuses}), slowest ${Math.max(...during.map((d) => d.ms))} ms; ` +
      `back ${healthBack} ms (health) / ${healthBack + saveBack} ms (a save) after PostgreSQL started`);
  }

  const exit = await server.stop('SIGTERM');
  assert.equal(exit.code, 0, server.output());
  // The stderr notes of the pool are fine; a crash or an unhandled error is not.
  assert.doesNotMatch(server.stderr, /Unhandled|uncaught|TypeError/i, server.output());
  await withDatabase({ dataDir, databaseUrl }, (db) => checkDatabase(db, dataDir, log, 'PostgreSQL opened directly at the end'));
  await cluster.destroy();
  note('postgres-down', `${log.total} acknowledged writes all there; time ${seconds(Date.now() - started)}`);
});
