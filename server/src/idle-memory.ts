import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';

/*
 * Gives memory back when the server goes quiet after a busy spell.
 *
 * Under load V8 moves short-lived request objects into its old generation faster than it
 * collects them there, and a quiet server never reaches the next collection: measured, 10 MB of
 * dead objects (and the 10-15 MB of pages holding them) stayed for good after one minute of load.
 * V8's own memory reducer does not start without a full collection to follow. So once the event
 * loop has been nearly idle for a whole interval and the old generation has grown since the last
 * collection here, one full collection runs that also moves the survivors together
 * (compactingCollection), and the emptied pages go back to the system.
 *
 * It needs `gc`, which node exposes only with --expose-gc (server/bin/familynet-server passes
 * it). Without it (tests, `npm run dev`) nothing runs.
 */

/**
 * One full collection that moves every surviving object together. V8 on its own moves only the
 * objects of nearly empty pages; a busy spell leaves pages a third or half full, which it keeps.
 * Its flag to compact at every full collection is set for this one collection only: set for good
 * (the launcher's way until issue 44), the collections V8 runs by itself while the server works
 * compacted too, and a 10,000-row import had two of 20-30 ms, each holding up every request.
 */
export function compactingCollection(gc: () => void): void {
  v8.setFlagsFromString('--compact-on-every-full-gc');
  try {
    gc();
  } finally {
    v8.setFlagsFromString('--no-compact-on-every-full-gc');
  }
}

/** How often the event loop and the old generation are looked at. */
const IDLE_CHECK_MS = 1_000;
/** Below this share of the interval spent working, the server counts as idle. */
export const IDLE_UTILIZATION = 0.02;
/** Old-generation growth since the last collection that is worth a collection (smaller is noise). */
export const IDLE_COLLECT_GROWTH_BYTES = 4 * 1024 * 1024;

export interface IdleMemoryProbe {
  /** Share of the time since the previous call that the event loop spent working (0..1). */
  utilization(): number;
  /**
   * Bytes in use in V8's old generation (what survived the young one: objects, code, large
   * objects). The young generation is left out: it fills and empties many times a second, and
   * is not what a busy spell leaves behind.
   */
  oldGenerationBytes(): number;
}

const YOUNG_SPACES = new Set(['new_space', 'new_large_object_space']);

export const processProbe = (): IdleMemoryProbe => {
  let previous = performance.eventLoopUtilization();
  return {
    utilization() {
      const now = performance.eventLoopUtilization();
      const since = performance.eventLoopUtilization(now, previous);
      previous = now;
      return since.utilization;
    },
    oldGenerationBytes: () => {
      let bytes = 0;
      for (const space of v8.getHeapSpaceStatistics()) if (!YOUNG_SPACES.has(space.space_name)) bytes += space.space_used_size;
      return bytes;
    },
  };
};

/** One check: collects when idle and grown; returns whether it did. */
export function idleMemoryCheck(probe: IdleMemoryProbe, collect: () => void, state: { oldAfterCollect: number }): boolean {
  const busy = probe.utilization() >= IDLE_UTILIZATION;
  if (busy || probe.oldGenerationBytes() - state.oldAfterCollect < IDLE_COLLECT_GROWTH_BYTES) return false;
  collect();
  state.oldAfterCollect = probe.oldGenerationBytes();
  return true;
}

/** Starts the checks (on an unref'd timer: it never keeps the process alive); stop ends them. */
export function startIdleMemoryReturn(
  collect: () => void,
  probe: IdleMemoryProbe = processProbe(),
  everyMs = IDLE_CHECK_MS,
): { stop(): void } {
  // Measured from start: a compacting collection briefly holds a second copy of the live objects
  // (RSS +30 MB for a fifth of a second), which is worth it after a busy spell (10-15 MB back
  // for good) and not for what starting up leaves (4 MB).
  const state = { oldAfterCollect: probe.oldGenerationBytes() };
  const timer = setInterval(() => idleMemoryCheck(probe, collect, state), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
