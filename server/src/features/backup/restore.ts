import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { Db } from '../../db/index.js';
import { migrations } from '../../db/migrations.js';
import { BACKUP_TABLES, firstTableWithRows, insertAllTables } from '../../db/tables.js';
import { uploadsDirOf } from '../members/index.js';
import { ARCHIVE_ROOT, BACKUP_FORMAT, BackupError, type Manifest } from './format.js';

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');

export const RESTORE_MESSAGES = {
  unreadable: (reason: string) => `This is not a FamilyNet backup, or it is damaged (${reason}). Nothing was restored.`,
  altered: (what: string) => `The backup has been altered or damaged: ${what}. Nothing was restored.`,
  newer: (migration: string) => `This backup comes from a newer FamilyNet (its database is at "${migration}"). Update FamilyNet first. Nothing was restored.`,
  notEmpty: (what: string) => `The target is not empty (${what}). Restore only into a new data directory or an empty database. Nothing was restored.`,
} as const;

interface VerifiedBackup {
  manifest: Manifest;
  /** The archive's contents, unpacked and checked, under this folder (remove it when done). */
  folder: string;
  rows: Record<string, Array<Record<string, unknown>>>;
}

/**
 * Unpacks and checks a whole archive before anything is written anywhere: it must read to its
 * end (a truncated file does not), and every table and file must be exactly the one the
 * manifest names (size and sha256), with nothing missing and nothing added.
 */
export async function verifyBackup(file: string, scratch: string): Promise<VerifiedBackup> {
  const folder = path.join(scratch, `.familynet-restore-${randomBytes(6).toString('hex')}`);
  await fsp.mkdir(folder, { recursive: true, mode: 0o700 });
  try {
    try {
      await tar.extract({
        file,
        cwd: folder,
        strict: true,
        // Only plain files and folders under the archive's own root.
        filter: (entryPath, entry) =>
          (entryPath === ARCHIVE_ROOT || entryPath.startsWith(`${ARCHIVE_ROOT}/`)) &&
          ('type' in entry ? entry.type === 'File' || entry.type === 'Directory' : true),
      });
    } catch (error) {
      throw new BackupError(RESTORE_MESSAGES.unreadable(error instanceof Error ? error.message : String(error)));
    }
    const root = path.join(folder, ARCHIVE_ROOT);
    const read = async (relative: string) => {
      try {
        return await fsp.readFile(path.join(root, relative));
      } catch {
        throw new BackupError(RESTORE_MESSAGES.altered(`${relative} is missing`));
      }
    };
    const manifestText = await read('manifest.json');
    if ((await read('manifest.sha256')).toString().trim() !== sha256(manifestText)) {
      throw new BackupError(RESTORE_MESSAGES.altered('its manifest does not match its checksum'));
    }
    let manifest: Manifest;
    try {
      manifest = JSON.parse(manifestText.toString()) as Manifest;
    } catch {
      throw new BackupError(RESTORE_MESSAGES.altered('its manifest is not JSON'));
    }
    if (manifest.format !== BACKUP_FORMAT) throw new BackupError(RESTORE_MESSAGES.unreadable(`format ${String(manifest.format)}`));
    if (!(manifest.migration in migrations)) throw new BackupError(RESTORE_MESSAGES.newer(manifest.migration));

    const expected = new Set<string>(['manifest.json', 'manifest.sha256']);
    const check = async (entry: { path: string; bytes: number; sha256: string }) => {
      if (!/^(tables|uploads)\/[A-Za-z0-9_./-]+$/.test(entry.path) || entry.path.split('/').includes('..')) {
        throw new BackupError(RESTORE_MESSAGES.altered(`an entry has a forbidden name (${entry.path.slice(0, 80)})`));
      }
      const data = await read(entry.path);
      if (data.length !== entry.bytes || sha256(data) !== entry.sha256) throw new BackupError(RESTORE_MESSAGES.altered(`${entry.path} differs from what was saved`));
      expected.add(entry.path);
      return data;
    };
    const rows: VerifiedBackup['rows'] = {};
    const order = Object.keys(migrations);
    for (const table of BACKUP_TABLES) {
      const entry = manifest.tables[table.name];
      // A backup from before the table existed has none of its rows.
      const since = 'since' in table ? table.since : undefined;
      if (!entry && since && order.indexOf(manifest.migration) < order.indexOf(since)) {
        rows[table.name] = [];
        continue;
      }
      if (!entry) throw new BackupError(RESTORE_MESSAGES.altered(`the table ${table.name} is missing`));
      const text = (await check(entry)).toString();
      try {
        rows[table.name] = text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
      } catch {
        throw new BackupError(RESTORE_MESSAGES.altered(`${entry.path} is not JSON lines`));
      }
      if (rows[table.name].length !== entry.rows) throw new BackupError(RESTORE_MESSAGES.altered(`${entry.path} has the wrong number of rows`));
    }
    for (const entry of manifest.files) await check(entry);
    for (const found of await everyFile(root)) {
      if (!expected.has(found)) throw new BackupError(RESTORE_MESSAGES.altered(`${found} was not in the backup`));
    }
    return { manifest, folder, rows };
  } catch (error) {
    // A broken archive may leave its unpacking still writing for a moment: retry the clean-up.
    await fsp.rm(folder, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 }).catch(() => {});
    throw error;
  }
}

async function everyFile(root: string, relative = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await fsp.readdir(path.join(root, relative), { withFileTypes: true })) {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...(await everyFile(root, child)));
    else found.push(child);
  }
  return found;
}

/** Why a target cannot take a restore, or null when it is empty. */
async function targetProblem(db: Db, dataDir: string): Promise<string | null> {
  const filled = await firstTableWithRows(db);
  if (filled) return `its table ${filled} has rows`;
  const uploads = uploadsDirOf(dataDir);
  if (fs.existsSync(uploads)) {
    const files = await everyFile(uploads).catch(() => []);
    if (files.some((file) => !path.basename(file).startsWith('.'))) return `${uploads} holds files`;
  }
  return null;
}

/**
 * Restores a verified backup into an empty, migrated database and data directory: the rows in
 * one transaction (all or none), ids and counters as they were, then the uploaded files.
 */
export async function restoreVerified(db: Db, dataDir: string, backup: VerifiedBackup): Promise<void> {
  const problem = await targetProblem(db, dataDir);
  if (problem) throw new BackupError(RESTORE_MESSAGES.notEmpty(problem));
  const uploads = uploadsDirOf(dataDir);
  const written: string[] = [];
  try {
    for (const entry of backup.manifest.files) {
      const target = path.join(uploads, ...entry.path.split('/').slice(1));
      await fsp.mkdir(path.dirname(target), { recursive: true });
      await fsp.copyFile(path.join(backup.folder, ARCHIVE_ROOT, entry.path), target, fs.constants.COPYFILE_EXCL);
      written.push(target);
    }
    await insertAllTables(db, backup.rows);
  } catch (error) {
    await Promise.all(written.map((file) => fsp.rm(file, { force: true })));
    throw error;
  }
}
