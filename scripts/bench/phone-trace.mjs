#!/usr/bin/env node
// Where a screen's repeat visit on the phone goes (issue 44): the visit as phone.mjs makes it
// (the same profile, a fresh browser profile's first visit, then the repeat with the service
// worker in control), once more with a Chromium trace, read on the page's own main thread, from
// the navigation to the moment the screen is usable: how much of it the thread is busy, where it
// is idle, its long tasks and the scripts that run longest. Not part of `npm run bench`.
// The phone's CPU as in phone.mjs: 4x slower (--slowdown N), or --calibrate; this machine's score is read before each run.
//   node scripts/bench/phone-trace.mjs [repository root] [--screen /dashboard/map] [--runs 2] [--out /tmp/phone-traces] [--slowdown 4 | --calibrate]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startServer } from './first-visit.mjs';
import { PHONE_BROWSER, PHONE_SCREENS, newProfile, phoneCpu, phoneFamily, visit } from './phone.mjs';
import { LIGHTHOUSE_SLOWDOWN } from './cpu-power.mjs';

const here = fileURLToPath(new URL('../..', import.meta.url));
const ms = (us) => Math.round(us / 1000);

/** The page's main thread in a trace, between its navigation and the usable mark. */
function mainThreadOf(traceFile) {
  const events = JSON.parse(fs.readFileSync(traceFile, 'utf8')).traceEvents;
  const mark = events.find((e) => e.name === 'fn-usable');
  if (!mark) throw new Error(`${traceFile}: no usable mark`);
  const onThread = (e) => e.pid === mark.pid && e.tid === mark.tid;
  const navigation = events.find((e) => e.name === 'navigationStart' && onThread(e) && e.args?.data?.navigationId === mark.args?.data?.navigationId);
  if (!navigation) throw new Error(`${traceFile}: no navigation for the mark`);
  const start = navigation.ts;
  const end = mark.ts;
  const spans = events.filter((e) => onThread(e) && e.ph === 'X' && e.dur && e.ts < end && e.ts + e.dur > start);
  const tasks = spans.filter((e) => e.name === 'ThreadControllerImpl::RunTask').sort((a, b) => a.ts - b.ts);
  let busy = 0;
  let last = start;
  const idle = [];
  for (const task of tasks) {
    const from = Math.max(task.ts, start);
    const to = Math.min(task.ts + task.dur, end);
    busy += Math.max(0, to - from);
    if (task.ts - last > 10_000) idle.push({ at: ms(last - start), ms: ms(task.ts - last) });
    last = Math.max(last, task.ts + task.dur);
  }
  const longTasks = tasks.filter((task) => task.dur > 15_000).map((task) => ({ at: ms(task.ts - start), ms: ms(task.dur) }));
  const shortUrl = (url = '') => url.replace(/^https?:\/\/[^/]+/, '');
  const scripts = spans
    .filter((e) => (e.name === 'EvaluateScript' || e.name === 'FunctionCall') && e.dur > 4_000)
    .map((e) => ({ at: ms(e.ts - start), ms: ms(e.dur), what: `${e.name === 'EvaluateScript' ? 'runs' : 'calls'} ${shortUrl(e.args?.data?.url)}` }));
  return { usableMs: ms(end - start), busyMs: ms(busy), idle, longTasks, scripts };
}

async function main() {
  const args = process.argv.slice(2);
  const valueOf = (flag, fallback) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : fallback);
  const root = path.resolve(args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? here);
  const screen = PHONE_SCREENS.find((s) => s.path === valueOf('--screen', '/dashboard/map'));
  if (!screen) throw new Error(`unknown screen; one of ${PHONE_SCREENS.map((s) => s.path).join(', ')}`);
  const runs = Number(valueOf('--runs', 2));
  const out = path.resolve(valueOf('--out', '/tmp/phone-traces'));
  const fixed = args.includes('--calibrate') ? null : Number(valueOf('--slowdown', LIGHTHOUSE_SLOWDOWN));
  fs.mkdirSync(out, { recursive: true });
  const { chromium } = createRequire(path.join(here, 'e2e/package.json'))('playwright-core');
  const server = await startServer(root);
  const browser = await chromium.launch(PHONE_BROWSER);
  let cpu = null;
  try {
    cpu = await phoneCpu(browser, fixed);
    const account = await phoneFamily(server);
    for (let run = 0; run < runs; run += 1) {
      const { slowdown, host } = await cpu.next();
      const context = await newProfile(browser, server.url, screen.signedIn ? account : null);
      await visit(context, server.url, screen, slowdown);
      await new Promise((r) => setTimeout(r, 1000));
      const plain = await visit(context, server.url, screen, slowdown);
      const file = path.join(out, `${screen.path.replace(/\W+/g, '_').replace(/^_/, '')}-${run + 1}.json`);
      await visit(context, server.url, screen, slowdown, { browser, path: file });
      await context.close();
      const thread = mainThreadOf(file);
      console.log(`\n${screen.path}, run ${run + 1} (CPU ${slowdown.toFixed(2)}x slower, this machine scoring ${Math.round(host)}): repeat visit usable ${Math.round(plain.usable)} ms; traced ${thread.usableMs} ms (${file})`);
      console.log(`  main thread busy ${thread.busyMs} ms of ${thread.usableMs}; idle over 10 ms: ${thread.idle.map((g) => `${g.at}+${g.ms}`).join(', ') || 'none'}`);
      console.log(`  tasks over 15 ms (at+ms): ${thread.longTasks.map((t) => `${t.at}+${t.ms}`).join(', ')}`);
      console.log(`  scripts over 4 ms:\n${thread.scripts.map((s) => `    ${s.at} ms, ${s.ms} ms: ${s.what}`).join('\n')}`);
    }
  } finally {
    await cpu?.close();
    await browser.close();
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
