import { lazySectionsOf } from '../parts/lazySections';

/** Notifications (admins): loaded when Settings shows it. */
export const AdminNotificationsSection = lazySectionsOf(() => import('../notifications/NotificationsPanel'), { antd: true })('NotificationsPanel', (t) => t('notifications.title'));
