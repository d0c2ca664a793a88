import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { readOrCreateSecretFile } from './secret-file.js';

/*
 * The install's own secret key, kept in DATA_DIR (0600) and never in the database: what the
 * server derives from it (a member's invitation link) cannot be rebuilt from a copy of the
 * database alone. Made once, at first use; every process on the same DATA_DIR reads the same key.
 */

const KEY_FILE = 'site.key';
const cache = new Map<string, Buffer>();

export function siteKey(dataDir: string): Buffer {
  const known = cache.get(dataDir);
  if (known) return known;
  const file = path.join(dataDir, KEY_FILE);
  const key = Buffer.from(readOrCreateSecretFile(file, () => randomBytes(32).toString('base64')).trim(), 'base64');
  if (key.length < 32) throw new Error(`${file} does not hold a key: remove it and restart, and members' invitation links change`);
  cache.set(dataDir, key);
  return key;
}
