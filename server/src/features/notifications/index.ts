/*
 * What the rest of the server may use of this feature: other features, app.ts and the tests
 * reach it only through this file (layout.once.test.ts).
 */
import type { Feature } from '../feature.js';
import { notificationRoutes } from './routes.js';
import { pruneSentNotifications } from './queries.js';

export { tellJoined, tellJoinRequest } from './family-news.js';
export { choicesFrom, Notifier } from './notifier.js';
export { listPushSubscriptions, readChoices, readTimeZone, savePushSubscription } from './queries.js';
export { machineTimeZone } from './birthday-occasions.js';
export { ReminderScheduler } from './reminder-scheduler.js';

/** A reminder is due for a day at most: a week's record of what was sent is more than enough to send it once. */
const SENT_KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** Notifications: reminders, the family's news, push, choices, unsubscribing (the feature, as app.ts registers it). */
export const notifications: Feature = {
  name: 'notifications',
  api: [notificationRoutes],
  housekeeping: (app) => pruneSentNotifications(app.db, new Date(app.now().getTime() - SENT_KEPT_MS)),
};
