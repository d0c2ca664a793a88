const { federatedConfig } = require('../tooling/webpack/federatedConfig.cjs');

module.exports = federatedConfig({
  packageDir: __dirname,
  name: 'mf_calendar',
  exposes: {
    './CalendarPage': './src/CalendarPage.tsx'
  },
});
