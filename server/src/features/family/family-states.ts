import type { ChangeNotices, Db } from '../../db/index.js';
import { sharedDirectoryRows, type DirectorySnapshot } from '../members/index.js';
import { FamilyState } from './family-state.js';
import { familyWriteSequence, readFamilyRecords } from './queries.js';

/**
 * The family tree as it is now, built again only when it changed: on the embedded database every
 * write is this process's and is heard (the family's own writes, the directory's notices), so the
 * state is kept until one comes. On PostgreSQL other processes write too: the tree's rows are read
 * on every call, and the state (with what it computed for each viewer) is kept while they read
 * the same.
 */
export class FamilyStates {
  private cached: { snapshot: DirectorySnapshot; sequence: number; records: string; state: FamilyState } | null = null;
  private readonly directory;
  private readonly release: () => void;

  constructor(
    private readonly db: Db,
    private readonly notices: ChangeNotices | null,
  ) {
    ({ rows: this.directory, release: this.release } = sharedDirectoryRows(db, notices));
  }

  close(): void {
    this.release();
  }

  async current(): Promise<FamilyState> {
    const sequence = familyWriteSequence();
    const snapshot = await this.directory.snapshot();
    const cached = this.cached;
    if (this.notices && cached && cached.snapshot === snapshot && cached.sequence === sequence) return cached.state;
    const records = await readFamilyRecords(this.db);
    const text = JSON.stringify(records);
    if (cached && cached.snapshot === snapshot && cached.records === text) {
      cached.sequence = sequence;
      return cached.state;
    }
    const state = new FamilyState(snapshot.rows, records, text, cached?.state);
    this.cached = { snapshot, sequence, records: text, state };
    return state;
  }
}
