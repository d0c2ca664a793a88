const { federatedConfig } = require('../tooling/webpack/federatedConfig.cjs');
const { maps } = require('../tooling/contracts.cjs');

/**
 * Each map service's view and its library in one chunk, named (MAP_SERVICE_CHUNKS) so that the
 * server can ask for the configured one beside the map page's first scripts: found only once the
 * page was drawn, Leaflet came a round trip late on a first visit. The chunk takes its name from
 * the view's import (src/maps/MapView.tsx); its library stays in it because webpack's vendors
 * group, which would split it out, leaves these libraries alone.
 */
const SERVICE_LIBRARIES = [/[\\/]node_modules[\\/]leaflet[\\/]/, /[\\/]node_modules[\\/]@googlemaps[\\/]/];

/** The build fails when a service's chunk is missing or split: the server's hint would name nothing, or half. */
class ServiceChunksCheck {
  apply(compiler) {
    compiler.hooks.afterEmit.tap('ServiceChunksCheck', (compilation) => {
      for (const name of Object.values(maps.MAP_SERVICE_CHUNKS)) {
        const chunk = compilation.namedChunks.get(name);
        const scripts = chunk ? [...chunk.files].filter((file) => file.endsWith('.js')) : [];
        // Its import loads this chunk alone: no other chunk the hint would leave out.
        const alone = chunk ? [...chunk.groupsIterable].every((group) => group.chunks.length === 1) : false;
        if (scripts.length !== 1 || !alone) compilation.errors.push(new Error(`mf-map: the map service chunk "${name}" must be one script of its own (MAP_SERVICE_CHUNKS, src/maps/MapView.tsx)`));
      }
    });
  }
}

const config = federatedConfig({ packageDir: __dirname, plugins: (mode) => (mode === 'production' ? [new ServiceChunksCheck()] : []) });

/**
 * Leaflet's stylesheet arrives as text (`leaflet.css?raw`) and is put in a <style> by the map's
 * own chunk: there is no CSS loader in this build, the CSP allows inline styles, and only the
 * map page pays for it.
 */
module.exports = (env, argv) => {
  const built = config(env, argv);
  built.module.rules.push({ test: /\.css$/, resourceQuery: /raw/, type: 'asset/source' });
  // webpack's default vendors group, less the map services' libraries.
  const defaultVendors = {
    idHint: 'vendors',
    reuseExistingChunk: true,
    priority: -10,
    test: (module) => {
      const resource = module.nameForCondition?.() ?? '';
      return /[\\/]node_modules[\\/]/i.test(resource) && !SERVICE_LIBRARIES.some((library) => library.test(resource));
    },
  };
  built.optimization = { ...built.optimization, splitChunks: { ...built.optimization?.splitChunks, cacheGroups: { ...built.optimization?.splitChunks?.cacheGroups, defaultVendors } } };
  return built;
};
