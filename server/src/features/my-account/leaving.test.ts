import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import pino from 'pino';
import { createFamily, type Family } from '../../testing/family.js';
import { createTestContext, type TestContext } from '../../testing/server.js';
import { leaveFamily } from './leaving.js';

/*
 * Leaving, straight through the service, where two departures can be started in the same tick
 * (over HTTP, the password checks before them spread them apart): the check and the deletion
 * are one step under the users table's lock, so the family always keeps an admin.
 */

let ctx: TestContext;
let family: Family;
const log = pino({ level: 'silent' });

before(async () => {
  ctx = await createTestContext();
  family = await createFamily(await ctx.start());
});
after(() => ctx.close());

const adminsLeft = async () =>
  (await ctx.db.selectFrom('users').select(['id', 'role']).execute()).filter((u) => u.role === 'admin' || (u.role === null && u.id === 1)).map((u) => u.id);

test('two admins leaving at once: one goes, the other is asked for a successor', async () => {
  await ctx.db.updateTable('users').set({ role: 'admin' }).where('id', '=', family.alice.user.id).execute();
  const now = new Date();
  const outcomes = await Promise.all([
    leaveFamily(ctx.db, ctx.dataDir, family.admin.user.id, undefined, now, log),
    leaveFamily(ctx.db, ctx.dataDir, family.alice.user.id, undefined, now, log),
  ]);
  assert.deepEqual(outcomes.map((o) => ('refused' in o ? o.refused : 'left')).sort(), ['left', 'nameNewAdmin']);
  assert.equal((await adminsLeft()).length, 1);
});

test('the only admin hands over to a member who leaves at the same moment: one of the two departures waits and is refused, never both', async () => {
  const [admin] = await adminsLeft();
  const now = new Date();
  const outcomes = await Promise.all([
    leaveFamily(ctx.db, ctx.dataDir, admin, family.bob.user.id, now, log),
    leaveFamily(ctx.db, ctx.dataDir, family.bob.user.id, undefined, now, log),
  ]);
  const admins = await adminsLeft();
  assert.equal(admins.length, 1, `an admin is left: ${JSON.stringify(outcomes)}`);
  assert.ok(outcomes.some((o) => 'refused' in o), JSON.stringify(outcomes));
});
