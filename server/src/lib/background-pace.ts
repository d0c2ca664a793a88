import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/*
 * Long work in the background (the birthday reminders of an hour, the welcome e-mails of an
 * import: thousands of e-mails) goes one step at a time and gives way to the family's requests.
 * Measured before: a family of 1,000 whose reminders fell due sent 12,000 e-mails at full speed on
 * the server's event loop, and for minutes every request ran at two thirds of its rate, or a
 * quarter with the database's statements on the same thread.
 */

/** The short pause after each step, during which the server answers whatever came. */
export const PACE_GAP_MS = 5;
/** Busier than this during a pause, the server is answering requests: the next step waits. */
const BUSY = 0.5;
/** The longest a step waits for a quiet moment (under load the work still moves, slowly). */
export const PACE_MAX_WAIT_MS = 250;

/** How busy the event loop was (0..1) during a pause of `ms`. */
async function loopBusyDuring(ms: number): Promise<number> {
  const before = performance.eventLoopUtilization();
  await sleep(ms);
  return performance.eventLoopUtilization(performance.eventLoopUtilization(), before).utilization;
}

/** Waits before the next step of background work: PACE_GAP_MS, longer while requests keep the server busy. */
export async function giveWayToRequests(busyDuring: (ms: number) => Promise<number> = loopBusyDuring): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < PACE_MAX_WAIT_MS) if ((await busyDuring(PACE_GAP_MS)) < BUSY) return;
}

/**
 * The longest a request's own long loop (an import's 10,000 rows) works without letting the event
 * loop take a turn: a request that arrives meanwhile waits at most about this long.
 */
export const TURN_BUDGET_MS = 4;

/**
 * The event loop's turns, handed to the long loops one at a time: a waiting loop is resumed on its
 * own turn (one a `setImmediate`), so the server looks at requests between any two of them.
 * Each loop waiting on `setImmediate` by itself, three imports at once were all resumed in the
 * same turn, one after the other: three budgets (12 ms and more) without a look at a request.
 */
export class TurnQueue {
  private readonly waiting: Array<() => void> = [];
  private pumping = false;

  /** Resolves on a turn of the event loop that no other waiting loop shares. */
  wait(): Promise<void> {
    return new Promise((resume) => {
      this.waiting.push(resume);
      if (this.pumping) return;
      this.pumping = true;
      setImmediate(this.resumeNext);
    });
  }

  private readonly resumeNext = (): void => {
    this.waiting.shift()?.();
    // Scheduled from inside a turn, the next resumption comes on the next turn, after a look at I/O.
    if (this.waiting.length > 0) setImmediate(this.resumeNext);
    else this.pumping = false;
  };
}

/** The one queue every long loop of the server takes its turns from. */
const SHARED_TURNS = new TurnQueue();

/**
 * A long loop's clock: `await turns.take()` on each step lets the event loop take a turn at the
 * first step and then once TURN_BUDGET_MS of work has gone by since the last one (and costs next
 * to nothing otherwise).
 * Slicing by time, not by a count of rows: a slice of rows is fast on a quiet machine and slow
 * on a busy one, or for rows of long text.
 */
export function turnTaker(
  budgetMs = TURN_BUDGET_MS,
  clock: () => number = () => performance.now(),
  queue: TurnQueue = SHARED_TURNS,
) {
  // The first step takes a turn: what ran before the loop in the same task is not counted by it
  // (a 1 MB upload already all here was read, then parsed and checked by three loops in a row,
  // each with a fresh budget: 12-23 ms without a turn).
  let since = Number.NEGATIVE_INFINITY;
  return {
    async take(): Promise<void> {
      if (clock() - since < budgetMs) return;
      await queue.wait();
      since = clock();
    },
  };
}
