module.exports = require('../tooling/jest/preset.cjs')(__dirname, {
  testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
});
