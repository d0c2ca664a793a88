import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { startSmtpPeer, type SmtpPeer } from '../../../server/src/testing/smtp.js';
import { setupSecretIn } from '../../../server/src/testing/first-account.js';
import { databaseUrlOf, runSqlOn } from '../../../server/src/testing/postgres-admin.js';
import { TEMPLATE_ENV } from '../../scripts/database-template.mjs';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export interface Site {
  /** http://127.0.0.1:<port> */
  url: string;
  smtp: SmtpPeer;
  dataDir: string;
  logs: string[];
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/** Each running site's DATA_DIR, by its address. */
const dataDirs = new Map<string, string>();

/**
 * The secret of the one-time set-up link of the site at `url` while it has no account, read where
 * a person finds it (its DATA_DIR's first-account-link.txt); undefined for any other address.
 */
export function setupSecretOfSite(url: string): string | undefined {
  const dataDir = dataDirs.get(new URL(url).origin);
  return dataDir === undefined ? undefined : setupSecretIn(dataDir);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * How long a start may take before the file fails. Alone a start takes ~3 s; several browser files
 * starting their sites and browsers at once on two cores have taken over 30 s.
 */
const START_LIMIT_MS = 120_000;

async function waitUntilUp(url: string, child: ChildProcess, logs: string[]): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${logs.join('')}`);
    try {
      const response = await fetch(`${url}/api/auth/background-image`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The server did not answer within ${START_LIMIT_MS / 1000} s:\n${logs.join('')}`);
}

/**
 * A database of its own on a PostgreSQL server, dropped when the site stops; null for the
 * embedded PGlite in the site's DATA_DIR. PostgreSQL is used for every site when DATABASE_URL is
 * set, and for the files that ask for it (SiteOptions.database) when FAMILYNET_TEST_POSTGRES_URL
 * is (as in CI: each browser flow runs once, the ones that write the most through the database on
 * PostgreSQL, the others on the embedded database).
 */
async function throwawayDatabase(wanted: SiteOptions['database']): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const adminUrl = process.env.DATABASE_URL?.trim() || (wanted === 'postgres-when-given' ? process.env.FAMILYNET_TEST_POSTGRES_URL?.trim() : '');
  if (!adminUrl) return null;
  const name = `fn_e2e_${randomBytes(6).toString('hex')}`;
  await runSqlOn(adminUrl, `create database ${name}`);
  return { url: databaseUrlOf(adminUrl, name), drop: () => runSqlOn(adminUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * The production site as a family runs it: the built server (server/dist) serving the built
 * shell and remotes, a fresh data directory, and a real SMTP peer on loopback for its mail.
 */
export interface SiteOptions {
  /** The name the browser uses (default 127.0.0.1). Passkeys need a name, not an address: 'localhost'. */
  host?: string;
  /** 'postgres-when-given': on PostgreSQL when FAMILYNET_TEST_POSTGRES_URL names a server. */
  database?: 'embedded' | 'postgres-when-given';
}

export async function startSite(env: Record<string, string> = {}, options: SiteOptions = {}): Promise<Site> {
  const entry = path.join(root, 'server/dist/main.js');
  if (!fs.existsSync(entry) || !fs.existsSync(path.join(root, 'shell/dist/index.html'))) {
    throw new Error('The site is not built: run `npm run build` (npm test does it) first.');
  }
  const smtp = await startSmtpPeer();
  const port = await freePort();
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-e2e-'));
  const logs: string[] = [];
  const database = await throwawayDatabase(options.database);
  // The browser runner's copy of a first start's database (scripts/database-template.mjs), when given.
  const template = process.env[TEMPLATE_ENV];
  if (!database && template) fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
  const launch = () => {
    const started = spawn(process.execPath, [entry], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: database?.url ?? '',
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        SMTP_URL: smtp.url,
        LOG_LEVEL: 'warn',
        // Many sign-ups from one address in a few seconds: the limits have their own tests.
        RATE_LIMIT_SCALE: '100',
        // The spec's open sign-up, which most flows describe; the invitation tests choose their mode.
        JOIN_MODE: 'open',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.stdout?.on('data', (chunk) => logs.push(String(chunk)));
    started.stderr?.on('data', (chunk) => logs.push(String(chunk)));
    return started;
  };
  let child = launch();
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await smtp.close();
    await database?.drop();
    dataDirs.delete(url);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(url, child, logs);
  } catch (error) {
    // A server left running keeps this test file's process alive for good (its pipes), and the
    // whole browser run waits for it: CI once hung 17 minutes on such a file.
    await stop();
    throw error;
  }
  console.log(`site ${url} on ${database ? 'PostgreSQL' : 'the embedded database'}`);
  dataDirs.set(url, dataDir);

  return {
    url,
    smtp,
    dataDir,
    logs,
    /** Stops the server (SIGTERM) and starts it again on the same port, data and database. */
    async restart() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      child = launch();
      await waitUntilUp(url, child, logs);
    },
    stop,
  };
}
