import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { bundleTable, leftOut, residentBundle } from './pglite-bundle.mjs';
import { openDatabase, type DatabaseHandle } from './index.js';

const dist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
const dataFile = path.join(dist, 'pglite.data');

describe("PGlite's file bundle, with only what a running server reads made resident", () => {
  test("the installed PGlite's table of files covers its bundle exactly", () => {
    const table = bundleTable(dist, fs.statSync(dataFile).size);
    assert.ok(table, 'the table is found');
    const names = new Set(table.map((entry) => entry.name));
    for (const name of ['/pglite/share/postgresql/postgres.bki', '/pglite/lib/postgresql/plpgsql.so', '/pglite/share/postgresql/timezone/Europe/Berlin']) assert.ok(names.has(name), name);
  });

  test('every file a running server reads is in the buffer byte for byte, and the left-out ones are zeros', async () => {
    const bundle = residentBundle(dist);
    assert.ok(bundle);
    const bytes = new Uint8Array(await bundle.fsBundle.arrayBuffer());
    const whole = fs.readFileSync(dataFile);
    assert.equal(bytes.length, whole.length);
    const table = bundleTable(dist, whole.length)!;
    let resident = 0;
    for (const { name, start, end } of table) {
      const mine = bytes.subarray(start, end);
      if (bundle.leftOut.includes(name)) assert.ok(mine.every((byte) => byte === 0), `${name} is left out`);
      else {
        assert.ok(Buffer.from(mine).equals(whole.subarray(start, end)), `${name} is whole`);
        resident += end - start;
      }
    }
    // initdb's catalogue, the conversions to other encodings, ICU's collations: left out. The
    // procedural language, the time zones and their abbreviations: kept.
    for (const name of ['/pglite/share/postgresql/postgres.bki', '/pglite/share/postgresql/information_schema.sql', '/pglite/lib/postgresql/utf8_and_sjis.so', '/pglite/icu/icudt76l/coll/ucadata.icu']) {
      assert.ok(bundle.leftOut.includes(name), `${name} is left out`);
    }
    for (const name of ['/pglite/lib/postgresql/plpgsql.so', '/pglite/share/postgresql/timezone/Europe/Berlin', '/pglite/share/postgresql/timezonesets/Default']) assert.equal(leftOut(name), false, name);
    assert.ok(resident < 1.5 * 1024 * 1024, `${(resident / 1024).toFixed(0)} KB of ${(whole.length / 1024).toFixed(0)} KB read`);
  });

  test('a PGlite whose scripts list no table for its bundle gets the whole bundle (null here)', () => {
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-dist-'));
    try {
      fs.writeFileSync(path.join(elsewhere, 'pglite.data'), Buffer.alloc(30));
      fs.writeFileSync(path.join(elsewhere, 'chunk.js'), 'loadPackage({files:[{filename:"/a",start:0,end:10},{filename:"/b",start:12,end:30}],remote_package_size:30})');
      assert.equal(bundleTable(elsewhere, 30), null, 'a gap between files');
      assert.equal(residentBundle(elsewhere), null);
      fs.writeFileSync(path.join(elsewhere, 'chunk.js'), 'loadPackage({files:[{filename:"/a",start:0,end:10}],remote_package_size:30})');
      assert.equal(residentBundle(elsewhere), null, 'a table shorter than the bundle');
      fs.writeFileSync(path.join(elsewhere, 'chunk.js'), 'loadPackage({files:[{filename:"/a",start:0,end:10},{filename:"/b",start:10,end:30}],remote_package_size:30})');
      assert.deepEqual(residentBundle(elsewhere)?.leftOut, []);
    } finally {
      fs.rmSync(elsewhere, { recursive: true, force: true });
    }
  });
});

describe('the embedded database opened with that bundle', () => {
  let folder: string;
  let handle: DatabaseHandle;
  before(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-bundle-'));
    handle = await openDatabase({ databaseUrl: null, pgliteDir: folder });
  });
  after(async () => {
    await handle.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  test('reads the files it needs: a time zone, its abbreviations, the procedural language', async () => {
    const { rows } = await sql<{ berlin: string; abbreviated: string }>`
      select to_char(timestamptz '2026-07-01 12:00:00+00' at time zone 'Europe/Berlin', 'HH24:MI') as berlin,
             to_char(timestamptz '2026-07-01 12:00:00 CEST' at time zone 'UTC', 'HH24:MI') as abbreviated`.execute(handle.db);
    assert.deepEqual(rows, [{ berlin: '14:00', abbreviated: '10:00' }]);
    await sql`do $$ begin perform 1; end $$`.execute(handle.db);
  });

  test('a left-out file asked for is a clear error, and the database goes on', async () => {
    await assert.rejects(sql`select convert_to('x', 'SJIS')`.execute(handle.db), /could not access file "utf8_and_sjis"/);
    const { rows } = await sql<{ one: number }>`select 1 as one`.execute(handle.db);
    assert.deepEqual(rows, [{ one: 1 }]);
  });
});
