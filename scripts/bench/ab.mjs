#!/usr/bin/env node
// Paired A/B of two checkouts' API on the same machine at the same time: both servers run side by
// side (launcher settings, a family of 100), and each load alternates between them, so the
// machine's drift falls on both alike. Not part of `npm run bench`; for comparing a change.
//   node scripts/bench/ab.mjs <checkout A> <checkout B> [--rounds 3] [--seconds 10] [--calls current/user,page]
// The calls: current/user and family/members (the default), app-config, page (a signed-in
// navigation to /dashboard, index.html as the server renders it).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { seedFamily, BENCH_PASSWORD } from './seed.mjs';

const here = fileURLToPath(new URL('../..', import.meta.url));
const autocannon = createRequire(path.join(here, 'package.json'))('autocannon');
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const [a, b] = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--')).map((p) => path.resolve(p));
const rounds = Number(option('rounds', 3));
const seconds = Number(option('seconds', 10));

const freePort = () => new Promise((resolve) => { const s = net.createServer().listen(0, '127.0.0.1', () => { const { port } = s.address(); s.close(() => resolve(port)); }); });
const measure = (url, headers, duration) =>
  new Promise((resolve, reject) => autocannon({ url, connections: 50, duration, headers }, (e, r) => (e ? reject(e) : resolve(r.requests.average))));

async function start(root) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-ab-'));
  const account = await seedFamily(root, { dataDir, members: 100 });
  const port = await freePort();
  const child = spawn('sh', [path.join(root, 'server/bin/familynet-server')], {
    cwd: root,
    env: { ...process.env, NODE: process.execPath, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', RATE_LIMIT_SCALE: '1000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i += 1) { try { if ((await fetch(`${url}/app-config.json`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 50)); }
  const response = await fetch(`${url}/api/auth/signin`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: account.email, password: BENCH_PASSWORD }) });
  const cookie = response.headers.get('set-cookie').split(';')[0];
  return { url, cookie, stop: () => { child.kill('SIGTERM'); fs.rmSync(dataDir, { recursive: true, force: true }); } };
}

const servers = { A: await start(a), B: await start(b) };
const CALLS = {
  'current/user': { path: '/api/auth/current/user' },
  'family/members': { path: '/api/auth/family/members' },
  'app-config': { path: '/app-config.json' },
  page: { path: '/dashboard', headers: { accept: 'text/html' } },
};
const chosen = option('calls', 'current/user,family/members').split(',');
for (const name of chosen) if (!CALLS[name]) throw new Error(`--calls: no call named ${name} (${Object.keys(CALLS).join(', ')})`);
const calls = Object.fromEntries(chosen.map((name) => [name, CALLS[name]]));
const results = {};
try {
  for (const [name, call] of Object.entries(calls)) {
    const headersOf = (s) => ({ cookie: s.cookie, 'accept-encoding': 'gzip', ...call.headers });
    for (const s of Object.values(servers)) await measure(`${s.url}${call.path}`, headersOf(s), 3);
    for (let r = 0; r < rounds; r += 1) {
      for (const [label, s] of r % 2 ? Object.entries(servers).reverse() : Object.entries(servers)) {
        const rps = await measure(`${s.url}${call.path}`, headersOf(s), seconds);
        ((results[name] ??= {})[label] ??= []).push(Math.round(rps));
      }
    }
  }
} finally {
  for (const s of Object.values(servers)) s.stop();
}
for (const [name, byLabel] of Object.entries(results)) {
  const mean = (v) => v.reduce((x, y) => x + y, 0) / v.length;
  console.log(`${name}: A ${byLabel.A.join(', ')} (mean ${Math.round(mean(byLabel.A))}); B ${byLabel.B.join(', ')} (mean ${Math.round(mean(byLabel.B))}); B/A ${(mean(byLabel.B) / mean(byLabel.A)).toFixed(3)}`);
}
console.log(`A = ${a}\nB = ${b}`);
