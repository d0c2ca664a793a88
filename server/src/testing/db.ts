import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { openDatabase, pgliteDirOf, type DatabaseHandle } from '../db/index.js';
import { migrateToLatest } from '../db/migrations.js';
import { databaseUrlOf, runSqlOn } from './postgres-admin.js';

export { databaseUrlOf, runSqlOn };

/**
 * A migrated PGlite data directory made once by scripts/run-tests.mjs (templates.ts: a fresh
 * initdb costs seconds, the migrations a second more; a copy well under one). Each test file
 * still gets its own copy.
 */
export const PGLITE_TEMPLATE_ENV = 'FAMILYNET_TEST_PGLITE_TEMPLATE';
/** The migrated PostgreSQL database (templates.ts) that each test file's database is copied from. */
export const POSTGRES_TEMPLATE_ENV = 'FAMILYNET_TEST_POSTGRES_TEMPLATE';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The throwaway PostgreSQL database's URL, or null on PGlite. */
  databaseUrl: string | null;
  /** Closes the database and, on PostgreSQL, drops it. */
  dispose(): Promise<void>;
}

/** The names templates.ts gives its PostgreSQL template databases (checked before use in SQL). */
export const POSTGRES_TEMPLATE_NAME = /^fn_template_[0-9a-f]{12}$/;

/** The admin URL the suite runs against on PostgreSQL (unset: PGlite). */
export function adminDatabaseUrl(): string | null {
  const value = process.env.DATABASE_URL;
  return value && value.trim() !== '' ? value : null;
}

/**
 * A migrated, empty database of its own: a copy of the PGlite template in `dataDir`, or a new
 * database fn_test_<random> on the PostgreSQL server of DATABASE_URL, dropped by dispose().
 */
export async function createTestDatabase(dataDir: string, options: { embedded?: boolean } = {}): Promise<TestDatabase> {
  const adminUrl = options.embedded ? null : adminDatabaseUrl();
  if (adminUrl) {
    const name = `fn_test_${randomBytes(6).toString('hex')}`;
    const template = process.env[POSTGRES_TEMPLATE_ENV];
    await runSqlOn(adminUrl, `create database ${name}${template && POSTGRES_TEMPLATE_NAME.test(template) ? ` template ${template}` : ''}`);
    const databaseUrl = databaseUrlOf(adminUrl, name);
    const handle = await openDatabase({ databaseUrl, pgliteDir: pgliteDirOf(dataDir) });
    await migrateToLatest(handle.db);
    return {
      handle,
      databaseUrl,
      async dispose() {
        await handle.close().catch(() => {});
        await runSqlOn(adminUrl, `drop database if exists ${name} with (force)`);
      },
    };
  }

  const dir = pgliteDirOf(dataDir);
  const template = process.env[PGLITE_TEMPLATE_ENV];
  if (template && fs.existsSync(template) && !fs.existsSync(dir)) fs.cpSync(template, dir, { recursive: true });
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: dir });
  await migrateToLatest(handle.db);
  return { handle, databaseUrl: null, dispose: () => handle.close().catch(() => {}) };
}
