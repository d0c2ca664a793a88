import { performance } from 'node:perf_hooks';

/*
 * Work a request would otherwise pay for the first time it needs it (a route's validator: 5-40 ms
 * to compile; Node's fetch classes: 40-50 ms to load), done instead in the server's first quiet
 * moments, one piece at a time, so that no member's first request of a kind holds every other
 * request up that long.
 */
export class WarmUps {
  private readonly pending = new Set<() => unknown>();

  /** Queues a first-use cost for a quiet moment; the returned function drops it (it was paid on use). */
  later(task: () => unknown): () => void {
    this.pending.add(task);
    return () => this.pending.delete(task);
  }

  /** How many are still waiting. */
  get size(): number {
    return this.pending.size;
  }

  /**
   * Runs the queued pieces one at a time while the event loop is quiet (under a tenth busy over
   * the last interval). Stops when none is left; `stop` ends it earlier.
   */
  whenQuiet(everyMs = 50): { stop(): void } {
    let previous = performance.eventLoopUtilization();
    let timer: NodeJS.Timeout;
    const step = () => {
      const now = performance.eventLoopUtilization();
      const busy = performance.eventLoopUtilization(now, previous).utilization;
      previous = now;
      const next = this.pending.values().next();
      if (next.done) return;
      if (busy < 0.1) {
        this.pending.delete(next.value);
        next.value();
      }
      timer = setTimeout(step, everyMs);
      timer.unref();
    };
    timer = setTimeout(step, everyMs);
    timer.unref();
    return { stop: () => clearTimeout(timer) };
  }
}

/** The server's first-use costs (the routes' validators queue theirs as they are registered). */
export const firstUseCosts = new WarmUps();
