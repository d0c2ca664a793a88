// `npm run backup [-- <archive file>]`: one archive of the family's rows, uploads and settings.
// With the server running it asks the server (which keeps serving); without, it reads the data
// directory itself. Run it nightly from cron or a systemd timer (see the README).
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { createBackup, BACKUP_KEY_HEADER, INTERNAL_BACKUP_PATH, backupFileName, backupKeyFileOf } from '../features/backup/index.js';
import { configOrFail, fail, withDatabase } from './common.js';

async function askRunningServer(port: number, keyFile: string): Promise<string | null> {
  if (!fs.existsSync(keyFile)) return null;
  const key = fs.readFileSync(keyFile, 'utf8').trim();
  let response: Response;
  try {
    response = await fetch(`http://127.0.0.1:${port}${INTERNAL_BACKUP_PATH}`, { method: 'POST', headers: { [BACKUP_KEY_HEADER]: key } });
  } catch {
    return null; // no server listening: back up the data directory directly
  }
  const body = (await response.json().catch(() => ({}))) as { file?: string; message?: string };
  if (!response.ok || !body.file) fail(`The running server could not write the backup: ${body.message ?? response.status}`);
  return body.file;
}

async function moveFile(from: string, to: string): Promise<void> {
  try {
    await fsp.rename(from, to);
  } catch {
    await fsp.copyFile(from, to);
    await fsp.rm(from, { force: true });
  }
}

async function main() {
  const config = configOrFail();
  const target = path.resolve(process.argv[2] ?? backupFileName(new Date()));
  if (fs.existsSync(target)) fail(`${target} already exists: choose another file name.`);

  const written = await askRunningServer(config.port, backupKeyFileOf(config.dataDir));
  if (written) {
    await moveFile(written, target);
  } else {
    await withDatabase(config, `(The server holds it but did not answer on port ${config.port}: set PORT as the server has it.)`, (database) =>
      createBackup(database.db, config.dataDir, target),
    );
  }
  const bytes = (await fsp.stat(target)).size;
  process.stdout.write(`Backup written: ${target} (${(bytes / 1024).toFixed(0)} KB)\n`);
}

main().catch((error) => fail(error instanceof Error ? error.message : String(error)));
