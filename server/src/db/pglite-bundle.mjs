// PGlite's file bundle (pglite.data: PostgreSQL's share/ and lib/ folders, 6.2 MB in 699 files)
// with only the files a running server reads made resident.
//
// PGlite loads the bundle into one buffer and keeps it for as long as the database is open: its
// files are views into that buffer, so deleting one frees nothing. Most of it is never read by a
// server that opens an existing folder: what initdb reads (postgres.bki, the system views' SQL;
// initdb runs in a process of its own, pglite-init.ts, with the whole bundle), what builds
// extensions (pgxs), conversions between UTF-8 and other encodings (the database and every client
// here are UTF-8), replication, snowball stemming and ICU's collation data (the database's
// collation is libc's "C"). So the buffer is made zero-filled (the system hands such memory over
// untouched, and untouched pages take none) and only the other files are read into it: measured,
// 964 KB of the buffer resident instead of 6,096. The left-out files are then deleted from
// PGlite's file system, so that anything that still asks for one gets PostgreSQL's "could not
// access file" and never reads zeros.
//
// Plain JavaScript, for the worker (pglite-worker.mjs); typed in pglite-bundle.d.mts.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Files of the bundle a running server never reads (see above). */
const LEFT_OUT = [
  /^\/pglite\/share\/postgresql\/(postgres\.bki|information_schema\.sql|system_[a-z_]+\.sql|snowball_create\.sql|sql_features\.txt|errcodes\.txt|[a-z_]+\.conf\.sample|psqlrc\.sample)$/,
  /^\/pglite\/lib\/postgresql\/pgxs\//,
  /^\/pglite\/lib\/postgresql\/([a-z0-9]+_and_[a-z0-9_]+|libpqwalreceiver|pgoutput|dict_snowball)\.so$/,
  /^\/pglite\/icu\//,
];

export const leftOut = (name) => LEFT_OUT.some((rule) => rule.test(name));

/** PGlite's own folder (its dist/, where pglite.data and its scripts are). */
function pgliteDist() {
  return path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
}

/**
 * The bundle's table of files ({ name, start, end } in the data file), as PGlite's loader lists
 * it in its script, or null when no script of PGlite lists one that covers `size` bytes exactly
 * (another layout after an upgrade: the caller then loads the whole bundle, as PGlite does).
 */
export function bundleTable(dist, size) {
  for (const file of fs.readdirSync(dist).filter((name) => name.endsWith('.js'))) {
    const script = fs.readFileSync(path.join(dist, file), 'utf8');
    if (!script.includes(`remote_package_size:${size}`)) continue;
    const table = [...script.matchAll(/\{filename:"([^"]+)",start:(\d+),end:(\d+)\}/g)].map((match) => ({ name: match[1], start: Number(match[2]), end: Number(match[3]) }));
    let next = 0;
    for (const entry of table) {
      if (entry.start !== next || entry.end < entry.start) return null;
      next = entry.end;
    }
    return table.length > 0 && next === size ? table : null;
  }
  return null;
}

function readFully(fd, into, position) {
  for (let done = 0; done < into.length; ) {
    const read = fs.readSync(fd, into, done, into.length - done, position + done);
    if (read === 0) throw new Error(`pglite.data ended at ${position + done}`);
    done += read;
  }
}

/**
 * The bundle for PGlite's `fsBundle` option with only the files a running server reads made
 * resident, and the files left out; null when PGlite's table of files cannot be read.
 */
export function residentBundle(dist = pgliteDist()) {
  const file = path.join(dist, 'pglite.data');
  const size = fs.statSync(file).size;
  const table = bundleTable(dist, size);
  if (!table) return null;
  const buffer = new ArrayBuffer(size);
  const removed = [];
  const fd = fs.openSync(file, 'r');
  try {
    for (const entry of table) {
      if (leftOut(entry.name)) removed.push(entry.name);
      else readFully(fd, new Uint8Array(buffer, entry.start, entry.end - entry.start), entry.start);
    }
  } finally {
    fs.closeSync(fd);
  }
  // PGlite only asks the option for its bytes (a Blob's arrayBuffer() would copy them all).
  return { fsBundle: { arrayBuffer: async () => buffer }, leftOut: removed };
}
