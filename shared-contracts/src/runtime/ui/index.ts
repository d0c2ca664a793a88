export { Wordmark, siteName } from './Wordmark.js';
export { ThemeRoot } from './ThemeRoot.js';
export { MovingBackdrop } from './MovingBackdrop.js';
export { antdRule, type ValidatorRule } from './antdRule.js';
