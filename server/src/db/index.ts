import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Kysely, PostgresDialect, sql } from 'kysely';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';
import { PGliteThread } from './pglite-thread.js';
import { keepWasmOnBaselineCompiler } from './wasm-baseline.js';

export type Db = Kysely<Database>;

/** Announcements of committed changes, heard by this process when it can hear them all. */
export interface ChangeNotices {
  onUsersChanged(listener: () => void): () => void;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * The embedded database's: every commit happens in this process, so it hears each one as it
   * happens. Null on PostgreSQL, where other processes write too: there, ask.
   */
  notices: ChangeNotices | null;
  /** Finishes running work and closes the database (PGlite: checkpoint + close; pg: pool end). */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; when null the embedded PGlite database in `pgliteDir` is used. */
  databaseUrl: string | null;
  pgliteDir: string;
  onPoolError?: (error: Error) => void;
}

/** `date` comes back as the 'YYYY-MM-DD' text PostgreSQL sends, never as a JS Date in local time. */
const DATE_OID = 1082;
const rawDate = (value: string) => value;

/**
 * The embedded database's memory settings. PostgreSQL's defaults are for a shared server
 * (128 MB of shared buffers alone); a family's whole database is a few MB, so a small buffer
 * cache holds all of it while the process stays small. Tried and left: 4 MB of buffers (they
 * live in the WebAssembly memory, which never shrinks) took 4 MB off the idle server, but after
 * 1,000 sign-ups a 10,000-row import took 1.77-2.08 s instead of 1.35-1.50.
 */
export const PGLITE_SETTINGS = ['shared_buffers=8MB', 'work_mem=2MB', 'temp_buffers=2MB', 'maintenance_work_mem=16MB', 'wal_buffers=512kB'];

/**
 * The initdb child's script: beside this module (src/db, dist/db), or in db/ beside the one file
 * this module is bundled into (dist/main.js, scripts/bundle.mjs).
 */
function pgliteInitScript(): string {
  const self = fileURLToPath(import.meta.url);
  const name = `pglite-init${path.extname(self)}`;
  const beside = path.join(path.dirname(self), name);
  return fs.existsSync(beside) ? beside : path.join(path.dirname(self), 'db', name);
}

/** Runs PGlite's initdb for a new folder in a child process (see pglite-init.ts for why). */
async function initPgliteFolder(folder: string): Promise<void> {
  const script = pgliteInitScript();
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, script, folder], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk) => (errors += String(chunk)));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`creating the embedded database failed (${code}): ${errors.trim()}`))));
  });
}

/** The channel migration 0005's trigger announces every committed change to users on. */
export const USERS_CHANGED_CHANNEL = 'familynet_users';

/** The folder of the embedded database inside DATA_DIR. */
export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'db');
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // Loaded only here: the embedded database's server never holds the driver (3 MB of heap).
    const { default: pg } = await import('pg');
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Per-pool override: the global pg.types registry is left alone.
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          oid === DATE_OID ? rawDate : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    pool.on('error', (error) => options.onPoolError?.(error));
    // A connection that dies while a request holds it (PostgreSQL stopped, restarted, crashed)
    // makes its client emit 'error'. pg-pool listens only while a client is idle, and an 'error'
    // nobody listens to ends the process. The request's query gets the same error (a 503), an
    // idle client's is reported through the pool's 'error' above: nothing more to do here
    // (faults/postgres-down.fault.ts).
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // Fail at start, with the driver's message, when the database cannot be reached.
    try {
      const client = await pool.connect();
      client.release();
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    return { db, kind: 'postgres', notices: null, close: () => db.destroy() };
  }

  fs.mkdirSync(options.pgliteDir, { recursive: true });
  if (!fs.existsSync(path.join(options.pgliteDir, 'PG_VERSION'))) await initPgliteFolder(options.pgliteDir);
  // The flag is the process's: set before the thread compiles the module.
  keepWasmOnBaselineCompiler();
  const listeners = new Set<() => void>();
  // On a thread of its own (pglite-thread.ts): a statement never holds up the server's event loop.
  const open = () =>
    PGliteThread.open({ folder: options.pgliteDir, settings: PGLITE_SETTINGS, channel: USERS_CHANGED_CHANNEL, textTypes: [DATE_OID] }, () =>
      listeners.forEach((listener) => listener()),
    );
  const client = await open();
  // Reopened after a fatal failure (a full disk): what was kept of users may be older than the
  // recovered database, so every listener hears "changed".
  const reopen = async () => {
    const fresh = await open();
    listeners.forEach((listener) => listener());
    return fresh;
  };
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client, { reopen, folder: options.pgliteDir }) });
  const notices: ChangeNotices = {
    onUsersChanged(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { db, kind: 'pglite', notices, close: () => db.destroy() };
}

/** Whether the database answers at all: the health check's one question. */
export async function ping(db: Db): Promise<void> {
  await sql`select 1`.execute(db);
}
