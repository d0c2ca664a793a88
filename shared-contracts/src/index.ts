/*
 * The pure contracts of FamilyNet: schemas and the types they give, the endpoint map, routes,
 * messages, constants, roles and the rules every package and the server share. No React, no
 * browser state: the server imports this entry. What the browser shares at run time (the API
 * client, the session, the theme root) is the `shared-contracts/runtime` entry.
 */
export * from './constants.js';
export * from './validation.js';
export * from './roles.js';
export * from './routes.js';
export * from './areas.js';
export * from './branding.js';
export * from './appConfig.js';
export * from './maps.js';
export * from './user.js';
export * from './theme/index.js';
export * from './profile.js';
export * from './member/fields.js';
export * from './userAdmin.js';
export * from './schema/user.js';
export * from './schema/auth.js';
export * from './schema/profile.js';
export * from './schema/location.js';
export * from './schema/theme.js';
export * from './schema/admin.js';
export * from './schema/envelope.js';
export * from './schema/formats.js';
export * from './schema/calendar.js';
export * from './api/endpoints.js';
