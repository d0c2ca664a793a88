/*
 * What the rest of the server may use of this feature: other features, app.ts and the tests
 * reach it only through this file (layout.once.test.ts).
 */
import type { Feature } from '../feature.js';
import { adminLogRoutes } from './routes.js';
import { pruneAdminLog } from './admin-log.js';

export { actRow, ADMIN_LOG_MESSAGES, changedFields, FORMER_MEMBER, recordAct } from './admin-log.js';
export { forgetNameInAdminLog, insertAdminAct } from './queries.js';

/** The admin log: who changed what (the feature, as app.ts registers it). */
export const adminLog: Feature = {
  name: 'admin-log',
  api: [adminLogRoutes],
  housekeeping: (app) => pruneAdminLog(app.db, app.now(), app.config.adminLogDays),
};
