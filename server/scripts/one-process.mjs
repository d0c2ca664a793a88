// Runs the test files given as arguments in this one process, one after another, each inside a
// suite named after it: the hooks a file declares at its top level then belong to that suite, so
// they run before and after that file's tests as if it ran alone. One process instead of one per
// file: loading the server's modules and opening PGlite's WebAssembly cost about 5 s a file,
// a third of the whole run (scripts/run-tests.mjs).
import { describe, test } from 'node:test';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** How long the process may stay up after the last test before it is a leak (a timer, a socket). */
const LINGER_MS = 30_000;

for (const file of process.argv.slice(2)) {
  describe(file, async () => {
    await import(pathToFileURL(path.resolve(file)).href);
  });
}

test('every file has run', () => {
  // One file's server or timer left running would keep the process (and CI) up for good, and the
  // summary is printed only once nothing is left: name what is left, and fail.
  setTimeout(() => {
    console.error(`\nA test file left something running ${LINGER_MS / 1000} s after the last test: ${process.getActiveResourcesInfo().join(', ')}`);
    process.exit(1);
  }, LINGER_MS).unref();
});
