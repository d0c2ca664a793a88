#!/usr/bin/env node
// `npm run dev`: the API server and every front-end package in watch mode, each on its own
// port (shell 3000, remotes 3001-3005, API 8080). Open http://localhost:3000.
// One package alone: `npm run dev -w mf-map` (its standalone page, against the API on 8080).
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const PACKAGES = ['server', 'shell', 'mf-auth', 'mf-directory', 'mf-map', 'mf-calendar', 'mf-admin'];
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
console.log('FamilyNet dev: shell http://localhost:3000, API http://localhost:8080 (Ctrl+C stops all)');
