import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'familynet.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly pid: number,
    readonly dataDir: string,
    /** Set when the lock was written on another machine or container, whose processes we cannot see. */
    readonly otherHost?: string,
  ) {
    super(
      otherHost
        ? `The data directory ${dataDir} is locked by a FamilyNet server (pid ${pid}) on ${otherHost}. Stop it first, or set DATA_DIR to another folder. If no server runs there any more, delete ${path.join(dataDir, LOCK_FILE)} and start again.`
        : `Another FamilyNet server (pid ${pid}) is already using the data directory ${dataDir}. Stop it first, or set DATA_DIR to another folder.`,
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

interface Owner {
  pid: number;
  host: string | null;
}

function readOwner(file: string): Owner | null {
  try {
    const data = JSON.parse(fs.readFileSync(file, 'utf8')) as { pid?: unknown; host?: unknown };
    return typeof data.pid === 'number' ? { pid: data.pid, host: typeof data.host === 'string' ? data.host : null } : null;
  } catch {
    return null;
  }
}

/**
 * Makes this process the one owner of `dataDir` (created if missing) through a lock file holding
 * its pid and host name. A lock left on this host by a process that is gone (or by an earlier run
 * that had this very pid, as happens to pid 1 in a restarted container) is taken over. A lock
 * from another host (a second container or machine sharing the folder) is never taken over:
 * its process cannot be seen from here, and two servers on one embedded database corrupt it.
 * Throws DataDirLockedError when the lock is not ours to take.
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
        if (readOwner(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        process.off('exit', release);
      };
      process.on('exit', release);
      return { path: file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      if (owner !== null && owner.host !== null && owner.host !== os.hostname()) {
        throw new DataDirLockedError(owner.pid, dir, owner.host);
      }
      if (owner !== null && owner.pid !== process.pid && isAlive(owner.pid)) throw new DataDirLockedError(owner.pid, dir);
      // Stale (dead owner, unreadable, or our own pid from an earlier run): take it over.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}.`);
}
