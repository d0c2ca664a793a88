const CopyPlugin = require('copy-webpack-plugin');
const { federatedConfig } = require('../tooling/webpack/federatedConfig.cjs');
const { remotes } = require('../tooling/contracts.cjs');

// In development the shell's dev server publishes where each remote's dev server runs;
// in production the API server writes this file from its configuration.
function devAppConfig() {
  const entries = Object.entries(remotes.REMOTE_FOLDERS).map(([container, folder]) => {
    const { devPort } = require(`../${folder}/package.json`).familynet;
    return [container, `http://localhost:${devPort}/mf-manifest.json`];
  });
  return { remotes: Object.fromEntries(entries) };
}

module.exports = federatedConfig({
  packageDir: __dirname,
  name: 'shell',
  isHost: true,
  // Icons and other files served as they are (index.html is written by the build).
  plugins: () => [new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] } }] })],
  devServer: () => ({
    setupMiddlewares: (middlewares, server) => {
      server.app.get('/app-config.json', (_req, res) => res.json(devAppConfig()));
      return middlewares;
    },
  }),
});
