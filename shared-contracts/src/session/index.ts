export * from './state.js';
export * from './atoms.js';
export * from './theme.js';
export * from './operations.js';
