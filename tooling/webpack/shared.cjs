// The modules every federated container shares. One list, so the shell and each remote
// agree: a second copy of react, the router, jotai, dayjs or antd breaks the page.
const path = require('node:path');
const antdCore = require('../federation/antdCore.cjs');

const root = path.resolve(__dirname, '../..');
const facades = path.join(__dirname, '../federation');
const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] })).version;

function singleton(name, extra = {}) {
  const version = versionOf(name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]);
  return { singleton: true, requiredVersion: `^${version}`, version, ...extra };
}

/**
 * @param {{ providesAntd: boolean }} options  false for a production remote: antd, its
 *   parts and the icons then come only from the shell. With two providers, a remote could
 *   pick its own copy of a component whose theme context lives in the shell's copy.
 * @returns {Record<string, object>} the `shared` option of ModuleFederationPlugin
 */
function sharedDependencies({ providesAntd }) {
  const fromShell = (importPath) => ({ import: providesAntd ? importPath : false });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime'),
    'react/jsx-dev-runtime': singleton('react/jsx-dev-runtime'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client'),
    'react-router-dom': singleton('react-router-dom', { import: path.join(facades, 'react-router-dom.js') }),
    jotai: singleton('jotai'),
    'jotai/vanilla': singleton('jotai/vanilla'),
    'jotai/react': singleton('jotai/react'),
    'jotai/utils': singleton('jotai/utils'),
    dayjs: singleton('dayjs'),
    // antd and its icons are provided through facades that export only what is used
    // (tooling/federation/*.js); a singleton of the whole package would not be tree-shaken.
    antd: singleton('antd', fromShell(path.join(facades, 'antd.js'))),
    ...Object.fromEntries(antdCore.map((name) => [`antd/es/${name}`, singleton('antd', fromShell(`antd/es/${name}`))])),
    '@ant-design/icons': singleton('@ant-design/icons', fromShell(path.join(facades, 'icons.js'))),
    'shared-contracts': singleton('shared-contracts'),
    'shared-contracts/session': singleton('shared-contracts'),
    'shared-contracts/http': singleton('shared-contracts'),
  };
}

module.exports = { sharedDependencies };
