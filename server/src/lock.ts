import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'familynet.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
  ) {
    super(
      `Another FamilyNet server (pid ${pid}) is already using the data directory ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | null {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: unknown };
    return typeof data.pid === 'number' ? data.pid : null;
  } catch {
    return null;
  }
}

/**
 * Makes this process the one owner of `dataDir` (created if missing) through a lock file holding
 * its pid. A lock left by a process that is gone (or by an earlier run that had this very pid,
 * as happens to pid 1 in containers) is taken over. Throws DataDirLockedError when a live process
 * owns it.
 */
export function acquireDataDirLock(dataDir: string): DataDirLock {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const content = JSON.stringify({ pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString() });

  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      fs.writeFileSync(file, content, { flag: 'wx', mode: 0o644 });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readOwner(file) === process.pid) fs.rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { path: file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner !== null && owner !== process.pid && isAlive(owner)) throw new DataDirLockedError(owner, dir);
      // Stale (dead owner, unreadable, or our own pid from an earlier run): take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}
