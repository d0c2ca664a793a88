// Preloaded into the server by the benchmark (NODE_OPTIONS=--require): once a second it appends
// what the event loop went through to FAMILYNET_BENCH_LOOP_FILE, as one JSON line: the loop's
// delay (p50, p99, max in ms), the process's CPU time, the heap, and every garbage collection
// longer than 2 ms. Nothing of it is in the product.
const fs = require('node:fs');
const { monitorEventLoopDelay, PerformanceObserver, constants } = require('node:perf_hooks');

const { isMainThread } = require('node:worker_threads');

const file = process.env.FAMILYNET_BENCH_LOOP_FILE;
// The server's thread only (the preload runs in the embedded database's thread too).
if (file && isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  let gcs = [];
  const kinds = { [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major', [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor', [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental', [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb' };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.duration > 2) gcs.push([kinds[entry.detail?.kind] ?? entry.detail?.kind, Math.round(entry.duration)]);
  }).observe({ entryTypes: ['gc'] });
  const timer = setInterval(() => {
    const cpu = process.cpuUsage();
    const memory = process.memoryUsage();
    const line = {
      t: Date.now(),
      p50: histogram.percentile(50) / 1e6,
      p99: histogram.percentile(99) / 1e6,
      max: histogram.max / 1e6,
      cpuMs: (cpu.user + cpu.system) / 1000,
      heapMB: Math.round(memory.heapUsed / 2 ** 20),
      rssMB: Math.round(memory.rss / 2 ** 20),
      // The whole process's CPU, its threads included.
      gcs,
    };
    gcs = [];
    histogram.reset();
    fs.appendFileSync(file, `${JSON.stringify(line)}\n`);
  }, 1000);
  timer.unref();
}
