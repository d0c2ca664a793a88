import { performance } from 'node:perf_hooks';
import { type Db, ping } from '../../db/index.js';

/** How long the database may take to answer before the site counts as unable to serve. */
const HEALTH_TIMEOUT_MS = 2000;

/** Resolves when the database answers within HEALTH_TIMEOUT_MS; rejects otherwise. */
export async function checkDatabase(db: Db): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      ping(db),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error('the database did not answer in time')), HEALTH_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** How old the database's answer to the health check may be. */
export const HEALTH_FRESH_MS = 1000;

/**
 * The database's answer to /healthz, asked at most once a HEALTH_FRESH_MS: a process manager or a
 * proxy polls the check all day, and each poll asked the database (a statement on the embedded
 * database's one session, 3,000 a second at most). Callers within the second share the answer;
 * while the database is asked, they wait for the same question.
 */
export class DatabaseHealth {
  #last: { ok: boolean; at: number } | null = null;
  #asking: Promise<boolean> | null = null;
  /** How often the database was asked (a test counts them). */
  asked = 0;

  constructor(
    private readonly check: () => Promise<void>,
    private readonly onFailure: (error: unknown) => void,
    private readonly now: () => number = () => performance.now(),
  ) {}

  ok(): Promise<boolean> {
    if (this.#last && this.now() - this.#last.at < HEALTH_FRESH_MS) return Promise.resolve(this.#last.ok);
    this.#asking ??= (async () => {
      this.asked += 1;
      let ok = true;
      try {
        await this.check();
      } catch (error) {
        ok = false;
        this.onFailure(error);
      }
      this.#last = { ok, at: this.now() };
      this.#asking = null;
      return ok;
    })();
    return this.#asking;
  }
}
