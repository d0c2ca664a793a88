import { buildApp } from './app.js';
import { ConfigError, describeConfig, loadConfig, type Config } from './config.js';
import { openDatabase, pgliteDirOf, type DatabaseHandle } from './db/index.js';
import { migrateToLatest } from './db/migrations.js';
import { firstUseCosts } from './http/warm-up.js';
import { compactingCollection, startIdleMemoryReturn } from './idle-memory.js';
import { DataDirLockedError, acquireDataDirLock, type DataDirLock } from './lock.js';

const FORCE_EXIT_MS = 10_000;

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // Before anything touches the database: one process owns an embedded database's folder. On
  // PostgreSQL several processes may share the data directory (uploads have unique names and
  // are written whole), so a family can run two behind one address.
  let lock: DataDirLock = { path: '', release: () => {} };
  if (!config.databaseUrl) {
    try {
      lock = acquireDataDirLock(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
  }

  // Node loads its fetch classes the first time `Response` is read; @fastify/compress reads it
  // for every reply it compresses, and the first such reply held up every request for 40-50 ms.
  // Queued before the routes' validators, so it is paid in the first quiet moment.
  firstUseCosts.later(() => globalThis.Response);

  let database: DatabaseHandle;
  try {
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: pgliteDirOf(config.dataDir),
      onPoolError: (error) => process.stderr.write(`PostgreSQL pool error: ${error.message}\n`),
    });
    await migrateToLatest(database.db);
  } catch (error) {
    lock.release();
    fail(`Could not open the database: ${error instanceof Error ? error.message : String(error)}`);
  }

  const app = await buildApp(config, { db: database.db, notices: database.notices });
  app.log.info({ config: describeConfig(config), database: database.kind }, `${config.siteName} server starting`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: finishing running requests, then closing`);
    const force = setTimeout(() => {
      process.stderr.write(`Shutdown took longer than ${FORCE_EXIT_MS / 1000} s: exiting anyway.\n`);
      process.exit(1);
    }, FORCE_EXIT_MS);
    force.unref();
    let code = 0;
    try {
      await app.close();
    } catch (error) {
      code = 1;
      process.stderr.write(`Error while closing the server: ${String(error)}\n`);
    }
    try {
      await database.close();
    } catch (error) {
      code = 1;
      process.stderr.write(`Error while closing the database: ${String(error)}\n`);
    }
    lock.release();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error({ err: error }, 'could not listen');
    await database.close().catch(() => {});
    lock.release();
    process.exit(1);
  }
  // The log's line is JSON among JSON; a person starting a fresh install must see this one.
  if (app.setupSecret.link) process.stderr.write(firstAccountBanner(app.setupSecret.link, app.setupSecret.file));
  firstUseCosts.whenQuiet();
  // Exposed by the launcher's --expose-gc; see idle-memory.ts.
  const { gc } = globalThis;
  if (typeof gc === 'function') startIdleMemoryReturn(() => compactingCollection(gc));
}

function firstAccountBanner(link: string, file: string): string {
  const rule = '='.repeat(78);
  return [
    '',
    rule,
    '  FamilyNet has no account yet. Create the first (admin) account by opening',
    '  this one-time set-up link in a browser:',
    '',
    `    ${link}`,
    '',
    `  It is also in ${file}. It stops working once the first account exists.`,
    rule,
    '',
    '',
  ].join('\n');
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
