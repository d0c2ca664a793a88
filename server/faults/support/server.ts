import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { trackChild } from './cleanup.js';

/** The server package's folder (faults/support/ -> server/). */
const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The BUILT server (`node server/dist/main.js`). */
const MAIN_JS = path.join(SERVER_DIR, 'dist', 'main.js');
/** What `npm start` runs: the built server through its launcher and memory settings. */
const LAUNCHER = path.join(SERVER_DIR, 'bin', 'familynet-server');
export const CLI_BACKUP_JS = path.join(SERVER_DIR, 'dist', 'cli', 'backup.js');
export const CLI_RESTORE_JS = path.join(SERVER_DIR, 'dist', 'cli', 'restore.js');

interface ServerOptions {
  dataDir: string;
  /** 0 (default): any free port, read back from the log line. */
  port?: number;
  databaseUrl?: string;
  env?: Record<string, string>;
  /** Node flags before the script, e.g. ['--import', preload]. */
  nodeArgs?: string[];
  /** Start it as `npm start` does, through bin/familynet-server (nodeArgs do not apply). */
  launcher?: boolean;
  /** Where a relative DATA_DIR is resolved from. */
  cwd?: string;
  /** How long it may take to listen (default 60 s: a shared 2-core machine can be slow). */
  startTimeoutMs?: number;
}

interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** Date.now() when it ended. */
  at: number;
}

/** One `node dist/main.js` process. */
export class ServerProcess {
  readonly child: ChildProcess;
  readonly spawnedAt = Date.now();
  readonly exited: Promise<Exit>;
  #out = '';
  #err = '';
  #exit: Exit | null = null;

  constructor(readonly options: ServerOptions) {
    if (!fs.existsSync(MAIN_JS)) {
      throw new Error(`${MAIN_JS} is missing: build the server first (npm run build -w shared-contracts && npm run build -w server).`);
    }
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: options.dataDir,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      // Only failures get an access-log line: a fault test's stream of writes would otherwise
      // fill the pipe with thousands of lines.
      LOG_REQUESTS: 'errors',
      PUBLIC_URL: 'http://family.test',
      // Sign-ins and sign-ups are rate limited; no scenario here is about the limits.
      RATE_LIMIT_SCALE: '1000',
      // Many members sign up; no scenario here is about who may join.
      JOIN_MODE: 'open',
      WEB_ROOT: path.join(options.dataDir, '..', 'no-web'),
      DATABASE_URL: options.databaseUrl ?? '',
      SMTP_URL: '',
      NODE: process.execPath,
      ...options.env,
    };
    const [command, args] = options.launcher ? ['sh', [LAUNCHER]] : [process.execPath, [...(options.nodeArgs ?? []), MAIN_JS]];
    this.child = spawn(command, args, {
      cwd: options.cwd ?? SERVER_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    trackChild(this.child);
    this.child.stdout!.on('data', (chunk: Buffer) => (this.#out += chunk.toString()));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.#err += chunk.toString()));
    this.exited = new Promise((resolve) =>
      this.child.once('exit', (code, signal) => {
        this.#exit = { code, signal, at: Date.now() };
        resolve(this.#exit);
      }),
    );
  }

  get pid(): number {
    return this.child.pid!;
  }
  get stdout(): string {
    return this.#out;
  }
  get stderr(): string {
    return this.#err;
  }
  get exit(): Exit | null {
    return this.#exit;
  }
  get alive(): boolean {
    return this.#exit === null;
  }

  /** The log and the error output, for a failure message. */
  output(last = 4000): string {
    return `--- stdout (last ${last} chars) ---\n${this.#out.slice(-last)}\n--- stderr ---\n${this.#err.slice(-last)}`;
  }

  /** Resolves with http://127.0.0.1:<port> once the server listens; rejects if it exits first. */
  listening(): Promise<string> {
    const timeoutMs = this.options.startTimeoutMs ?? 60_000;
    return new Promise((resolve, reject) => {
      const check = () => {
        const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(this.#out);
        if (match) {
          done();
          resolve(match[1]);
        }
      };
      const onExit = () => {
        done();
        reject(new Error(`the server exited (${JSON.stringify(this.#exit)}) before it listened\n${this.output()}`));
      };
      const timer = setTimeout(() => {
        done();
        reject(new Error(`the server did not listen within ${timeoutMs} ms\n${this.output()}`));
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        this.child.stdout!.off('data', check);
        this.child.off('exit', onExit);
      };
      this.child.stdout!.on('data', check);
      this.child.once('exit', onExit);
      check();
      if (this.#exit) onExit();
    });
  }

  /** Sends a signal and waits for the exit (SIGKILL'd after `timeoutMs`, and then it throws). */
  async stop(signal: NodeJS.Signals = 'SIGTERM', timeoutMs = 15_000): Promise<Exit> {
    if (this.#exit) return this.#exit;
    this.child.kill(signal);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), timeoutMs)));
    const result = await Promise.race([this.exited, late]);
    clearTimeout(timer);
    if (result === 'late') {
      this.child.kill('SIGKILL');
      await this.exited;
      throw new Error(`the server did not exit within ${timeoutMs} ms of ${signal}\n${this.output()}`);
    }
    return result;
  }

  /** kill -9: no handler runs, nothing is flushed or closed. */
  async kill9(): Promise<Exit> {
    this.child.kill('SIGKILL');
    return this.exited;
  }

  /** Resident memory in MB (Linux /proc). */
  rssMB(): number {
    const line = fs.readFileSync(`/proc/${this.pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
    if (!line) throw new Error(`no VmRSS for pid ${this.pid}`);
    return Number(line.split(/\s+/)[1]) / 1024;
  }
}

/** Starts a server and waits until it listens. */
export async function startServer(options: ServerOptions): Promise<{ server: ServerProcess; url: string; startMs: number }> {
  const server = new ServerProcess(options);
  const url = await server.listening();
  return { server, url, startMs: Date.now() - server.spawnedAt };
}

/**
 * The state PostgreSQL recorded in the data folder's pg_control: 1 "shut down" after a clean
 * close (the next start needs no recovery), 6 "in production" while open or after a crash.
 * (ControlFileData: system_identifier u64, pg_control_version u32, catalog_version_no u32, state.)
 */
export function pgControlState(pgDataDir: string): number {
  return fs.readFileSync(path.join(pgDataDir, 'global', 'pg_control')).readUInt32LE(16);
}
export const DB_SHUTDOWNED = 1;
export const DB_IN_PRODUCTION = 6;

/** Runs one of the built command-line tools (backup, restore) as an operator would, with the server's settings. */
export function runCli(
  script: string,
  args: string[],
  settings: { dataDir: string; databaseUrl?: string; port?: number },
): Promise<{ code: number | null; stdout: string; stderr: string; ms: number }> {
  const started = Date.now();
  const child = spawn(process.execPath, [script, ...args], {
    cwd: SERVER_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: settings.dataDir,
      PORT: String(settings.port ?? 0),
      DATABASE_URL: settings.databaseUrl ?? '',
      PUBLIC_URL: 'http://family.test',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  trackChild(child);
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('close', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started })));
}
