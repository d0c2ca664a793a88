import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiPath } from 'shared-contracts';
import type { FastifyInstance } from 'fastify';
import { createTestContext, type TestContext, type TestServer } from '../testing/server.js';
import { accessLogPlugin } from './access-log.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

interface AccessLine {
  level: number;
  time: number;
  pid: number;
  hostname: string;
  reqId: string;
  req: { method: string; url: string; host: string; remoteAddress: string };
  res: { statusCode: number };
  responseTime: number;
  msg: string;
}

/** The access lines written since `from` (every line must be one JSON object). */
function accessLines(server: TestServer, from = 0): AccessLine[] {
  return server.logs
    .slice(from)
    .map((line) => {
      assert.ok(line.endsWith('\n'), 'a line ends with a newline');
      return JSON.parse(line) as AccessLine;
    })
    .filter((entry) => entry.msg === 'request completed');
}

const get = (server: TestServer, path: string) => fetch(`${server.url}${path}`);
/** The line is written once the answer has gone out, so just after the client has it. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('access log', () => {
  test('LOG_REQUESTS=all (the default): exactly one line per request, with what an operator needs', async () => {
    const server = await ctx.start();
    const from = server.logs.length;
    assert.equal((await get(server, apiPath('currentUser'))).status, 401);
    assert.equal((await get(server, '/healthz')).status, 200);
    await settle();
    const lines = accessLines(server, from);
    assert.equal(lines.length, 2, 'one line each, not two');
    const [refused, health] = lines;
    assert.deepEqual(refused.req, { method: 'GET', url: apiPath('currentUser'), host: new URL(server.url).host, remoteAddress: '127.0.0.1' });
    assert.equal(refused.res.statusCode, 401);
    assert.equal(health.res.statusCode, 200);
    assert.equal(refused.level, 30, "pino's info level, like every other info line");
    assert.equal(refused.pid, process.pid);
    assert.ok(Math.abs(refused.time - Date.now()) < 60_000);
    assert.ok(refused.reqId && refused.reqId !== health.reqId, 'each request has its own id');
    assert.ok(typeof refused.responseTime === 'number' && refused.responseTime >= 0);
    await server.close();
  });

  test('many answers at once: one whole line each, and none lost when the server closes at once', async () => {
    const server = await ctx.start();
    const from = server.logs.length;
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => get(server, `/healthz?n=${i}`)));
    assert.ok(answers.every((answer) => answer.status === 200));
    await server.close();
    const urls = accessLines(server, from).map((line) => line.req.url);
    assert.deepEqual(urls.sort(), Array.from({ length: 30 }, (_, i) => `/healthz?n=${i}`).sort());
  });

  test('a URL with quotes and a reset token is logged as valid JSON, the token hidden', async () => {
    const server = await ctx.start();
    const from = server.logs.length;
    await get(server, '/reset-password?token=SecretTokenValue&x=%22quoted%22"\\');
    await settle();
    const [line] = accessLines(server, from);
    assert.ok(line.req.url.startsWith('/reset-password?token=[redacted]&x='), line.req.url);
    assert.ok(!server.logs.join('').includes('SecretTokenValue'));
    await server.close();
  });

  test('LOG_REQUESTS=errors logs refused and failed requests only', async () => {
    const server = await ctx.start({ env: { LOG_REQUESTS: 'errors' } });
    const from = server.logs.length;
    await get(server, '/healthz');
    await get(server, apiPath('currentUser'));
    await settle();
    const lines = accessLines(server, from);
    assert.deepEqual(
      lines.map((l) => l.res.statusCode),
      [401],
    );
    await server.close();
  });

  test('LOG_REQUESTS=none, or a LOG_LEVEL quieter than info, logs no request', async () => {
    for (const env of [{ LOG_REQUESTS: 'none' }, { LOG_LEVEL: 'warn' }] as Record<string, string>[]) {
      const server = await ctx.start({ env });
      const from = server.logs.length;
      await get(server, '/healthz');
      await get(server, apiPath('currentUser'));
      await settle();
      assert.equal(accessLines(server, from).length, 0, JSON.stringify(env));
      await server.close();
    }
  });
});

describe('access log writes', () => {
  /** The plugin on a stand-in app whose hooks the test calls itself, in one turn of the event loop. */
  function standIn() {
    const hooks: Record<string, (...args: unknown[]) => void> = {};
    const app = { addHook: (name: string, hook: (...args: unknown[]) => void) => (hooks[name] = hook) } as unknown as FastifyInstance;
    const writes: string[] = [];
    accessLogPlugin(app, { mode: 'all', level: 'info', sink: { write: (chunk: string) => writes.push(chunk) }, redactUrl: (url) => url });
    const answer = (url: string) =>
      hooks.onResponse!({ id: 'req-1', method: 'GET', url, host: 'family.test', ip: '127.0.0.1' }, { statusCode: 200, elapsedTime: 1.5 }, () => {});
    const close = () => hooks.onClose!(app, () => {});
    return { writes, answer, close };
  }
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  test('the lines of one turn go out in one write, after it', async () => {
    const { writes, answer, close } = standIn();
    answer('/a');
    answer('/b');
    assert.equal(writes.length, 0, 'not while the turn is running');
    await nextTurn();
    assert.equal(writes.length, 1);
    assert.deepEqual(
      writes[0]!.split('\n').filter(Boolean).map((line) => JSON.parse(line).req.url),
      ['/a', '/b'],
    );
    close();
  });

  test('closing in the same turn writes what is waiting, once, and stops listening for the exit', async () => {
    const exitListeners = process.listenerCount('exit');
    const { writes, answer, close } = standIn();
    assert.equal(process.listenerCount('exit'), exitListeners + 1, 'a crash would write the waiting lines');
    answer('/last');
    close();
    assert.equal(writes.length, 1);
    assert.match(writes[0]!, /"url":"\/last"/);
    await nextTurn();
    assert.equal(writes.length, 1, 'no empty write afterwards');
    assert.equal(process.listenerCount('exit'), exitListeners);
  });
});
