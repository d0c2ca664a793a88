#!/usr/bin/env node
// Builds ONE remote into a versioned folder of its own, for the running site to pick up
// without a shell rebuild or a server restart:
//   npm run deploy:remote -- mf-map [--activate] [--package <folder>]
// The build goes to DATA_DIR/remotes/<remote>@<content hash>/ (served at /deployed/...), and the
// line that points the shell at it is printed; --activate writes it into DATA_DIR/remotes.json.
// Rolling back: put the previous line back (older folders stay until you remove them).
// --package builds another checkout of the remote's package (a branch, a colleague's copy).
import { createHash } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const { remotes } = require('../tooling/contracts.cjs');

const args = process.argv.slice(2);
const remoteFolder = args.find((a) => !a.startsWith('--') && args[args.indexOf(a) - 1] !== '--package');
const packageIndex = args.indexOf('--package');
const packageDir = path.resolve(packageIndex === -1 ? path.join(root, remoteFolder ?? '') : args[packageIndex + 1]);
const container = Object.entries(remotes.REMOTE_FOLDERS).find(([, folder]) => folder === remoteFolder)?.[0];
if (!remoteFolder || !container) {
  console.error(`Usage: npm run deploy:remote -- <${Object.values(remotes.REMOTE_FOLDERS).join('|')}> [--activate] [--package <folder>]`);
  process.exit(2);
}
const dataDir = path.resolve(process.env.DATA_DIR || 'data');

const out = fs.mkdtempSync(path.join(os.tmpdir(), `familynet-${remoteFolder}-`));
const build = spawnSync('npx', ['webpack', '--mode', 'production', '-c', path.join(packageDir, 'webpack.config.js')], {
  cwd: packageDir,
  env: { ...process.env, FAMILYNET_OUT_DIR: out },
  stdio: 'inherit',
});
if (build.status !== 0) {
  console.error('The build failed; nothing was deployed.');
  process.exit(1);
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
console.log(`Its line in ${path.join(dataDir, 'remotes.json')}:\n  "${container}": "${location}"`);
if (args.includes('--activate')) {
  const file = path.join(dataDir, 'remotes.json');
  const current = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  current[container] = location;
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify(current, null, 2)}\n`);
  fs.renameSync(temp, file);
  console.log('Activated: the next page load uses it.');
}
