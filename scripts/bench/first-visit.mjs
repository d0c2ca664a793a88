#!/usr/bin/env node
// What a first visit to each screen downloads: JavaScript over the wire (brotli), measured in
// real Chromium against a production server started from a given repository checkout.
//   node scripts/bench/first-visit.mjs [repository root]   (default: this one)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const here = fileURLToPath(new URL('../..', import.meta.url));
const require = createRequire(path.join(here, 'e2e/package.json'));
const { chromium } = require('playwright-core');

const SCREENS = ['/dashboard/directory', '/dashboard/map', '/dashboard/calendar', '/dashboard/settings'];

async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The first account's one-time set-up secret, from the file a fresh install writes (none before that file existed). */
export function firstAccountSetup(dataDir) {
  try {
    const link = fs.readFileSync(path.join(dataDir, 'first-account-link.txt'), 'utf8').trim();
    return new URL(link).searchParams.get('setup') ?? undefined;
  } catch {
    return undefined;
  }
}

export async function startServer(root) {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-bench-'));
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_SCALE: '1000', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i += 1) {
    try {
      if ((await fetch(`${url}/app-config.json`)).ok) break;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    dataDir,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * KiB of JavaScript a fresh browser downloads to show `path` (signed in, for the dashboard), as
 * sent (brotli): every script the page fetched until the network was idle, by Resource Timing's
 * encoded body size. CDP's loadingFinished reported 0 bytes for some scripts once the service
 * worker took over the page (34 KiB of antd on the dashboard went uncounted); Resource Timing
 * counts a script whichever way it arrived, and each URL once.
 */
export async function firstVisitKiB(browser, url, pathName, account) {
  const context = await browser.newContext();
  if (account) {
    // Sign in through the API in this context, so the page starts signed in with an empty cache.
    const response = await context.request.post(`${url}/api/auth/signin`, { data: account, headers: { 'X-Requested-With': 'FamilyNet' } });
    if (!response.ok()) throw new Error(`sign-in failed: ${response.status()}`);
    await context.addInitScript((user) => localStorage.setItem('root', JSON.stringify({ loginUser: user, isUserLogin: true })), (await response.json()).data.user);
  }
  const page = await context.newPage();
  await page.goto(`${url}${pathName}`, { waitUntil: 'networkidle' });
  // A visit sent elsewhere (to sign in) would measure another screen.
  const landed = new URL(page.url()).pathname;
  const bytes = await page.evaluate(() => {
    const scripts = new Map();
    for (const entry of performance.getEntriesByType('resource')) {
      if (new URL(entry.name).pathname.endsWith('.js')) scripts.set(entry.name, entry.encodedBodySize);
    }
    return [...scripts.values()].reduce((sum, size) => sum + size, 0);
  });
  await context.close();
  if (landed !== pathName) throw new Error(`the visit to ${pathName} ended on ${landed}`);
  return bytes / 1024;
}

async function main() {
  const root = path.resolve(process.argv[2] ?? here);
  const server = await startServer(root);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const account = { email: 'bench@example.org', password: 'bench-password-1' };
    await fetch(`${server.url}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...account, firstName: 'Bench', lastName: 'Mark', displayName: 'Bench Mark', setup: firstAccountSetup(server.dataDir) }),
    });
    const results = { '/auth': await firstVisitKiB(browser, server.url, '/auth') };
    for (const screen of SCREENS) results[screen] = await firstVisitKiB(browser, server.url, screen, account);
    for (const [screen, kib] of Object.entries(results)) console.log(`${screen.padEnd(22)} ${kib.toFixed(1)} KiB`);
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
