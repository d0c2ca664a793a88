// The modules that must exist once on the page, declared once. The federation `shared`
// option of the shell and of every remote is derived from this list (webpack/shared.cjs), and
// the build fails when a container bundles a private copy of one (singletonGuard.cjs): a second
// React breaks hooks, a second router or jotai breaks navigation and the session, a second
// antd or dayjs breaks the theme and dates, a second runtime means a second API client.
const path = require('node:path');
const antdCore = require('./antdCore.cjs');
const antdOnDemand = require('./antdOnDemand.cjs');

const facades = __dirname;

/**
 * @typedef {object} Singleton
 * @property {string} request        the import specifier that is shared
 * @property {string} [facade]       a file that stands for the package (exports only what is used)
 * @property {boolean} [fromShell]   provided by the shell only (a production remote never brings its own)
 */

/** @type {Singleton[]} */
const SINGLETONS = [
  { request: 'react' },
  { request: 'react/jsx-runtime' },
  { request: 'react/jsx-dev-runtime' },
  { request: 'react-dom' },
  { request: 'react-dom/client' },
  { request: 'react-router-dom', facade: path.join(facades, 'react-router-dom.js') },
  { request: 'jotai' },
  { request: 'jotai/vanilla' },
  { request: 'jotai/react' },
  { request: 'jotai/utils' },
  { request: 'dayjs' },
  { request: 'antd', facade: path.join(facades, 'antd.js'), fromShell: true },
  ...antdCore.map((name) => ({ request: `antd/es/${name}`, fromShell: true })),
  // The shell provides a bare module name only when its own build imports it, and it renders no
  // Form or Switch: a file path is provided whatever the shell itself uses.
  ...antdOnDemand.map((name) => ({ request: `antd/es/${name}`, facade: require.resolve(`antd/es/${name}`, { paths: [facades] }), fromShell: true })),
  { request: '@ant-design/icons', facade: path.join(facades, 'icons.js'), fromShell: true },
  { request: 'shared-contracts' },
  // One API client, session and language on the page, the shell's: a remote's own copy would be a
  // second (and its lazy chunks, the languages' among them, would only weigh on its entry).
  { request: 'shared-contracts/runtime', fromShell: true },
  // The theme as antd tokens (ConfigProvider), apart from the runtime so that a page without
  // antd components (the sign-in page) downloads no antd.
  { request: 'shared-contracts/antd-theme', fromShell: true },
];

/**
 * Packages whose modules may be reached only through a shared request above. Files of theirs
 * that hold no state may still be bundled by a container on purpose (`stateless`).
 */
const GUARDED_PACKAGES = [
  { name: 'react' },
  { name: 'react-dom' },
  { name: 'react-router' },
  { name: 'react-router-dom' },
  { name: 'jotai' },
  { name: 'dayjs', stateless: [/[\\/]dayjs[\\/]plugin[\\/]/, /[\\/]dayjs[\\/]locale[\\/]/] },
  // A language's words (antd's locale files) hold no state: fetched with the language (antdLocale.ts).
  { name: 'antd', stateless: [/[\\/]antd[\\/]es[\\/](locale|date-picker[\\/]locale|calendar[\\/]locale|time-picker[\\/]locale)[\\/]/] },
  { name: '@ant-design/icons' },
  { name: 'shared-contracts/runtime', dir: path.resolve(__dirname, '../../shared-contracts/src/runtime') },
];

module.exports = { SINGLETONS, GUARDED_PACKAGES };
