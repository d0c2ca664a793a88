import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiPath } from 'shared-contracts';
import { createTestContext, type TestContext, type TestServer } from '../testing/server.js';
import type { TestClient } from '../testing/http.js';

let ctx: TestContext;
let server: TestServer;
let member: TestClient;

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  member = server.client();
  await member.signUp();
  for (let i = 0; i < 3; i += 1) await server.client().signUp();
  const saved = await member.put(apiPath('updateProfile'), { bio: 'A long story. '.repeat(60) });
  assert.equal(saved.status, 200);
});
after(() => ctx.close());

describe('compressed answers', () => {
  test('a large JSON answer is compressed for a client that accepts it, and reads the same', async () => {
    const compressed = await member.get(apiPath('familyMembers'), { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(compressed.status, 200);
    assert.ok(['br', 'gzip'].includes(compressed.headers.get('content-encoding') ?? ''), 'compressed');
    assert.match(compressed.headers.get('vary') ?? '', /accept-encoding/i);
    const plain = await member.get(apiPath('familyMembers'), { headers: { 'accept-encoding': 'identity' } });
    assert.equal(plain.headers.get('content-encoding'), null);
    assert.deepEqual(compressed.body, plain.body);
    assert.equal(plain.headers.get('cache-control'), 'no-store');
  });

  test('a list that grows with the family (the admin list of users) is compressed', async () => {
    const answer = await member.get(apiPath('adminUsers'), { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.headers.get('content-encoding'), 'gzip');
    assert.equal(answer.body.data.users.length, 4);
  });

  test('one member is sent as it is, even over a kilobyte (its own bio): it is never a list', async () => {
    const answer = await member.get(apiPath('currentUser'), { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(answer.status, 200);
    assert.ok(answer.text.length > 1024, `${answer.text.length} bytes`);
    assert.equal(answer.headers.get('content-encoding'), null);
  });

  test('a small answer is sent as it is', async () => {
    const answer = await member.get(apiPath('backgroundImage'), { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-encoding'), null);
  });
});
