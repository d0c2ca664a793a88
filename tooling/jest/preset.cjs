// The jest set-up every front-end package uses (swc transform, jsdom, shared-contracts from source).
const path = require('node:path');

const contracts = path.resolve(__dirname, '../../shared-contracts/src');

/** antd's and @ant-design/icons' lists of every component and icon (lazy-barrel.cjs). */
const BARREL_FILES = String.raw`antd/lib/index\.js$|@ant-design/icons/lib/icons/index\.js$`;
const BARRELS = `/node_modules/(${BARREL_FILES})`;

/** @param {string} packageDir @param {object} [overrides] */
module.exports = function jestConfig(packageDir, overrides = {}) {
  return {
    rootDir: packageDir,
    testEnvironment: require.resolve('./environment.cjs'),
    testMatch: ['<rootDir>/{src,dev}/**/*.test.{ts,tsx}'],
    transform: {
      [BARRELS]: path.join(__dirname, 'lazy-barrel.cjs'),
      // Message catalogues compiled as the build compiles them (tooling/i18n/catalogLoader.cjs).
      '[\\/]messages[\\/][A-Za-z-]+\\.json$': path.join(__dirname, '../i18n/jestCatalogTransform.cjs'),
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // jotai 3 and relatives-tree ship ES modules only; the two barrels load lazily (lazy-barrel.cjs).
    transformIgnorePatterns: [`/node_modules/(?!(jotai|@ant-design/colors|relatives-tree)/|${BARREL_FILES})`],
    moduleNameMapper: {
      '^shared-contracts$': `${contracts}/index.ts`,
      '^shared-contracts/runtime$': `${contracts}/runtime/index.ts`,
      '^shared-contracts/testing$': `${contracts}/testing/index.tsx`,
      '^shared-contracts/testing/fields$': `${contracts}/testing/fieldTable.ts`,
      '^shared-contracts/family$': `${contracts}/family/index.ts`,
      '^shared-contracts/i18n$': `${contracts}/i18n/server.ts`,
      '^shared-contracts/remote-pins$': `${contracts}/remotePins.ts`,
      '^shared-contracts/antd-theme$': `${contracts}/runtime/antdTheme.tsx`,
      '^shared-contracts/ui$': `${contracts}/ui/index.ts`,
      '^(\\.{1,2}/.*)\\.js$': '$1',
      // Components imported by path (antd/es/…) must be the same modules as 'antd' (lib).
      '^antd/es/(.*)$': 'antd/lib/$1',
      '\\.(png|jpe?g|webp|svg|ico)$': path.join(__dirname, 'fileStub.cjs'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'setup.ts')],
    clearMocks: true,
    restoreMocks: true,
    // A loaded 2-core machine (CI, or several builds at once) can take seconds to render a form.
    testTimeout: 20_000,
    ...overrides,
  };
};
