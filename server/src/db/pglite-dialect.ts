import fsp from 'node:fs/promises';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { EmbeddedClient } from './pglite-thread.js';

/**
 * The embedded database cannot be used now (it failed and has not been reopened yet). Answered
 * as 503, or 507 when the reason is a full disk (plugins/errors.ts).
 */
export class DatabaseUnavailableError extends Error {
  constructor(
    readonly diskFull: boolean,
    options?: { cause?: unknown },
  ) {
    super(diskFull ? 'the embedded database stopped: the disk is full' : 'the embedded database stopped and is not open again yet', options);
    this.name = 'DatabaseUnavailableError';
  }
}

interface PGliteDialectOptions {
  /**
   * Opens the database folder again after PGlite failed beyond use (see `isFatal`); without it
   * the dialect stays unavailable until the process restarts.
   */
  reopen?: () => Promise<EmbeddedClient>;
  /** The folder, whose free space decides whether reopening is worth trying. */
  folder?: string;
  /** Where a failure and a reopening are reported (default: stderr). */
  log?: (message: string) => void;
}

/**
 * A PGlite error after which the instance must never be queried again. PostgreSQL raises PANIC
 * when it cannot write its WAL (a full disk: SQLSTATE 53100): a server process would die and be
 * restarted; inside PGlite the next query spins for ever in WebAssembly (measured with PGlite
 * 0.5: a real full tmpfs and an injected ENOSPC alike): on its own thread (pglite-thread.ts) it no
 * longer freezes the server, but it never answers either.
 */
function isFatal(error: unknown): boolean {
  const severity = (error as { severity?: unknown }).severity;
  // WebAssembly.RuntimeError: the module aborted (its memory is in an unknown state).
  return severity === 'PANIC' || severity === 'FATAL' || (error instanceof Error && error.name === 'RuntimeError');
}

/** PostgreSQL needs room for a new 16 MB WAL segment to start; below this, reopening would fail anyway. */
const REOPEN_MIN_FREE_BYTES = 64 * 1024 * 1024;
/** Between two attempts to reopen (each costs a second of CPU and some memory). */
const REOPEN_INTERVAL_MS = 2000;

/**
 * PostgreSQL's adapter, saying that this connection reads a COPY's rows from a text it is given
 * (bulk-rows.ts): PGlite takes them as a file, '/dev/blob'; PostgreSQL's own server would read
 * that path on its machine, and its driver has no COPY.
 */
export class PGliteAdapter extends PostgresAdapter {
  readonly copiesFromText = true;
}

/** The one COPY a PGlite connection runs: `copy <table> (<columns>) from '/dev/blob'`, its rows the one parameter. */
export const COPY_FROM_TEXT = /^copy [a-z_][a-z0-9_]* \([a-z0-9_, ]+\) from '\/dev\/blob'$/;

/**
 * A Kysely dialect for PGlite.
 *
 * PGlite is ONE database session. kysely-pglite hands that session to every caller at once, so a
 * transaction opened by one request would also contain the queries of every other request running
 * at the same time (and a ROLLBACK would undo them). This driver lends the single connection to one
 * caller at a time: a query or a whole transaction holds it until it is released.
 *
 * After a fatal error (isFatal) the instance is closed and never queried again: every caller gets
 * DatabaseUnavailableError at once, and the next caller after REOPEN_INTERVAL_MS, once the disk
 * has room again, reopens the folder (PostgreSQL's crash recovery keeps every committed write).
 */
export class PGliteDialect implements Dialect {
  constructor(
    private readonly client: EmbeddedClient,
    private readonly options: PGliteDialectOptions = {},
  ) {}
  createAdapter() {
    return new PGliteAdapter();
  }
  createDriver(): Driver {
    return new PGliteDriver(this.client, this.options);
  }
  createIntrospector(db: Kysely<any>) {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}

class Mutex {
  #tail: Promise<void> = Promise.resolve();
  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return ready;
  }
}

class PGliteDriver implements Driver {
  readonly #mutex = new Mutex();
  readonly #releases = new WeakMap<DatabaseConnection, () => void>();
  #client: EmbeddedClient;
  /** Set when the instance failed beyond use; the connections handed out before see it too. */
  readonly #state: { broken: { diskFull: boolean; cause: unknown } | null; nextAttempt: number; closing: Promise<void> | null } = {
    broken: null,
    nextAttempt: 0,
    closing: null,
  };
  readonly #log: (message: string) => void;

  constructor(
    client: EmbeddedClient,
    private readonly options: PGliteDialectOptions,
  ) {
    this.#client = client;
    this.#log = options.log ?? ((message) => process.stderr.write(`${message}\n`));
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    const release = await this.#mutex.lock();
    try {
      if (this.#state.broken) await this.#reopen();
    } catch (error) {
      release();
      throw error;
    }
    const connection = new PGliteConnection(this.#client, (error) => this.#failed(error));
    this.#releases.set(connection, release);
    return connection;
  }

  /** A fatal error: close the instance (closing works; only queries spin) and refuse until reopened. */
  #failed(error: unknown): DatabaseUnavailableError {
    if (!this.#state.broken) {
      const diskFull = (error as { code?: unknown }).code === '53100' || /no space left/i.test(String((error as Error).message));
      this.#state.broken = { diskFull, cause: error };
      this.#state.nextAttempt = 0;
      this.#log(`The embedded database failed and is closed (${String((error as Error).message)}); it is reopened once ${diskFull ? 'the disk has room again' : 'possible'}.`);
      const dead = this.#client;
      this.#state.closing = dead.close().catch(() => {});
    }
    return new DatabaseUnavailableError(this.#state.broken.diskFull, { cause: error });
  }

  /** Called holding the mutex: opens the folder again, or throws DatabaseUnavailableError. */
  async #reopen(): Promise<void> {
    const broken = this.#state.broken!;
    const unavailable = () => new DatabaseUnavailableError(broken.diskFull, { cause: broken.cause });
    if (!this.options.reopen || Date.now() < this.#state.nextAttempt) throw unavailable();
    this.#state.nextAttempt = Date.now() + REOPEN_INTERVAL_MS;
    if (this.options.folder) {
      try {
        const space = await fsp.statfs(this.options.folder);
        if (space.bavail * space.bsize < REOPEN_MIN_FREE_BYTES) throw unavailable();
      } catch (error) {
        if (error instanceof DatabaseUnavailableError) throw error;
      }
    }
    await this.#state.closing;
    try {
      this.#client = await this.options.reopen();
    } catch (error) {
      this.#log(`The embedded database could not be reopened yet: ${error instanceof Error ? error.message : String(error)}`);
      throw unavailable();
    }
    this.#state.broken = null;
    this.#state.closing = null;
    this.#log('The embedded database is open again.');
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = 'begin';
    if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) statement += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // A failed instance has no transaction left to undo: the error that failed it is the answer.
    if (this.#state.broken) return;
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.#releases.get(connection)?.();
    this.#releases.delete(connection);
  }

  /** Waits for the running query or transaction, writes a checkpoint and closes the database. */
  async destroy(): Promise<void> {
    const release = await this.#mutex.lock();
    try {
      if (this.#state.broken) {
        await this.#state.closing;
      } else if (!this.#client.closed) {
        await this.#client.exec('checkpoint');
        await this.#client.close();
      }
    } finally {
      release();
    }
  }
}

class PGliteConnection implements DatabaseConnection {
  #failed: DatabaseUnavailableError | null = null;
  constructor(
    private readonly client: EmbeddedClient,
    private readonly onFatal: (error: unknown) => DatabaseUnavailableError,
  ) {}

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    // Never a query after a fatal error: it would never come back.
    if (this.#failed) throw this.#failed;
    let result;
    try {
      const [data] = compiledQuery.parameters;
      if (COPY_FROM_TEXT.test(compiledQuery.sql) && compiledQuery.parameters.length === 1 && typeof data === 'string') {
        await this.client.copyFrom(compiledQuery.sql, data);
        return { rows: [] };
      }
      result = await this.client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    } catch (error) {
      if (isFatal(error)) {
        this.#failed = this.onFatal(error);
        // The statement's own error (PANIC, 53100 on a full disk) is the answer to this call.
      }
      throw error;
    }
    const kind = compiledQuery.query.kind;
    const changes =
      kind === 'InsertQueryNode' || kind === 'UpdateQueryNode' || kind === 'DeleteQueryNode' || kind === 'MergeQueryNode';
    return {
      rows: result.rows,
      ...(changes && result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not support streaming queries.');
  }
}
