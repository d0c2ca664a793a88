// Fails a build in which a container bundles a private copy of a page singleton: a module of a
// guarded package (singletons.cjs) that code outside that package imports directly, instead
// of through the shared request that hands every container the one copy.
const path = require('node:path');
const { GUARDED_PACKAGES } = require('./singletons.cjs');

const root = path.resolve(__dirname, '../..');
const facades = __dirname;
const SHARING_MODULES = new Set(['ConsumeSharedModule', 'ProvideSharedModule']);

function packageDir(guarded) {
  return guarded.dir ?? path.join(root, 'node_modules', ...guarded.name.split('/'));
}

/** The guarded package a file belongs to, if any. */
function guardedPackageOf(file, packages = GUARDED_PACKAGES) {
  if (!file) return undefined;
  return packages.find((guarded) => file === packageDir(guarded) || file.startsWith(packageDir(guarded) + path.sep));
}

/**
 * The private copies among `modules`: each as { module, importedBy } file paths.
 * @param {Array<{ resource?: string, importers: Array<{ kind: string, resource?: string }> }>} modules
 */
function findSingletonLeaks(modules, packages = GUARDED_PACKAGES) {
  const leaks = [];
  for (const { resource, importers } of modules) {
    const guarded = guardedPackageOf(resource, packages);
    if (!guarded || (guarded.stateless ?? []).some((pattern) => pattern.test(resource))) continue;
    for (const importer of importers) {
      if (SHARING_MODULES.has(importer.kind)) continue; // the shared copy itself
      if (!importer.resource) continue; // an entry
      if (guardedPackageOf(importer.resource, packages) === guarded) continue; // inside the package
      if (importer.resource.startsWith(facades + path.sep)) continue; // a facade stands for the package
      // Libraries reach into each other's files (antd into its icons); what the repository's
      // own code imports is what a container decides.
      if (importer.resource.includes(`${path.sep}node_modules${path.sep}`)) continue;
      const leak = { module: path.relative(root, resource), importedBy: path.relative(root, importer.resource) };
      if (!leaks.some((known) => known.module === leak.module && known.importedBy === leak.importedBy)) leaks.push(leak);
    }
  }
  return leaks;
}

class SingletonGuardPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('SingletonGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SingletonGuardPlugin', (modules) => {
        const described = [];
        for (const module of modules) {
          if (!module.resource) continue;
          const file = module.resource.split('?')[0];
          if (!guardedPackageOf(file)) continue;
          const importers = [...compilation.moduleGraph.getIncomingConnections(module)]
            .filter((connection) => connection.originModule)
            .map(({ originModule }) => ({ kind: originModule.constructor.name, resource: originModule.resource?.split('?')[0] }));
          described.push({ resource: file, importers });
        }
        for (const leak of findSingletonLeaks(described)) {
          const error = new compiler.webpack.WebpackError(
            `${leak.importedBy} bundles its own copy of ${leak.module}: import it through its shared request (tooling/federation/singletons.cjs).`,
          );
          compilation.errors.push(error);
        }
      });
    });
  }
}

module.exports = { SingletonGuardPlugin, findSingletonLeaks };
