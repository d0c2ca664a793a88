// Creates an embedded database folder (PGlite's initdb) and exits. Run as a child process by
// openDatabase: initdb grows the WebAssembly memory to about 800 MB, which a process can never
// give back, so the server itself only ever opens a folder that already exists.
import { PGlite } from '@electric-sql/pglite';
import { keepWasmOnBaselineCompiler } from './wasm-baseline.js';

const folder = process.argv[2];
if (!folder) {
  process.stderr.write('usage: pglite-init <data folder>\n');
  process.exit(2);
}
keepWasmOnBaselineCompiler();
const db = await PGlite.create(folder);
await db.close();
