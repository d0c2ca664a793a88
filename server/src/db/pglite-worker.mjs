// The embedded database's own thread (started by pglite-thread.ts): it opens the PGlite folder it
// is given and runs the statements the server's thread sends it, one at a time, answering each
// with its rows or its error. PostgreSQL compiled to WebAssembly runs synchronously: on the
// server's thread every statement held up every request for its whole duration (a sign-up
// 10-15 ms, a 10,000-row import 1.2 s at once); here it holds up only this thread.
//
// Plain JavaScript, so that the same file runs from the sources (the tests, `npm run dev`) and
// from the build (the build copies it beside the bundle): a worker does not inherit the loader
// that runs the TypeScript sources. The messages are typed in pglite-thread.ts (ThreadStart,
// ThreadRequest, ThreadAnswer). The server's thread keeps the WebAssembly on V8's baseline
// compiler before starting this one (wasm-baseline.ts: the flag is the process's).
import v8 from 'node:v8';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { residentBundle } from './pglite-bundle.mjs';

const start = workerData;
const port = parentPort;
const post = (answer) => port.postMessage(answer);

/** An error as plain data: its message and the fields PostgreSQL's errors carry (code, severity, detail...). */
function plain(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields = { name: error.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  return fields;
}

/*
 * Memory back after a busy spell, as the server's thread does (idle-memory.ts): once no statement
 * came for six seconds (IDLE_CHECKS there: V8 shrinks the young generation only at a collection
 * after five quiet seconds) and this thread's heap holds more of the system's memory than after
 * its last collection, one full collection that moves the survivors together (as idle-memory.ts's
 * compactingCollection, for this collection only). Only where the launcher exposes gc. The pages
 * held count, not the bytes in use: after 1,000 sign-ups the young generation stayed at its cap
 * (8 MB of pages for 2.5 MB in use) with 3.5 MB more in use than after the last collection, and
 * without a collection the thread kept those pages for good.
 */
const heapBytes = () => v8.getHeapStatistics().total_physical_size;
const QUIET_MS = 6000;
const GROWTH_BYTES = 4 * 1024 * 1024;
let heapAfterCollect = 0;
let quiet = null;
function collectWhenQuiet() {
  if (typeof globalThis.gc !== 'function') return;
  clearTimeout(quiet);
  quiet = setTimeout(() => {
    // The least since the last collection: V8 may give pages back on its own.
    heapAfterCollect = Math.min(heapAfterCollect, heapBytes());
    if (heapBytes() - heapAfterCollect < GROWTH_BYTES) return;
    v8.setFlagsFromString('--compact-on-every-full-gc');
    try {
      globalThis.gc();
    } finally {
      v8.setFlagsFromString('--no-compact-on-every-full-gc');
    }
    heapAfterCollect = heapBytes();
  }, QUIET_MS);
  quiet.unref();
}

let client;
try {
  const keepText = (value) => value;
  // Only the files a running server reads (the folder exists: openDatabase has initdb's child
  // create it first); PGlite's whole bundle if its table of files cannot be read.
  const bundle = residentBundle();
  client = await PGlite.create(start.folder, {
    parsers: Object.fromEntries(start.textTypes.map((oid) => [oid, keepText])),
    postgresqlconf: start.settings,
    ...(bundle ? { fsBundle: bundle.fsBundle } : {}),
  });
  for (const name of bundle?.leftOut ?? []) client.Module.FS.unlink(name);
  await client.listen(start.channel, () => post({ type: 'notice' }));
} catch (error) {
  post({ type: 'failed', error: plain(error) });
  process.exit(1);
}
post({ type: 'ready' });
// Opening the folder leaves its garbage here (PGlite's start-up): collected once the server is quiet.
collectWhenQuiet();

port.on('message', async (request) => {
  collectWhenQuiet();
  try {
    if (request.op === 'query') {
      const result = await client.query(request.sql, request.params);
      post({ type: 'answer', id: request.id, rows: result.rows, affectedRows: result.affectedRows });
    } else if (request.op === 'copyFrom') {
      await client.query(request.sql, [], { blob: new Blob([request.data]) });
      post({ type: 'answer', id: request.id, rows: [] });
    } else if (request.op === 'exec') {
      await client.exec(request.sql);
      post({ type: 'answer', id: request.id, rows: [] });
    } else {
      await client.close();
      post({ type: 'answer', id: request.id, rows: [] });
      port.close();
    }
  } catch (error) {
    post({ type: 'error', id: request.id, error: plain(error) });
  }
});
