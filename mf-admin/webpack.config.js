const { federatedConfig } = require('../tooling/webpack/federatedConfig.cjs');

module.exports = federatedConfig({
  packageDir: __dirname,
  name: 'mf_admin',
  exposes: {
    './SettingsPage': './src/SettingsPage.tsx'
  },
});
