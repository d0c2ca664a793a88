import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';

/*
 * Gives memory back when the server goes quiet after a busy spell.
 *
 * Under load V8 moves short-lived request objects into its old generation faster than it
 * collects them there, and a quiet server never reaches the next collection: measured, 10 MB of
 * dead objects (and the 10-15 MB of pages holding them) stayed for good after one minute of load.
 * The young generation grows to its cap under load too, and V8 gives those pages back only at a
 * full collection while little is being allocated. V8's own memory reducer does not start without
 * a full collection to follow. So once the event loop has been nearly idle for IDLE_CHECKS
 * intervals in a row and the heap holds more of the system's memory than after the last
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

/** How often the event loop and the heap are looked at. */
const IDLE_CHECK_MS = 1_000;
/**
 * Checks in a row that must find the event loop idle before the collection. V8 gives the young
 * generation's pages back at a full collection only when little was allocated over the five
 * seconds before it (its allocation throughput's time frame): measured, a collection 1 or 3 s
 * after a busy spell kept 8 MB of young pages, one 5.5 or 7 s after it kept 1-1.5 MB.
 */
export const IDLE_CHECKS = 6;
/** Below this share of the interval spent working, the server counts as idle. */
export const IDLE_UTILIZATION = 0.02;
/** Heap growth since the last collection that is worth a collection (smaller is noise). */
export const IDLE_COLLECT_GROWTH_BYTES = 4 * 1024 * 1024;

export interface IdleMemoryProbe {
  /** Share of the time since the previous call that the event loop spent working (0..1). */
  utilization(): number;
  /**
   * Bytes of the system's memory V8's heap holds: the pages of every space, in use or not. Not
   * the bytes in use: a busy spell leaves pages behind that hold few live objects (V8's own full
   * collections under load free the objects and keep the pages), and a young generation grown to
   * its cap (measured on the database's thread after 1,000 sign-ups: 8 MB of young pages holding
   * 2.5 MB, with 3.5 MB more in use than after its last collection, under the threshold).
   */
  heapBytes(): number;
}

export const processProbe = (): IdleMemoryProbe => {
  let previous = performance.eventLoopUtilization();
  return {
    utilization() {
      const now = performance.eventLoopUtilization();
      const since = performance.eventLoopUtilization(now, previous);
      previous = now;
      return since.utilization;
    },
    heapBytes: () => v8.getHeapStatistics().total_physical_size,
  };
};

export interface IdleMemoryState {
  /** The least the heap held since the last collection here (V8 may give pages back on its own). */
  heapAfterCollect: number;
  /** Checks in a row that found the event loop idle. */
  idleChecks: number;
}

/** One check: collects when idle long enough and grown; returns whether it did. */
export function idleMemoryCheck(probe: IdleMemoryProbe, collect: () => void, state: IdleMemoryState): boolean {
  if (probe.utilization() >= IDLE_UTILIZATION) {
    state.idleChecks = 0;
    return false;
  }
  state.idleChecks += 1;
  const heap = probe.heapBytes();
  state.heapAfterCollect = Math.min(state.heapAfterCollect, heap);
  if (state.idleChecks < IDLE_CHECKS || heap - state.heapAfterCollect < IDLE_COLLECT_GROWTH_BYTES) return false;
  collect();
  state.heapAfterCollect = probe.heapBytes();
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
  const state: IdleMemoryState = { heapAfterCollect: probe.heapBytes(), idleChecks: 0 };
  const timer = setInterval(() => idleMemoryCheck(probe, collect, state), everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
