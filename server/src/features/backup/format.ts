/*
 * The backup archive: a gzip'd tar holding, under `familynet-backup/`,
 *   manifest.json         what is inside: format, when, the schema's last migration, and for
 *                         every table and file its size and sha256
 *   manifest.sha256       the manifest's own sha256 (so a damaged manifest is caught too)
 *   tables/<table>.jsonl  one JSON object per row (dates as ISO text), in key order
 *   uploads/...           the uploaded pictures, as they are in DATA_DIR/uploads
 * The rows are plain JSON, not a database's files, so an archive of the embedded database
 * restores into PostgreSQL and the other way round.
 */

export const BACKUP_FORMAT = 1;
export const ARCHIVE_ROOT = 'familynet-backup';

export interface ManifestEntry {
  /** Path inside the archive, below ARCHIVE_ROOT. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  createdAt: string;
  /** The last migration of the schema the rows were read from. */
  migration: string;
  tables: Record<string, ManifestEntry & { rows: number }>;
  files: ManifestEntry[];
}

export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
