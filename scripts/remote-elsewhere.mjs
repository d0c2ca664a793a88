// A remote built for a static host of its own (another origin): the folder that host serves, the
// headers it must send, and the remotes.json entry that pins every file by its SHA-384
// (shared-contracts/src/remotePins.ts). Used by scripts/deploy-remote.mjs --out and --use.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What never goes to the host: source maps hold the whole source. */
const NOT_PUBLISHED = /\.map$/;
/**
 * What the page loads with an integrity (scripts, stylesheets and the manifest) and so is pinned;
 * the rest (licences, stats, encoded copies, which are served in a file's place) is published
 * unpinned.
 */
const PAGE_LOADS = /(?:^|\/)(?:[^/]+\.(?:js|css)|mf-manifest\.json)$/;
/** Files the deploy writes for the host itself, never served. */
const HOST_FILES = ['_headers', 'Caddyfile'];
/** Each remote's entry points: they name its chunks and must always be revalidated. */
const ENTRY_FILES = ['remoteEntry.js', 'mf-manifest.json'];

const sha384 = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

function filesIn(dir, relative = '') {
  return fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = relative ? `${relative}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesIn(dir, child) : [child];
  });
}

/** The base URL as a folder: http(s), ending in '/'. */
export function folderUrl(raw) {
  let url;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash) return null;
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url;
}

/**
 * The host's headers as Cloudflare Pages reads them (`_headers`, where `! Cache-Control` drops the
 * folder's own value for the entry points), for the folder at `base`.
 */
function headersFile(base) {
  const at = base.pathname;
  return [
    `${at}*`,
    '  Access-Control-Allow-Origin: *',
    '  X-Content-Type-Options: nosniff',
    '  Cache-Control: public, max-age=31536000, immutable',
    ...ENTRY_FILES.flatMap((file) => [`${at}${file}`, '  ! Cache-Control', '  Cache-Control: no-cache']),
    '',
  ].join('\n');
}

/** The same as a Caddyfile snippet: `import` it in the site block of the host's name. */
function caddySnippet(base, dir) {
  return [
    `# FamilyNet's remote at ${base.href}, served from this folder. In the site block of`,
    `# ${base.origin}:  import ${path.join(dir, 'Caddyfile')}`,
    `handle_path ${base.pathname}* {`,
    `\troot * ${JSON.stringify(dir)}`,
    '\theader Access-Control-Allow-Origin *',
    '\theader X-Content-Type-Options nosniff',
    `\t@familynet_entries path ${ENTRY_FILES.map((file) => `/${file}`).join(' ')}`,
    '\theader @familynet_entries Cache-Control no-cache',
    '\t# Every other file has a content hash in its name and never changes.',
    '\theader ?Cache-Control "public, max-age=31536000, immutable"',
    '\tfile_server {',
    '\t\tprecompressed br gzip',
    `\t\thide ${HOST_FILES.join(' ')}`,
    '\t}',
    '}',
    '',
  ].join('\n');
}

/**
 * Copies a build into `dir` (which must not hold another build: a published version never
 * changes), writes the host's header files beside it, and returns the remotes.json entry.
 */
export function publishElsewhere(built, dir, base) {
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) throw new Error(`${dir} is not empty: a published version is never changed; give the new one a folder of its own`);
  fs.mkdirSync(dir, { recursive: true });
  const integrity = {};
  for (const file of filesIn(built).sort()) {
    if (NOT_PUBLISHED.test(file)) continue;
    const target = path.join(dir, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(built, file), target);
    if (PAGE_LOADS.test(file)) integrity[file] = sha384(fs.readFileSync(target));
  }
  if (!integrity['mf-manifest.json'] || !integrity['remoteEntry.js']) throw new Error('the build has no mf-manifest.json or remoteEntry.js');
  fs.writeFileSync(path.join(dir, '_headers'), headersFile(base));
  fs.writeFileSync(path.join(dir, 'Caddyfile'), caddySnippet(base, path.resolve(dir)));
  return { manifest: new URL('mf-manifest.json', base).href, integrity };
}

/**
 * Writes `entry` as the line of `container` in DATA_DIR/remotes.json (in one rename, which the
 * server sees at once) and returns the line it replaced, for rolling back.
 */
export function useEntry(remotesFile, container, entry) {
  const current = fs.existsSync(remotesFile) ? JSON.parse(fs.readFileSync(remotesFile, 'utf8')) : {};
  const previous = current[container];
  if (entry === undefined) delete current[container];
  else current[container] = entry;
  fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
  const temp = `${remotesFile}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(current, null, 2)}\n`);
  fs.renameSync(temp, remotesFile);
  return previous;
}
