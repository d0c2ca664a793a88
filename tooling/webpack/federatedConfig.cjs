// One webpack configuration for the shell and every remote, so they are built alike.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { PinnedChunksPlugin } = require('../federation/pinnedChunksPlugin.cjs');
const { sharedDependencies } = require('./shared.cjs');
const { SingletonGuardPlugin } = require('../federation/singletonGuard.cjs');
const { ExternalRuntimeGuardPlugin } = require('../federation/externalRuntimeGuard.cjs');
const { constants, remotes } = require('../contracts.cjs');
const { devPorts } = require('../workspace.cjs');

const root = path.resolve(__dirname, '../..');

/** Where the pages of `npm run dev` call the API: the spec's local server, or FAMILYNET_API_URL (QA). */
const devApiUrl = () => (process.env.FAMILYNET_API_URL || `http://localhost:${constants.DEFAULT_API_PORT}`).replace(/\/+$/, '');

/**
 * The /app-config.json of a development server. The shell's (`npm run dev`) points at every
 * remote's dev server; a remote's standalone page (`npm run dev -w mf-…`) has its own modules
 * built in and takes the others from the API server's builds, so it runs alone.
 */
function devAppConfig(isHost) {
  const ports = devPorts();
  const entries = Object.entries(remotes.REMOTE_FOLDERS).map(([container, folder]) => [
    container,
    isHost ? `http://localhost:${ports[folder]}/${remotes.REMOTE_MANIFEST_FILE}` : `${devApiUrl()}/remotes/${folder}/${remotes.REMOTE_MANIFEST_FILE}`,
  ]);
  return { siteName: constants.SITE_NAME_DEFAULT, remotes: Object.fromEntries(entries) };
}
/**
 * A remote's container name and exposed modules, from the area list: each page and part of its
 * area is `./src/<Module>.tsx`, exposed as `./<Module>`.
 */
function remoteOf(packageName) {
  const name = Object.keys(remotes.REMOTE_FOLDERS).find((container) => remotes.REMOTE_FOLDERS[container] === packageName);
  if (!name) throw new Error(`${packageName} is not the remote of an area in shared-contracts/src/areas.ts`);
  const exposes = Object.fromEntries(remotes.exposedModulesOf(name).map((module) => [`./${module}`, `./src/${module}.tsx`]));
  return { name, exposes };
}

/** A package's message catalogues: messages/<locale>.json (issue 42). */
const MESSAGE_CATALOG = /[\\/]messages[\\/][A-Za-z-]+\.json$/;
const COMPRESSIBLE = /\.(js|json|html|svg|css|txt)$/;
/** Modules of antd's own component packages (side-effect free, undeclared). */
const RC_COMPONENT_MODULE = /[\\/]node_modules[\\/]@rc-component[\\/]/;

/**
 * @param {object} options
 * @param {string} options.packageDir   the package folder (__dirname of its webpack.config.js)
 * @param {string} [options.name]       the federation container name of the shell; a remote's comes
 *                                      from the area list (shared-contracts/src/areas.ts) by its package name
 * @param {boolean} [options.isHost]    true for the shell
 * @param {(mode: string) => object[]} [options.plugins] extra plugins
 */
function federatedConfig(options) {
  const { packageDir, isHost = false } = options;
  const pkg = require(path.join(packageDir, 'package.json'));
  const { name, exposes } = isHost ? { name: options.name, exposes: {} } : remoteOf(pkg.name);

  return (_env, argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const isDev = mode === 'development';
    // A remote built for another origin (scripts/deploy-remote.mjs --out): its chunks are loaded
    // with CORS, each with the SHA-384 the site pinned for it (pinnedChunksPlugin.cjs).
    const pinned = !isHost && !isDev && process.env.FAMILYNET_PINNED_BUILD === '1';
    // A remote's standalone page (dev/) exists for QA in development only; in production
    // a remote is nothing but its container and chunks.
    const entry = isHost
      ? { main: path.join(packageDir, 'src/index.ts') }
      : isDev
        ? { standalone: path.join(packageDir, 'dev/index.ts') }
        : {};

    return {
      mode,
      context: packageDir,
      entry,
      // Production maps stay on the build machine for debugging: the scripts do not point at them
      // and the server never serves them (they hold the whole source).
      devtool: isDev ? 'eval-cheap-module-source-map' : 'hidden-source-map',
      output: {
        // A remote deployed on its own is built elsewhere (scripts/deploy-remote.mjs).
        path: process.env.FAMILYNET_OUT_DIR || path.join(packageDir, 'dist'),
        // Remotes find their chunks relative to their own remoteEntry; the shell lives at /.
        publicPath: isHost ? '/' : 'auto',
        // Entry files keep stable names (the manifest and remoteEntry point at them);
        // only chunks are content-hashed and cached forever.
        filename: '[name].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        uniqueName: name,
        chunkLoadTimeout: constants.CHUNK_LOAD_TIMEOUT_MS,
        clean: true,
        ...(pinned ? { crossOriginLoading: 'anonymous' } : {}),
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.jsx'],
        // shared-contracts is compiled from source in every bundle (no stale dist in dev).
        conditionNames: ['familynet-source', '...'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
        // react-router's package exports only its development build; production gets the
        // smaller build without dev-time checks.
        alias: isDev
          ? {}
          : {
              'react-router$': path.join(root, 'node_modules/react-router/dist/production/index.mjs'),
              'react-router/dom$': path.join(root, 'node_modules/react-router/dist/production/dom-export.mjs'),
            },
      },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'ts-loader',
              options: { transpileOnly: true, configFile: path.join(packageDir, 'tsconfig.json') },
            },
          },
          { test: /\.(png|jpe?g|webp|svg|ico)$/i, type: 'asset/resource' },
          // antd's rc-component packages have no side effects at import time but do not say so
          // in their package.json, so webpack keeps every module their index files name: antd's
          // Input imports one context from @rc-component/form and got all of Form and its
          // validator engine with it, on the sign-in page.
          { test: RC_COMPONENT_MODULE, sideEffects: false },
          // Message catalogues, compiled at build time (tooling/i18n/catalogLoader.cjs).
          { test: MESSAGE_CATALOG, type: 'json', use: path.join(__dirname, '../i18n/catalogLoader.cjs') },
        ],
      },
      plugins: [
        // axios's fetch adapter is never chosen in a browser, where XMLHttpRequest comes first
        // (tooling/webpack/stubs/axios-fetch-adapter.js, whose getFetch says it is not there): 2.5 KiB
        // gzip less on every first visit.
        ...(isDev ? [] : [new webpack.NormalModuleReplacementPlugin(/[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/, path.join(__dirname, 'stubs/axios-fetch-adapter.js'))]),
        new webpack.DefinePlugin({
          // Same origin in production (the server serves the site); the spec's local
          // server on port 8080 while developing.
          __API_BASE__: JSON.stringify(isDev ? devApiUrl() : ''),
          __CHUNK_LOAD_TIMEOUT_MS__: JSON.stringify(constants.CHUNK_LOAD_TIMEOUT_MS),
        }),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedDependencies({ providesAntd: isHost || isDev }),
          // loaded-first: nothing is fetched from a remote until its route needs it, so
          // one dead remote cannot blank the site at start-up.
          shareStrategy: 'loaded-first',
          runtimePlugins: [
            path.join(__dirname, '../federation/chunkTimeoutPlugin.js'),
            // One federation runtime on the page: the shell's main.js provides it, and a
            // production remote's entry takes it from the page instead of bundling a copy (about
            // 18 KB gzip per remote). A remote's development build keeps its own and provides it
            // too, because its standalone page has no shell to take one from.
            ...(isHost || isDev ? [path.join(__dirname, '../federation/provideRuntimeCore.js')] : []),
          ],
          // The site runs only in browsers, so the runtime's Node script loader is left out (1.5 KiB
          // brotli of main.js). A production remote loads no other remote (only the shell does,
          // and a development remote's standalone page), so its entry leaves out the remote
          // loading code too (0.6 KiB of each remoteEntry.js).
          experiments: isHost || isDev
            ? { optimization: { target: 'web' } }
            : { externalRuntime: true, optimization: { target: 'web', disableRemote: true } },
          manifest: true,
          dts: false,
        }),
        ...(isHost || isDev
          ? [
              new HtmlWebpackPlugin({
                // A function, not a template file: a template file is compiled by a child
                // compiler that inherits the federation plugin and builds antd and React
                // a second time for nothing.
                // A remote's standalone page is the shell's page too: the same frame, the same head.
                templateContent: () => fs.readFileSync(path.join(root, 'shell', 'public', 'index.html'), 'utf8'),
                chunks: Object.keys(entry),
                // Absolute, so deep links such as /dashboard/map still find the script.
                publicPath: '/',
              }),
            ]
          : []),
        new SingletonGuardPlugin(),
        ...(pinned ? [new PinnedChunksPlugin()] : []),
        ...(isHost || isDev ? [] : [new ExternalRuntimeGuardPlugin()]),
        ...(options.plugins ? options.plugins(mode) : []),
        // Brotli and gzip copies beside every text file, so the server sends them compressed
        // without spending CPU per request (@fastify/static preCompressed).
        ...(isDev
          ? []
          : [
              new CompressionPlugin({ test: COMPRESSIBLE, filename: '[path][base].gz', algorithm: 'gzip', threshold: 1024, minRatio: 0.9 }),
              new CompressionPlugin({
                test: COMPRESSIBLE,
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
                threshold: 1024,
                minRatio: 0.9,
              }),
            ]),
      ],
      devServer: {
        port: pkg.familynet.devPort,
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        static: { directory: path.join(root, 'shell', 'public'), publicPath: '/' },
        setupMiddlewares: (middlewares, server) => {
          server.app.get('/app-config.json', (_req, res) => res.json(devAppConfig(isHost)));
          return middlewares;
        },
      },
      optimization: {
        // The shell provides antd's components one by one, and each screen fetches only those it
        // shows; at webpack's default (20 KB) the small modules they have in common (antd's
        // utilities and styles, @rc-component/util) were copied into each of their chunks: the
        // directory fetched 12 KiB twice. Measured 0, 6, 10 and 20 KB: 6 KB made the lightest
        // screens. What every antd screen needs (the theme, the style engine, the utilities, the
        // popup engine antd 6's ConfigProvider holds for its tooltips) is one chunk, antd-base: in
        // many small chunks the settings screen fetched 62 files, and over HTTP/1.1 (six
        // connections) on a phone's 150 ms round trips it came 0.5-1.5 s later than before
        // (Lighthouse's mobile profile). Only antd's own code uses the small packages named here
        // (stylis, @babel/runtime): were the sign-in page to reach one, it would fetch the whole
        // chunk, and its budget (e2e/tests/first-visit.test.ts) would say so. The icons' own needs
        // (clsx, @ant-design/colors and fast-color) stay out of it: the first screens show icons
        // and no antd component, and with them in it every dashboard screen fetched all of it.
        // A remote keeps the default: its chunks share little, and split smaller they cost the
        // sign-in page a request and a kilobyte.
        ...(isHost
          ? {
              splitChunks: {
                minSize: 6_000,
                cacheGroups: {
                  antdBase: {
                    test: /[\\/]node_modules[\\/](?:antd[\\/]es[\\/](?:_util|style|theme|config-provider|locale|locale-provider|tooltip[\\/]UniqueProvider)|@rc-component[\\/](?:util|motion|resize-observer|portal|trigger|context)|@ant-design[\\/](?:cssinjs|cssinjs-utils)|@babel[\\/]runtime|stylis|@emotion[\\/])/,
                    name: 'antd-base',
                    chunks: 'async',
                    priority: 20,
                    enforce: true,
                  },
                },
              },
            }
          : {}),
        // SWC removes as much dead code as terser in a fraction of its time (esbuild is as
        // fast but left react-router 3.5 times larger), which keeps the first `npm start` short.
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: { passes: 2 }, mangle: true } })],
      },
      performance: { hints: false },
      stats: isDev ? 'minimal' : 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
  };
}

module.exports = { federatedConfig, root };
