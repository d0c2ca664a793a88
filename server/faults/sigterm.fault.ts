import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { apiPath } from 'shared-contracts';
import { pgliteDirOf } from '../src/db/index.js';
import { LOCK_FILE } from '../src/lock.js';
import { AckLog, checkThroughApi } from './support/acks.js';
import { cleanUp } from './support/cleanup.js';
import { freshDataDir } from './support/database.js';
import { TestClient, clientWithToken, newSignUp, picture, profileVersion, sleep } from './support/payloads.js';
import { multipartFile, rawRequest, tokenOf, type RawResult } from './support/raw-http.js';
import { note, seconds } from './support/report.js';
import { DB_SHUTDOWNED, pgControlState, startServer } from './support/server.js';

/*
 * Fault 2: SIGTERM under load. Requests in flight finish with their real answer, new ones are
 * refused cleanly (the connection is refused, or a complete 503 in the API's shape), the process
 * exits 0 within 10 s having closed the database cleanly, and the next start needs no recovery.
 */

after(cleanUp);

/** A request whose last byte left this long before the SIGTERM had certainly reached the server. */
/**
 * A request whose last byte left this long before the SIGTERM had certainly been read by the
 * server (on a busy 2-core machine a new connection can wait in the kernel's queue for a while;
 * one the server never read is reset, which is a refusal, not a dropped request).
 */
const IN_FLIGHT_GRACE_MS = 300;
const LOOPS = 6;

test('SIGTERM under load: running requests finish, new ones are refused cleanly, exit 0 within 10 s, the next start is fast', async () => {
  const started = Date.now();
  const dataDir = await freshDataDir('sigterm');
  const first = await startServer({ dataDir });
  let { server, url } = first;

  const log = new AckLog();
  const admin = new TestClient(url, dataDir);
  const adminAccount = await admin.signUp({ firstName: 'Ada', lastName: 'Admin', displayName: 'Ada Admin' });
  log.signUps.push({ id: adminAccount.user.id, payload: adminAccount.payload, token: admin.token });
  const members: Array<{ id: number; token: string | null }> = [];
  for (let i = 0; i < LOOPS; i += 1) {
    const client = new TestClient(url);
    const { user, payload } = await client.signUp({ firstName: 'Load', lastName: `Member${i}`, displayName: `Load ${i}` });
    log.signUps.push({ id: user.id, payload, token: client.token });
    const initial = profileVersion(`t${user.id}s0`);
    assert.equal((await client.put(apiPath('updateProfile'), initial)).status, 200);
    log.profileWriter(user.id, client, initial);
    members.push({ id: user.id, token: client.token });
  }
  // Two more members, whose avatars only the slow uploads below change.
  const uploaders: Array<{ token: string | null }> = [];
  for (let i = 0; i < 2; i += 1) {
    const client = new TestClient(url);
    const { user, payload } = await client.signUp({ firstName: 'Slow', lastName: `Uploader${i}`, displayName: `Slow ${i}` });
    log.signUps.push({ id: user.id, payload, token: client.token });
    uploaders.push({ token: client.token });
  }
  const pictures = await Promise.all([picture(), picture(), picture()]);

  const results: RawResult[] = [];
  let on = true;
  // Each loop: one member's requests, one after another, each on a new connection; it stops at
  // the first request that gets no real answer (the server is going away).
  const loop = async (index: number) => {
    const member = members[index];
    const writer = log.profiles[index];
    for (let k = index; on; k += 1) {
      const kind = k % 6;
      let result: RawResult;
      if (kind === 0 || kind === 3) {
        writer.seq += 1;
        const version = profileVersion(`t${member.id}s${writer.seq}`);
        writer.pending.push(version);
        result = await rawRequest(url, { label: 'profile save', method: 'PUT', path: apiPath('updateProfile'), token: member.token, json: version });
        if (result.status === 200) {
          writer.settled = version;
          writer.pending = [];
          writer.acked += 1;
        } else if (result.status !== undefined && result.status < 500) {
          writer.pending.pop();
        }
      } else if (kind === 1) {
        result = await rawRequest(url, { label: 'member list', method: 'GET', path: apiPath('familyMembers'), token: member.token });
      } else if (kind === 2) {
        result = await rawRequest(url, { label: 'location', method: 'POST', path: apiPath('locationUpdate'), token: member.token, json: { latitude: 47.37, longitude: 8.54, sharingFor: '1h' } });
      } else if (kind === 4) {
        result = await rawRequest(url, { label: 'avatar upload', method: 'POST', path: apiPath('uploadAvatar'), token: member.token, body: multipartFile('avatar', 'me.png', 'image/png', pictures[k % pictures.length]) });
      } else {
        const payload = newSignUp({ firstName: 'Late', lastName: 'Comer', displayName: 'Late Comer' });
        result = await rawRequest(url, { label: 'sign-up', method: 'POST', path: apiPath('signUp'), json: payload });
        if (result.status === 201) log.signUps.push({ id: result.body.data.user.id, payload, token: tokenOf(result) });
      }
      results.push(result);
      if (result.status === undefined || result.status === 503) return;
    }
  };
  // In flight for certain when the signal comes: two avatar uploads and two sign-ups whose
  // clients sent the headers and half the body well before it (the server has read them and is
  // waiting for the rest), and send the rest only after the signal. (A request whose bytes the
  // server has not read yet when it closes is not in flight for it: on a busy machine that can
  // be one sent a few hundred ms before; such requests are the loops' below, with a grace.)
  let releaseSlow!: () => void;
  const restOfSlow = new Promise<void>((resolve) => (releaseSlow = resolve));
  const uploadBody = multipartFile('avatar', 'slow.png', 'image/png', await picture(400));
  const probePayloads = [0, 1].map(() => newSignUp({ firstName: 'Probe', lastName: 'Member', displayName: 'Probe' }));
  const halfOf = (bytes: number) => Math.floor(bytes / 2);
  let firstParts = 0;
  let slowUploads: Array<Promise<RawResult>> = [];
  let probes: Array<Promise<RawResult>> = [];
  // (It also resolves when a request ends before its first half was sent: that is checked below,
  // with the answer, instead of waiting for ever on a callback that will not come.)
  const halfSent = new Promise<void>((resolve) => {
    const onFirstPart = () => ++firstParts === uploaders.length + probePayloads.length && resolve();
    slowUploads = uploaders.map((member) =>
      rawRequest(url, {
        label: 'slow avatar upload',
        method: 'POST',
        path: apiPath('uploadAvatar'),
        token: member.token,
        body: uploadBody,
        pause: { bytes: halfOf(uploadBody.data.length), rest: restOfSlow, onFirstPart },
      }).finally(resolve),
    );
    probes = probePayloads.map((payload) =>
      rawRequest(url, {
        label: 'slow sign-up',
        method: 'POST',
        path: apiPath('signUp'),
        json: payload,
        pause: { bytes: halfOf(Buffer.byteLength(JSON.stringify(payload))), rest: restOfSlow, onFirstPart },
      }).finally(resolve),
    );
  });
  await halfSent;
  const endedEarly = await Promise.all([...slowUploads, ...probes].map((request) => Promise.race([request, sleep(0).then(() => null)])));
  for (const result of endedEarly) {
    assert.equal(result, null, `a slow ${result?.label} ended before its second half was sent: ${result?.status ?? result?.error} ${result?.text ?? ''}`);
  }
  const loops = Array.from({ length: LOOPS }, (_, i) => loop(i));
  await sleep(1500);

  const signalAt = Date.now();
  server.child.kill('SIGTERM');
  // The slow clients send the rest of their requests after the signal.
  setTimeout(releaseSlow, 200);

  // New requests, from the signal until the process is gone.
  const late: RawResult[] = [];
  const latePayloads: Array<ReturnType<typeof newSignUp>> = [];
  const lateProber = (async () => {
    while (server.alive) {
      const payload = newSignUp({ firstName: 'After', lastName: 'Signal', displayName: 'After Signal' });
      latePayloads.push(payload);
      const [signUp, read] = await Promise.all([
        rawRequest(url, { label: 'late sign-up', method: 'POST', path: apiPath('signUp'), json: payload }),
        rawRequest(url, { label: 'late read', method: 'GET', path: apiPath('currentUser'), token: members[0].token }),
      ]);
      if (signUp.status === 201) log.signUps.push({ id: signUp.body.data.user.id, payload, token: tokenOf(signUp) });
      late.push(signUp, read);
      await sleep(20);
    }
  })();

  const exit = await server.stop('SIGTERM', 15_000);
  const exitMs = exit.at - signalAt;
  on = false;
  const probeResults = await Promise.all(probes);
  probeResults.forEach((probe, i) => probe.status === 201 && log.signUps.push({ id: probe.body.data.user.id, payload: probePayloads[i], token: tokenOf(probe) }));
  const uploadResults = await Promise.all(slowUploads);
  await Promise.all(loops);
  await lateProber;

  // --- the running requests finished with their real answers
  for (const upload of uploadResults) {
    assert.equal(upload.status, 200, `an upload half-sent when SIGTERM came did not finish: ${upload.status ?? upload.error} ${upload.text ?? ''}`);
    assert.ok(upload.answeredAt! > signalAt);
    const avatar = log.avatarWriter(upload.body.data.user.id, clientWithToken(url, null));
    avatar.settled = upload.body.data.avatarUrl;
    avatar.ackedUrls.add(avatar.settled!);
  }
  for (const probe of probeResults) {
    assert.equal(probe.status, 201, `a sign-up half-sent when SIGTERM came did not finish: ${probe.status ?? probe.error} ${probe.text ?? ''}`);
  }
  const inFlight = results.filter((r) => r.sentAt !== undefined && r.sentAt <= signalAt - IN_FLIGHT_GRACE_MS && (r.answeredAt ?? Infinity) > signalAt);
  for (const r of inFlight) {
    assert.ok(r.status !== undefined && r.status < 500, `a ${r.label} running at the signal was not answered: ${r.status ?? r.error} ${r.text ?? ''}`);
  }

  // --- nothing failed, nothing was cut, nothing hung; refusals were clean
  const all = [...results, ...late];
  const clean503 = (r: RawResult) => r.status === 503 && r.body?.success === false && typeof r.body?.message === 'string';
  const refusedOnConnect = (r: RawResult) => r.error === 'ECONNREFUSED';
  // A connection the kernel had accepted but the closing server never read is reset before any
  // answer: to the client that is a refusal too (nothing of it ran).
  const resetUnanswered = (r: RawResult) => (r.error === 'ECONNRESET' || r.error === 'EPIPE') && r.answeredAt === undefined && r.startedAt >= signalAt - IN_FLIGHT_GRACE_MS;
  for (const r of all) {
    if (r.status !== undefined && r.error === undefined) {
      assert.ok(r.status < 500 || clean503(r), `a ${r.label} got ${r.status}: ${r.text?.slice(0, 300)}`);
      continue;
    }
    assert.ok(refusedOnConnect(r) || resetUnanswered(r), `a ${r.label} (sent ${r.sentAt ? r.sentAt - signalAt : 'never'} ms from the signal) ended badly: ${r.error}`);
  }
  assert.deepEqual(log.unexpected, []);

  // --- a clean exit, in time, the database closed, the lock gone
  assert.equal(exit.signal, null, `killed by ${exit.signal}`);
  assert.equal(exit.code, 0, `exit code ${exit.code}\n${server.output()}`);
  assert.ok(exitMs < 10_000, `the process took ${exitMs} ms to exit`);
  assert.match(server.stdout, /SIGTERM received/);
  assert.doesNotMatch(server.stderr, /longer than/);
  assert.equal(pgControlState(pgliteDirOf(dataDir)), DB_SHUTDOWNED, 'the database was not closed cleanly: the next start has to recover it');
  assert.ok(!fs.existsSync(path.join(dataDir, LOCK_FILE)), 'the lock file stayed');

  // --- the next start is fast (no recovery) and holds every acknowledged write
  const next = await startServer({ dataDir });
  ({ server, url } = next);
  for (const writer of log.profiles) writer.client = clientWithToken(url, writer.client.token);
  await checkThroughApi(url, clientWithToken(url, admin.token), dataDir, log, 'after SIGTERM');
  const stopped = await server.stop('SIGTERM');
  assert.equal(stopped.code, 0);
  assert.ok(next.startMs < Math.max(10_000, first.startMs * 2), `the start after a clean shutdown took ${next.startMs} ms (the first start ${first.startMs} ms)`);

  const count = (predicate: (r: RawResult) => boolean) => all.filter(predicate).length;
  note('sigterm', `${results.length} requests under load, ${inFlight.length + probeResults.length + uploadResults.length} running at the signal (all answered, 2 uploads and 2 sign-ups of them half-sent), ` +
    `${late.length} new ones after it: ${count((r) => (r.status ?? 0) > 0 && r.status! < 500 && r.startedAt >= signalAt)} answered, ${count(clean503)} clean 503, ` +
    `${count(refusedOnConnect)} refused, ${count(resetUnanswered)} reset before any answer`);
  note('sigterm', `exit 0 ${exitMs} ms after SIGTERM; start before ${seconds(first.startMs)}, start after ${seconds(next.startMs)}; ${log.total} acknowledged writes all there`);
  note('sigterm', `time ${seconds(Date.now() - started)}`);
});

test("npm start's launcher: the server runs with its memory settings under the launcher's process id, and SIGTERM stops it cleanly", async () => {
  const dataDir = await freshDataDir('launcher');
  // Another tunable of the operator's own is kept, and the launcher's is added to it.
  const { server, url } = await startServer({ dataDir, launcher: true, env: { GLIBC_TUNABLES: 'glibc.malloc.arena_max=4' } });
  const pid = server.child.pid!;
  const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  assert.equal(path.basename(args[0]!), path.basename(process.execPath), 'the launcher became node (exec), same process');
  for (const flag of ['--max-semi-space-size=4', '--expose-gc', '--no-allocation-site-pretenuring']) assert.ok(args.includes(flag), `${flag} in ${args.join(' ')}`);
  // glibc cuts the variable at each ':' in place as it reads it, so /proc shows the tunables
  // as separate strings, in order.
  const environment = fs.readFileSync(`/proc/${pid}/environ`, 'utf8');
  assert.ok(environment.includes('GLIBC_TUNABLES=glibc.malloc.arena_max=4\0glibc.malloc.mmap_threshold=32768\0'), 'both tunables');
  assert.equal((await fetch(`${url}/healthz`)).status, 200);
  const exit = await server.stop('SIGTERM');
  assert.deepEqual([exit.code, exit.signal], [0, null]);
  assert.ok(!fs.existsSync(path.join(dataDir, LOCK_FILE)), 'the lock is removed: the server, not only the shell, got the signal');
});
