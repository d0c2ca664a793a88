import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { apiPath } from 'shared-contracts';
import { pgliteDirOf } from '../src/db/index.js';
import { AckLog, avatarStream, checkDatabase, checkThroughApi, profileStream, signUpStream } from './support/acks.js';
import { cleanUp } from './support/cleanup.js';
import { freshDataDir, withDatabase } from './support/database.js';
import { TestClient, clientWithToken, profileVersion, sleep } from './support/payloads.js';
import { note, seconds } from './support/report.js';
import { DB_IN_PRODUCTION, DB_SHUTDOWNED, pgControlState, startServer } from './support/server.js';

/*
 * Fault 1: kill -9 of the server during a stream of writes (sign-ups, profile saves, avatar
 * uploads), 50 times in a row, on the embedded database. After every kill the server is started
 * again on the same data directory (which is the proof that the database opens after a crash)
 * and every write it had acknowledged must be there; at the end the database is opened directly
 * and checked column by column.
 */

const CYCLES = 50;

after(cleanUp);

test(`kill -9 during a stream of writes, ${CYCLES} times in a row on the embedded database: every acknowledged write survives`, async () => {
  const started = Date.now();
  const dataDir = await freshDataDir('kill9');
  let { server, url } = await startServer({ dataDir });

  const log = new AckLog();
  const admin = new TestClient(url, dataDir);
  const adminAccount = await admin.signUp({ firstName: 'Ada', lastName: 'Admin', displayName: 'Ada Admin' });
  assert.equal(adminAccount.user.id, 1);
  log.signUps.push({ id: 1, payload: adminAccount.payload, token: admin.token });
  const adminToken = admin.token;

  // Two members save their profiles over and over, a third changes its avatar over and over.
  const writers: Array<{ token: string | null; id: number }> = [];
  for (let i = 0; i < 3; i += 1) {
    const client = new TestClient(url);
    const { user, payload } = await client.signUp({ firstName: 'Writer', lastName: `Number${i}`, displayName: `Writer ${i}` });
    log.signUps.push({ id: user.id, payload, token: client.token });
    writers.push({ token: client.token, id: user.id });
  }
  // The profile a writer starts from (a complete version, so every later check compares whole rows).
  for (const writer of writers.slice(0, 2)) {
    const client = clientWithToken(url, writer.token);
    const first = profileVersion(`k${writer.id}s0`);
    assert.equal((await client.put(apiPath('updateProfile'), first)).status, 200);
    log.profileWriter(writer.id, client, first);
  }
  log.avatarWriter(writers[2].id, clientWithToken(url, writers[2].token));
  // libvips loads with the first picture a server process sees (a second or so): one upload
  // after each start, before the stream, so the kills also land among running uploads.
  const primeUploads = async () => {
    for (const writer of log.avatars) {
      let left = 1;
      await avatarStream(writer, log, { running: () => left-- > 0 });
    }
  };
  await primeUploads();

  const startTimes: number[] = [];
  let killedWithWriteInFlight = 0;
  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    let on = true;
    const options = { running: () => on };
    const streams = [
      signUpStream(url, log, options),
      ...log.profiles.map((writer) => profileStream(writer, 'k', log, options)),
      ...log.avatars.map((writer) => avatarStream(writer, log, options)),
    ];
    // Somewhere inside the stream: a sign-up hashes its password for ~100 ms, saves take a few ms.
    await sleep(100 + Math.floor(Math.random() * 500));
    const inFlight = log.profiles.filter((w) => w.pending.length > 0).length + log.avatars.filter((w) => w.pending > 0).length;
    if (inFlight > 0) killedWithWriteInFlight += 1;
    const exit = await server.kill9();
    on = false;
    await Promise.all(streams);
    assert.equal(exit.signal, 'SIGKILL');
    assert.deepEqual(log.unexpected, [], `cycle ${cycle}: answers that were neither 2xx nor a dropped connection`);
    // The kill caught the database open (not between two runs): this is a crash, not a shutdown.
    assert.equal(pgControlState(pgliteDirOf(dataDir)), DB_IN_PRODUCTION, `cycle ${cycle}: the database was not open when killed`);

    const restarted = await startServer({ dataDir });
    ({ server, url } = restarted);
    startTimes.push(restarted.startMs);
    for (const writer of [...log.profiles, ...log.avatars]) writer.client = clientWithToken(url, writer.client.token);
    await checkThroughApi(url, clientWithToken(url, adminToken), dataDir, log, `after kill ${cycle}`);
    await primeUploads();
  }

  const exit = await server.stop('SIGTERM');
  assert.equal(exit.code, 0, `the last server did not shut down cleanly\n${server.output()}`);
  assert.equal(pgControlState(pgliteDirOf(dataDir)), DB_SHUTDOWNED, 'the last shutdown did not close the database cleanly');
  const { orphanFiles } = await withDatabase({ dataDir }, (db) => checkDatabase(db, dataDir, log, 'opened directly at the end'));

  const mean = startTimes.reduce((a, b) => a + b, 0) / startTimes.length;
  note('kill-9', `${CYCLES} kills, ${killedWithWriteInFlight} with a profile save or avatar upload in flight; acknowledged writes: ${log.signUps.length} sign-ups, ` +
    `${log.profiles.reduce((n, w) => n + w.acked, 0)} profile saves, ${log.avatars.reduce((n, w) => n + w.acked, 0)} avatar uploads; all there.`);
  note('kill-9', `restart after a kill: mean ${seconds(mean)}, max ${seconds(Math.max(...startTimes))}; avatar files no row names (written, then killed before the row changed): ${orphanFiles.length}`);
  note('kill-9', `time ${seconds(Date.now() - started)}`);
  // Half the kills must land while a save or an upload is running, or the test proves little.
  assert.ok(killedWithWriteInFlight >= CYCLES / 2, `only ${killedWithWriteInFlight} of ${CYCLES} kills hit a write in flight`);
});
