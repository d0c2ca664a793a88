import { lazySectionsOf } from '../parts/lazySections';

/** Admin log (admins): its own chunk. */
export const AdminLogSection = lazySectionsOf(() => import('../log/AdminLogContent'), { antd: true })('AdminLogContent', (t) => t('log.title'));
