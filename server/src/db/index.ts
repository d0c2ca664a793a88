import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Finishes running work and closes the database (PGlite: checkpoint + close; pg: pool end). */
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; when null the embedded PGlite database in `pgliteDir` is used. */
  databaseUrl: string | null;
  pgliteDir: string;
  onPoolError?: (error: Error) => void;
}

const DATE_OID = 1082;
/** `date` comes back as the 'YYYY-MM-DD' text PostgreSQL sends, never as a JS Date in local time. */
const rawDate = (value: string) => value;

/** The folder of the embedded database inside DATA_DIR. */
export function pgliteDirOf(dataDir: string): string {
  return path.join(dataDir, 'db');
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    // Fail at start, with the driver's message, when the database cannot be reached.
    try {
      const client = await pool.connect();
      client.release();
    } catch (error) {
      await pool.end().catch(() => {});
      throw error;
    }
    return { db, kind: 'postgres', close: () => db.destroy() };
  }

  fs.mkdirSync(options.pgliteDir, { recursive: true });
  const client = await PGlite.create(options.pgliteDir, { parsers: { [DATE_OID]: rawDate } });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}
