import { randomBytes } from 'node:crypto';
import { openDatabase } from '../db/index.js';
import { migrateToLatest } from '../db/migrations.js';
import { POSTGRES_TEMPLATE_NAME, databaseUrlOf, runSqlOn } from './db.js';

/*
 * Migrated, empty databases made once per run of the server's tests (scripts/run-tests.mjs), which
 * each test file copies instead of creating and migrating its own: a PGlite data folder, and on
 * PostgreSQL a database that `create database ... template` copies. A file then starts on a
 * database in ~0.6 s instead of ~1.6 (the migrations alone take a second on PGlite).
 *   node --import tsx src/testing/templates.ts make <pglite folder> [<PostgreSQL admin URL>]
 *     prints {"postgres": "<template database name>" | null}
 *   node --import tsx src/testing/templates.ts drop <PostgreSQL admin URL> <name>
 */

async function makePglite(folder: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl: null, pgliteDir: folder });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
}

async function makePostgres(adminUrl: string): Promise<string> {
  const name = `fn_template_${randomBytes(6).toString('hex')}`;
  await runSqlOn(adminUrl, `create database ${name}`);
  const handle = await openDatabase({ databaseUrl: databaseUrlOf(adminUrl, name), pgliteDir: '' });
  try {
    await migrateToLatest(handle.db);
  } finally {
    await handle.close();
  }
  return name;
}

const [command, ...rest] = process.argv.slice(2);
if (command === 'make') {
  const [folder, adminUrl] = rest;
  const [, postgres] = await Promise.all([folder ? makePglite(folder) : null, adminUrl ? makePostgres(adminUrl) : null]);
  process.stdout.write(`${JSON.stringify({ postgres })}\n`);
} else if (command === 'drop') {
  const [adminUrl, name] = rest;
  if (!POSTGRES_TEMPLATE_NAME.test(name ?? '')) throw new Error(`not a template database: ${name}`);
  await runSqlOn(adminUrl!, `drop database if exists ${name} with (force)`);
} else {
  throw new Error('usage: templates.ts make <pglite folder> [<admin url>] | drop <admin url> <name>');
}
