// Whether this machine is quiet enough to time a page on: the share of all cores' time spent
// busy (/proc/stat) over a short window. A phone visit timed while something else works (a
// build, a test run, another benchmark) reads 50-100 % slower, and one such minute made a
// median move more than the change being measured.
import fs from 'node:fs';

function cpuTimes() {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are not busy.
  const idle = fields[3] + (fields[4] ?? 0);
  return { idle, total: fields.slice(0, 8).reduce((a, b) => a + b, 0) };
}

/** The busy share of all cores over `ms` (0 to 1). */
async function busyShare(ms = 500) {
  const before = cpuTimes();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = cpuTimes();
  const total = after.total - before.total;
  return total > 0 ? 1 - (after.idle - before.idle) / total : 0;
}

/**
 * Waits until the machine's cores are at most `busyMax` busy over a half-second window, for
 * `timeoutMs` at most; returns the last share read (the caller reports it).
 */
export async function whenQuiet({ busyMax = 0.15, timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let share = await busyShare();
  while (share > busyMax && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    share = await busyShare();
  }
  return share;
}
