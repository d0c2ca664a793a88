import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiPath, CSRF_HEADER, SESSION_COOKIE_NAME } from 'shared-contracts';
import type { NewUser } from '../db/schema.js';
import { createFamily, type Family } from '../testing/family.js';
import { createTestContext, type TestContext, type TestServer } from '../testing/server.js';

/*
 * family/members with a big family: 1,000 members, 200 calls over HTTP, p50 and p99 printed.
 * The assertion is loose on purpose (a loaded CI machine must stay green); the printed numbers
 * are the measurement.
 */

const MEMBERS = 1000;
const CALLS = 200;
const WARM_UP = 20;

let ctx: TestContext;
let server: TestServer;
let family: Family;

const FIRST = ['Ann', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kai', 'Lea', 'Mo', 'Nia', 'Oli', 'Pia'];
const LAST = ['Smith', 'Jones', 'García', 'Müller', 'Okafor', 'Nguyen', 'Rossi', 'Kowalski', 'Ōta', 'Silva'];

function member(i: number): NewUser {
  const first = FIRST[i % FIRST.length];
  const last = LAST[(i * 7) % LAST.length];
  return {
    email: `member${i}@example.org`,
    password_hash: null,
    display_name: `${first} ${last} ${i}`,
    first_name: first,
    last_name: last,
    phone_number: `555${String(1000000 + i).slice(-7)}`,
    occupation: ['Baker', 'Teacher', 'Nurse', 'Engineer', 'Farmer'][i % 5],
    bio: `Member number ${i} of the family. Likes long walks, board games and the occasional picnic by the lake.`,
    photo_url: i % 3 === 0 ? `/uploads/avatars/${i.toString(16).padStart(32, '0')}.webp` : null,
    birthday: `${1940 + (i % 70)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    is_birthday_visible: i % 2 === 0,
    is_location_visible: i % 4 === 0,
    address1: `${i} Main Street`,
    address2: i % 5 === 0 ? `Flat ${i % 9}` : null,
    city: ['Springfield', 'Shelbyville', 'Ogdenville'][i % 3],
    state: 'IL',
    country: 'USA',
    postal_code: String(60000 + i),
    latitude: i % 2 === 0 ? 39 + (i % 100) / 100 : null,
    longitude: i % 2 === 0 ? -89 - (i % 100) / 100 : null,
  };
}

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
  const rows = Array.from({ length: MEMBERS - 4 }, (_, i) => member(i + 1));
  for (let i = 0; i < rows.length; i += 250) await ctx.db.insertInto('users').values(rows.slice(i, i + 250)).execute();
});
after(() => ctx.close());

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(token: string, beforeEachCall?: () => Promise<void>, path: string = apiPath('familyMembers')) {
  const url = `${server.url}${path}`;
  const headers = { cookie: `${SESSION_COOKIE_NAME}=${token}`, [CSRF_HEADER.name]: CSRF_HEADER.value };
  let bytes = 0;
  let count = 0;
  const call = async () => {
    await beforeEachCall?.();
    const started = process.hrtime.bigint();
    const response = await fetch(url, { headers });
    const text = await response.text();
    const ms = Number(process.hrtime.bigint() - started) / 1e6;
    assert.equal(response.status, 200);
    bytes = Buffer.byteLength(text);
    count = (JSON.parse(text) as { data: { members?: unknown[] } }).data.members?.length ?? 1;
    return ms;
  };
  for (let i = 0; i < WARM_UP; i += 1) await call();
  const times: number[] = [];
  const logged = server.logs.length;
  for (let i = 0; i < CALLS; i += 1) times.push(await call());
  // The server's own time per answer (Fastify's responseTime, from the request log).
  const serverTimes = server.logs
    .slice(logged)
    .map((line) => JSON.parse(line) as { msg?: string; responseTime?: number; req?: unknown })
    .filter((entry) => entry.msg === 'request completed' && typeof entry.responseTime === 'number')
    .map((entry) => entry.responseTime!)
    .sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times[times.length - 1],
    serverP50: percentile(serverTimes, 50),
    serverP99: percentile(serverTimes, 99),
    bytes,
    count,
  };
}

test(`family/members with ${MEMBERS} members: p50 and p99 of ${CALLS} calls over HTTP`, async () => {
  const database = ctx.database.databaseUrl ? 'PostgreSQL' : 'PGlite';
  let n = 0;
  // Worst case: the users table changed before every call, so the rows are read every time.
  const changeSomething = async () => {
    n += 1;
    await ctx.db.updateTable('users').set({ occupation: `Job ${n}` }).where('id', '=', 10 + (n % 900)).execute();
  };
  for (const [label, account, change] of [
    ['an ordinary member', family.bob, undefined],
    ['the admin', family.admin, undefined],
    ['an ordinary member, users changed before every call', family.bob, changeSomething],
  ] as const) {
    const result = await measure(account.client.token!, change);
    assert.equal(result.count, MEMBERS);
    console.log(
      `family/members, ${MEMBERS} members, ${database}, seen by ${label}: ` +
        `p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms, p99 ${result.p99.toFixed(1)} ms, ` +
        `max ${result.max.toFixed(1)} ms (${CALLS} calls, ${(result.bytes / 1024).toFixed(0)} KB each); ` +
        `inside the server p50 ${result.serverP50.toFixed(1)} ms, p99 ${result.serverP99.toFixed(1)} ms`,
    );
    assert.ok(result.p99 < 500, `p99 ${result.p99.toFixed(1)} ms stays under 500 ms`);
  }
  // For scale: a signed-in call that reads one user (the session lookup and HTTP alone).
  const baseline = await measure(family.bob.client.token!, undefined, apiPath('currentUser'));
  console.log(`for comparison, current/user on the same server: p50 ${baseline.p50.toFixed(1)} ms, p99 ${baseline.p99.toFixed(1)} ms`);
});
