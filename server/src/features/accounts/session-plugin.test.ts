import assert from 'node:assert/strict';
import { after, before, describe, mock, test } from 'node:test';
import { sql } from 'kysely';
import { apiPath } from 'shared-contracts';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import type { TestClient } from '../../testing/http.js';
import { SESSION_MESSAGES } from './session-plugin.js';
import { forgetCachedSessions } from './sessions.js';

let ctx: TestContext;
let server: TestServer;
let admin: TestClient;
let manager: TestClient;
let member: TestClient;

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start({
    setup(app) {
      app.get('/api/test/member', { preHandler: [app.requireUser] }, async (request) => ({ success: true, data: { id: request.user!.id } }));
      app.get('/api/test/manager', { preHandler: [app.requireRole('manager')] }, async (request) => ({ success: true, data: { id: request.user!.id } }));
      app.get('/api/test/admin', { preHandler: [app.requireRole('admin')] }, async (request) => ({ success: true, data: { id: request.user!.id } }));
    },
  });
  admin = server.client();
  manager = server.client();
  member = server.client();
  // Sequential on purpose: ids 1, 2, 3.
  assert.equal((await admin.signUp()).user.id, 1);
  assert.equal((await manager.signUp()).user.id, 2);
  assert.equal((await member.signUp()).user.id, 3);
});
after(() => ctx.close());

describe('requireUser and requireRole (roles from shared-contracts: id 1 admin, id 2 manager)', () => {
  test('who may call what', async () => {
    const anonymous = server.client();
    const matrix: Array<[TestClient, string, number]> = [
      [anonymous, '/api/test/member', 401],
      [anonymous, '/api/test/manager', 401],
      [anonymous, '/api/test/admin', 401],
      [member, '/api/test/member', 200],
      [member, '/api/test/manager', 403],
      [member, '/api/test/admin', 403],
      [manager, '/api/test/member', 200],
      [manager, '/api/test/manager', 200],
      [manager, '/api/test/admin', 403],
      [admin, '/api/test/member', 200],
      [admin, '/api/test/manager', 200],
      [admin, '/api/test/admin', 200],
    ];
    for (const [client, path, status] of matrix) {
      const answer = await client.get(path);
      assert.equal(answer.status, status, `${path} -> ${answer.status}`);
      if (status === 401) assert.deepEqual(answer.body, { success: false, message: SESSION_MESSAGES.signInRequired });
      if (status === 403) assert.deepEqual(answer.body, { success: false, message: SESSION_MESSAGES.forbidden });
    }
  });

  test('a session lookup that fails in the database answers with the error shape (and the guard does not hang)', async () => {
    const client = server.client();
    await client.signUp();
    await sql`ALTER TABLE sessions RENAME TO sessions_away`.execute(ctx.db);
    let answer;
    try {
      answer = await client.get('/api/test/member');
    } finally {
      await sql`ALTER TABLE sessions_away RENAME TO sessions`.execute(ctx.db);
    }
    assert.ok(answer.status >= 500, `status ${answer.status}`);
    assert.equal((answer.body as { success: boolean }).success, false);
    assert.equal((await client.get('/api/test/member')).status, 200, 'the same cookie works once the database answers');
  });

  test('a session kept from a moment ago is refused at once after its sign-out', async () => {
    const client = server.client();
    await client.signUp();
    const token = client.token;
    assert.equal((await client.get('/api/test/member')).status, 200);
    assert.equal((await client.get('/api/test/member')).status, 200, 'now answered from the kept session');
    assert.equal((await client.get(apiPath('logout'))).status, 200);
    client.token = token;
    assert.equal((await client.get('/api/test/member')).status, 401);
  });

  test('HEAD on logout is a GET too: it needs the header and never signs out without it', async () => {
    const client = server.client();
    await client.signUp();
    const head = await client.request('HEAD', apiPath('logout'), { csrf: false });
    assert.equal(head.status, 403);
    assert.equal((await client.get(apiPath('currentUser'))).status, 200);
  });
});

describe('a member\'s requests that arrive together ask the database once (issue 44)', () => {
  test('50 requests at once with a session nobody looked up yet: one lookup, not 50', async () => {
    const member = server.client();
    await member.signUp();
    forgetCachedSessions();
    const counted = mock.method(ctx.db.getExecutor(), 'executeQuery');
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => member.get(apiPath('currentUser'))));
      for (const answer of answers) assert.equal(answer.status, 200, answer.text);
      // The session, then its member: two statements, whoever asked (the sign-up's news to the
      // admins goes out beside them and is not counted).
      const lookups = counted.mock.calls.map((call) => (call.arguments[0] as { sql: string }).sql).filter((text) => /from "(sessions|users)"/.test(text));
      assert.equal(lookups.length, 2, lookups.join('\n'));
    } finally {
      counted.mock.restore();
    }
  });
});
