import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { apiPath } from 'shared-contracts';
import { cleanUp } from './support/cleanup.js';
import { freshDataDir } from './support/database.js';
import { TestClient, clientWithToken, picture, profileVersion, sleep, uploadAvatar, type TestResponse } from './support/payloads.js';
import { note, seconds } from './support/report.js';
import { startServer } from './support/server.js';

/*
 * Fault 8: 10,000 mixed requests (reads of the member list, profiles, the current user and the
 * theme, profile saves, location updates, avatar uploads, refused requests, sign-ins, health
 * checks) from 8 clients at once leave the server's memory flat.
 *
 * The server runs as `npm start` runs it (the launcher, with its memory settings). What is
 * measured: the process's resident memory (VmRSS), which is what the machine pays, every 250
 * requests, and at two quiet moments: after the first WARM_UP requests and after the last one.
 * At each quiet moment the load pauses for QUIET_MS, and the server does what it does when a
 * family stops using it: its idle collection (src/idle-memory.ts) runs one compacting garbage
 * collection and gives the pages of the busy spell's dead objects back.
 *
 * A leak is what the server keeps once the requests are over, so the judge is the quiet RSS
 * after the last request against the quiet RSS after the warm-up (in which V8 compiles and sizes
 * its heap, libvips loads, the embedded database's WebAssembly memory and buffer cache grow to
 * their working size, and the caches of sessions and of the member list fill up): at most
 * ALLOWED_GROWTH_MB more. Under load the RSS is a saw: the old generation grows until V8's next
 * full collection (tens of MB, more on a slower or busier machine), which is garbage, not a leak;
 * judging means under load made this test fail on a loaded CI machine with nothing kept (43 MB
 * by that measure, 10 MB on a quiet machine, same code). The busy RSS is still bounded
 * (ALLOWED_BUSY_MB above the quiet RSS after the warm-up), so a spell of load cannot take the
 * machine's memory either. 8,000 requests lie between the two quiet moments, so 20 MB is
 * ~2.6 KB a request: one kept request body, or one kept picture every ~4-40 uploads.
 */

after(cleanUp);

const TOTAL = 10_000;
const WARM_UP = 2_000;
const CLIENTS = 8;
const MEMBERS = 20;
const SAMPLE_EVERY = 250;
const ALLOWED_GROWTH_MB = 20;
const ALLOWED_BUSY_MB = 150;
/** Long enough for the idle collection: six seconds of an idle event loop (IDLE_CHECKS), then the collection. */
const QUIET_MS = 8_500;
/**
 * How much longer each quiet moment is watched for the collection's pages to go back. 4 s was not
 * always enough on CI beside another fault file: +22 MB "kept" once, and +21.3 MB on 35466a4 (a
 * commit with no server change; +1.2 MB when run alone right after).
 */
const QUIET_MORE_MS = 12_000;

test(`${TOTAL.toLocaleString('en')} mixed requests leave the server's memory flat`, async () => {
  const started = Date.now();
  const dataDir = await freshDataDir('memory');
  const { server, url } = await startServer({ dataDir, launcher: true });

  const admin = new TestClient(url, dataDir);
  const adminAccount = await admin.signUp({ firstName: 'Ada', lastName: 'Admin', displayName: 'Ada Admin' });
  const members: Array<{ id: number; token: string | null; email: string; password: string }> = [];
  for (let i = 0; i < MEMBERS; i += 1) {
    const client = new TestClient(url);
    const { user, payload } = await client.signUp({ firstName: 'Member', lastName: `Number${i}`, displayName: `Member ${i}` });
    members.push({ id: user.id, token: client.token, email: payload.email, password: payload.password });
  }
  const pictures = await Promise.all(Array.from({ length: 8 }, () => picture(64)));

  const statuses = new Map<string, number>();
  const unexpected: string[] = [];
  const expect = (what: string, answer: TestResponse, wanted: number) => {
    const key = `${what} ${answer.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (answer.status !== wanted && unexpected.length < 20) unexpected.push(`${what}: ${answer.status} ${answer.text.slice(0, 200)}`);
  };

  /** Request number i of the mix (deterministic, so every run sends the same load). */
  const one = async (i: number): Promise<void> => {
    const m = members[i % MEMBERS];
    const client = clientWithToken(url, m.token);
    if (i % 250 === 125) {
      // A sign-in (a password hash: slow by design, so only now and then); it makes a new session.
      const answer = await new TestClient(url).signIn(m.email, m.password);
      return expect('sign-in', answer, 200);
    }
    switch (i % 20) {
      case 0: case 1: case 2: case 3: case 4: case 5:
        return expect('member list', await client.get(apiPath('familyMembers')), 200);
      case 6: case 7: case 8:
        return expect('current user', await client.get(apiPath('currentUser')), 200);
      case 9: case 10:
        return expect('a profile', await client.get(apiPath('userProfile', { id: members[(i * 7) % MEMBERS].id })), 200);
      case 11: case 12: case 13:
        return expect('profile save', await client.put(apiPath('updateProfile'), profileVersion(`m${m.id}s${i}`)), 200);
      case 14:
        return expect('location', await client.post(apiPath('locationUpdate'), { latitude: 47 + (i % 100) / 1000, longitude: 8.5, sharingFor: '1h' }), 200);
      case 15:
        return expect('theme', await client.get(apiPath('theme')), 200);
      case 16:
        return expect('health', await new TestClient(url).get('/healthz'), 200);
      case 17:
        return expect('avatar upload', await uploadAvatar(client, pictures[i % pictures.length]), 200);
      case 18:
        return expect('refused save', await client.put(apiPath('updateProfile'), { phoneNumber: 'not a phone number at all!' }), 400);
      default:
        return expect('User Management', await clientWithToken(url, admin.token).get(apiPath('adminUsers')), 200);
    }
  };

  const samples: Array<{ at: number; rss: number }> = [{ at: 0, rss: server.rssMB() }];
  let next = 0;
  let done = 0;
  /** Sends requests from..to-1 with CLIENTS at once, sampling the RSS every SAMPLE_EVERY. */
  const load = async (to: number) => {
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (next < to) {
          const i = next++;
          await one(i);
          done += 1;
          if (done % SAMPLE_EVERY === 0) samples.push({ at: done, rss: server.rssMB() });
        }
      }),
    );
  };
  // The idle collection runs after a whole idle second of the server's own clock; on a CI machine
  // busy with other fault files it came later than QUIET_MS once (+22 MB "kept", +1 MB when run
  // alone). Each quiet moment is judged alike: the least RSS seen over the QUIET_MORE_MS that
  // follow QUIET_MS, so a late collection is waited for and a real leak still shows in both.
  const quietRss = async () => {
    await sleep(QUIET_MS);
    let least = server.rssMB();
    for (let waited = 0; waited < QUIET_MORE_MS; waited += 250) {
      await sleep(250);
      least = Math.min(least, server.rssMB());
    }
    return least;
  };
  const t0 = Date.now();
  await load(WARM_UP);
  const loadMs = Date.now() - t0;
  const afterWarmUp = await quietRss();
  const t1 = Date.now();
  await load(TOTAL);
  const restMs = Date.now() - t1;
  const atEnd = await quietRss();
  assert.deepEqual(unexpected, [], 'answers other than the expected ones');
  assert.ok(server.alive);
  void adminAccount;

  const growth = atEnd - afterWarmUp;
  const busy = samples.filter((s) => s.at > WARM_UP);
  const peak = Math.max(...busy.map((s) => s.rss));
  const curve = samples.filter((s) => s.at % 1000 === 0).map((s) => `${s.at / 1000}k:${s.rss.toFixed(0)}`).join(' ');

  const exit = await server.stop('SIGTERM');
  assert.equal(exit.code, 0, server.output());

  const perSecond = TOTAL / ((loadMs + restMs) / 1000);
  note('memory', `${TOTAL} requests (${CLIENTS} clients at once) in ${seconds(loadMs + restMs)}, ${perSecond.toFixed(0)} a second: ${[...statuses].map(([k, n]) => `${k} x${n}`).join(', ')}`);
  note('memory', `RSS MB under load (requests:MB) ${curve}`);
  note('memory', `started ${samples[0].rss.toFixed(0)} MB; quiet after the ${WARM_UP} warm-up ${afterWarmUp.toFixed(0)} MB, quiet after all ${TOTAL} ${atEnd.toFixed(0)} MB: ` +
    `kept ${growth >= 0 ? '+' : ''}${growth.toFixed(1)} MB, allowed ${ALLOWED_GROWTH_MB} MB; busiest ${peak.toFixed(0)} MB = quiet +${(peak - afterWarmUp).toFixed(1)} MB, allowed +${ALLOWED_BUSY_MB} MB`);
  note('memory', `time ${seconds(Date.now() - started)}`);
  assert.ok(growth <= ALLOWED_GROWTH_MB, `the server kept ${growth.toFixed(1)} MB more after the load than after the warm-up (allowed ${ALLOWED_GROWTH_MB} MB); quiet ${afterWarmUp.toFixed(0)} -> ${atEnd.toFixed(0)} MB, under load ${curve}`);
  assert.ok(peak - afterWarmUp <= ALLOWED_BUSY_MB, `under load the server held ${(peak - afterWarmUp).toFixed(1)} MB above its quiet size (allowed ${ALLOWED_BUSY_MB} MB): ${curve}`);
});
