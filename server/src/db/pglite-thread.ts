import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/*
 * The embedded database on a thread of its own (pglite-worker.mjs), seen from the server's thread
 * as the little of PGlite that the dialect uses: query, exec, close. Statements still run one at
 * a time (the dialect lends the one session to one caller at a time); what changes is that while
 * PostgreSQL works, the server's event loop keeps answering requests that need no database (the
 * member list, the signed-in member, the site's files) and accepting new ones.
 */

/** What the worker is started with. */
export interface ThreadStart {
  folder: string;
  settings: string[];
  /** The channel whose notifications the worker passes on. */
  channel: string;
  /** Types whose text is kept as sent (a `date` as 'YYYY-MM-DD'). */
  textTypes: number[];
}

type Statement = { op: 'query'; sql: string; params: unknown[] } | { op: 'copyFrom'; sql: string; data: string } | { op: 'exec'; sql: string } | { op: 'close' };
export type ThreadRequest = Statement & { id: number };

export type ThreadAnswer =
  | { type: 'ready' }
  | { type: 'failed'; error: Record<string, unknown> }
  | { type: 'notice' }
  | { type: 'answer'; id: number; rows: unknown[]; affectedRows?: number }
  | { type: 'error'; id: number; error: Record<string, unknown> };

/** The subset of PGlite the dialect uses. */
export interface EmbeddedClient {
  readonly closed: boolean;
  query<R>(sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows?: number }>;
  /** A `copy <table> (<columns>) from '/dev/blob'` statement, reading `data` (COPY's text format). */
  copyFrom(sql: string, data: string): Promise<void>;
  exec(sql: string): Promise<void>;
  close(): Promise<void>;
}

/** An error of the worker's, with the fields it carried (code, severity, detail...). */
function revived(fields: Record<string, unknown>): Error {
  const error = new Error(String(fields.message ?? 'the embedded database failed'));
  Object.assign(error, fields);
  return error;
}

/**
 * The worker's script (plain JavaScript, pglite-worker.mjs): beside this module (src/db,
 * dist/db), or in db/ beside the one file this module is bundled into (dist/main.js,
 * scripts/bundle.mjs copies it there).
 */
function workerScript(): string {
  const self = fileURLToPath(import.meta.url);
  const beside = path.join(path.dirname(self), WORKER_FILE);
  return fs.existsSync(beside) ? beside : path.join(path.dirname(self), 'db', WORKER_FILE);
}
const WORKER_FILE = 'pglite-worker.mjs';

/** The `--import` and `--require` modules the server's thread was started with, but TypeScript's loader (the worker needs none). */
function preloads(): string[] {
  const args: string[] = [];
  const all = process.execArgv;
  for (let i = 0; i < all.length; i += 1) {
    const flag = /^--(import|require)(?:=(.*))?$/.exec(all[i]);
    if (!flag) continue;
    const module = flag[2] ?? all[(i += 1)];
    if (module && module !== 'tsx' && !module.startsWith('tsx/')) args.push(`--${flag[1]}=${module}`);
  }
  return args;
}

export class PGliteThread implements EmbeddedClient {
  #closed = false;
  #next = 1;
  readonly #pending = new Map<number, { resolve: (answer: { rows: unknown[]; affectedRows?: number }) => void; reject: (error: Error) => void }>();

  private constructor(
    private readonly worker: Worker,
    onNotice: () => void,
  ) {
    worker.on('message', (answer: ThreadAnswer) => {
      if (answer.type === 'notice') onNotice();
      else if (answer.type === 'answer' || answer.type === 'error') {
        const waiting = this.#pending.get(answer.id);
        this.#pending.delete(answer.id);
        if (answer.type === 'answer') waiting?.resolve(answer);
        else waiting?.reject(revived(answer.error));
      }
    });
    // The thread ended (a WebAssembly abort, out of memory): every statement still waiting fails
    // as the database failing beyond use, which the dialect answers by reopening.
    worker.on('exit', () => this.#ended(Object.assign(new Error('the embedded database thread stopped'), { name: 'RuntimeError' })));
    worker.on('error', (error) => this.#ended(Object.assign(error, { name: 'RuntimeError' })));
  }

  /** Starts the thread and opens the folder in it; rejects with the database's own error. */
  static async open(start: ThreadStart, onNotice: () => void): Promise<PGliteThread> {
    // Of the server's flags, only its preloads (a test's injected faults): the worker is plain
    // JavaScript and needs no loader, and most other flags are the process's.
    // Its young generation as small as the server thread's (the launcher's --max-semi-space-size=4:
    // three semi-spaces): a busy spell leaves no more behind here than there.
    const worker = new Worker(workerScript(), { workerData: start, execArgv: preloads(), resourceLimits: { maxYoungGenerationSizeMb: 12 } });
    await new Promise<void>((resolve, reject) => {
      const first = (answer: ThreadAnswer) => {
        worker.off('exit', early);
        if (answer.type === 'ready') resolve();
        else if (answer.type === 'failed') reject(revived(answer.error));
      };
      const early = (code: number) => reject(new Error(`the embedded database thread stopped while opening (${code})`));
      worker.once('message', first);
      worker.once('exit', early);
      worker.once('error', reject);
    });
    return new PGliteThread(worker, onNotice);
  }

  get closed(): boolean {
    return this.#closed;
  }

  #ended(error: Error): void {
    this.#closed = true;
    for (const waiting of this.#pending.values()) waiting.reject(error);
    this.#pending.clear();
  }

  #send(request: Statement): Promise<{ rows: unknown[]; affectedRows?: number }> {
    if (this.#closed) return Promise.reject(Object.assign(new Error('the embedded database is closed'), { name: 'RuntimeError' }));
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  async query<R>(sql: string, params: unknown[]): Promise<{ rows: R[]; affectedRows?: number }> {
    return (await this.#send({ op: 'query', sql, params })) as { rows: R[]; affectedRows?: number };
  }

  async copyFrom(sql: string, data: string): Promise<void> {
    await this.#send({ op: 'copyFrom', sql, data });
  }

  async exec(sql: string): Promise<void> {
    await this.#send({ op: 'exec', sql });
  }

  /** Closes the database in its thread, then ends the thread (at once when it no longer answers). */
  async close(): Promise<void> {
    if (this.#closed) {
      await this.worker.terminate();
      return;
    }
    const stopped = new Promise((resolve) => this.worker.once('exit', resolve));
    // A thread that spins (a query after a fatal error would) never answers: it is ended.
    const late = setTimeout(() => void this.worker.terminate(), 5_000);
    this.#send({ op: 'close' }).catch(() => {});
    this.#closed = true;
    await stopped;
    clearTimeout(late);
  }
}
