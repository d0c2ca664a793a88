import { CompiledQuery, type Insertable, type Kysely } from 'kysely';
import { turnTaker } from '../lib/background-pace.js';
import { COPY_FROM_TEXT, PGliteAdapter } from './pglite-dialect.js';
import type { Database } from './schema.js';

/*
 * Many rows into one table at once (a user import's 10,000). On the embedded database one COPY
 * of them all: measured on a family of 1,100, PGlite took 0.43 s of its thread for 10,000 rows
 * in INSERTs of 100 and 0.19 s for one COPY (no statement of 1,200 parameters to build, post and
 * plan a hundred times). On PostgreSQL, INSERTs of INSERT_ROWS (its driver has no COPY, and
 * there the statements run on the database server's own processes).
 */

/**
 * Rows a statement on PostgreSQL (and where the rows' columns differ). Each INSERT is built and
 * compiled in one piece of the server's thread: 1,000 rows (14,000 values) took it 30 ms, 200
 * rows 9-12 ms, 100 rows about 5 ms, for the same import time.
 */
const INSERT_ROWS = 100;

const COPY_ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const COPY_SPECIAL = /[\\\t\n\r]/;
const COPY_SPECIALS = /[\\\t\n\r]/g;

/** One value in COPY's text format. */
function copyText(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  // Most values have nothing to escape: a test of them is cheaper than a replace that finds nothing.
  if (typeof value === 'string') return COPY_SPECIAL.test(value) ? value.replace(COPY_SPECIALS, (c) => COPY_ESCAPES[c]) : value;
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (value instanceof Date) return value.toISOString();
  throw new TypeError(`a ${typeof value} has no COPY text here`);
}

/** The columns a row names: an undefined value names none (Kysely's INSERT leaves it out too). */
const namedColumns = (row: object) => Object.entries(row).flatMap(([column, value]) => (value === undefined ? [] : [column]));

type Turns = ReturnType<typeof turnTaker>;

/** Whether `row` names exactly the columns in `columns` (`count` of them). */
function namesOnly(row: Record<string, unknown>, columns: ReadonlySet<string>, count: number): boolean {
  let named = 0;
  for (const column of Object.keys(row)) {
    if (row[column] === undefined) continue;
    if (!columns.has(column)) return false;
    named += 1;
  }
  return named === count;
}

/** The columns every row names, in one order; null when rows name different ones (a missing one is DEFAULT in an INSERT, NULL in a COPY). */
async function sharedColumns(rows: readonly object[], turns: Turns): Promise<string[] | null> {
  const columns = namedColumns(rows[0]);
  const known = new Set(columns);
  for (const row of rows) {
    await turns.take();
    if (!namesOnly(row as Record<string, unknown>, known, columns.length)) return null;
  }
  return columns;
}

/**
 * Inserts `rows` into `table` in the transaction or database `db` (nothing comes back: ask for what you need).
 * The rows are looked at and written out with turns of the event loop between (`turns`, the
 * caller's own clock if it has one): in one piece, an import's 250 users' rows were the longest
 * holds of its event loop (8-36 ms under a CPU profiler).
 */
export async function insertRows<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  turns: Turns = turnTaker(),
): Promise<void> {
  if (rows.length === 0) return;
  const columns = db.getExecutor().adapter instanceof PGliteAdapter ? await sharedColumns(rows, turns) : null;
  if (columns) {
    const statement = `copy ${table} (${columns.join(', ')}) from '/dev/blob'`;
    if (COPY_FROM_TEXT.test(statement)) {
      let data = '';
      for (const row of rows) {
        await turns.take();
        // A loop, not map and join: 10,000 rows would make 10,000 arrays of their values.
        const values = row as Record<string, unknown>;
        for (let index = 0; index < columns.length; index += 1) data += (index === 0 ? '' : '\t') + copyText(values[columns[index]]);
        data += '\n';
      }
      await db.executeQuery(CompiledQuery.raw(statement, [data]));
      return;
    }
  }
  const untyped = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  for (let i = 0; i < rows.length; i += INSERT_ROWS) {
    await untyped.insertInto(table).values(rows.slice(i, i + INSERT_ROWS) as Array<Record<string, unknown>>).execute();
  }
}
