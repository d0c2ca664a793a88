import type { Feature } from './feature.js';
import { accounts } from './accounts/index.js';
import { adminLog } from './admin-log/index.js';
import { backup } from './backup/index.js';
import { calendar } from './calendar/index.js';
import { family } from './family/index.js';
import { health } from './health/index.js';
import { joining } from './joining/index.js';
import { languages } from './languages/index.js';
import { locations } from './locations/index.js';
import { members } from './members/index.js';
import { myAccount } from './my-account/index.js';
import { notifications } from './notifications/index.js';
import { passkeys } from './passkeys/index.js';
import { siteLook } from './site-look/index.js';
import { userAdmin } from './user-admin/index.js';
import { webApp } from './web-app/index.js';

/**
 * Every feature of the server, in the order app.ts registers them. The web app comes last: it
 * answers every address no feature claimed (the single-page app's routes) with the page.
 */
export const FEATURES: readonly Feature[] = [
  accounts,
  joining,
  passkeys,
  members,
  family,
  myAccount,
  locations,
  calendar,
  notifications,
  siteLook,
  languages,
  adminLog,
  userAdmin,
  backup,
  health,
  webApp,
];
