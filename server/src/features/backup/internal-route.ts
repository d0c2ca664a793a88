import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createBackup } from './create.js';
import { BackupError } from './format.js';

/** Where `npm run backup` asks the running server for an archive. */
export const INTERNAL_BACKUP_PATH = '/internal/backup';
export const BACKUP_KEY_HEADER = 'x-familynet-backup-key';

export const backupKeyFileOf = (dataDir: string) => path.join(dataDir, 'backup.key');
const backupsDirOf = (dataDir: string) => path.join(dataDir, 'backups');

const isLoopback = (address: string | undefined) =>
  !!address && (address.startsWith('127.') || address === '::1' || address.startsWith('::ffff:127.'));

export function backupFileName(now: Date): string {
  return `familynet-backup-${now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15)}.tar.gz`;
}

/**
 * Lets `npm run backup` have the running server write an archive (an embedded database can be
 * read by its own process only). Only from this machine, and only with the key the server
 * writes into its data directory at start (readable by the server's own user): whoever can read
 * it can read the database files anyway.
 */
export async function internalBackupRoutes(app: FastifyInstance): Promise<void> {
  const { dataDir } = app.config;
  fs.mkdirSync(dataDir, { recursive: true });
  const key = randomBytes(32).toString('hex');
  fs.writeFileSync(backupKeyFileOf(dataDir), `${key}\n`, { mode: 0o600 });

  app.post(INTERNAL_BACKUP_PATH, async (request, reply) => {
    const given = Buffer.from(String(request.headers[BACKUP_KEY_HEADER] ?? ''));
    const expected = Buffer.from(key);
    // The socket's own address: a proxy's X-Forwarded-For is never believed here.
    if (!isLoopback(request.socket.remoteAddress) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.code(404).send({ success: false, message: 'Not found.' });
    }
    const folder = backupsDirOf(dataDir);
    fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
    const file = path.join(folder, backupFileName(app.now()));
    try {
      const manifest = await createBackup(app.db, dataDir, file, app.now());
      request.log.info({ file, tables: Object.fromEntries(Object.entries(manifest.tables).map(([name, t]) => [name, t.rows])), files: manifest.files.length }, 'backup written');
      return { success: true, file };
    } catch (error) {
      if (error instanceof BackupError) return reply.code(500).send({ success: false, message: error.message });
      throw error;
    }
  });
}
