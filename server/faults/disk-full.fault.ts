import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, test } from 'node:test';
import { apiPath } from 'shared-contracts';
import { pgliteDirOf } from '../src/db/index.js';
import { FAULT_MESSAGES } from '../src/plugins/errors.js';
import { backgroundsDirOf } from '../src/features/site-look/index.js';
import { AckLog, adminAndMember, avatarFiles, checkDatabase, checkThroughApi, tempFiles } from './support/acks.js';
import { cleanUp, tempDir } from './support/cleanup.js';
import { freshDataDir, withDatabase } from './support/database.js';
import { TestClient, clientWithToken, picture, profileApiFieldsOf, profileVersion, sleep, uploadAvatar, waitFor, type TestResponse } from './support/payloads.js';
import { note, seconds } from './support/report.js';
import { DB_SHUTDOWNED, pgControlState, startServer } from './support/server.js';

/*
 * Fault 4: the disk fills up. Uploads and saves fail with a clear message (not a 500, never a
 * hang), no half-written file or row stays, and everything works again when space returns,
 * without a restart.
 *
 * The full disk is injected at the file-system boundary by a preload (support/
 * disk-full-preload.mjs: every write under DATA_DIR fails with ENOSPC while a flag file exists,
 * whole-file writes after writing half), so it runs on any machine without privileges. For the
 * embedded database this is what a real full disk does to it too (checked by hand on a 64 MB
 * tmpfs): PostgreSQL cannot write its WAL, raises PANIC (SQLSTATE 53100), and PGlite then spins
 * for ever on the next query (on its own thread since issue 44: the preload is loaded there too,
 * and the server must close and reopen it rather than wait for an answer that never comes).
 */

const PRELOAD = path.join(path.dirname(fileURLToPath(import.meta.url)), 'support', 'disk-full-preload.mjs');
/** However the disk fails, an answer must come within this (a frozen server never answers). */
const ANSWER_WITHIN_MS = 10_000;

after(cleanUp);

function backgroundForm(data: Buffer): FormData {
  const form = new FormData();
  form.append('background', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'bg.png');
  return form;
}

/** The request, which must be answered in time. */
async function answered(what: string, request: () => Promise<TestResponse>): Promise<TestResponse> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ANSWER_WITHIN_MS} ms (the server is frozen)`)), ANSWER_WITHIN_MS);
  });
  try {
    return await Promise.race([request(), late]);
  } finally {
    clearTimeout(timer);
  }
}

function assertDiskFullAnswer(what: string, answer: TestResponse): void {
  assert.ok(
    (answer.status === 507 && answer.body?.message === FAULT_MESSAGES.diskFull) || (answer.status === 503 && answer.body?.message === FAULT_MESSAGES.databaseUnavailable),
    `${what} while the disk is full answered ${answer.status}: ${answer.text.slice(0, 300)} (expected 507 "${FAULT_MESSAGES.diskFull}" or 503 "${FAULT_MESSAGES.databaseUnavailable}")`,
  );
  assert.equal(answer.body.success, false);
}

test('a full disk: uploads and saves fail with a clear message, nothing half-written stays, and it works again when space returns', async () => {
  const started = Date.now();
  const dataDir = await freshDataDir('disk-full');
  const flag = path.join(tempDir('disk-full-flag'), 'disk-is-full');
  let { server, url } = await startServer({
    dataDir,
    nodeArgs: ['--import', PRELOAD],
    env: { FAMILYNET_FAULT_DISK_ROOT: dataDir, FAMILYNET_FAULT_DISK_FULL_FLAG: flag },
  });

  const log = new AckLog();
  const { admin, member, user, writer: profile } = await adminAndMember(url, dataDir, log, 'f');
  const avatar = log.avatarWriter(user.id, member);
  const first = await uploadAvatar(member);
  assert.equal(first.status, 200, first.text);
  avatar.settled = first.body.data.avatarUrl;
  avatar.ackedUrls.add(avatar.settled!);
  const firstBackground = await admin.request('POST', apiPath('uploadBackground'), { body: backgroundForm(await picture(64)) });
  assert.equal(firstBackground.status, 200, firstBackground.text);
  const avatarsBefore = avatarFiles(dataDir);
  const backgroundsBefore = fs.readdirSync(backgroundsDirOf(dataDir)).sort();

  // ---- the disk is full
  fs.writeFileSync(flag, '');
  const fullAt = Date.now();
  const upload = await answered('an avatar upload', () => uploadAvatar(member));
  assertDiskFullAnswer('an avatar upload', upload);
  const background = await answered('a background upload', () => admin.request('POST', apiPath('uploadBackground'), { body: backgroundForm(Buffer.from([])) }));
  // (an empty file is refused before the disk is touched: that answer stays a 400)
  assert.equal(background.status, 400);
  const realBackground = await answered('a background upload', async () => admin.request('POST', apiPath('uploadBackground'), { body: backgroundForm(await picture(64)) }));
  assertDiskFullAnswer('a background upload', realBackground);
  assert.deepEqual(tempFiles(dataDir), [], 'a half-written avatar stayed');
  assert.deepEqual(avatarFiles(dataDir), avatarsBefore, 'the avatars folder changed');
  assert.deepEqual(fs.readdirSync(backgroundsDirOf(dataDir)).sort(), backgroundsBefore, 'a half-written background stayed');

  const save = await answered('a profile save', () => member.put(apiPath('updateProfile'), profileVersion(`f${user.id}s1`)));
  assertDiskFullAnswer('a profile save', save);
  // The embedded database has now failed to write its log: nothing may freeze after that.
  const again = await answered('a second profile save', () => member.put(apiPath('updateProfile'), profileVersion(`f${user.id}s2`)));
  assertDiskFullAnswer('a second profile save', again);
  // A read the database must answer (one served from what the server holds in memory may still
  // succeed: that is fine, as long as nothing freezes).
  const read = await answered('a read', () => member.get(apiPath('userProfile', { id: user.id })));
  assertDiskFullAnswer('a read of a profile', read);
  const me = await answered('the current user', () => member.get(apiPath('currentUser')));
  if (me.status !== 200) assertDiskFullAnswer('the current user', me);
  const health = await answered('the health check', () => new TestClient(url).get('/healthz'));
  assert.equal(health.status, 503, `the health check while the disk is full: ${health.status} ${health.text}`);
  assert.equal(health.body.database, 'unavailable');
  // The embedded database really failed to write (the injection reached it), and said so.
  assert.match(server.stderr, /The embedded database failed and is closed/, 'the database never failed: the full disk did not reach it');
  // The disk stays full for a while: every call keeps getting its clear answer, in time.
  const stillFull: number[] = [];
  while (Date.now() - fullAt < 5000) {
    const answer = await answered('a save while the disk stays full', () => member.put(apiPath('updateProfile'), profileVersion(`f${user.id}s2`)));
    assertDiskFullAnswer('a save while the disk stays full', answer);
    stillFull.push(answer.status);
    await sleep(400);
  }
  assert.ok(server.alive, 'the server died');
  assert.deepEqual(tempFiles(dataDir), [], 'a half-written file stayed');

  // ---- space returns: service comes back by itself
  fs.rmSync(flag);
  const freedAt = Date.now();
  let recoveredIn = 0;
  recoveredIn = await waitFor(
    'a profile save after space returned',
    async () => {
      const answer = await answered('a save after space returned', () => new TestClient(url).get('/healthz'));
      return answer.status === 200;
    },
    30_000,
    250,
  );
  // The failed saves left nothing: the row is still the last acknowledged save, whole.
  await checkThroughApi(url, clientWithToken(url, admin.token), dataDir, log, 'after space returned');
  const v3 = profileVersion(`f${user.id}s3`);
  const saved = await member.put(apiPath('updateProfile'), v3);
  assert.equal(saved.status, 200, `a save after space returned: ${saved.status} ${saved.text}`);
  assert.deepEqual(Object.fromEntries(Object.entries(profileApiFieldsOf(v3)).map(([k]) => [k, saved.body.data.user[k]])), profileApiFieldsOf(v3));
  profile.settled = v3;
  const uploadAgain = await uploadAvatar(member);
  assert.equal(uploadAgain.status, 200, `an avatar upload after space returned: ${uploadAgain.status} ${uploadAgain.text}`);
  avatar.settled = uploadAgain.body.data.avatarUrl;
  avatar.ackedUrls.add(avatar.settled!);
  const backgroundAgain = await admin.request('POST', apiPath('uploadBackground'), { body: backgroundForm(await picture(64)) });
  assert.equal(backgroundAgain.status, 200, `a background upload after space returned: ${backgroundAgain.text}`);
  await checkThroughApi(url, clientWithToken(url, admin.token), dataDir, log, 'after new writes');
  assert.deepEqual(avatarFiles(dataDir), [avatar.settled!.split('/').pop()], 'exactly the current avatar file remains');

  const exit = await server.stop('SIGTERM');
  assert.equal(exit.code, 0, `the server did not shut down cleanly after the full disk\n${server.output()}`);
  assert.match(server.stderr, /\[disk-full-preload\] \d+ writes failed with ENOSPC/, 'the injected full disk failed no write');
  assert.equal(pgControlState(pgliteDirOf(dataDir)), DB_SHUTDOWNED);
  await withDatabase({ dataDir }, (db) => checkDatabase(db, dataDir, log, 'opened directly at the end'));
  // And it starts again as usual.
  ({ server, url } = await startServer({ dataDir }));
  await checkThroughApi(url, clientWithToken(url, admin.token), dataDir, log, 'after a restart');
  await server.stop('SIGTERM');

  note('disk-full', `while full (${seconds(freedAt - fullAt)}): uploads ${upload.status}, background ${realBackground.status}, saves ${save.status} then ${again.status} and ${stillFull.length} more ${[...new Set(stillFull)].join('/')}, read ${read.status}, health ${health.status}; ` +
    `service back ${seconds(recoveredIn)} after space returned, without a restart`);
  note('disk-full', `time ${seconds(Date.now() - started)}`);
});
