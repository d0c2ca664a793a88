import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import Fastify from 'fastify';
import { pino } from 'pino';
import { lazyRequestLogger } from './request-logger.js';

/** A Fastify app logging through pino into `lines`, with request loggers made lazily. */
function appWithLog() {
  const lines: Array<Record<string, unknown>> = [];
  const stream = { write: (chunk: string) => void lines.push(...chunk.trim().split('\n').map((line) => JSON.parse(line))) };
  const app = Fastify({ loggerInstance: pino({ level: 'info' }, stream), childLoggerFactory: lazyRequestLogger, disableRequestLogging: true });
  return { app, lines };
}

describe("a request's logger, made when the request first logs", () => {
  test("writes the request's lines with its reqId, the route's level and its child's bindings", async () => {
    const { app, lines } = appWithLog();
    app.get('/logs', async (request) => {
      request.log.info({ member: 7 }, 'looked up');
      request.log.debug('not at info');
      request.log.child({ step: 'two' }).warn('from a child');
      return { ok: true };
    });
    app.get('/quiet', { logLevel: 'error' }, async (request) => {
      request.log.warn('below the route level');
      request.log.error('at the route level');
      return { level: request.log.level };
    });
    const logged = await app.inject({ method: 'GET', url: '/logs' });
    const quiet = await app.inject({ method: 'GET', url: '/quiet' });
    assert.equal(logged.statusCode, 200);
    assert.deepEqual(quiet.json(), { level: 'error' });
    assert.deepEqual(
      lines.map(({ msg, reqId, member, step, level }) => ({ msg, reqId, member, step, level })),
      [
        { msg: 'looked up', reqId: 'req-1', member: 7, step: undefined, level: 30 },
        { msg: 'from a child', reqId: 'req-1', member: undefined, step: 'two', level: 40 },
        { msg: 'at the route level', reqId: 'req-2', member: undefined, step: undefined, level: 50 },
      ],
    );
    await app.close();
  });

  test("an error handler's lines, through reply.log, carry the request's reqId", async () => {
    const { app, lines } = appWithLog();
    app.setErrorHandler((error, _request, reply) => {
      reply.log.error({ err: error }, 'handler failed');
      void reply.code(500).send({ success: false });
    });
    app.get('/fails', async () => {
      throw new Error('broken on purpose');
    });
    assert.equal((await app.inject({ method: 'GET', url: '/fails' })).statusCode, 500);
    const line = lines.find((l) => l.msg === 'handler failed');
    assert.ok(line, JSON.stringify(lines));
    assert.equal(line.reqId, 'req-1');
    assert.equal((line.err as { message?: string }).message, 'broken on purpose');
    await app.close();
  });

  test('a request that logs nothing makes no child logger; one that logs makes one', () => {
    const made: unknown[] = [];
    const parent = pino({ level: 'info' }, { write: () => {} });
    const counting = Object.assign(Object.create(parent), {
      child: (bindings: object, options: object) => {
        made.push(bindings);
        return parent.child(bindings, options);
      },
    });
    const quiet = lazyRequestLogger.call(null as never, counting, { reqId: 'a' }, {}, {} as never);
    assert.equal(quiet.level, 'info', 'its level is read without making it');
    assert.equal(made.length, 0);
    const talkative = lazyRequestLogger.call(null as never, counting, { reqId: 'b' }, {}, {} as never);
    talkative.info('one');
    talkative.error('two');
    assert.deepEqual(made, [{ reqId: 'b' }]);
  });
});
