import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { Db } from '../../db/index.js';
import { migrations } from '../../db/migrations.js';
import { readAllTables } from '../../db/tables.js';
import { uploadsDirOf } from '../members/index.js';
import { holdFileRemovals } from '../../lib/file-removal.js';
import { ARCHIVE_ROOT, BACKUP_FORMAT, type Manifest, type ManifestEntry } from './format.js';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

/** Every regular file under a folder (relative paths), leaving out ones being written (dot files). */
async function filesUnder(root: string, relative = ''): Promise<string[]> {
  const folder = path.join(root, relative);
  if (!fs.existsSync(folder)) return [];
  const found: string[] = [];
  for (const entry of await fsp.readdir(folder, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const child = path.join(relative, entry.name);
    if (entry.isDirectory()) found.push(...(await filesUnder(root, child)));
    else if (entry.isFile()) found.push(child);
  }
  return found.sort();
}

const asJson = (row: Record<string, unknown>) =>
  JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? Number(value) : value));

/**
 * Writes a backup of the family (every table's rows and the uploaded pictures) to `outFile`,
 * consistent to one moment: the rows are read in one snapshot, and uploaded files that the
 * site removes meanwhile are kept until the copy is done. The site keeps serving throughout.
 */
export async function createBackup(db: Db, dataDir: string, outFile: string, now = new Date()): Promise<Manifest> {
  const staging = path.join(path.dirname(outFile), `.familynet-backup-${randomBytes(6).toString('hex')}`);
  const root = path.join(staging, ARCHIVE_ROOT);
  const release = holdFileRemovals();
  try {
    await fsp.mkdir(path.join(root, 'tables'), { recursive: true, mode: 0o700 });
    const tables: Manifest['tables'] = {};
    await readAllTables(db, async (table, rows) => {
      const text = rows.map(asJson).join('\n') + (rows.length ? '\n' : '');
      const file = `tables/${table}.jsonl`;
      await fsp.writeFile(path.join(root, file), text, { mode: 0o600 });
      tables[table] = { path: file, rows: rows.length, bytes: Buffer.byteLength(text), sha256: sha256(text) };
    });
    const uploads = uploadsDirOf(dataDir);
    const files: ManifestEntry[] = [];
    for (const relative of await filesUnder(uploads)) {
      const data = await fsp.readFile(path.join(uploads, relative));
      const inArchive = path.posix.join('uploads', ...relative.split(path.sep));
      await fsp.mkdir(path.dirname(path.join(root, inArchive)), { recursive: true });
      await fsp.writeFile(path.join(root, inArchive), data, { mode: 0o600 });
      files.push({ path: inArchive, bytes: data.length, sha256: sha256(data) });
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: now.toISOString(),
      migration: Object.keys(migrations).sort().at(-1)!,
      tables,
      files,
    };
    const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
    await fsp.writeFile(path.join(root, 'manifest.json'), manifestText, { mode: 0o600 });
    await fsp.writeFile(path.join(root, 'manifest.sha256'), `${sha256(manifestText)}\n`, { mode: 0o600 });
    const partial = `${outFile}.partial-${randomBytes(4).toString('hex')}`;
    // The manifest first, so a restore can check every entry against it as it reads them.
    const entries = [`${ARCHIVE_ROOT}/manifest.json`, `${ARCHIVE_ROOT}/manifest.sha256`, `${ARCHIVE_ROOT}/tables`, ...(files.length ? [`${ARCHIVE_ROOT}/uploads`] : [])];
    await tar.create({ gzip: true, file: partial, cwd: staging, portable: true, mode: 0o600 } as tar.TarOptionsWithAliasesAsyncFile, entries);
    await fsp.chmod(partial, 0o600);
    await fsp.rename(partial, outFile);
    return manifest;
  } finally {
    await release();
    await fsp.rm(staging, { recursive: true, force: true });
  }
}
