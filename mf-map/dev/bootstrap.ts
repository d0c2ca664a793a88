import { startStandalone } from 'shell/standalone';

startStandalone({ 'mf_map/MapPage': () => import('../src/MapPage') });
