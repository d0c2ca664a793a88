import type { Db } from '../db/index.js';
import { listMembers, type MemberRow } from '../db/users.js';

/**
 * The member rows of the Family Directory, in directory order (display name ignoring case,
 * members without one last, then id), read again only when the users table has changed.
 *
 * What is kept is the raw rows, the same for every viewer; the privacy filter (toUserJson)
 * runs on every answer, so nothing computed for one viewer ever reaches another.
 *
 * Freshness: the counter in directory_version moves inside every transaction that changes users
 * (trigger of migration 0002). The counter is read BEFORE the rows, so the rows are at least as
 * new as the value they are kept under: a change committed in between only causes one more read.
 */
export class DirectoryRows {
  private cached: { version: string; rows: readonly MemberRow[] } | null = null;

  constructor(private readonly db: Db) {}

  async rows(): Promise<readonly MemberRow[]> {
    const counter = await this.db.selectFrom('directory_version').select('version').executeTakeFirst();
    const version = counter ? String(counter.version) : null;
    if (version !== null && this.cached?.version === version) return this.cached.rows;
    const rows = await listMembers(this.db);
    this.cached = version === null ? null : { version, rows };
    return rows;
  }
}
