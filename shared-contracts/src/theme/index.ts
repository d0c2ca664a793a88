/* The family's theme: its defaults, colour arithmetic, how the page wears it, and the browser's check. */
export type { Theme, ThemeColors } from './schema.js';
export * from './defaults.js';
export * from './color.js';
export * from './check.js';
export * from './applied.js';
export * from './cssVariables.js';
export * from './antdTokens.js';
