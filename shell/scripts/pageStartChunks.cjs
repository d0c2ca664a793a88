// The shell's chunks a page starts with beyond those every page needs, for the server to ask for
// in index.html (server/src/features/web-app/site.ts).
//
// After the boot scripts (bootPreload.cjs), a member's page needs the dashboard frame, and a page
// that shows the family list needs its loader. The shell asks for each once it has started
// (startShell's fetchPageAhead); on a cold phone visit that is after the boot scripts have
// arrived and run, and the frame's scripts then took one more round trip, the family list's call
// one more after them. This plugin writes which scripts those are (start-chunks.json, by the page
// flag of shared-contracts/src/areas.ts) so the server can name them beside the boot scripts for
// a page the visitor will stay on.
const { sources } = require('webpack');
const { blockChunks, bootChunks, chunksReached, providersOf, publicPathOf, scriptsOf } = require('./bootPreload.cjs');
const { remotes } = require('../../tooling/contracts.cjs');

const NAME = 'PageStartChunksPlugin';

/** Where each kind of page's own start is imported: a module of the shell's, by path. */
const STARTS = {
  member: { module: /[\\/]shell[\\/]src[\\/]layout[\\/]loadDashboardLayout\.ts$/ },
  showsFamilyList: { module: /[\\/]shared-contracts[\\/]src[\\/]runtime[\\/]members[\\/]index\.ts$/ },
};

class PageStartChunksPlugin {
  constructor({ entry = 'main' } = {}) {
    this.entry = entry;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({ name: NAME, stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { chunkGraph } = compilation;
        const providers = providersOf(compilation);
        const publicPath = publicPathOf(compilation);
        const boot = new Set();
        bootChunks(compilation, this.entry, boot);
        const starts = {};
        for (const [flag, where] of Object.entries(STARTS)) {
          const origin = [...compilation.modules].find((module) => where.module.test(module.resource ?? ''));
          // A renamed file must fail the build, not quietly drop the hint.
          if (!origin) throw new Error(`${NAME}: nothing in the build for the ${flag} pages' start (${where.module})`);
          // Each list leaves out the boot scripts, which index.html names already.
          starts[flag] = scriptsOf(chunksReached(compilation, blockChunks(chunkGraph, origin), new Set(boot), providers), publicPath);
        }
        compilation.emitAsset(remotes.SHELL_START_CHUNKS_FILE, new sources.RawSource(`${JSON.stringify(starts, null, 2)}\n`));
      });
    });
  }
}

module.exports = { PageStartChunksPlugin };
