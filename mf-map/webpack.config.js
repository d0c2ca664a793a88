const { federatedConfig } = require('../tooling/webpack/federatedConfig.cjs');

const config = federatedConfig({ packageDir: __dirname });

/**
 * Leaflet's stylesheet arrives as text (`leaflet.css?raw`) and is put in a <style> by the map's
 * own chunk: there is no CSS loader in this build, the CSP allows inline styles, and only the
 * map page pays for it.
 */
module.exports = (env, argv) => {
  const built = config(env, argv);
  built.module.rules.push({ test: /\.css$/, resourceQuery: /raw/, type: 'asset/source' });
  return built;
};
