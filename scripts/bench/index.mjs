#!/usr/bin/env node
// `npm run bench`: the API's speed on this machine, measured so that every figure says something
// about FamilyNet, and the first-visit JavaScript and phone timings of each screen. Appends the
// tables, with the machine and the commit, to docs/benchmarks.md (docs/benchmarks.md says how to
// read them).
//
//  1. Each call alone, on a freshly started server: requests per second and p99, beside a bare
//     Fastify sending the very same bytes (mirror.mjs: the payload's ceiling on this machine,
//     load generator included), and the server's CPU time per request (all its threads), which
//     is what grows with the family.
//  2. The fixed sequence on one server, as a family's day might bunch it: 100 sign-ups, the calls,
//     900 more sign-ups, the list of 1,000, a minute of quiet, a 10,000-row import. Each call's
//     figure as a share of its solo one (a stall shows as a share well under 100 %), and the event
//     loop's delay per phase (loop-delay.cjs: how long a request waits before the server can look
//     at it), and the memory a minute after.
//  3. First-visit JavaScript and the phone's timings (phone.mjs).
//
//   node scripts/bench/index.mjs [--root <checkout>] [--duration 10] [--no-append] [--phone-runs 5] [--soak <minutes>]
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { BENCH_PASSWORD } from './seed.mjs';
import { firstVisitKiB } from './first-visit.mjs';
import { PHONE_BROWSER, phoneTable, phoneTimings } from './phone.mjs';
import { median } from './stats.mjs';
import { cpuMs, freePort, startFamilyNet, waitUp } from './server.mjs';
import { runSoak } from './soak.mjs';
import { loopOver, tenThousandRows } from './import-load.mjs';

const here = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(path.join(here, 'package.json'));
const autocannon = require('autocannon');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const root = path.resolve(option('root', here));
const duration = Number(option('duration', 10));
const soakMinutes = Number(option('soak', 0));
const CONNECTIONS = 50;
const WARM_UP_S = 5;
const HEADERS = { 'Content-Type': 'application/json', 'X-Requested-With': 'FamilyNet' };

/** The calls measured, in the sequence's order; `family` is the family size they are measured on. */
const CALLS = [
  { key: 'members-gzip', what: '`GET family/members`, 100 members, gzip', path: '/api/auth/family/members', signedIn: true, headers: { 'accept-encoding': 'gzip' }, family: 100 },
  { key: 'members-plain', what: 'same, no compression', path: '/api/auth/family/members', signedIn: true, headers: {}, family: 100 },
  { key: 'current-user', what: '`GET current/user`', path: '/api/auth/current/user', signedIn: true, headers: {}, family: 100 },
  { key: 'app-config', what: '`GET /app-config.json`', path: '/app-config.json', signedIn: false, headers: {}, family: 100 },
  { key: 'healthz', what: '`GET /healthz`', path: '/healthz', signedIn: false, headers: {}, family: 100 },
  { key: 'members-1000', what: '`GET family/members`, 1,000 members, gzip', path: '/api/auth/family/members', signedIn: true, headers: { 'accept-encoding': 'gzip' }, family: 1000 },
];

function load(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }, (error, result) => {
      if (error) reject(error);
      else resolve({ rps: result.requests.average, total: result.requests.total, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.timeouts + result.non2xx });
    });
  });
}

/** One measured load after WARM_UP_S of the same load that is not counted; with the server's CPU time per request. */
async function measure(url, headers, pid) {
  await load(url, headers, WARM_UP_S);
  const cpuBefore = cpuMs(pid);
  const result = await load(url, headers, duration);
  return { ...result, cpuUsPerRequest: ((cpuMs(pid) - cpuBefore) * 1000) / Math.max(1, result.total) };
}

/** One answer exactly as it left the server: status, the headers that shape the body, the bytes. */
function capture(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const keep = ['content-type', 'content-encoding', 'vary', 'cache-control', 'etag'];
          resolve({
            status: response.statusCode,
            headers: Object.fromEntries(keep.filter((name) => response.headers[name] !== undefined).map((name) => [name, response.headers[name]])),
            body: Buffer.concat(chunks).toString('base64'),
          });
        });
      })
      .on('error', reject);
  });
}

/** The payload's ceiling: a bare Fastify sending `answer` (mirror.mjs), measured with the same load. */
async function ceilingOf(answer, headers) {
  const port = await freePort();
  const file = path.join(os.tmpdir(), `familynet-bench-answer-${port}.json`);
  fs.writeFileSync(file, JSON.stringify(answer));
  const mirror = spawn(process.execPath, [path.join(here, 'scripts/bench/mirror.mjs'), String(port), file], { stdio: 'inherit' });
  try {
    await waitUp(`http://127.0.0.1:${port}/`);
    return await measure(`http://127.0.0.1:${port}/`, headers, mirror.pid);
  } finally {
    const exited = new Promise((r) => mirror.once('exit', r));
    mirror.kill('SIGTERM');
    await exited;
    fs.rmSync(file, { force: true });
  }
}

async function signUps(url, from, count, width = 4) {
  let next = from;
  const end = from + count;
  const worker = async () => {
    while (next < end) {
      const n = next++;
      const response = await fetch(`${url}/api/auth/signup`, {
        method: 'POST',
        headers: HEADERS,
        body: JSON.stringify({ email: `signup${n}@bench.example`, password: 'bench-password-1', firstName: 'Signed', lastName: `Up${n}`, displayName: `Signed Up ${n}` }),
      });
      if (response.status !== 201) throw new Error(`sign-up ${n}: ${response.status} ${await response.text()}`);
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
}

const int = (n) => Math.round(n).toLocaleString('en');
const pct = (a, b) => `${((100 * a) / b).toFixed(0)} %`;

async function main() {
  // 1. Each call alone after a fresh start, beside its payload's ceiling.
  const solo = {};
  for (const call of CALLS) {
    const server = await startFamilyNet(root, call.family);
    try {
      const headers = { ...call.headers, ...(call.signedIn ? { cookie: (await server.signIn()).cookie } : {}) };
      const url = `${server.url}${call.path}`;
      const answer = await capture(url, headers);
      if (answer.status !== 200) throw new Error(`${call.path}: ${answer.status}`);
      const ceiling = await ceilingOf(answer, headers);
      const alone = await measure(url, headers, server.pid);
      solo[call.key] = { alone, ceiling, bytes: Buffer.from(answer.body, 'base64').length };
      console.log(`${call.key}: ${int(alone.rps)} req/s of ${int(ceiling.rps)} (${pct(alone.rps, ceiling.rps)}), ${alone.cpuUsPerRequest.toFixed(0)} µs CPU a request`);
    } finally {
      await server.stop();
    }
  }

  // 2. The fixed sequence on one server (sign-ups need an open door).
  const server = await startFamilyNet(root, 100, { JOIN_MODE: 'open' });
  const startPeak = server.memory.max(0, server.startMs);
  await new Promise((r) => setTimeout(r, 5000));
  const idleAfterStart = server.memory.max(server.startMs, server.memory.elapsed());
  const signIns = [];
  for (let i = 0; i < 15; i += 1) signIns.push((await server.signIn()).ms);
  const { cookie } = await server.signIn();
  const phases = [];
  const phase = async (what, work) => {
    const from = Date.now();
    const result = await work();
    const to = Date.now();
    // The sampler writes a line a second: wait for the one after the phase (a loop blocked to the
    // phase's end writes it late, with that block in it).
    for (let i = 0; i < 30 && !fs.readFileSync(server.loopFile, 'utf8').trim().split('\n').some((line) => JSON.parse(line).t > to); i += 1) {
      await new Promise((r) => setTimeout(r, 100));
    }
    phases.push({ what, seconds: (to - from) / 1000, loop: loopOver(server.loopFile, from, to), ...result });
  };
  await phase('100 sign-ups, 4 at a time', async () => signUps(server.url, 1, 100));
  for (const call of CALLS) {
    if (call.family === 1000) await phase('900 sign-ups, 4 at a time', async () => signUps(server.url, 101, 900));
    const headers = { ...call.headers, ...(call.signedIn ? { cookie } : {}) };
    await phase(call.what, async () => ({ call, result: await measure(`${server.url}${call.path}`, headers, server.pid) }));
  }
  await phase('a minute of quiet', async () => new Promise((r) => setTimeout(r, 60_000)));
  const idleAfterSequence = server.memory.now();
  const { cookie: adminCookie } = await server.signIn('member1@bench.example');
  let importLine = '';
  await phase('10,000-row CSV import', async () => {
    const t0 = performance.now();
    const imported = await fetch(`${server.url}/api/auth/admin/import-users`, { method: 'POST', headers: { cookie: adminCookie, 'X-Requested-With': 'FamilyNet' }, body: tenThousandRows() });
    const body = await imported.json().catch(() => ({}));
    importLine = `${((performance.now() - t0) / 1000).toFixed(2)} s (status ${imported.status}, imported ${body?.data?.imported ?? '?'})`;
  });
  // The welcome e-mails of the import go out in the background, a few at a time.
  await phase('10 s after the import', async () => new Promise((r) => setTimeout(r, 10_000)));
  const sequencePeak = server.memory.max(server.startMs);

  // 3. First-visit JavaScript and the phone's timings (the same server; member 3 shares a
  //    position, so that the map has a marker to wait for).
  const { chromium } = createRequire(path.join(here, 'e2e/package.json'))('playwright-core');
  const browser = await chromium.launch(PHONE_BROWSER);
  const account = { email: 'member3@bench.example', password: BENCH_PASSWORD };
  const visits = {};
  for (const screen of ['/auth', '/dashboard/directory', '/dashboard/map', '/dashboard/calendar', '/dashboard/settings']) {
    visits[screen] = await firstVisitKiB(browser, server.url, screen, screen === '/auth' ? null : account);
  }
  await fetch(`${server.url}/api/auth/location/update`, { method: 'POST', headers: { ...HEADERS, cookie }, body: JSON.stringify({ latitude: 42.45, longitude: -71.35, sharingFor: 'untilOff' }) });
  const phoneRuns = Number(option('phone-runs', 5));
  const phone = phoneRuns > 0 ? await phoneTimings(browser, server.url, account, phoneRuns) : null;
  await browser.close();
  await server.stop();

  const soak = soakMinutes > 0 ? await runSoak({ root, minutes: soakMinutes, startFamilyNet: (members) => startFamilyNet(root, members) }) : null;

  const commit = (() => {
    try {
      return execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
    } catch {
      return 'unknown';
    }
  })();
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model?.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}`;
  const soloRows = CALLS.map((call) => {
    const { alone, ceiling, bytes } = solo[call.key];
    return `| ${call.what} | ${int(bytes)} B | ${int(alone.rps)} req/s, p99 ${alone.p99} ms | ${int(ceiling.rps)} req/s | **${pct(alone.rps, ceiling.rps)}** | ${alone.cpuUsPerRequest.toFixed(0)} µs (${ceiling.cpuUsPerRequest.toFixed(0)} µs) |`;
  });
  const phaseRows = phases.map(({ what, seconds, loop, call, result }) => {
    const figure = result ? `${int(result.rps)} req/s, p99 ${result.p99} ms${result.errors ? `, ${result.errors} errors` : ''}` : `${seconds.toFixed(1)} s`;
    const share = result ? `**${pct(result.rps, solo[call.key].alone.rps)}**` : '';
    return `| ${what} | ${figure} | ${share} | ${loop.p99} ms | ${loop.max} ms | ${loop.longestGc} ms |`;
  });
  const table = [
    `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}`,
    '',
    `${machine}; autocannon ${CONNECTIONS} connections × ${duration} s after ${WARM_UP_S} s of warm-up; the embedded database; \`npm start\`'s launcher.`,
    '',
    'Each call alone, on a freshly started server, beside a bare Fastify sending the same bytes:',
    '',
    '| call | answer | FamilyNet | same bytes, bare | share of the ceiling | CPU a request (bare) |',
    '|---|---|---|---|---|---|',
    ...soloRows,
    '',
    'The fixed sequence on one server (a family of 100, then 1,100):',
    '',
    '| phase | measured | of alone | loop delay p99 | loop delay max | longest GC |',
    '|---|---|---|---|---|---|',
    ...phaseRows,
    '',
    '| what | measured |',
    '|---|---|',
    `| sign-in (argon2id), median of 15 | ${median(signIns).toFixed(0)} ms |`,
    `| CSV import, 10,000 rows (in the sequence) | ${importLine} |`,
    `| server memory (RSS) | starting (${(server.startMs / 1000).toFixed(1)} s) max ${startPeak.toFixed(0)} MB; idle after start max ${idleAfterStart.toFixed(0)} MB; peak in the sequence ${sequencePeak.toFixed(0)} MB; **idle a minute after the sequence (1,100 members) ${idleAfterSequence.toFixed(0)} MB** |`,
    ...Object.entries(visits).map(([screen, kib]) => `| first visit ${screen}, JavaScript over the wire | ${kib.toFixed(1)} KiB |`),
    ...(soak ? [`| mixed load, ${soakMinutes} min | ${soak} |`] : []),
    '',
    ...(phone ? [phoneTable(phone, phoneRuns)] : []),
  ].join('\n');
  console.log(`\n${table}`);
  if (!args.includes('--no-append')) {
    const file = path.join(here, 'docs/benchmarks.md');
    fs.appendFileSync(file, `${table}\n`);
  }
}

await main();
