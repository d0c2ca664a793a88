// A production remote takes the federation runtime core from the page (provideRuntimeCore.js
// puts it there, with only the names the containers use). This fails a remote's build that
// would need a name the page does not provide, instead of a remote that breaks in the browser.
const fs = require('node:fs');
const path = require('node:path');

const EXTERNAL = '_FEDERATION_RUNTIME_CORE';

/** The names provideRuntimeCore.js imports from the runtime core (its one import list). */
function providedNames() {
  const source = fs.readFileSync(path.join(__dirname, 'provideRuntimeCore.js'), 'utf8');
  const list = source.match(/import\s*\{([^}]*)\}\s*from\s*'@module-federation\/runtime-tools\/runtime-core'/);
  if (!list) throw new Error('provideRuntimeCore.js: its import list from the runtime core was not found');
  return new Set(list[1].split(',').map((name) => name.trim()).filter(Boolean));
}

/** The runtime core's names `used` asks for that `provided` lacks (`used` true: the whole module). */
function missingNames(used, provided) {
  if (used === true || used === null) return ['(the whole module)'];
  return [...(used ?? [])].filter((name) => !provided.has(name));
}

class ExternalRuntimeGuardPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('ExternalRuntimeGuardPlugin', (compilation) => {
      compilation.hooks.afterOptimizeChunkModules.tap('ExternalRuntimeGuardPlugin', () => {
        const provided = providedNames();
        for (const module of compilation.modules) {
          if (module.constructor.name !== 'ExternalModule' || module.request !== EXTERNAL) continue;
          const used = compilation.moduleGraph.getExportsInfo(module).getUsedExports(undefined);
          const missing = missingNames(used === false ? [] : used, provided);
          if (missing.length === 0) continue;
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `This remote uses ${missing.join(', ')} of the federation runtime core, which the page does not provide: add it to tooling/federation/provideRuntimeCore.js.`,
            ),
          );
        }
      });
    });
  }
}

module.exports = { ExternalRuntimeGuardPlugin, providedNames, missingNames };
