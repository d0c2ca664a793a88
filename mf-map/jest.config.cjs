const preset = require('../tooling/jest/preset.cjs')(__dirname);

module.exports = {
  ...preset,
  moduleNameMapper: {
    // Stylesheets imported as text (webpack's asset/source): jsdom lays nothing out anyway.
    '\\.css\\?raw$': '<rootDir>/src/test-support/cssText.cjs',
    ...preset.moduleNameMapper,
  },
};
