#!/usr/bin/env node
// Builds what changed since the last build, and nothing else, so a second `npm start`
// with nothing changed starts at once. Each package's inputs (its files, the shared
// contracts, the build tooling and the lock file) are hashed into <package>/dist/.build-hash.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { packagesWithScript } = createRequire(import.meta.url)('../tooling/workspace.cjs');
const BUILT = packagesWithScript('build').map(({ folder }) => folder);
const SKIP = new Set(['node_modules', 'dist', 'coverage', '.cache', 'data', 'artifacts']);
const COMMON = ['shared-contracts/src', 'shared-contracts/package.json', 'tooling', 'tsconfig.base.json', 'package-lock.json'];

function files(path) {
  if (!existsSync(path)) return [];
  if (statSync(path).isFile()) return [path];
  return readdirSync(path)
    .filter((name) => !SKIP.has(name))
    .flatMap((name) => files(join(path, name)))
    .filter((file) => !/\.test\.tsx?$/.test(file));
}

function inputsHash(pkg) {
  const hash = createHash('sha256');
  const all = [...new Set([...files(join(root, pkg)), ...COMMON.flatMap((p) => files(join(root, p)))])].sort();
  for (const file of all) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

const stampOf = (pkg) => join(root, pkg, 'dist', '.build-hash');
const started = Date.now();
const hashes = Object.fromEntries(BUILT.map((pkg) => [pkg, inputsHash(pkg)]));
const stale = BUILT.filter((pkg) => !existsSync(stampOf(pkg)) || readFileSync(stampOf(pkg), 'utf8') !== hashes[pkg]);

if (stale.length === 0) {
  console.log(`Build is up to date (checked in ${Date.now() - started} ms).`);
  process.exit(0);
}

console.log(`Building ${stale.join(', ')} ...`);
const scopes = stale.flatMap((pkg) => ['--scope', pkg]);
const result = spawnSync('npx', ['lerna', 'run', 'build', '--concurrency', '2', ...scopes], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) {
  console.error('The build failed; see above.');
  process.exit(result.status ?? 1);
}
for (const pkg of stale) writeFileSync(stampOf(pkg), hashes[pkg]);
console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
