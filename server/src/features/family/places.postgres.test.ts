import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'kysely';
import { apiPath } from 'shared-contracts';
import { FAMILY_MESSAGES } from 'shared-contracts/family';
import { createFamily, type Family } from '../../testing/family.js';
import type { TestClient, TestResponse } from '../../testing/http.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';

/*
 * What only PostgreSQL shows (several connections at once): a relative's removal held half-way by
 * a link being made, while an invitation is made from their place. PGlite runs one statement at a
 * time, so the race cannot be held there (routes.test.ts races it on both).
 */

let ctx: TestContext;
let server: TestServer;
let family: Family;

before(async () => {
  ctx = await createTestContext();
  if (!ctx.database.databaseUrl) throw new Error('this file runs on PostgreSQL only (DATABASE_URL)');
  server = await ctx.start();
  family = await createFamily(server);
});
after(() => ctx.close());

const placeInvitation = (client: TestClient, person: string) => client.post(apiPath('relativeInvitation', { person }));
/** Nobody signs up with it: it went with the place. */
const unusable = async (made: TestResponse) => {
  const row = await ctx.db.selectFrom('invitations').select('id').where('id', '=', made.body.data.invitation.id).executeTakeFirst();
  assert.equal(row, undefined, 'gone with the place');
  const check = await server.client().post(apiPath('checkInvitation'), { token: made.body.data.token });
  assert.notEqual(check.body.data?.valid, true, check.text);
};
const addRelative = async (client: TestClient, facts: Record<string, unknown>) => (await client.post(apiPath('addRelative'), facts)).body.data.person as { id: string };

test('an invitation made while the removal of the place waits for its row goes with the place', async () => {
  const greta = await addRelative(family.alice.client, { firstName: 'Greta', lastName: 'Held' });
  const waiting = async () => {
    for (let tries = 0; tries < 200; tries += 1) {
      const { rows } = await sql<{ count: string }>`select count(*) as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`.execute(ctx.db);
      if (Number(rows[0]!.count) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    assert.fail('the removal never waited for the row');
  };
  let removal: Promise<TestResponse> | undefined;
  let made: TestResponse | undefined;
  await ctx.db.transaction().execute(async (trx) => {
    // Greta's row held elsewhere (as a link being made holds it): the removal waits for it.
    await trx.selectFrom('people').select('id').where('id', '=', Number(greta.id.slice(1))).forKeyShare().execute();
    removal = family.alice.client.request('DELETE', apiPath('removeRelative', { person: greta.id }));
    await waiting();
    // An invitation made meanwhile: it does not wait for the removal; if it did, it is answered
    // once the row is let go.
    const invitation = placeInvitation(family.alice.client, greta.id).then((answer) => (made = answer));
    await Promise.race([invitation, new Promise((resolve) => setTimeout(resolve, 2000))]);
  });
  assert.equal((await removal!).status, 200);
  while (!made) await new Promise((resolve) => setTimeout(resolve, 10));
  assert.ok([201, 404].includes(made.status), `${made.status} ${made.text}`);
  if (made.status === 404) assert.equal(made.body.message, FAMILY_MESSAGES.personNotFound);
  else await unusable(made);
});
