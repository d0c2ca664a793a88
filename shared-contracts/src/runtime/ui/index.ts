export { Wordmark, siteName } from './Wordmark.js';
export { ThemeRoot } from './ThemeRoot.js';
export { antdRule, type ValidatorRule } from './antdRule.js';
