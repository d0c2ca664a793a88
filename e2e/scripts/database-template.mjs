// An embedded database made once per browser run by the built server's own first start (PGlite's
// initdb and every migration: about 9 s of CPU), which each file's site on the embedded database
// then starts from (tests/support/site.ts) instead of making its own. What a first start does is
// still tested where it is the subject (first-visit, the server's process and container tests).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The environment variable through which the files learn where the template is. */
export const TEMPLATE_ENV = 'FAMILYNET_E2E_PGLITE_TEMPLATE';

const START_LIMIT_MS = 120_000;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built server on an empty data directory, waits until it answers, stops it (SIGTERM:
 * the database is closed cleanly) and returns the data directory's database folder, with a way
 * to remove it.
 */
export async function makeDatabaseTemplate(repoRoot) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-e2e-template-'));
  const remove = () => fs.rmSync(dataDir, { recursive: true, force: true });
  const port = await freePort();
  const logs = [];
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: '', NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => logs.push(String(chunk)));
  child.stderr.on('data', (chunk) => logs.push(String(chunk)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    const deadline = Date.now() + START_LIMIT_MS;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      if (Date.now() > deadline) throw new Error(`the server did not answer within ${START_LIMIT_MS / 1000} s`);
      const up = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(5_000) }).then((r) => r.ok, () => false);
      if (up) break;
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
  } catch (error) {
    child.kill('SIGKILL');
    await exited;
    remove();
    throw new Error(`The database template could not be made: ${error.message}\n${logs.join('')}`);
  }
  child.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) {
    remove();
    throw new Error(`The server made for the database template did not stop cleanly (${code}):\n${logs.join('')}`);
  }
  return { folder: path.join(dataDir, 'db'), remove };
}
