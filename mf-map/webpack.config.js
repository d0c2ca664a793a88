const { federatedConfig } = require('../tooling/webpack/federatedConfig.cjs');

module.exports = federatedConfig({
  packageDir: __dirname,
  name: 'mf_map',
  exposes: {
    './MapPage': './src/MapPage.tsx'
  },
});
