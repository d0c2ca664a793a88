// Preloaded into the server by the benchmark (NODE_OPTIONS=--require), on its main thread only:
// a timer every 10 ms notes how late it fires (the event loop's delay: how long a request that
// arrives waits before the server can look at it), and once a second one JSON line goes to
// FAMILYNET_BENCH_LOOP_FILE with the delays in whole-millisecond buckets (so that any stretch of
// seconds can be merged into exact percentiles), the process's CPU time (its threads included),
// its memory, and every garbage collection of 2 ms or more. Nothing of it is in the product.
const fs = require('node:fs');
const { isMainThread } = require('node:worker_threads');
const { PerformanceObserver, performance, constants } = require('node:perf_hooks');

const file = process.env.FAMILYNET_BENCH_LOOP_FILE;
if (file && isMainThread) {
  const EVERY_MS = 10;
  let buckets = {};
  let gcs = [];
  const kinds = { [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major', [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor', [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental', [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.duration >= 2) gcs.push([kinds[entry.detail?.kind] ?? String(entry.detail?.kind), Math.round(entry.duration)]);
  }).observe({ entryTypes: ['gc'] });

  let expected = performance.now() + EVERY_MS;
  const tick = () => {
    const now = performance.now();
    const late = Math.max(0, Math.floor(now - expected));
    buckets[late] = (buckets[late] ?? 0) + 1;
    expected = now + EVERY_MS;
    setTimeout(tick, EVERY_MS).unref();
  };
  setTimeout(tick, EVERY_MS).unref();

  setInterval(() => {
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    fs.appendFileSync(
      file,
      `${JSON.stringify({ t: Date.now(), late: buckets, cpuMs: (cpu.user + cpu.system) / 1000, heapMB: Math.round(memory.heapUsed / 2 ** 20), rssMB: Math.round(memory.rss / 2 ** 20), gcs })}\n`,
    );
    buckets = {};
    gcs = [];
  }, 1000).unref();
}
