import fs from 'node:fs';
import { randomBytes } from 'node:crypto';

/**
 * The text of a secret file in DATA_DIR, made with `make()` the first time (0600, for the server's
 * user only). It is written whole under another name, then linked into place: a process starting
 * at the same moment either links first or reads the complete file of the one that did.
 */
export function readOrCreateSecretFile(file: string, make: () => string): string {
  if (!fs.existsSync(file)) {
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, make(), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  return fs.readFileSync(file, 'utf8');
}
