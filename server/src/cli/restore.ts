// `npm run restore -- <archive file>`: rebuilds an empty data directory (the embedded database)
// or an empty PostgreSQL database (DATABASE_URL) from a backup. The whole archive is checked
// first; a damaged one, or a target that is not empty, is refused before anything is written.
import os from 'node:os';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { restoreVerified, verifyBackup } from '../features/backup/index.js';
import { configOrFail, fail, withDatabase } from './common.js';

async function main() {
  const file = process.argv[2];
  if (!file) fail('Usage: npm run restore -- <backup file>');
  const config = configOrFail();
  const archive = path.resolve(file);
  const verified = await verifyBackup(archive, os.tmpdir());
  try {
    await withDatabase(config, '(Stop the server before restoring.)', (database) => restoreVerified(database.db, config.dataDir, verified));
  } finally {
    await fsp.rm(verified.folder, { recursive: true, force: true });
  }
  const counts = Object.entries(verified.manifest.tables).map(([name, table]) => `${table.rows} ${name}`);
  process.stdout.write(
    `Restored the backup of ${verified.manifest.createdAt} into ${config.databaseUrl ? 'PostgreSQL' : config.dataDir}: ${counts.join(', ')}, ${verified.manifest.files.length} files.\n`,
  );
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
