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
      const compiled = compileMessageOrThrow(message);
      // Plain text ships as text: the page says it as it is (shared-contracts/src/i18n/translate.ts).
      messages[key] = compiled.length === 1 && typeof compiled[0] === 'string' && !compiled[0].includes('{') ? compiled[0] : compiled;
    } catch (error) {
      broken.push({ key, error: String(error.message).split('\n')[0] });
    }
  }
  return { messages, broken };
}

const { textKey } = require('./textKey.cjs');

/** The shared messages' catalogues, keyed by their English: a page's copy is keyed by textKey. */
const KEYED_BY_ENGLISH = /[\\/]shared-contracts[\\/]src[\\/]i18n[\\/]messages[\\/]/;
const TEMPLATES_KEY = '#t';

/**
 * A catalogue file as a page (and a unit test) gets it: compiled, and for the shared messages
 * keyed by a short hash of the English, with the English of the templates kept apart.
 */
function catalogForPage(source, file) {
  const { messages, broken } = compileCatalog(JSON.parse(source));
  if (!KEYED_BY_ENGLISH.test(file)) return { catalog: messages, broken };
  const keyed = { [TEMPLATES_KEY]: Object.keys(messages).filter((text) => /\{\w+\}/.test(text)) };
  for (const [text, message] of Object.entries(messages)) keyed[textKey(text)] = message;
  return { catalog: keyed, broken };
}

module.exports = { compileCatalog, catalogForPage };
