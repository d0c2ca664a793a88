import type { ChangeNotices, Db } from '../../db/index.js';
import { listMembers, readUsersVersion, type MemberRecord } from './queries.js';
import { userWriteSequence } from '../../db/user-writes.js';

export interface DirectorySnapshot {
  /** The users table's change counter the rows were read under. */
  version: string;
  rows: readonly MemberRecord[];
}

/**
 * The member rows of the Family Directory, in directory order (display name ignoring case,
 * members without one last, then id), read again only when the users table has changed.
 *
 * What is kept is the raw rows, the same for every viewer; the privacy filter (toUserJson)
 * runs on every answer, so nothing computed for one viewer ever reaches another.
 *
 * Freshness: the counter in directory_version moves inside every transaction that changes users
 * (trigger of migration 0002), whichever process or code path made it. The counter is read
 * BEFORE the rows, so the rows are at least as new as the value they are kept under. Requests
 * that arrive while a counter read is on its way share it instead of each asking again; a request
 * never shares a read that started before this process's latest write to users, so what this
 * process wrote is what it answers next.
 *
 * On the embedded database every commit happens in this process and is announced to it
 * (ChangeNotices): the rows are then kept until the next announcement, with no query at all.
 */
export class DirectoryRows {
  private cached: DirectorySnapshot | null = null;
  private check: { sequence: number; result: Promise<DirectorySnapshot> } | null = null;
  /** Announcements heard; the kept rows are good while none came since they were read. */
  private heard = 0;
  private cachedAtHeard = -1;
  private readonly stopListening: () => void;

  constructor(
    private readonly db: Db,
    private readonly notices: ChangeNotices | null = null,
  ) {
    this.stopListening = notices?.onUsersChanged(() => (this.heard += 1)) ?? (() => {});
  }

  close(): void {
    this.stopListening();
  }

  async rows(): Promise<readonly MemberRecord[]> {
    return (await this.snapshot()).rows;
  }

  snapshot(): Promise<DirectorySnapshot> {
    if (this.notices && this.cached && this.cachedAtHeard === this.heard) return Promise.resolve(this.cached);
    const sequence = userWriteSequence();
    if (this.check && this.check.sequence === sequence) return this.check.result;
    const result = this.read().finally(() => {
      if (this.check?.result === result) this.check = null;
    });
    this.check = { sequence, result };
    return result;
  }

  private async read(): Promise<DirectorySnapshot> {
    const heard = this.heard;
    const version = await readUsersVersion(this.db);
    if (version !== null && this.cached?.version === version) {
      this.cachedAtHeard = heard;
      return this.cached;
    }
    const rows = await listMembers(this.db);
    const snapshot = { version: version ?? `unversioned-${Date.now()}`, rows };
    this.cached = version === null ? null : snapshot;
    this.cachedAtHeard = heard;
    return snapshot;
  }
}

const shared = new WeakMap<Db, { rows: DirectoryRows; users: number }>();

/**
 * The one DirectoryRows of a database: the directory and the family tree read the same rows, kept
 * once. Each user closes its share with `release`; the rows stop listening when the last one has
 * (two servers on one database in a test share them too).
 */
export function sharedDirectoryRows(db: Db, notices: ChangeNotices | null): { rows: DirectoryRows; release: () => void } {
  let entry = shared.get(db);
  if (!entry) shared.set(db, (entry = { rows: new DirectoryRows(db, notices), users: 0 }));
  entry.users += 1;
  const held = entry;
  let released = false;
  return {
    rows: held.rows,
    release: () => {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      held.rows.close();
      if (shared.get(db) === held) shared.delete(db);
    },
  };
}
