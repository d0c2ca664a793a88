import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import {
  IDLE_CHECKS,
  IDLE_COLLECT_GROWTH_BYTES,
  IDLE_UTILIZATION,
  idleMemoryCheck,
  processProbe,
  startIdleMemoryReturn,
  type IdleMemoryProbe,
  type IdleMemoryState,
} from './idle-memory.js';

const MB = 1024 * 1024;

/** A heap and an event loop whose readings the test sets; a collection frees to `live`. */
function fakeProcess({ utilization = 0, heap = 50 * MB, live = 30 * MB } = {}) {
  const readings = { utilization, heap, live, collections: 0 };
  const probe: IdleMemoryProbe = { utilization: () => readings.utilization, heapBytes: () => readings.heap };
  const collect = () => {
    readings.collections += 1;
    readings.heap = readings.live;
  };
  return { readings, probe, collect };
}

describe('giving memory back when the server goes quiet', () => {
  /** Checks on an idle loop until one collects (at most `limit`); returns how many it took. */
  const checksUntilCollected = (probe: IdleMemoryProbe, collect: () => void, state: IdleMemoryState, limit = 20) => {
    for (let i = 1; i <= limit; i += 1) if (idleMemoryCheck(probe, collect, state)) return i;
    return Infinity;
  };

  test('collects once the event loop has been idle for IDLE_CHECKS checks in a row and the heap has grown', () => {
    const { readings, probe, collect } = fakeProcess();
    const state = { heapAfterCollect: 30 * MB, idleChecks: 0 };
    assert.equal(checksUntilCollected(probe, collect, state), IDLE_CHECKS);
    assert.equal(readings.collections, 1);
    assert.equal(state.heapAfterCollect, 30 * MB);
  });

  test('a busy check starts the idle count again', () => {
    const { readings, probe, collect } = fakeProcess();
    const state = { heapAfterCollect: 30 * MB, idleChecks: 0 };
    for (let i = 0; i < IDLE_CHECKS - 1; i += 1) idleMemoryCheck(probe, collect, state);
    readings.utilization = IDLE_UTILIZATION;
    idleMemoryCheck(probe, collect, state);
    readings.utilization = 0;
    assert.equal(checksUntilCollected(probe, collect, state), IDLE_CHECKS);
  });

  test('never collects while requests keep the event loop working', () => {
    const { readings, probe, collect } = fakeProcess({ utilization: IDLE_UTILIZATION, heap: 200 * MB });
    const state = { heapAfterCollect: 30 * MB, idleChecks: 0 };
    for (let i = 0; i < 10 * IDLE_CHECKS; i += 1) idleMemoryCheck(probe, collect, state);
    assert.equal(readings.collections, 0);
  });

  test('does not collect again while quiet until the heap grows by the threshold', () => {
    const { readings, probe, collect } = fakeProcess();
    const state = { heapAfterCollect: 0, idleChecks: 0 };
    checksUntilCollected(probe, collect, state);
    readings.heap = readings.live + IDLE_COLLECT_GROWTH_BYTES - 1;
    for (let i = 0; i < 5 * IDLE_CHECKS; i += 1) idleMemoryCheck(probe, collect, state);
    assert.equal(readings.collections, 1, 'a quiet server is not collected over and over');
    readings.heap = readings.live + IDLE_COLLECT_GROWTH_BYTES;
    assert.equal(idleMemoryCheck(probe, collect, state), true);
    assert.equal(readings.collections, 2);
  });

  test('growth counts from the least the heap held since the last collection (V8 may give pages back on its own)', () => {
    const { readings, probe, collect } = fakeProcess({ heap: 30 * MB, live: 30 * MB });
    const state = { heapAfterCollect: 30 * MB, idleChecks: 0 };
    readings.heap = 20 * MB;
    idleMemoryCheck(probe, collect, state);
    readings.heap = 20 * MB + IDLE_COLLECT_GROWTH_BYTES;
    assert.equal(checksUntilCollected(probe, collect, state), IDLE_CHECKS - 1);
  });

  test('a quiet server that has not grown since it started is left alone; once it grows, it is collected', async () => {
    const { readings, probe, collect } = fakeProcess({ heap: 40 * MB, live: 30 * MB });
    const running = startIdleMemoryReturn(collect, probe, 5);
    await new Promise((resolve) => setTimeout(resolve, 20 * IDLE_CHECKS));
    assert.equal(readings.collections, 0);
    readings.heap += IDLE_COLLECT_GROWTH_BYTES;
    await new Promise((resolve) => setTimeout(resolve, 20 * IDLE_CHECKS));
    running.stop();
    assert.equal(readings.collections, 1);
  });

  test('stops when told to', async () => {
    const { readings, probe, collect } = fakeProcess({ utilization: 1 });
    const running = startIdleMemoryReturn(collect, probe, 5);
    running.stop();
    readings.utilization = 0;
    await new Promise((resolve) => setTimeout(resolve, 20 * IDLE_CHECKS));
    assert.equal(readings.collections, 0);
  });

  test("reads this process's event loop and heap", async () => {
    const probe = processProbe();
    const end = Date.now() + 30;
    while (Date.now() < end) {
      // keep the event loop busy
    }
    assert.ok(probe.utilization() > 0.5, 'a blocked event loop reads as busy');
    // Long enough that the other work of a busy test process (a CI run on two cores once read
    // a 50 ms wait as half busy) cannot make a quiet loop look busy.
    await new Promise((resolve) => setTimeout(resolve, 250));
    assert.ok(probe.utilization() < 0.5, 'a waiting event loop reads as idle');
    assert.ok(probe.heapBytes() > MB);
  });
});

/** The node flags `npm start`'s launcher passes (read from it, so this runs what a family runs). */
function launcherNodeFlags(): string[] {
  const launcher = fs.readFileSync(fileURLToPath(new URL('../bin/familynet-server', import.meta.url)), 'utf8');
  const exec = launcher.split('\n').find((line) => line.startsWith('exec '));
  return exec?.match(/\s--[a-z-]+(=\S+)?/g)?.map((flag) => flag.trim()) ?? [];
}

test("under the launcher's flags, a quiet process gives its dead objects' pages back to the system", () => {
  // A busy spell in miniature: objects that live long enough to reach the old generation, then
  // 2 in 3 of them die, spread over every page (so no page is empty, and V8 on its own keeps
  // pages a third full).
  const script = `
    import v8 from 'node:v8';
    import { compactingCollection, startIdleMemoryReturn } from './src/idle-memory.ts';
    const oldSpace = () => v8.getHeapSpaceStatistics().find((space) => space.space_name === 'old_space').physical_space_size;
    const before = oldSpace();
    let kept = [];
    startIdleMemoryReturn(() => compactingCollection(gc));
    for (let i = 0; i < 300_000; i += 1) kept.push({ i, text: 'member ' + i });
    kept = kept.filter((_, i) => i % 3 === 0);
    const busy = oldSpace();
    setTimeout(() => {
      const quiet = oldSpace();
      // The flag is off again: a full collection of V8's own (as under load) does not compact.
      let again = [];
      for (let i = 0; i < 300_000; i += 1) again.push({ i, text: 'member ' + i });
      again = again.filter((_, i) => i % 3 === 0);
      const busyAgain = oldSpace();
      gc();
      process.stdout.write(JSON.stringify({ before, busy, quiet, busyAgain, afterOwnCollection: oldSpace(), kept: kept.length + again.length }));
    }, 7_500);
  `;
  const flags = launcherNodeFlags();
  assert.ok(flags.includes('--expose-gc'), flags.join(' '));
  const child = spawnSync(process.execPath, [...flags, '--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    encoding: 'utf8',
  });
  assert.equal(child.status, 0, child.stderr);
  const { before, busy, quiet, busyAgain, afterOwnCollection } = JSON.parse(child.stdout) as Record<string, number>;
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  assert.ok(busy > before + 15 * MB, `the busy spell filled the old generation: ${mb(before)} -> ${mb(busy)}`);
  // Measured from what the process held before the spell (tsx alone keeps 5-6 MB): compacted,
  // the spell's pages come back to about the third still alive; kept, they stay whole.
  assert.ok(quiet - before < (busy - before) / 2, `old generation ${mb(before)} before, ${mb(busy)} busy, ${mb(quiet)} quiet`);
  assert.ok(afterOwnCollection > quiet + (busyAgain - quiet) / 2, `an ordinary full collection kept the pages (${mb(busyAgain)} -> ${mb(afterOwnCollection)}): it did not compact`);
});

test("under the launcher's flags, a quiet process gives back the young generation a busy spell grew", () => {
  // Many short-lived objects and few that last: the young generation grows to its cap while what
  // is in use in the old one grows by less than the threshold (the database thread's case after
  // 1,000 sign-ups, which a rule on the old generation's bytes in use left at its cap for good).
  const script = `
    import v8 from 'node:v8';
    import { compactingCollection, startIdleMemoryReturn, IDLE_COLLECT_GROWTH_BYTES } from './src/idle-memory.ts';
    const space = (name) => v8.getHeapSpaceStatistics().find((space) => space.space_name === name);
    const oldUsed = () => space('old_space').space_used_size;
    startIdleMemoryReturn(() => compactingCollection(gc));
    const oldBefore = oldUsed();
    let ring = new Array(5_000);
    const end = Date.now() + 1_500;
    for (let i = 0; Date.now() < end; ) for (let k = 0; k < 1_000; k += 1, i += 1) ring[i % ring.length] = { i, text: 'member ' + i };
    ring = null;
    const busy = { young: space('new_space').physical_space_size, oldGrowth: oldUsed() - oldBefore, threshold: IDLE_COLLECT_GROWTH_BYTES };
    setTimeout(() => process.stdout.write(JSON.stringify({ ...busy, quietYoung: space('new_space').physical_space_size })), 7_500);
  `;
  const child = spawnSync(process.execPath, [...launcherNodeFlags(), '--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('..', import.meta.url)),
    encoding: 'utf8',
  });
  assert.equal(child.status, 0, child.stderr);
  const { young, oldGrowth, threshold, quietYoung } = JSON.parse(child.stdout) as Record<string, number>;
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  assert.ok(young >= 6 * MB, `the spell grew the young generation: ${mb(young)}`);
  assert.ok(oldGrowth < threshold, `the old generation grew by less than the threshold: ${mb(oldGrowth)}`);
  assert.ok(quietYoung <= 2 * MB, `the young generation ${mb(young)} busy, ${mb(quietYoung)} quiet`);
});
