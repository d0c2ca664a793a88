// The `shared` option of every federated container, derived from the one declaration of the
// page's singletons (tooling/federation/singletons.cjs), so the shell and each remote agree.
const path = require('node:path');
const { SINGLETONS } = require('../federation/singletons.cjs');

const root = path.resolve(__dirname, '../..');
const packageOf = (request) => (request.startsWith('@') ? request.split('/').slice(0, 2).join('/') : request.split('/')[0]);
const versionOf = (request) => require(require.resolve(`${packageOf(request)}/package.json`, { paths: [root] })).version;

/**
 * @param {{ providesAntd: boolean }} options  false for a production remote: what is marked
 *   fromShell then comes only from the shell. With two providers, a remote could pick its own
 *   copy of a component whose theme context lives in the shell's copy.
 * @returns {Record<string, object>} the `shared` option of ModuleFederationPlugin
 */
function sharedDependencies({ providesAntd }) {
  return Object.fromEntries(
    SINGLETONS.map(({ request, facade, fromShell }) => {
      const version = versionOf(request);
      const importPath = fromShell && !providesAntd ? false : facade;
      // strictVersion: a remote built for a newer library than the page provides is refused with a
      // message naming the library (shown in its area), never run against the wrong version.
      return [request, { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version, ...(importPath !== undefined ? { import: importPath } : {}) }];
    }),
  );
}

module.exports = { sharedDependencies };
