// A remote built for another origin (scripts/deploy-remote.mjs --out) loads its own chunks with
// webpack's script loader. Each script it makes asks the page's shell for the SHA-384 the site
// pinned for that file (remotes.json) and carries it as its integrity, with CORS, so a chunk
// changed on that host is refused by the browser. The hashes cannot be built into the remote:
// they are the site's decision, and webpack-subresource-integrity does not build federated
// remotes (its placeholders stay unresolved). A shell without the function loads them unchecked.
const { LoadScriptRuntimeModule } = require('webpack').runtime;
const { remotePins } = require('../contracts.cjs');

const GLOBAL = JSON.stringify(remotePins.PINNED_SCRIPT_GLOBAL);

class PinnedChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('PinnedChunksPlugin', (compilation) => {
      LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap('PinnedChunksPlugin', (source) =>
        [
          source,
          `var pinnedIntegrityOf = typeof window !== "undefined" && window[${GLOBAL}];`,
          'var pinnedIntegrity = typeof pinnedIntegrityOf === "function" ? pinnedIntegrityOf(script.src) : undefined;',
          'if (pinnedIntegrity) { script.integrity = pinnedIntegrity; script.crossOrigin = "anonymous"; }',
        ].join('\n'),
      );
    });
  }
}

module.exports = { PinnedChunksPlugin };
