#!/usr/bin/env node
// `npm run bench`: the API's throughput and memory on this machine, side by side with a bare
// Fastify hello-world measured in the same run, and each screen's first-visit JavaScript.
// Appends the table, with the machine and the commit, to docs/benchmarks.md.
//   node scripts/bench/index.mjs [--root <checkout>] [--duration 20] [--no-append] [--soak <minutes>] [--phone-runs 5]
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { seedFamily, BENCH_PASSWORD } from './seed.mjs';
import { firstVisitKiB } from './first-visit.mjs';
import { phoneTable, phoneTimings } from './phone.mjs';
import { runSoak } from './soak.mjs';

const here = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(path.join(here, 'package.json'));
const autocannon = require('autocannon');

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? fallback : args[i + 1];
};
const root = path.resolve(option('root', here));
const duration = Number(option('duration', 20));
const soakMinutes = Number(option('soak', 0));
const CONNECTIONS = 50;
const WARM_UP_S = 5;

const freePort = () =>
  new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const rssMB = (pid) => {
  try {
    const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    return Number(line.split(/\s+/)[1]) / 1024;
  } catch {
    return NaN;
  }
};

/** Samples a process's RSS every 100 ms until stopped. */
function memoryWatch(pid) {
  const samples = [];
  const started = Date.now();
  const timer = setInterval(() => samples.push({ t: Date.now() - started, mb: rssMB(pid) }), 100);
  return {
    samples,
    /** Milliseconds since the watch began (the `from` and `to` of max). */
    elapsed: () => Date.now() - started,
    max: (from = 0, to = Infinity) => Math.max(...samples.filter((s) => s.t >= from && s.t <= to && Number.isFinite(s.mb)).map((s) => s.mb)),
    now: () => rssMB(pid),
    stop: () => clearInterval(timer),
  };
}

async function waitUp(url) {
  for (let i = 0; i < 600; i += 1) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${url} did not come up`);
}

function measure(url, headers, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds, headers }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.errors + result.timeouts + result.non2xx,
          bytes: result.throughput.average,
        });
    });
  });
}

/**
 * One measured load, after WARM_UP_S of the same load that is not counted (the server's code is
 * compiled and its caches are full, as on a server that has been up for a while). The bare
 * ceiling is measured the same way.
 */
async function load(url, headers = {}) {
  await measure(url, headers, WARM_UP_S);
  return measure(url, headers, duration);
}

async function startFamilyNet(members) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-bench-'));
  const account = await seedFamily(root, { dataDir, members });
  const port = await freePort();
  const started = Date.now();
  const child = spawn('sh', [path.join(root, 'server/bin/familynet-server')], {
    cwd: root,
    // As a family runs it: `npm start`'s launcher (its memory settings) and defaults
    // (production, embedded database, default logging).
    env: { ...process.env, NODE: process.execPath, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_SCALE: '1000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const memory = memoryWatch(child.pid);
  const url = `http://127.0.0.1:${port}`;
  await waitUp(`${url}/app-config.json`);
  const startMs = Date.now() - started;
  const signIn = async () => {
    const t = performance.now();
    const response = await fetch(`${url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: BENCH_PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign-in: ${response.status}`);
    return { cookie: response.headers.get('set-cookie').split(';')[0], ms: performance.now() - t };
  };
  return {
    url,
    startMs,
    memory,
    signIn,
    async stop() {
      memory.stop();
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = [];
/** The bare ceiling: the mean of its measurements before and after the API's (filled in at the end). */
const ceiling = { rps: NaN };
// The share of the ceiling is worked out once the ceiling is known.
const row = (what, result) =>
  rows.push([
    what,
    `${Math.round(result.rps).toLocaleString('en')} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms${result.errors ? `, ${result.errors} errors` : ''}`,
    () => `${((100 * result.rps) / ceiling.rps).toFixed(1)} %`,
  ]);

async function main() {
  const notes = [];
  // 1. The ceiling, measured again at the end: the machine's speed drifts within a run.
  const barePort = await freePort();
  const bare = spawn(process.execPath, [path.join(here, 'scripts/bench/bare-fastify.mjs'), String(barePort)], { stdio: 'inherit' });
  await waitUp(`http://127.0.0.1:${barePort}/`);
  const bareBefore = await load(`http://127.0.0.1:${barePort}/`);
  const bareRow = ['bare Fastify hello-world', '', '100 %'];
  rows.push(bareRow);

  // 2. A family of 100.
  const small = await startFamilyNet(100);
  // Start-up is the seconds until it answers; idle is the 5 s after that, with no request.
  const startPeak = small.memory.max(0, small.startMs);
  await new Promise((r) => setTimeout(r, 5000));
  const idleAfterStart = small.memory.max(small.startMs, small.memory.elapsed());
  const signIns = [];
  for (let i = 0; i < 15; i += 1) signIns.push((await small.signIn()).ms);
  const { cookie } = await small.signIn();
  const members = `${small.url}/api/auth/family/members`;
  const loadFrom = small.memory.elapsed();
  row('`GET family/members`, 100 members, gzip', await load(members, { cookie, 'accept-encoding': 'gzip' }));
  row('same, no compression', await load(members, { cookie }));
  row('`GET current/user`', await load(`${small.url}/api/auth/current/user`, { cookie }));
  const peak = small.memory.max(loadFrom);
  await new Promise((r) => setTimeout(r, 10_000));
  const idleAfterLoad = small.memory.now();

  // 3. First-visit JavaScript of each screen (the same server).
  const { chromium } = createRequire(path.join(here, 'e2e/package.json'))('playwright-core');
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const account = { email: 'member3@bench.example', password: BENCH_PASSWORD };
  const visits = {};
  for (const screen of ['/auth', '/dashboard/directory', '/dashboard/map', '/dashboard/calendar', '/dashboard/settings']) {
    visits[screen] = await firstVisitKiB(browser, small.url, screen, screen === '/auth' ? null : account);
  }
  // 3b. What a relative on a phone waits for (scripts/bench/phone.mjs): member 3 shares a
  // position, so that the map has a marker to wait for.
  const member = await fetch(`${small.url}/api/auth/signin`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'FamilyNet' }, body: JSON.stringify(account) });
  await fetch(`${small.url}/api/auth/location/update`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'FamilyNet', cookie: member.headers.get('set-cookie')?.split(';')[0] ?? '' },
    body: JSON.stringify({ latitude: 42.45, longitude: -71.35, sharingFor: 'untilOff' }),
  });
  const phoneRuns = Number(option('phone-runs', 5));
  const phone = phoneRuns > 0 ? await phoneTimings(browser, small.url, account, phoneRuns) : null;
  await browser.close();

  // 4. The 10,000-row CSV import, where the call exists.
  let importLine = 'not measured (no import call in this build)';
  const admin = await fetch(`${small.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'member1@bench.example', password: BENCH_PASSWORD }),
  });
  const adminCookie = admin.headers.get('set-cookie')?.split(';')[0] ?? '';
  const csv = ['email,displayName,firstName,lastName,phoneNumber,occupation,bio,birthday,isBirthdayVisible'];
  for (let i = 0; i < 10_000; i += 1) csv.push(`import${i}@bench.example,Imported ${i},Imported,Person${i},5551234567,Tester,"Bio, with a comma",1980-01-${String((i % 28) + 1).padStart(2, '0')},true`);
  const form = new FormData();
  form.append('csvFile', new Blob([csv.join('\r\n')], { type: 'text/csv' }), 'family.csv');
  const t0 = performance.now();
  const imported = await fetch(`${small.url}/api/auth/admin/import-users`, { method: 'POST', headers: { cookie: adminCookie, 'X-Requested-With': 'FamilyNet' }, body: form });
  const importMs = performance.now() - t0;
  if (imported.status !== 404) {
    const body = await imported.json().catch(() => ({}));
    importLine = `${(importMs / 1000).toFixed(1)} s (status ${imported.status}, imported ${body?.data?.imported ?? '?'}, skipped ${body?.data?.skipped ?? '?'})`;
  }
  await small.stop();

  // 5. A family of 1,000.
  const large = await startFamilyNet(1000);
  const { cookie: largeCookie } = await large.signIn();
  row('`GET family/members`, 1,000 members, gzip', await load(`${large.url}/api/auth/family/members`, { cookie: largeCookie, 'accept-encoding': 'gzip' }));
  const largePeak = large.memory.max(large.startMs);
  await large.stop();

  const bareAfter = await load(`http://127.0.0.1:${barePort}/`);
  bare.kill('SIGTERM');
  ceiling.rps = (bareBefore.rps + bareAfter.rps) / 2;
  bareRow[1] = `${Math.round(ceiling.rps).toLocaleString('en')} req/s (${Math.round(bareBefore.rps).toLocaleString('en')} first, ${Math.round(bareAfter.rps).toLocaleString('en')} last), p99 ${Math.max(bareBefore.p99, bareAfter.p99)} ms`;

  rows.push(['sign-in (argon2id), median of 15', `${median(signIns).toFixed(0)} ms`, '']);
  rows.push(['server memory (RSS)', `starting (${(small.startMs / 1000).toFixed(1)} s) max ${startPeak.toFixed(0)} MB; idle after start max ${idleAfterStart.toFixed(0)} MB; peak under load ${peak.toFixed(0)} MB (1,000 members: ${largePeak.toFixed(0)} MB); idle 10 s after load ${idleAfterLoad.toFixed(0)} MB`, '']);
  for (const [screen, kib] of Object.entries(visits)) rows.push([`first visit ${screen}, JavaScript over the wire`, `${kib.toFixed(1)} KiB`, '']);
  rows.push(['CSV import, 10,000 rows', importLine, '']);

  if (soakMinutes > 0) {
    const soak = await runSoak({ root, minutes: soakMinutes, startFamilyNet });
    rows.push([`mixed load, ${soakMinutes} min`, soak, '']);
  }

  const commit = (() => {
    try {
      return execSync('git rev-parse --short HEAD', { cwd: root }).toString().trim();
    } catch {
      return 'unknown';
    }
  })();
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model?.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GB, Node ${process.version}`;
  const table = [
    `## ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, commit ${commit}`,
    '',
    `${machine}; autocannon ${CONNECTIONS} connections × ${duration} s after ${WARM_UP_S} s of warm-up; embedded database.${notes.length ? ` ${notes.join(' ')}` : ''}`,
    '',
    '| what | measured | of bare Fastify |',
    '|---|---|---|',
    ...rows.map((r) => `| ${r.map((cell) => (typeof cell === 'function' ? cell() : cell)).join(' | ')} |`),
    '',
    ...(phone ? [phoneTable(phone, phoneRuns)] : []),
  ].join('\n');
  console.log(`\n${table}`);
  if (!args.includes('--no-append')) {
    const file = path.join(here, 'docs/benchmarks.md');
    if (!fs.existsSync(file)) fs.writeFileSync(file, '# Benchmarks\n\nAppended by `npm run bench` (scripts/bench/). Newest last.\n\n');
    fs.appendFileSync(file, `${table}\n`);
  }
}

await main();
