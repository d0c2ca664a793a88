// Webpack loader for the message catalogues (issue 42): each ICU message is compiled here to
// Lingui's tokens, so the page ships no message parser (compileCatalog.cjs). A message that does
// not parse is left out with a warning: the page says it in English, and the check
// (scripts/i18n/check.mts) fails on it.
const fs = require('node:fs');
const { catalogForPage } = require('./compileCatalog.cjs');

module.exports = function catalogLoader(source) {
  const { catalog, broken, read } = catalogForPage(source, this.resourcePath);
  for (const file of read) (fs.existsSync(file) ? this.addDependency(file) : this.addMissingDependency(file));
  for (const { key, error } of broken) this.emitWarning(new Error(`${this.resourcePath}: message "${key}" is left out (English shows instead): ${error}`));
  return JSON.stringify(catalog);
};
