import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import type { Db } from '../db/index.js';
import { createTestDatabase, type TestDatabase } from './db.js';
import { TestClient } from './http.js';

export const TEST_PUBLIC_URL = 'http://family.test';

export interface TestServer {
  app: FastifyInstance;
  config: Config;
  /** http://127.0.0.1:<port> */
  url: string;
  /** Every JSON log line the app wrote. */
  logs: string[];
  client(): TestClient;
  close(): Promise<void>;
}

export interface StartOptions {
  /** Environment variables on top of the test defaults. */
  env?: Record<string, string>;
  clock?: () => Date;
  mailer?: AppDeps['mailer'];
  /** A push service of the test's own (testing/push-service.ts). */
  push?: AppDeps['push'];
  /** Called on the built app before it listens (e.g. to add a route that throws). */
  setup?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestContext {
  /** The temporary DATA_DIR of this test file. */
  dataDir: string;
  db: Db;
  database: TestDatabase;
  /** An empty folder: no shell or remote builds unless a test writes some. */
  webRoot: string;
  /** Builds an app on this file's database with the given env and listens on 127.0.0.1:0. */
  start(options?: StartOptions): Promise<TestServer>;
  /** Closes every server started, the database (dropping it on PostgreSQL) and removes DATA_DIR. */
  close(): Promise<void>;
}

/**
 * One per test file: a fresh temporary DATA_DIR and a database of its own (PGlite in DATA_DIR, or a
 * throwaway PostgreSQL database when DATABASE_URL is set). Servers started from it share the database.
 */
export async function createTestContext(): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-test-'));
  const webRoot = path.join(dataDir, 'web');
  fs.mkdirSync(webRoot);
  const database = await createTestDatabase(dataDir);
  const servers = new Set<TestServer>();

  const start = async (options: StartOptions = {}): Promise<TestServer> => {
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: TEST_PUBLIC_URL,
      LOG_LEVEL: 'info',
      RATE_LIMIT_SCALE: '1000',
      WEB_ROOT: webRoot,
      CORS_ORIGINS: '',
      // The spec's open sign-up, which most tests describe; the joining tests choose their mode.
      JOIN_MODE: 'open',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
      ...options.env,
    };
    const config = loadConfig(env);
    const logs: string[] = [];
    const verbose = !!process.env.FAMILYNET_TEST_VERBOSE;
    const app = await buildApp(config, {
      db: database.handle.db,
      notices: database.handle.notices,
      clock: options.clock,
      mailer: options.mailer,
      push: options.push,
      logStream: {
        // One entry per line: the access log writes the lines of one turn of the event loop at once.
        write(chunk: string) {
          for (const line of chunk.split(/(?<=\n)/)) logs.push(line);
          if (verbose) process.stderr.write(chunk);
        },
      },
    });
    await options.setup?.(app);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}`;
    const server: TestServer = {
      app,
      config,
      url,
      logs,
      client: () => new TestClient(url, dataDir),
      async close() {
        servers.delete(server);
        await app.close();
      },
    };
    servers.add(server);
    return server;
  };

  return {
    dataDir,
    db: database.handle.db,
    database,
    webRoot,
    start,
    async close() {
      for (const server of [...servers]) await server.close();
      await database.dispose();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every string value anywhere in a JSON value (to scan answers for secrets). */
export function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) allStrings(item, out);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      out.push(key);
      allStrings(item, out);
    }
  }
  return out;
}

/** No password, hash or token (other than the cookie, which is not in a body) ever appears in a body. */
export function assertNoSecrets(body: unknown, secrets: string[] = []): void {
  const strings = allStrings(body);
  for (const s of strings) {
    assert.ok(!/^\$argon2/.test(s), `an argon2 hash leaked: ${s}`);
    assert.ok(!/^[0-9a-f]{64}$/.test(s), `a sha256 hex leaked: ${s}`);
    for (const secret of secrets) assert.notEqual(s, secret, 'a secret leaked');
  }
  for (const key of ['password', 'password_hash', 'passwordHash', 'token', 'token_hash', 'tokenHash', 'newPassword']) {
    assert.ok(!strings.includes(key), `a "${key}" field was sent`);
  }
}
