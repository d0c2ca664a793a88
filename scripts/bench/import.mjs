#!/usr/bin/env node
// The 10,000-row users' import, paired: each round starts a fresh server of each checkout on a
// family of 1,100 (as far as the main benchmark's sequence has gone when it imports) and imports
// the same file into each, the order alternating, so the machine's drift falls on both alike.
// The import's time as its caller sees it, and the event loop's delay while it runs (p99, max).
// Not part of `npm run bench`; for comparing a change to the import.
//   node scripts/bench/import.mjs <checkout A> [checkout B] [--rounds 5]
import path from 'node:path';
import { startFamilyNet } from './server.mjs';
import { loopOver, tenThousandRows } from './import-load.mjs';
import { median } from './stats.mjs';
import { whenQuiet } from './machine-quiet.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const roots = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--')).map((p) => path.resolve(p));
const rounds = Number(option('rounds', 5));
if (roots.length === 0) throw new Error('usage: import.mjs <checkout A> [checkout B] [--rounds 5]');

async function importOnce(root) {
  const server = await startFamilyNet(root, 1100);
  try {
    const { cookie } = await server.signIn('member1@bench.example');
    // The server's first quiet moments compile its validators and warm its compression up.
    await new Promise((r) => setTimeout(r, 3000));
    await whenQuiet();
    const from = Date.now();
    const t0 = performance.now();
    const response = await fetch(`${server.url}/api/auth/admin/import-users`, { method: 'POST', headers: { cookie, 'X-Requested-With': 'FamilyNet' }, body: tenThousandRows() });
    const body = await response.json();
    const seconds = (performance.now() - t0) / 1000;
    const to = Date.now();
    if (response.status !== 200 || body.data.imported !== 10_000) throw new Error(`${root}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    await new Promise((r) => setTimeout(r, 1500));
    return { seconds, loop: loopOver(server.loopFile, from, to) };
  } finally {
    await server.stop();
  }
}

const results = roots.map(() => []);
for (let round = 0; round < rounds; round += 1) {
  const order = round % 2 ? [...roots.keys()].reverse() : [...roots.keys()];
  for (const i of order) {
    const result = await importOnce(roots[i]);
    results[i].push(result);
    console.log(`round ${round + 1} ${roots[i]}: ${result.seconds.toFixed(2)} s, loop p99 ${result.loop.p99} ms, max ${result.loop.max} ms`);
  }
}
console.log('\n| checkout | import, median (all) | loop delay p99, median (max of all) |\n|---|---|---|');
roots.forEach((root, i) => {
  const r = results[i];
  console.log(`| ${root} | ${median(r.map((x) => x.seconds)).toFixed(2)} s (${r.map((x) => x.seconds.toFixed(2)).join(', ')}) | ${median(r.map((x) => x.loop.p99))} ms (${Math.max(...r.map((x) => x.loop.max))} ms) |`);
});
