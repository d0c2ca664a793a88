export * from './user.js';
export * from './constants.js';
export * from './validation.js';
export * from './roles.js';
export * from './theme.js';
export * from './api.js';
export * from './branding.js';
export * from './profile.js';
