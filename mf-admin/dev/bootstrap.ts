import { startStandalone } from 'shell/standalone';

startStandalone({ 'mf_admin/SettingsPage': () => import('../src/SettingsPage') });
