const CopyPlugin = require('copy-webpack-plugin');
const { federatedConfig } = require('../tooling/webpack/federatedConfig.cjs');

module.exports = federatedConfig({
  packageDir: __dirname,
  name: 'shell',
  isHost: true,
  // Icons and other files served as they are (index.html is written by the build).
  plugins: () => [new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] })],
});
