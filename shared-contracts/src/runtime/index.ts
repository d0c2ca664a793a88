/*
 * The app runtime: what the shell and every remote share while the site runs. It is one
 * federation singleton (declared in tooling/federation/singletons.cjs), so there is one API
 * client, one session atom and one theme on the page, whichever remote asks.
 */
export * from './http/client.js';
export * from './http/errors.js';
export { initialSession, persistableSession, restoredSession, type SessionState } from './session/state.js';
export { currentUserAtom, sessionAtom } from './session/atoms.js';
export * from './session/theme.js';
export * from './session/background.js';
export { sessionOperationsOf, useSession, type SessionOperations } from './session/operations.js';
export * from './members/familyMembers.js';
export * from './uploads/picture.js';
export * from './ui/index.js';
export * from './remotes.js';
export * from './appConfig.js';
