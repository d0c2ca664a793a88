import { startStandalone } from 'shell/standalone';

startStandalone({ 'mf_calendar/CalendarPage': () => import('../src/CalendarPage') });
