import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, pgliteDirOf, type Db } from '../../src/db/index.js';
import { migrateToLatest } from '../../src/db/migrations.js';
import { tempDir, trackFolder } from './cleanup.js';

/**
 * A migrated, empty embedded database folder that fresh data directories are copied from (a new
 * PGlite folder costs seconds of initdb; a copy well under one). scripts/run-faults.mjs makes it
 * once per run; a fault file run on its own makes its own.
 */
export const TEMPLATE_ENV = 'FAMILYNET_FAULTS_TEMPLATE';

let template: string | null = null;

async function templateFolder(): Promise<string> {
  const given = process.env[TEMPLATE_ENV];
  if (given && fs.existsSync(path.join(given, 'PG_VERSION'))) return given;
  if (template) return template;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-fault-template-'));
  trackFolder(root);
  const folder = path.join(root, 'db');
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: folder });
  await migrateToLatest(handle.db);
  await handle.close();
  template = folder;
  return folder;
}

/** A new DATA_DIR holding an empty, migrated embedded database: a fresh install. */
export async function freshDataDir(prefix: string): Promise<string> {
  const dataDir = path.join(tempDir(prefix), 'data');
  fs.mkdirSync(dataDir);
  fs.cpSync(await templateFolder(), pgliteDirOf(dataDir), { recursive: true });
  return dataDir;
}

/** Opens a database no server holds (the data directory's embedded one, or a PostgreSQL URL), runs `fn`, closes it. */
export async function withDatabase<T>(where: { dataDir: string; databaseUrl?: string | null }, fn: (db: Db) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ databaseUrl: where.databaseUrl ?? null, pgliteDir: pgliteDirOf(where.dataDir) });
  try {
    return await fn(handle.db);
  } finally {
    await handle.close();
  }
}
