#!/usr/bin/env node
// `npm run dev`: the API server and every front-end package in watch mode, each on its own
// port (each package.json's familynet.devPort; the API on 8080). Open the shell's.
// One package alone: `npm run dev -w mf-map` (its standalone page, against the API on 8080).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { devPorts, packagesWithScript } = createRequire(import.meta.url)('../tooling/workspace.cjs');
const PACKAGES = packagesWithScript('dev').map(({ folder }) => folder);
const COLOURS = [31, 32, 33, 34, 35, 36, 90];

const children = PACKAGES.map((pkg, i) => {
  const child = spawn('npm', ['run', 'dev', '-w', pkg], { cwd: root, env: { ...process.env, FORCE_COLOR: '1' } });
  const label = `\x1b[${COLOURS[i]}m${pkg.padEnd(12)}\x1b[0m`;
  for (const stream of [child.stdout, child.stderr]) {
    let pending = '';
    stream.on('data', (chunk) => {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) process.stdout.write(`${label} ${line}\n`);
    });
  }
  child.on('exit', (code) => process.stdout.write(`${label} exited (${code})\n`));
  return child;
});

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 1500).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`FamilyNet dev: open http://localhost:${devPorts().shell} (the API is on 8080; Ctrl+C stops all)`);
