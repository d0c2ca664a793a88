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
 * came for a second and this thread's heap grew since its last collection, one full collection
 * that moves the survivors together (as idle-memory.ts's compactingCollection, for this
 * collection only). Only where the launcher exposes gc.
 */
const QUIET_MS = 1000;
const GROWTH_BYTES = 4 * 1024 * 1024;
let heapAfterCollect = 0;
let quiet = null;
function collectWhenQuiet() {
  if (typeof globalThis.gc !== 'function') return;
  clearTimeout(quiet);
  quiet = setTimeout(() => {
    if (process.memoryUsage().heapUsed - heapAfterCollect < GROWTH_BYTES) return;
    v8.setFlagsFromString('--compact-on-every-full-gc');
    try {
      globalThis.gc();
    } finally {
      v8.setFlagsFromString('--no-compact-on-every-full-gc');
    }
    heapAfterCollect = process.memoryUsage().heapUsed;
  }, QUIET_MS);
  quiet.unref();
}

let client;
try {
  const keepText = (value) => value;
  client = await PGlite.create(start.folder, { parsers: Object.fromEntries(start.textTypes.map((oid) => [oid, keepText])), postgresqlconf: start.settings });
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
