import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { DatabaseUnavailableError } from '../db/pglite-dialect.js';
import { FAULT_MESSAGES, errorsPlugin, faultAnswer } from './errors.js';

const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const unavailable = { status: 503, message: FAULT_MESSAGES.databaseUnavailable };
const diskFull = { status: 507, message: FAULT_MESSAGES.diskFull };

test('faultAnswer: a database that does not answer is 503, a full disk 507, anything else is not a fault that passes', () => {
  assert.deepEqual(faultAnswer(new DatabaseUnavailableError(false)), unavailable);
  assert.deepEqual(faultAnswer(new DatabaseUnavailableError(true)), diskFull);
  for (const code of ['57P01', '57P03', '53300', '08006', '08001', 'ECONNREFUSED', 'ECONNRESET']) assert.deepEqual(faultAnswer(coded(code)), unavailable, code);
  assert.deepEqual(faultAnswer(new Error('Connection terminated unexpectedly')), unavailable);
  assert.deepEqual(faultAnswer(new Error('timeout exceeded when trying to connect')), unavailable);
  for (const code of ['ENOSPC', 'EDQUOT', '53100']) assert.deepEqual(faultAnswer(coded(code)), diskFull, code);
  // Found through `cause` (a library's wrapper around the real failure).
  assert.deepEqual(faultAnswer(new Error('query failed', { cause: coded('ENOSPC') })), diskFull);
  // The request's own faults and the server's bugs stay what they are.
  for (const error of [coded('23505'), coded('ENOENT'), new TypeError('x is undefined'), null, 'text']) assert.equal(faultAnswer(error), null);
});

test('the error handler answers a fault in the API shape, with Retry-After on 503', async () => {
  const app = Fastify();
  await app.register(errorsPlugin);
  app.get('/down', async () => {
    throw coded('57P01', 'terminating connection due to administrator command');
  });
  app.get('/full', async () => {
    throw coded('ENOSPC', "ENOSPC: no space left on device, write '/data/uploads/avatars/.tmp-1'");
  });
  app.get('/bug', async () => {
    throw new TypeError('x is undefined');
  });
  try {
    const down = await app.inject('/down');
    assert.equal(down.statusCode, 503);
    assert.equal(down.headers['retry-after'], '5');
    assert.deepEqual(down.json(), { success: false, message: FAULT_MESSAGES.databaseUnavailable });
    const full = await app.inject('/full');
    assert.equal(full.statusCode, 507);
    assert.equal(full.headers['retry-after'], undefined);
    // The path of the file is not told to the client.
    assert.deepEqual(full.json(), { success: false, message: FAULT_MESSAGES.diskFull });
    const bug = await app.inject('/bug');
    assert.equal(bug.statusCode, 500);
    assert.equal(bug.json().success, false);
    assert.doesNotMatch(bug.body, /undefined/);
  } finally {
    await app.close();
  }
});
