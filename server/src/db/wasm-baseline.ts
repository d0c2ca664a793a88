import v8 from 'node:v8';

/**
 * Keeps the embedded database's WebAssembly on V8's baseline compiler (Liftoff) and never lets
 * it tier up to the optimizing one (TurboFan).
 *
 * PostgreSQL compiled to WebAssembly is one ~9 MB module whose start-up code runs hot for a few
 * seconds: V8 then recompiles the hot ones with TurboFan on background threads, work that a
 * family's small queries never earn back. Measured on a 2-core machine (server start, median of
 * 5, docs/benchmarks.md): 3.5 -> 2.5 s and 5.4 -> 3.2 CPU-s, peak memory 232 -> 188 MB;
 * requests per second the same (paired A/B); 1,000 inserts, 300 reads of 1,000 rows and 4,000
 * point queries and updates took the same time either way for a third less CPU.
 *
 * A flag changed after V8 started applies to code compiled afterwards, so this runs before
 * PGlite's module is compiled: every way of starting the server (the launcher, `node
 * dist/main.js`, the tests' in-process servers, the initdb child) gets it without a command-line
 * flag. Idempotent.
 */
export function keepWasmOnBaselineCompiler(): void {
  v8.setFlagsFromString('--liftoff-only');
}
