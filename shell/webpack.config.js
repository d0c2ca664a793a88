const path = require('node:path');
const esbuild = require('esbuild');
const CopyPlugin = require('copy-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { federatedConfig } = require('../tooling/webpack/federatedConfig.cjs');
const { AppIconsPlugin } = require('./scripts/appIcons.cjs');
const { BootPreloadPlugin } = require('./scripts/bootPreload.cjs');
const { PageStartChunksPlugin } = require('./scripts/pageStartChunks.cjs');

const { constants, remotePins } = require('../tooling/contracts.cjs');

const { PINNED_WORKER_FILE, PINNED_PAGE_FILE } = remotePins;

/**
 * A language's messages (the shell's, the shared ones, antd's words): fetched when the language is
 * chosen and kept by the worker then (sw.ts), never precached: a family's phone downloads the
 * languages it reads, not all seven.
 */
const LANGUAGE_CHUNK = /^lang-/;

/** webpack's content-hashed names (output.chunkFilename, assetModuleFilename): fetched as they are. */
const HASHED_FILE = /\.[0-9a-f]{10}\./;

/**
 * A script of its own, built as one plain file: the service worker's code (src/pwa/sw.ts and the
 * Workbox modules), and the scripts the server adds to the worker and the page for pinned remotes.
 * InjectManifest would compile the worker in a child of this compilation, and a child inherits the
 * federation plugin, which turns the worker into federated chunks that cannot run in a worker;
 * esbuild bundles it on its own, and InjectManifest only writes the precache list into it.
 */
function bundleScript(source, name) {
  const outfile = path.join(__dirname, 'node_modules/.cache/familynet-sw', name);
  esbuild.buildSync({
    entryPoints: [path.join(__dirname, 'src', source)],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    // Workbox's development logging and checks go; the spec's time-out as the shell has it.
    define: { 'process.env.NODE_ENV': '"production"', __CHUNK_LOAD_TIMEOUT_MS__: JSON.stringify(constants.CHUNK_LOAD_TIMEOUT_MS) },
    legalComments: 'none',
    logLevel: 'warning',
  });
  return outfile;
}

module.exports = federatedConfig({
  packageDir: __dirname,
  name: 'shell',
  isHost: true,
  plugins: (mode) => [
    // Icons and other files served as they are (index.html is written by the build).
    new CopyPlugin({
      patterns: [
        { from: 'public', globOptions: { ignore: ['**/index.html'] } },
        // What the server puts at the top of sw.js, and into the page, when remotes are pinned at
        // other origins (src/pwa/pinnedWorker.ts, src/federation/pinnedPage.ts); never precached.
        { from: bundleScript('pwa/pinnedWorker.ts', PINNED_WORKER_FILE), to: PINNED_WORKER_FILE },
        { from: bundleScript('federation/pinnedPage.ts', PINNED_PAGE_FILE), to: PINNED_PAGE_FILE },
      ],
    }),
    // The installed app's icons, drawn from the logo (scripts/appIcons.cjs says why here).
    new AppIconsPlugin({ source: path.join(__dirname, 'public/favicon.svg') }),
    // index.html asks for the scripts every page starts with beside main.js (scripts/bootPreload.cjs).
    ...(mode === 'production' ? [new BootPreloadPlugin()] : []),
    // ...and the server names those a page starts with beyond them (scripts/pageStartChunks.cjs).
    ...(mode === 'production' ? [new PageStartChunksPlugin()] : []),
    // The service worker (/sw.js) only in production: a worker caching code while developing
    // would hide every rebuild.
    ...(mode === 'production'
      ? [
          new InjectManifest({
            swSrc: bundleScript('pwa/sw.ts', 'sw.js'),
            swDest: 'sw.js',
            compileSrc: false,
            // The shell precaches itself: its scripts and the logo. Not the page (NetworkFirst in
            // the worker), not the federation manifests of the host (nobody reads them), not the
            // install icons (the browser fetches them once), never source maps or the
            // compressed twins (the browser gets those through Content-Encoding).
            exclude: [/\.map$/, /\.(?:br|gz)$/, /\.LICENSE\.txt$/, /^index\.html$/, /^mf-(?:manifest|stats)\.json$/, ...[PINNED_WORKER_FILE, PINNED_PAGE_FILE].map((file) => new RegExp(`^${file.replace('.', '\\.')}$`)), /^start-chunks\.json$/, /^icons\//, LANGUAGE_CHUNK],
            // Hashed names are fetched through the HTTP cache (what the page already loaded costs
            // nothing); the others (main.js) carry a revision.
            dontCacheBustURLsMatching: HASHED_FILE,
            maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
          }),
        ]
      : []),
  ],
});
