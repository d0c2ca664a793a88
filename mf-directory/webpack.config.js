const { federatedConfig } = require('../tooling/webpack/federatedConfig.cjs');

module.exports = federatedConfig({
  packageDir: __dirname,
  name: 'mf_directory',
  exposes: {
    './DirectoryPage': './src/DirectoryPage.tsx',
    './ProfileDialog': './src/ProfileDialog.tsx'
  },
});
