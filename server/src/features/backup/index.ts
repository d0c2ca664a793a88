/*
 * What the rest of the server may use of this feature: other features, app.ts and the tests
 * reach it only through this file (layout.once.test.ts).
 */
import type { Feature } from '../feature.js';
import { internalBackupRoutes } from './internal-route.js';

export { createBackup } from './create.js';
export { ARCHIVE_ROOT, type Manifest } from './format.js';
export { BACKUP_KEY_HEADER, backupFileName, backupKeyFileOf, INTERNAL_BACKUP_PATH } from './internal-route.js';
export { restoreVerified, verifyBackup } from './restore.js';

/** Backups: the running server's own copy for the backup command (the feature, as app.ts registers it). */
export const backup: Feature = {
  name: 'backup',
  site: [internalBackupRoutes],
};
