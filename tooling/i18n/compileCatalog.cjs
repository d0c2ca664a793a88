// One catalogue's ICU messages compiled to Lingui's tokens, and the ones that do not parse.
const { compileMessageOrThrow } = require('@lingui/message-utils/compileMessage');

/** @param {Record<string, unknown>} catalog */
function compileCatalog(catalog) {
  const messages = {};
  const broken = [];
  for (const [key, message] of Object.entries(catalog)) {
    if (typeof message !== 'string') {
      broken.push({ key, error: 'not a text' });
      continue;
    }
    try {
      messages[key] = compileMessageOrThrow(message);
    } catch (error) {
      broken.push({ key, error: String(error.message).split('\n')[0] });
    }
  }
  return { messages, broken };
}

module.exports = { compileCatalog };
