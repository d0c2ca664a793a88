import assert from 'node:assert/strict';
import type { TestResponse } from '../testing/http.js';

/*
 * What every answer of the API must be, whatever was sent (the generated pass and the fuzz test):
 * never a 5xx, never the server's inside, every refusal in the one error shape.
 */

/** Signs of the server's inside reaching an answer: stack frames, its paths, error names, SQL. */
const LEAKS: Array<[string, RegExp]> = [
  ['a stack frame', /\n\s*at \S|\bat (?:async )?[\w$.<>]+ \(/],
  ['a server path', /\/work\/|\/home\/|\/usr\/|node_modules|file:\/\/|[\w-]+\.(?:ts|js):\d+/],
  ['an error name', /\b(?:Type|Reference|Syntax|Range|Internal)?Error: /],
  ['a Fastify code', /FST_[A-Z_]+/],
  ['SQL or the database', /\b(?:violates|relation "|syntax error at or near|invalid byte sequence|kysely|pglite|postgres)\b/i],
];

export function assertSafeAnswer(answer: TestResponse, what: string) {
  assert.ok(answer.status < 500, `${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
  for (const [name, pattern] of LEAKS) assert.ok(!pattern.test(answer.text), `${what}: ${name} in the answer: ${answer.text.slice(0, 300)}`);
  if (answer.status >= 400) {
    assert.match(answer.headers.get('content-type') ?? '', /^application\/json/, `${what}: a JSON refusal`);
    const body = answer.body as Record<string, unknown>;
    assert.equal(body.success, false, `${what}: ${answer.text.slice(0, 300)}`);
    assert.equal(typeof body.message, 'string', what);
    assert.ok((body.message as string).length > 0 && (body.message as string).length <= 1000, `${what}: a message of sensible length`);
    for (const key of Object.keys(body)) assert.ok(['success', 'message', 'errors'].includes(key), `${what}: unexpected key ${key}`);
    if (body.errors !== undefined) {
      for (const value of Object.values(body.errors as object)) assert.equal(typeof value, 'string', `${what}: errors are sentences`);
    }
  } else if (answer.status !== 204 && answer.status !== 304 && answer.body !== undefined) {
    assert.equal((answer.body as { success?: unknown }).success, true, what);
  }
}

