// `npm run i18n:check` (and `npm test`): every message exists in every language, parses, names
// the placeholders its English names, and gives each count the plural forms its language has
// (Arabic six, Chinese one). The shared messages' English list must be what the code says
// (else: npm run i18n:extract). Anything wrong is listed and the check fails; the site itself
// says a missing or broken message in English.
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { LOCALES } from '../../shared-contracts/src/i18n/locales.ts';
import {
  ANSWERS_ENGLISH,
  ANSWERS_FOLDER,
  ROOT,
  SHARED_ENGLISH,
  SHARED_FOLDER,
  SHARED_TOPICS,
  TOPICS_DECLARATION,
  byOwner,
  declaredTopics,
  packageCatalogFolders,
  readCatalog,
  sharedEnglishText,
  sharedTopicsText,
} from './catalogs.mts';
import { sharedMessages } from './shared-messages.mts';
import { readFileSync } from 'node:fs';

const problems: string[] = [];
const say = (file: string, text: string) => problems.push(`${relative(ROOT, file)}: ${text}`);

interface Shape {
  names: Set<string>;
  plurals: Array<{ name: string; cases: string[] }>;
}

function shapeOf(message: string): Shape {
  const shape: Shape = { names: new Set(), plurals: [] };
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') shape.names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
        shape.names.add(token.arg);
        if (token.type === 'plural') shape.plurals.push({ name: token.arg, cases: token.cases.map((c) => c.key) });
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return shape;
}

const same = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((name) => b.has(name));

function checkFolder(folder: string, englishKeysAreTexts: boolean): void {
  const englishFile = join(folder, 'en.json');
  const english = readCatalog(englishFile);
  const englishShapes = new Map<string, Shape>();
  for (const [key, message] of Object.entries(english)) {
    try {
      englishShapes.set(key, shapeOf(String(message)));
    } catch (error) {
      say(englishFile, `"${key}" does not parse: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const file = join(folder, `${locale}.json`);
    if (!existsSync(file)) {
      say(file, 'missing: every message of the language is');
      continue;
    }
    const catalog = readCatalog(file);
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    for (const key of Object.keys(english)) {
      const message = catalog[key];
      if (message === undefined) {
        say(file, `"${key}" is missing`);
        continue;
      }
      if (typeof message !== 'string' || message.trim() === '') {
        say(file, `"${key}" is empty`);
        continue;
      }
      let shape: Shape;
      try {
        shape = shapeOf(message);
      } catch (error) {
        say(file, `"${key}" does not parse: ${(error as Error).message.split('\n')[0]}`);
        continue;
      }
      const wanted = englishShapes.get(key);
      if (wanted && !same(shape.names, wanted.names)) say(file, `"${key}" names {${[...shape.names].join('}, {')}} where English names {${[...wanted.names].join('}, {')}}`);
      for (const plural of shape.plurals) {
        const lacking = categories.filter((category) => !plural.cases.includes(category));
        if (lacking.length) say(file, `"${key}": the count {${plural.name}} lacks the form${lacking.length > 1 ? 's' : ''} ${lacking.join(', ')} of ${locale}`);
      }
    }
    for (const key of Object.keys(catalog)) if (!(key in english)) say(file, `"${key}" is not an English message${englishKeysAreTexts ? ' (any more)' : ''}`);
  }
}

// The shared messages: the English list is what the code says today.
const { texts, topics } = await sharedMessages();
const owned = byOwner(texts);
for (const [file, written] of [
  [SHARED_ENGLISH, sharedEnglishText(owned.shared)],
  [ANSWERS_ENGLISH, sharedEnglishText(owned.answers)],
  [SHARED_TOPICS, sharedTopicsText(owned.shared, topics)],
] as const) {
  if ((existsSync(file) ? readFileSync(file, 'utf8') : '') !== written) say(file, 'is not what the code says: run npm run i18n:extract');
}
checkFolder(SHARED_FOLDER, true);
checkFolder(ANSWERS_FOLDER, true);
const folders = packageCatalogFolders();
for (const folder of folders) checkFolder(folder, false);

// Each shared topic is carried by the catalogues of the packages that say it: a topic no
// package declares would be English on every page, a declared one that does not exist a typo.
const known = new Set([...topics.values()].flatMap((set) => [...set]));
const declared = new Set<string>();
for (const folder of folders) {
  const file = join(folder, TOPICS_DECLARATION);
  if (!existsSync(file)) continue;
  for (const topic of declaredTopics(readFileSync(file, 'utf8'))) {
    if (!known.has(topic)) say(file, `names "${topic}", which is no topic of the shared messages (${SHARED_TOPICS})`);
    declared.add(topic);
  }
}
for (const topic of known) if (!declared.has(topic)) say(SHARED_TOPICS, `"${topic}" is in no package's ${TOPICS_DECLARATION}: a page would say it in English`);

if (problems.length) {
  console.error(`Messages: ${problems.length} problem${problems.length > 1 ? 's' : ''}\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Messages: the shared ones (${texts.size}) and ${folders.length} package catalogue${folders.length === 1 ? '' : 's'} are whole in ${LOCALES.length} languages.`);
