#!/usr/bin/env node
// The server's entry as one file: dist/main.js (what tsc wrote, and the modules and packages it
// imports when it starts) rewritten as a single ES module in its place. Node resolves and reads
// each of about 900 files (140 of its own, the rest packages) one after another when the server starts, which made module loading
// half of every start (1.4 s, 1.7 CPU-s on a 2-core machine; one file: 0.8 s, 1.0 CPU-s). Every
// restart waits for it: after a crash, an upgrade, a power cut.
// Left outside, loaded from node_modules as before:
// - what the server loads only when first needed (pg, nodemailer, the passkey library, sharp),
//   so a server that never needs them never holds them;
// - native addons (argon2, sharp) and PGlite, which finds its WebAssembly and data files beside
//   its own module.
// The other entries (the backup and restore commands, the embedded database's initdb child and
// its thread) stay files of their own, so every path a module computes from its own address is as before.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entry = path.join(serverDir, 'dist/main.js');

/** Packages the bundle imports at run time instead of containing. */
const OUTSIDE_THE_BUNDLE = ['@electric-sql/pglite', 'argon2', 'sharp', 'pg', 'pg-native', 'nodemailer', '@simplewebauthn/server'];

await build({
  entryPoints: [entry],
  outfile: entry,
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: OUTSIDE_THE_BUNDLE,
  // tsc's source maps are carried through: dist/main.js.map leads back to src/*.ts for a debugger
  // or `node --enable-source-maps` (a logged stack names lines of dist/main.js).
  sourcemap: true,
  // The CommonJS packages inside call require() for Node's own modules.
  banner: { js: "import { createRequire as __familynetRequire } from 'node:module'; const require = __familynetRequire(import.meta.url);" },
  // Without comments and blank space, and in ASCII only: V8 keeps a module's whole source for as
  // long as the server runs, and a single character beyond Latin-1 (a '–' in a package's
  // comment) made it keep all 4 MB as two bytes a character (7.8 MB, the server thread's
  // biggest object). Names are kept, so a logged stack still reads.
  minifyWhitespace: true,
  minifySyntax: true,
  charset: 'ascii',
  // The packages' licence notices go to dist/main.js.LEGAL.txt, kept with the bundle.
  legalComments: 'external',
  logLevel: 'warning',
});

// What the ASCII settings above are for, checked: one wider character doubles the source's memory.
const wide = /[^\x00-\x7f]/.exec(fs.readFileSync(entry, 'latin1'));
if (wide) throw new Error(`dist/main.js has a character beyond ASCII at ${wide.index}: V8 would keep its whole source at two bytes a character`);

// The catalogues of the languages (issue 42), read when a language is first needed
// (src/i18n/catalog-files.ts): the server's own words beside the bundle in dist/messages, its
// answers' in dist/messages/answers, the messages it shares with the pages in
// dist/messages/shared. tsc emits only the English it imports, and the image ships dist/ without
// the sources.
const messagesDir = path.join(serverDir, 'dist/messages');
const copyCatalogs = (from, to) => {
  fs.mkdirSync(to, { recursive: true });
  for (const file of fs.readdirSync(from).filter((name) => name.endsWith('.json'))) fs.copyFileSync(path.join(from, file), path.join(to, file));
};
copyCatalogs(path.join(serverDir, 'src/messages'), messagesDir);
copyCatalogs(path.join(serverDir, 'src/answers'), path.join(messagesDir, 'answers'));
const contractsDir = path.dirname(createRequire(import.meta.url).resolve('shared-contracts/package.json'));
copyCatalogs(path.join(contractsDir, 'src/i18n/messages'), path.join(messagesDir, 'shared'));

// The embedded database's thread runs its own files, plain JavaScript that tsc does not copy:
// dist/db/ beside the other entries (db/pglite-thread.ts finds it there).
fs.mkdirSync(path.join(serverDir, 'dist/db'), { recursive: true });
for (const file of ['pglite-worker.mjs', 'pglite-bundle.mjs']) fs.copyFileSync(path.join(serverDir, 'src/db', file), path.join(serverDir, 'dist/db', file));
