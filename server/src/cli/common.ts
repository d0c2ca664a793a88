import { ConfigError, loadConfig, type Config } from '../config.js';
import { openDatabase, pgliteDirOf, type DatabaseHandle } from '../db/index.js';
import { migrateToLatest } from '../db/migrations.js';
import { DataDirLockedError, acquireDataDirLock } from '../lock.js';

/** Ends a command with a message for the operator (no stack: the message says what to do). */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

export function configOrFail(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

/**
 * Runs `work` on the family's migrated database, as the server would open it: the embedded one
 * only while no server holds its folder (`whenLocked` says what to do then).
 */
export async function withDatabase<T>(config: Config, whenLocked: string, work: (database: DatabaseHandle) => Promise<T>): Promise<T> {
  let release = () => {};
  if (!config.databaseUrl) {
    try {
      release = acquireDataDirLock(config.dataDir).release;
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(`${error.message}\n${whenLocked}`);
      throw error;
    }
  }
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: pgliteDirOf(config.dataDir) });
    try {
      await migrateToLatest(database.db);
      return await work(database);
    } finally {
      await database.close();
    }
  } finally {
    release();
  }
}
