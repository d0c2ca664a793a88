/*
 * The entry of PINNED_PAGE_FILE (see pinnedRemotes.ts): run before main.js on a page whose
 * configuration pins remotes. The server writes both the configuration and this script into the
 * page, from the same remotes file.
 */
import { giveShell, pageConfig, pinRemotes } from './pinnedRemotes';

const config = pageConfig();
if (config) giveShell(pinRemotes(config));
