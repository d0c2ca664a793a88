import path from 'node:path';
import webpush from 'web-push';
import { readOrCreateSecretFile } from '../../lib/secret-file.js';

/*
 * The install's VAPID key pair (RFC 8292), with which push services know the server's messages
 * for its own (issue 22). Made once and kept in DATA_DIR (0600), never in the database: every
 * device subscribed with the public key, so a new pair would silence every device until each
 * subscribes again. Every process on the same DATA_DIR reads the same pair.
 */

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY_FILE = 'vapid.json';
const cache = new Map<string, VapidKeys>();

const isKeyPair = (value: unknown): value is VapidKeys => {
  const keys = value as Partial<VapidKeys> | null;
  return (
    typeof keys?.publicKey === 'string' &&
    typeof keys.privateKey === 'string' &&
    Buffer.from(keys.publicKey, 'base64url').length === 65 &&
    Buffer.from(keys.privateKey, 'base64url').length === 32
  );
};

/** The pair of the install at `dataDir`, made at first use. */
export function vapidKeys(dataDir: string): VapidKeys {
  const known = cache.get(dataDir);
  if (known) return known;
  const file = path.join(dataDir, KEY_FILE);
  const text = readOrCreateSecretFile(file, () => `${JSON.stringify(webpush.generateVAPIDKeys())}\n`);
  let keys: unknown;
  try {
    keys = JSON.parse(text);
  } catch {
    keys = null;
  }
  if (!isKeyPair(keys)) throw new Error(`${file} does not hold a VAPID key pair: remove it and restart, and every device must allow notifications again`);
  cache.set(dataDir, keys);
  return keys;
}
