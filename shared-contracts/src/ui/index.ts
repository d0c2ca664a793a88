export { Wordmark, siteName } from './Wordmark.js';
export { ThemeRoot } from './ThemeRoot.js';
