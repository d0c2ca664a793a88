// Webpack loader for a package's message catalogues (messages/<locale>.json, issue 42): each
// ICU message is compiled here to Lingui's tokens, so the page ships no message parser. A
// message that does not parse is left out with a warning: the page says it in English, and the
// check (scripts/i18n-check.mjs) fails on it.
const { compileCatalog } = require('./compileCatalog.cjs');

module.exports = function catalogLoader(source) {
  const { messages, broken } = compileCatalog(JSON.parse(source));
  for (const { key, error } of broken) this.emitWarning(new Error(`${this.resourcePath}: message "${key}" is left out (English shows instead): ${error}`));
  return JSON.stringify(messages);
};
