import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * Everything a fault test starts (server processes, PostgreSQL clusters, temporary folders) is
 * registered here and removed again: by the test file's after() hook normally, and by a
 * synchronous last resort on process exit when a test failed or the run was interrupted, so a
 * failed fault test never leaves a server, a cluster or 40 MB of database behind.
 */

const children = new Set<ChildProcess>();
const folders = new Set<string>();
const syncStops = new Set<() => void>();
const asyncStops = new Set<() => Promise<void>>();

export function trackChild(child: ChildProcess): void {
  children.add(child);
  child.once('exit', () => children.delete(child));
}

/** A new temporary folder, removed at the end of the test file. */
export function tempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `familynet-fault-${prefix}-`));
  folders.add(dir);
  return dir;
}

export function trackFolder(dir: string): void {
  folders.add(dir);
}

/**
 * A resource with an orderly stop (run by cleanUp) and a synchronous one for the exit handler
 * (a cluster's `pg_ctl stop -m immediate`). Returns a function that unregisters it.
 */
export function trackResource(stop: () => Promise<void>, stopSync: () => void): () => void {
  asyncStops.add(stop);
  syncStops.add(stopSync);
  return () => {
    asyncStops.delete(stop);
    syncStops.delete(stopSync);
  };
}

function killChildren(): void {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}

/** Stops every process and resource and removes every folder of this test file. */
export async function cleanUp(): Promise<void> {
  const exits = [...children].map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  );
  await Promise.all(exits);
  for (const stop of [...asyncStops]) {
    await stop().catch((error) => process.stderr.write(`clean-up: ${String(error)}\n`));
  }
  asyncStops.clear();
  syncStops.clear();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  folders.clear();
}

// Interrupted (scripts/run-faults.mjs passes on Ctrl-C or a CI timeout): exit, so the exit
// handler below stops and removes everything. The listeners stay: node --test passes the same
// signal on to this process a moment later, and with no listener left that second one killed it
// in the middle of the clean-up (the data directories stayed behind).
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    process.stderr.write(`fault test interrupted (${signal}): stopping its servers and clusters, removing its folders\n`);
    process.exit(130);
  });
}

process.on('exit', () => {
  killChildren();
  for (const stop of syncStops) {
    try {
      stop();
    } catch {
      // best effort: the process is exiting
    }
  }
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs a command synchronously and throws with its output when it fails. */
export function run(command: string, args: string[], options: { user?: string; env?: NodeJS.ProcessEnv; cwd?: string } = {}): string {
  const [file, argv] = options.user ? ['runuser', ['-u', options.user, '--', command, ...args]] : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8', env: options.env ?? process.env, cwd: options.cwd });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}\n${result.stderr}\n${result.error ?? ''}`);
  }
  return result.stdout;
}
