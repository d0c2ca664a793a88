import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { run, trackFolder, trackResource } from './cleanup.js';

/*
 * A throwaway PostgreSQL cluster of the test's own (initdb + pg_ctl in a temporary folder, on a
 * free loopback port), which the test may stop and start at will. Never the suite-wide cluster
 * other tests use. PostgreSQL refuses to run as root: as root the cluster runs as the
 * unprivileged user familynet-ci (created if missing), as .ci/run does.
 */

const PG_USER = 'familynet-ci';

/** The newest PostgreSQL server binaries on this machine; throws (loudly) when there are none. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length > 0) return path.join(root, versions[0], 'bin');
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0 && which.stdout.trim()) return path.dirname(which.stdout.trim());
  throw new Error(
    'This fault test needs the PostgreSQL server binaries (initdb, pg_ctl) and found none: install them (apt-get install postgresql). It is not skipped: a check that cannot run is a failure.',
  );
}

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function clusterUser(): string | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const exists = spawnSync('id', [PG_USER], { stdio: 'ignore' }).status === 0;
  if (!exists) run('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', PG_USER]);
  return PG_USER;
}

export interface Cluster {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  adminUrl: string;
  /** The URL of a database on this cluster. */
  urlOf(database: string): string;
  createDatabase(name: string): Promise<string>;
  /** pg_ctl start (waits until it accepts connections). */
  start(): void;
  /** pg_ctl stop: 'fast' (an administrator's stop: sessions are ended) or 'immediate' (a crash). */
  stop(mode?: 'fast' | 'immediate'): void;
  running(): boolean;
  /** Stops it and removes its folder. */
  destroy(): Promise<void>;
}

export async function startCluster(): Promise<Cluster> {
  const bin = postgresBin();
  const user = clusterUser();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-fault-pg-'));
  trackFolder(dir);
  if (user) {
    const { uid, gid } = parseIds(run('id', ['-u', user]), run('id', ['-g', user]));
    fs.chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  const pgCtl = (args: string[]) => run(path.join(bin, 'pg_ctl'), args, { user });
  run(path.join(bin, 'initdb'), ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync'], { user });
  let up = false;
  const start = () => {
    // fsync off: the machine does not crash in these tests, the processes do.
    pgCtl(['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
    up = true;
  };
  const stop = (mode: 'fast' | 'immediate' = 'fast') => {
    pgCtl(['-D', data, '-m', mode, '-w', '-t', '60', 'stop']);
    up = false;
  };
  const stopSync = () => {
    if (up) spawnSync(user ? 'runuser' : path.join(bin, 'pg_ctl'), user ? ['-u', user, '--', path.join(bin, 'pg_ctl'), '-D', data, '-m', 'immediate', 'stop'] : ['-D', data, '-m', 'immediate', 'stop']);
    up = false;
  };
  start();
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const untrack = trackResource(
    async () => {
      if (up) stop('immediate');
    },
    stopSync,
  );
  return {
    port,
    adminUrl,
    urlOf: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`create database ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    start,
    stop,
    running: () => up,
    async destroy() {
      if (up) stop('immediate');
      untrack();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

function parseIds(uid: string, gid: string): { uid: number; gid: number } {
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}
