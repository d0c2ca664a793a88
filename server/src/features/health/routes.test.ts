import assert from 'node:assert/strict';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { after, before, describe, mock, test } from 'node:test';
import { APP_CONFIG_PATH } from 'shared-contracts';
import { HEALTH_FRESH_MS } from './health.js';
import { REMOTES_FRESH_MS } from '../web-app/index.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { HEALTH_PATH } from './routes.js';

/*
 * The calls that are polled all day (issue 44): /healthz by a process manager or proxy,
 * /app-config.json by every start of the app. Each answers from what the server already knows,
 * refreshed by a freshness rule, so a burst of calls does no database or file work per call.
 * Nothing here is timed: the work is counted, so a relapse fails whatever the machine's speed.
 */

let ctx: TestContext;
let server: TestServer;

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
});
after(() => ctx.close());

/** Every statement the server's database runs while `work` runs. */
async function statementsDuring(work: () => Promise<void>): Promise<number> {
  const executor = ctx.db.getExecutor();
  const counted = mock.method(executor, 'executeQuery');
  try {
    await work();
    return counted.mock.callCount();
  } finally {
    counted.mock.restore();
  }
}

/** Every look at the remotes file (stat, read) while `work` runs. */
async function fileLooksDuring(work: () => Promise<void>): Promise<number> {
  const isRemotesFile = (file: unknown) => String(file).endsWith('remotes.json');
  const stat = mock.method(fsp, 'stat');
  const readFile = mock.method(fsp, 'readFile');
  try {
    await work();
    return [...stat.mock.calls, ...readFile.mock.calls].filter((call) => isRemotesFile(call.arguments[0])).length;
  } finally {
    stat.mock.restore();
    readFile.mock.restore();
  }
}

const burst = (call: string, count: number) => async () => {
  const answers = await Promise.all(Array.from({ length: count }, () => server.client().get(call)));
  for (const answer of answers) assert.equal(answer.status, 200, answer.text);
};

describe('/healthz: the database is asked at most once a second, whoever polls', () => {
  test('200 polls at once and one after another ask the database once; a second later, once more', async () => {
    await new Promise((resolve) => setTimeout(resolve, HEALTH_FRESH_MS + 50));
    const started = Date.now();
    const once = await statementsDuring(async () => {
      await burst(HEALTH_PATH, 100)();
      for (let i = 0; i < 100; i += 1) assert.equal((await server.client().get(HEALTH_PATH)).status, 200);
    });
    // One probe per freshness window the polls spanned, and one more that may be on its way as
    // a window ends (a busy CI machine took 1.2 s for the 200: three statements, rightly).
    const spent = Date.now() - started;
    const allowed = 2 + Math.floor(spent / HEALTH_FRESH_MS);
    assert.ok(once <= allowed, `${once} statements for 200 polls in ${spent} ms (at most one a second)`);
    await new Promise((resolve) => setTimeout(resolve, HEALTH_FRESH_MS + 50));
    const later = await statementsDuring(burst(HEALTH_PATH, 20));
    assert.equal(later, 1, 'an answer older than a second is asked again');
    assert.deepEqual((await server.client().get(HEALTH_PATH)).body, { status: 'ok', database: 'ok' });
  });
});

describe('/app-config.json: made once, looked at again when the remotes file changes', () => {
  test('200 calls look at the remotes file at most once, and ask the database nothing', async () => {
    await new Promise((resolve) => setTimeout(resolve, REMOTES_FRESH_MS + 50));
    let statements = 0;
    const started = Date.now();
    const looks = await fileLooksDuring(async () => {
      statements = await statementsDuring(burst(APP_CONFIG_PATH, 200));
    });
    // One look per freshness window the burst spanned (a busy CI machine took 1.5 s for the 200).
    const windows = 1 + Math.floor((Date.now() - started) / REMOTES_FRESH_MS);
    assert.ok(looks <= windows, `${looks} looks at the remotes file for 200 calls in ${Date.now() - started} ms`);
    assert.equal(statements, 0);
  });

  test('a deploy that writes the remotes file is served at once (the folder is watched), not a second later', async () => {
    const file = path.join(ctx.dataDir, 'remotes.json');
    const location = '/deployed/mf-map@0123456789ab/mf-manifest.json';
    const before = (await server.client().get(APP_CONFIG_PATH)).body;
    assert.notEqual(before.remotes.mf_map, location);
    // As scripts/deploy-remote.mjs writes it: whole, under another name, then renamed into place.
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({ mf_map: location }));
    fs.renameSync(`${file}.tmp`, file);
    let seen = '';
    const started = Date.now();
    while (Date.now() - started < REMOTES_FRESH_MS && seen !== location) {
      seen = (await server.client().get(APP_CONFIG_PATH)).body.remotes.mf_map;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.equal(seen, location);
    assert.ok(Date.now() - started < REMOTES_FRESH_MS / 2, `seen after ${Date.now() - started} ms`);
    fs.rmSync(file);
  });
});
