#!/usr/bin/env node
// Builds ONE remote into a versioned folder of its own, for the running site to pick up
// without a shell rebuild or a server restart:
//   npm run deploy:remote -- mf-map [--activate] [--package <folder>]
// The build goes to DATA_DIR/remotes/<remote>@<content hash>/ (served at /deployed/...), and the
// line that points the shell at it is printed; --activate writes it into DATA_DIR/remotes.json.
// Rolling back: put the previous line back (older folders stay until you remove them).
// --package builds another checkout of the remote's package (a branch, a colleague's copy).
//
// A remote served by a static host of its own (another origin, issue 43):
//   npm run deploy:remote -- mf-map --out DIR --base-url https://remotes.example.org/mf-map/1.6.0/
// builds it into DIR for that host, with the headers the host must send beside it (a Caddyfile
// snippet and a _headers file), and writes DIR.entry.json: the remotes.json entry that pins each
// file by its SHA-384. On the FamilyNet server, one command applies it (and prints the line it
// replaced, for rolling back):
//   DATA_DIR=/srv/familynet/data npm run deploy:remote -- --use DIR.entry.json
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { folderUrl, publishElsewhere, useEntry } from './remote-elsewhere.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const { remotes } = require('../tooling/contracts.cjs');

const args = process.argv.slice(2);
const VALUED = ['--package', '--out', '--base-url', '--use'];
const valueOf = (flag) => (args.includes(flag) ? args[args.indexOf(flag) + 1] : undefined);
const remoteFolder = args.find((a, i) => !a.startsWith('--') && !VALUED.includes(args[i - 1]));
const dataDir = path.resolve(process.env.DATA_DIR || 'data');
const remotesFile = path.join(dataDir, 'remotes.json');
const containerOf = (folder) => Object.entries(remotes.REMOTE_FOLDERS).find(([, name]) => name === folder)?.[0];
const usage = () => {
  const names = Object.values(remotes.REMOTE_FOLDERS).join('|');
  console.error(`Usage: npm run deploy:remote -- <${names}> [--activate] [--package <folder>]
       npm run deploy:remote -- <${names}> --out <folder> --base-url <URL of that folder> [--package <folder>]
       npm run deploy:remote -- --use <folder>.entry.json`);
  process.exit(2);
};

if (args.includes('--use')) {
  // Applying an entry written by --out: one line of remotes.json.
  const file = valueOf('--use');
  if (!file || !fs.existsSync(file)) usage();
  const { container, entry } = JSON.parse(fs.readFileSync(file, 'utf8'));
  if (!Object.keys(remotes.REMOTE_FOLDERS).includes(container) || !entry?.manifest) usage();
  const previous = useEntry(remotesFile, container, entry);
  console.log(`${remotesFile}: ${container} now loads from ${entry.manifest} (pinned, ${Object.keys(entry.integrity).length} files).`);
  console.log(`To roll back, put back its previous line${previous === undefined ? ' (there was none: remove the line)' : ''}:`);
  if (previous !== undefined) console.log(`  "${container}": ${JSON.stringify(previous)}`);
  process.exit(0);
}

const packageDir = path.resolve(valueOf('--package') ?? path.join(root, remoteFolder ?? ''));
const container = containerOf(remoteFolder);
const elsewhere = args.includes('--out') ? { dir: path.resolve(valueOf('--out') ?? ''), base: folderUrl(valueOf('--base-url') ?? '') } : null;
if (!remoteFolder || !container || (elsewhere && (!valueOf('--out') || !elsewhere.base))) usage();

const out = fs.mkdtempSync(path.join(os.tmpdir(), `familynet-${remoteFolder}-`));
const build = spawnSync('npx', ['webpack', '--mode', 'production', '-c', path.join(packageDir, 'webpack.config.js')], {
  cwd: packageDir,
  // Built for another origin: its chunks carry the integrity the site pins (pinnedChunksPlugin.cjs).
  env: { ...process.env, FAMILYNET_OUT_DIR: out, ...(elsewhere ? { FAMILYNET_PINNED_BUILD: '1' } : {}) },
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('The build failed; nothing was deployed.');
  process.exit(1);
}

if (elsewhere) {
  let entry;
  try {
    entry = publishElsewhere(out, elsewhere.dir, elsewhere.base);
  } catch (error) {
    console.error(`Nothing was published: ${error.message}`);
    process.exit(1);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
  const entryFile = `${elsewhere.dir}.entry.json`;
  fs.writeFileSync(entryFile, `${JSON.stringify({ container, entry }, null, 2)}\n`);
  console.log(`\nBuilt ${remoteFolder} for ${elsewhere.base.href} in ${elsewhere.dir}`);
  console.log(`Serve that folder at that address with the headers in ${path.join(elsewhere.dir, 'Caddyfile')} (Caddy) or ${path.join(elsewhere.dir, '_headers')} (Netlify, Cloudflare Pages): CORS for every file, no-cache for ${'remoteEntry.js'} and mf-manifest.json.`);
  console.log(`Its entry in remotes.json (also in ${entryFile}):\n  "${container}": ${JSON.stringify(entry)}`);
  console.log(`On the FamilyNet server: DATA_DIR=... npm run deploy:remote -- --use ${entryFile}`);
  process.exit(0);
}

function files(dir, relative = '') {
  return fs.readdirSync(path.join(dir, relative), { withFileTypes: true }).flatMap((entry) => {
    const child = path.join(relative, entry.name);
    return entry.isDirectory() ? files(dir, child) : [child];
  });
}
const hash = createHash('sha256');
for (const file of files(out).sort()) hash.update(file).update('\0').update(fs.readFileSync(path.join(out, file))).update('\0');
const version = hash.digest('hex').slice(0, 12);
const name = `${remoteFolder}@${version}`;
const target = path.join(dataDir, 'remotes', name);
fs.mkdirSync(path.dirname(target), { recursive: true });
if (fs.existsSync(target)) fs.rmSync(out, { recursive: true, force: true });
else {
  fs.cpSync(out, target, { recursive: true });
  fs.rmSync(out, { recursive: true, force: true });
}

const location = `/deployed/${name}/mf-manifest.json`;
console.log(`\nDeployed ${remoteFolder} as ${target}`);
console.log(`Its line in ${remotesFile}:\n  "${container}": "${location}"`);
if (args.includes('--activate')) {
  useEntry(remotesFile, container, location);
  console.log('Activated: the next page load uses it.');
}
