import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { CompiledQuery, Kysely } from 'kysely';
import { turnTaker } from '../lib/background-pace.js';
import { insertRows } from './bulk-rows.js';
import { PGliteAdapter } from './pglite-dialect.js';
import type { Database } from './schema.js';

/** The embedded database as insertRows sees it: its adapter, and the statement it is given (when, counted in turns). */
function embeddedDatabase(turnsSoFar: () => number) {
  const sent: Array<{ sql: string; data: string; turnsBefore: number }> = [];
  const db = {
    getExecutor: () => ({ adapter: new PGliteAdapter() }),
    executeQuery: async (query: CompiledQuery) => {
      sent.push({ sql: query.sql, data: String(query.parameters[0]), turnsBefore: turnsSoFar() });
      return { rows: [] };
    },
  } as unknown as Kysely<Database>;
  return { db, sent };
}

describe('many rows at once, while the server answers others', () => {
  test("a big batch is made into the embedded database's COPY with turns of the event loop between its rows", async () => {
    let turns = 0;
    let counting = true;
    const count = () => {
      turns += 1;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const { db, sent } = embeddedDatabase(() => turns);
    const rows = Array.from({ length: 1000 }, (_, i) => ({ email: `turns.${i}@example.org`, display_name: `Turns ${i}`, created_at: new Date(0), updated_at: new Date(0) }));
    // A clock on which every step has used up the turn's budget: each may give the loop a turn.
    let now = 0;
    await insertRows(db, 'users', rows, turnTaker(4, () => (now += 5)));
    counting = false;
    assert.equal(sent.length, 1, 'one COPY');
    assert.match(sent[0].sql, /^copy users \(email, display_name, created_at, updated_at\) from '\/dev\/blob'$/);
    assert.equal(sent[0].data.split('\n').length, rows.length + 1, 'every row, each on its line');
    // Made in one piece, the statement would be sent before the loop had a single turn.
    assert.ok(sent[0].turnsBefore >= rows.length, `the loop had ${sent[0].turnsBefore} turns before the COPY of ${rows.length} rows`);
  });
});
