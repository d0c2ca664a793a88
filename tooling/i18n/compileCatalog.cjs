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

const fs = require('node:fs');
const path = require('node:path');
const { textKey } = require('./textKey.cjs');

/** The shared messages' catalogues, keyed by their English: a page's copy is keyed by textKey. */
const SHARED_FOLDER = path.resolve(__dirname, '../../shared-contracts/src/i18n/messages');
const KEYED_BY_ENGLISH = /[\\/]shared-contracts[\\/]src[\\/]i18n[\\/]messages[\\/]/;
/** The shared messages by topic (npm run i18n:extract writes it). */
const SHARED_TOPICS = path.resolve(__dirname, '../../shared-contracts/src/i18n/sharedTopics.json');
/** Beside a package's catalogues: the shared topics its code says, one a line ('#' a comment). */
const TOPICS_DECLARATION = 'shared-topics.txt';
const TEMPLATES_KEY = '#t';
/** Where a package's catalogue carries the shared messages it says (shared-contracts/src/runtime/i18n). */
const SHARED_KEY = '#s';

/** Shared messages keyed as a page looks them up: by textKey, the English of the templates apart. */
function keyedByHash(messages) {
  const keyed = { [TEMPLATES_KEY]: Object.keys(messages).filter((text) => /\{\w+\}/.test(text)) };
  for (const [text, message] of Object.entries(messages)) keyed[textKey(text)] = message;
  return keyed;
}

/** The topics a declaration names: one a line, '#' starts a comment. */
const declaredTopics = (source) =>
  source
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * The shared messages a package's catalogue in `locale` carries: those of the topics its folder
 * declares, so a screen downloads the shared words its own code says, not all of them. The
 * files read are returned too (the build watches them).
 */
/**
 * The files a catalogue file's page copy is made from besides itself: for a package's catalogue
 * in another language, its folder's declaration (watched even while it does not exist: a new
 * one changes the catalogue), the topics and the shared messages in that language.
 */
function filesBeside(file) {
  const locale = path.basename(file, '.json');
  if (KEYED_BY_ENGLISH.test(file) || locale === 'en') return [];
  return [path.join(path.dirname(file), TOPICS_DECLARATION), SHARED_TOPICS, path.join(SHARED_FOLDER, `${locale}.json`)];
}

function sharedPartOf(file, locale) {
  const read = filesBeside(file);
  const [declaration] = read;
  const topics = fs.existsSync(declaration) ? declaredTopics(fs.readFileSync(declaration, 'utf8')) : [];
  if (topics.length === 0) return { part: {}, broken: [], read };
  const byTopic = readJson(SHARED_TOPICS);
  // npm run i18n:check fails on it too; the build says so where it happens.
  const unknown = topics.filter((topic) => !(topic in byTopic)).map((topic) => ({ key: `${TOPICS_DECLARATION}: ${topic}`, error: 'no topic of the shared messages' }));
  const translated = readJson(path.join(SHARED_FOLDER, `${locale}.json`));
  const chosen = {};
  for (const topic of topics) for (const text of byTopic[topic] ?? []) if (text in translated) chosen[text] = translated[text];
  const { messages, broken } = compileCatalog(chosen);
  return { part: keyedByHash(messages), broken: [...unknown, ...broken.map((problem) => ({ ...problem, key: `${problem.key} (shared)` }))], read };
}

/**
 * A catalogue file as a page (and a unit test) gets it: compiled, and for the shared messages
 * keyed by a short hash of the English, with the English of the templates kept apart. A
 * package's catalogue in another language than English carries, under '#s', the shared messages
 * of the topics it declares (English, bundled with the code, needs none: it is the code's text).
 */
function catalogForPage(source, file) {
  const { messages, broken } = compileCatalog(JSON.parse(source));
  if (KEYED_BY_ENGLISH.test(file)) return { catalog: keyedByHash(messages), broken, read: [] };
  const locale = path.basename(file, '.json');
  if (locale === 'en') return { catalog: messages, broken, read: [] };
  const shared = sharedPartOf(file, locale);
  return { catalog: { ...messages, [SHARED_KEY]: shared.part }, broken: [...broken, ...shared.broken], read: shared.read };
}

module.exports = { compileCatalog, catalogForPage, declaredTopics, filesBeside, TOPICS_DECLARATION };
