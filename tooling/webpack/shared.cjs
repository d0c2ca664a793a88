// The modules every federated container shares. One list, so the shell and each remote
// agree: a second copy of react, the router, jotai, dayjs or antd breaks the page.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const versionOf = (name) => require(require.resolve(`${name}/package.json`, { paths: [root] })).version;

function singleton(name, extra = {}) {
  const version = versionOf(name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]);
  return { singleton: true, requiredVersion: `^${version}`, version, ...extra };
}

/** @returns {Record<string, object>} the `shared` option of ModuleFederationPlugin */
function sharedDependencies() {
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime'),
    'react/jsx-dev-runtime': singleton('react/jsx-dev-runtime'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client'),
    'react-router-dom': singleton('react-router-dom', { import: path.join(__dirname, '../federation/react-router-dom.js') }),
    jotai: singleton('jotai'),
    'jotai/vanilla': singleton('jotai/vanilla'),
    'jotai/react': singleton('jotai/react'),
    'jotai/utils': singleton('jotai/utils'),
    dayjs: singleton('dayjs'),
    // antd and its icons are provided through facades that export only what is used
    // (tooling/federation/*.js); a singleton of the whole package would not be tree-shaken.
    antd: singleton('antd', { import: path.join(__dirname, '../federation/antd.js') }),
    '@ant-design/icons': singleton('@ant-design/icons', { import: path.join(__dirname, '../federation/icons.js') }),
    'shared-contracts': singleton('shared-contracts'),
    'shared-contracts/session': singleton('shared-contracts'),
    'shared-contracts/http': singleton('shared-contracts'),
  };
}

module.exports = { sharedDependencies };
