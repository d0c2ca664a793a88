// How fast this machine's Chromium runs JavaScript right now, on the scale of Lighthouse's
// BenchmarkIndex, and the CPU slowdown that would make it run like a fixed phone. A fixed "4x
// slower" is a phone only relative to the host: on this two-core virtual machine the same
// build's repeat visit moved by a third within an hour (docs/benchmarks.md, 2026-12-03), with the
// cores idle each time. phone.mjs reports the reading beside its figures; setting the slowdown
// from it (--calibrate, as Chrome DevTools' CPU calibration does) is experimental: one reading
// moves by a third.
//   node scripts/bench/cpu-power.mjs [--readings 5]   (the host's index, unthrottled, a few times)
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { median } from './stats.mjs';

const here = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The score, in the page, on the scale of Lighthouse's BenchmarkIndex (its docs: a 16" MacBook
 * Pro 1500-2000, a Moto G4 125-800): the mean of a half second of building 10,000-character
 * strings one character at a time (garbage-heavy) and a half second of copying 100,000 integers
 * between two arrays, each counted in tens of rounds per second. The same workload as
 * Lighthouse's, so that its score is comparable with the figures published for real devices.
 * Runs in the page (page.evaluate): nothing outside the function.
 */
function pageScore() {
  const perSecond = (rounds, startedAt) => Math.round(rounds / 10 / ((Date.now() - startedAt) / 1000));
  let startedAt = Date.now();
  let rounds = 0;
  while (Date.now() - startedAt < 500) {
    let text = '';
    for (let i = 0; i < 10_000; i += 1) text += 'a';
    // Keeps the loop's result used, so the compiler cannot drop it.
    if (text.length !== 10_000) throw new Error('string of the wrong length');
    rounds += 1;
  }
  const withGarbage = perSecond(rounds, startedAt);
  const one = [];
  const other = [];
  for (let i = 0; i < 100_000; i += 1) one[i] = other[i] = i;
  startedAt = Date.now();
  rounds = 0;
  // The clock is read every tenth round only, as Lighthouse does.
  while (rounds % 10 !== 0 || Date.now() - startedAt < 500) {
    const [from, to] = rounds % 2 === 0 ? [one, other] : [other, one];
    for (let i = 0; i < from.length; i += 1) to[i] = from[i];
    rounds += 1;
  }
  return (withGarbage + perSecond(rounds, startedAt)) / 2;
}

/** The score of `page` at the CPU slowdown its DevTools session `cdp` has now. */
const scoreOf = (page) => page.evaluate(pageScore);

/**
 * The phone's score. Lighthouse's mobile profile slows the CPU 4x, which its documentation says
 * takes a high-end desktop (1500-2000) to a mid-tier phone: 1500 / 4.
 */
export const PHONE_SCORE = 375;

/** Lighthouse's mobile profile slows the CPU this many times: the benchmark's phone by default. */
export const LIGHTHOUSE_SLOWDOWN = 4;

/**
 * The hosts Lighthouse's slowdown is meant for: its documentation's high-end desktop, 1500-2000.
 * Above, a visit at that slowdown runs on a faster phone than the profile's; below, on a slower
 * one. This machine has scored 1146-3254 (docs/benchmarks.md, 2026-12-03 and 2026-12-04).
 */
export const LIGHTHOUSE_HOSTS = [1500, 2000];

/** The slowdowns Chromium accepts here (1 is none); outside them the phone cannot be emulated. */
const SLOWDOWN_LIMITS = [1, 20];

/** `value` as a fixed slowdown, refused with the range Chromium accepts when it is not one. */
export function checkedSlowdown(value) {
  if (Number.isFinite(value) && value >= SLOWDOWN_LIMITS[0] && value <= SLOWDOWN_LIMITS[1]) return value;
  throw new Error(`--slowdown wants a number from ${SLOWDOWN_LIMITS[0]} to ${SLOWDOWN_LIMITS[1]}, not ${value}`);
}

/** This machine's score now: `page` unthrottled, once to warm its compiler up, then measured. */
export async function hostScore(cdp, page) {
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await scoreOf(page);
  return scoreOf(page);
}

/**
 * The slowdown that makes `page` score `target` now: the host's score over the target, checked
 * once at that slowdown and corrected by what it missed (DevTools' throttling is not exactly
 * proportional). The page is left at the slowdown found. `{ host, slowdown, score }`.
 */
export async function calibrate(cdp, page, target = PHONE_SCORE) {
  const set = (rate) => cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const clamp = (rate) => Math.min(SLOWDOWN_LIMITS[1], Math.max(SLOWDOWN_LIMITS[0], rate));
  const host = await hostScore(cdp, page);
  let slowdown = clamp(host / target);
  await set(slowdown);
  const first = await scoreOf(page);
  slowdown = clamp(slowdown * (first / target));
  await set(slowdown);
  return { host, slowdown, score: await scoreOf(page) };
}

async function main() {
  const args = process.argv.slice(2);
  const readings = args.includes('--readings') ? Number(args[args.indexOf('--readings') + 1]) : 5;
  const { chromium } = createRequire(path.join(here, 'e2e/package.json'))('playwright-core');
  // Imported here, not above: phone.mjs imports this file.
  const { PHONE_BROWSER } = await import('./phone.mjs');
  const browser = await chromium.launch(PHONE_BROWSER);
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    const found = [];
    for (let i = 0; i < readings; i += 1) found.push(await calibrate(cdp, page));
    for (const { host, slowdown, score } of found) console.log(`host ${host.toFixed(0)}, slowdown ${slowdown.toFixed(2)}x for the phone's ${PHONE_SCORE}: scored ${score.toFixed(0)}`);
    console.log(`median host score ${median(found.map((f) => f.host)).toFixed(0)}; slowdown ${median(found.map((f) => f.slowdown)).toFixed(2)}x`);
  } finally {
    await browser.close();
  }
}

// Not awaited at the top: this module must finish loading before main imports phone.mjs, which
// imports it (an awaited main left the two waiting on each other).
if (process.argv[1] === fileURLToPath(import.meta.url)) main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
