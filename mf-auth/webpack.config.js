const { federatedConfig } = require('../tooling/webpack/federatedConfig.cjs');

module.exports = federatedConfig({
  packageDir: __dirname,
  name: 'mf_auth',
  exposes: {
    './AuthPage': './src/AuthPage.tsx',
    './ResetPasswordPage': './src/ResetPasswordPage.tsx'
  },
});
