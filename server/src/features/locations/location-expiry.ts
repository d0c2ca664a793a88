import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { endSharingPeriods, nextSharingPeriodEnd } from '../members/index.js';

/** How often the clock is compared with the next end (in memory: free). */
const TICK_MS = 1000;
/** How often the next end is read again (another process may have started a period). */
const REREAD_MS = 60_000;
/** After a failed sweep, the next attempt waits this long (no log line every second). */
const RETRY_MS = 60_000;

/**
 * Ends sharing periods on time. The 6-hourly housekeeping would leave a position on the server
 * for hours after "1 hour" was up; a query every second would cost the embedded database for
 * nothing. So the earliest end is kept in memory (read at start, after every sweep, once a
 * minute, and told by every new period), compared with the clock every second, and the
 * database is written only when a period has ended: within about a second of the end.
 * toUserJson never sends a position whose period is over, even in that second.
 */
export class SharingExpiry {
  private next: number | null = null;
  private lastRead = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    await this.sweep();
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  /** A period ending at `until` has just started (null: until turned off, nothing to schedule). */
  noteEnd(until: Date | null): void {
    if (until && (this.next === null || until.getTime() < this.next)) this.next = until.getTime();
  }

  private tick(): void {
    if (this.running) return;
    const now = this.now().getTime();
    const due = this.next !== null && this.next <= now;
    if (!due && now - this.lastRead < REREAD_MS) return;
    this.running = this.sweep().finally(() => {
      this.running = null;
    });
  }

  /** Ends what is over, then learns when the next period ends. */
  private async sweep(): Promise<void> {
    const now = this.now();
    try {
      const ended = await endSharingPeriods(this.db, now);
      if (ended > 0) this.log.info({ ended }, 'location sharing periods ended; positions deleted');
      const next = await nextSharingPeriodEnd(this.db);
      this.next = next ? next.getTime() : null;
    } catch (error) {
      this.log.error({ err: error }, 'ending location sharing periods failed');
      this.next = now.getTime() + RETRY_MS;
    }
    this.lastRead = this.now().getTime();
  }
}
