import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, before, describe, test } from 'node:test';
import pg from 'pg';
import sharp from 'sharp';
import { apiPath } from 'shared-contracts';
import { SESSION_CACHE_MS } from './features/accounts/index.js';
import { createTestDatabase, type TestDatabase } from './testing/db.js';
import { TestClient, newSignUp } from './testing/http.js';

/*
 * Scale-out: two server processes on one PostgreSQL database, behind one address (a round-robin
 * proxy here; Caddy or nginx in a family's setup), serve one family correctly.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let database: TestDatabase;
const dataDirs: string[] = [];
const servers: Array<{ child: ChildProcess; url: string }> = [];
let proxy: http.Server;
let proxyUrl: string;

/** One data directory for both: their uploads (avatars, backgrounds) are the family's, not one process's. */
let sharedDataDir: string;

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const dataDir = sharedDataDir;
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=familynet-source', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PUBLIC_URL: 'http://family.test',
      WEB_ROOT: path.join(dataDir, 'no-web'),
      JOIN_MODE: 'open',
      RATE_LIMIT_SCALE: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`a server exited (${code}) before listening:\n${out}`)));
  });
}

/** Sends each request to the next server in turn. */
function roundRobin(targets: string[]): Promise<http.Server> {
  let next = 0;
  const server = http.createServer((request, response) => {
    const target = new URL(targets[next++ % targets.length]);
    const forwarded = http.request(
      { host: target.hostname, port: target.port, method: request.method, path: request.url, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.writeHead(502).end());
    request.pipe(forwarded);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

before(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-scale-db-'));
  dataDirs.push(dir);
  database = await createTestDatabase(dir);
  if (!database.databaseUrl) throw new Error('this file runs on PostgreSQL only (DATABASE_URL)');
  sharedDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-scale-'));
  dataDirs.push(sharedDataDir);
  await database.handle.close();
  servers.push(await startServer(database.databaseUrl), await startServer(database.databaseUrl));
  proxy = await roundRobin(servers.map((s) => s.url));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});

after(async () => {
  proxy?.close();
  await Promise.all(
    servers.map(
      ({ child }) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  await database?.dispose();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** The same signed-in browser talking to one server directly. */
function sameCookieAt(url: string, from: TestClient): TestClient {
  const client = new TestClient(url);
  client.token = from.token;
  return client;
}

/** The abuse counters (kept in the database) start from none. */
async function resetLimits(): Promise<void> {
  const client = new pg.Client({ connectionString: database.databaseUrl! });
  await client.connect();
  try {
    await client.query('delete from rate_limits');
  } finally {
    await client.end();
  }
}

async function until401(client: TestClient): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < SESSION_CACHE_MS + 3000) {
    if ((await client.get(apiPath('currentUser'))).status === 401) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the other server still accepts the session');
}

describe('two server processes on one PostgreSQL database', () => {
  test('a member signed up through one is signed in on both, and sees the same family', async () => {
    const viaProxy = new TestClient(proxyUrl, sharedDataDir);
    const { user } = await viaProxy.signUp(newSignUp({ displayName: 'Two Servers' }));
    for (const { url } of servers) {
      const here = sameCookieAt(url, viaProxy);
      const me = await here.get(apiPath('currentUser'));
      assert.equal(me.status, 200);
      assert.equal(me.body.data.user.id, user.id);
      const list = await here.get(apiPath('familyMembers'));
      assert.ok(list.body.data.members.some((member: { id: number }) => member.id === user.id));
    }
  });

  test(`a logout on one is honoured by the other within ${SESSION_CACHE_MS} ms`, async () => {
    const [a, b] = servers;
    const client = new TestClient(a.url, sharedDataDir);
    await client.signUp();
    const onB = sameCookieAt(b.url, client);
    assert.equal((await onB.get(apiPath('currentUser'))).status, 200, 'B knows the session (and keeps it)');
    assert.equal((await client.get(apiPath('logout'))).status, 200);
    const waited = await until401(onB);
    assert.ok(waited <= SESSION_CACHE_MS + 500, `B refused it after ${waited} ms`);
  });

  test('a change of profile made on one shows on the other at once', async () => {
    const [a, b] = servers;
    const client = new TestClient(a.url, sharedDataDir);
    const { user } = await client.signUp();
    const viewer = new TestClient(b.url, sharedDataDir);
    await viewer.signUp();
    assert.equal((await viewer.get(apiPath('familyMembers'))).status, 200);
    assert.equal((await client.put(apiPath('updateProfile'), { occupation: 'Seen everywhere' })).status, 200);
    const list = await viewer.get(apiPath('familyMembers'));
    assert.equal(list.body.data.members.find((member: { id: number }) => member.id === user.id)?.occupation, 'Seen everywhere');
  });

  test('an avatar uploaded through one is served by the other (one shared data directory)', async () => {
    const [a, b] = servers;
    const client = new TestClient(a.url, sharedDataDir);
    await client.signUp();
    const picture = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#dc004e' } }).png().toBuffer();
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
    const uploaded = await client.request('POST', apiPath('uploadAvatar'), { body: form });
    assert.equal(uploaded.status, 200, uploaded.text);
    const served = await fetch(`${b.url}${uploaded.body.data.avatarUrl}`);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/webp');
  });

  test('the sign-in limits count the attempts made on both together', async () => {
    await resetLimits();
    // Per address: 10 a minute (RATE_LIMIT_SCALE=1); the proxy alternates between the servers.
    const perAddress: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      perAddress.push((await new TestClient(proxyUrl).post(apiPath('signIn'), { email: newSignUp().email, password: `wrong-password-${i}` })).status);
    }
    assert.deepEqual(perAddress, [...Array(10).fill(401), 429, 429]);
  });

  test('a guesser is stopped after 5 wrong passwords for one account, wherever the guesses land', async () => {
    await resetLimits();
    const owner = newSignUp();
    await new TestClient(servers[0].url, sharedDataDir).signUp(owner);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await new TestClient(servers[i % 2].url).post(apiPath('signIn'), { email: owner.email, password: `guess-number-${i}` })).status);
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 401, 429]);
  });

  test('two processes started at once, at a birthday’s hour: the reminder is e-mailed once', async () => {
    await resetLimits();
    const celebrated = newSignUp({ displayName: 'Birthday Today', firstName: 'Birthday', lastName: 'Today' });
    const celebratedClient = new TestClient(proxyUrl, sharedDataDir);
    await celebratedClient.signUp(celebrated);
    const today = new Date().toISOString().slice(5, 10);
    assert.equal((await celebratedClient.put(apiPath('updateProfile'), { birthday: `1950-${today}`, isBirthdayVisible: true })).status, 200);
    const cousin = newSignUp({ displayName: 'Cousin Told', firstName: 'Cousin', lastName: 'Told' });
    const cousinClient = new TestClient(proxyUrl, sharedDataDir);
    await cousinClient.signUp(cousin);
    const mine = (await cousinClient.get(apiPath('notifications'))).body.data;
    assert.equal((await cousinClient.put(apiPath('saveNotifications'), { choices: mine.choices, timeZone: 'UTC' })).status, 200);
    // The site's morning hour at midnight: the reminder on today's birthday is due from now on.
    const client = new pg.Client({ connectionString: database.databaseUrl! });
    await client.connect();
    try {
      await client.query(`insert into settings (key, value, updated_at) values ('notifications', '{"reminderHour":0}', now())
        on conflict (key) do update set value = excluded.value`);
    } finally {
      await client.end();
    }

    // Both processes go down and come back together: each looks for due reminders as it starts.
    await Promise.all(servers.map(({ child }) => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM')))));
    servers.splice(0, servers.length, ...(await Promise.all([startServer(database.databaseUrl!), startServer(database.databaseUrl!)])));

    const outbox = path.join(sharedDataDir, 'outbox');
    const reminders = () =>
      fs.existsSync(outbox)
        ? fs.readdirSync(outbox).filter((file) => {
            const text = fs.readFileSync(path.join(outbox, file), 'utf8');
            return text.includes(cousin.email.toLowerCase()) && /Subject: Birthday Today turns \d+ today/.test(text);
          })
        : [];
    for (let i = 0; i < 100 && reminders().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
    // Both looks are done well within this: a second e-mail would be there too.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    assert.equal(reminders().length, 1, 'one e-mail for the cousin, from one of the two processes');
  });
});
