import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { createTestDatabase, type TestDatabase } from './db.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  child: ChildProcess;
  /** The address it listens on, once it does (rejects if it exits first). */
  url: Promise<string>;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stdout: () => string;
  stderr: () => string;
  /** SIGTERM, and its exit. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Starts `node src/main.ts` (through tsx) as a real process, the way production runs it, on a
 * port of its own, with the test settings below unless `env` says otherwise (it must give
 * DATA_DIR).
 */
export function spawnServer(env: Record<string, string>): RunningServer {
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=familynet-source', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://family.test',
      JOIN_MODE: 'open',
      RATE_LIMIT_SCALE: '1000',
      WEB_ROOT: path.join(env.DATA_DIR, 'no-web'),
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const url = new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve(match[1]);
    });
    child.on('exit', () => reject(new Error(`server exited before listening:\n${out}\n${err}`)));
  });
  url.catch(() => {});
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  return {
    child,
    url,
    exit,
    stdout: () => out,
    stderr: () => err,
    stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exit;
    },
  };
}

export interface ServerDataDir {
  /** The folder, made before the file's first test. */
  readonly dir: string;
  /** Its migrated database (PostgreSQL in that pass, else embedded in the folder). */
  readonly database: TestDatabase;
}

/**
 * A data directory with a migrated database, of the calling test file's own, for the server
 * processes it starts: made before its tests, removed after them. The database is closed at
 * once, because main.ts opens it itself.
 */
export function serverDataDir(): ServerDataDir {
  let dir = '';
  let database: TestDatabase | undefined;
  before(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-process-'));
    database = await createTestDatabase(dir);
    await database.handle.close();
  });
  after(async () => {
    await database?.dispose();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  return {
    get dir() {
      return dir;
    },
    get database() {
      if (!database) throw new Error('serverDataDir: used before its before() hook ran');
      return database;
    },
  };
}
