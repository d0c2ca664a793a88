import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'kysely';
import { createTestContext, type TestContext } from '../testing/server.js';
import { DuplicateEmailError, insertMember } from '../features/members/index.js';

const createUser = (db: TestContext['db'], { email, birthday }: { email: string; birthday?: string }) =>
  insertMember(db, { email, passwordHash: null, fields: birthday ? { birthday } : {}, createdAt: new Date() });
import { migrateToLatest } from './migrations.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

describe(`database (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  test('the first account is id 1 even when earlier inserts used up sequence numbers', async () => {
    // Burn sequence values the two ways it happens in real life: nextval() and a failed insert.
    await sql`select nextval(pg_get_serial_sequence('users', 'id'))`.execute(ctx.db);
    await sql`select nextval(pg_get_serial_sequence('users', 'id'))`.execute(ctx.db);
    await assert.rejects(ctx.db.insertInto('users').values({ email: null as unknown as string }).execute());
    await assert.rejects(
      ctx.db.transaction().execute(async (trx) => {
        await trx.insertInto('users').values({ email: 'rolled-back@example.org' }).execute();
        throw new Error('roll back');
      }),
    );

    const first = await createUser(ctx.db, { email: 'Admin@Example.org' });
    assert.equal(first.id, 1);
    assert.equal(first.email, 'admin@example.org', 'stored normalised');
    const second = await createUser(ctx.db, { email: 'manager@example.org' });
    assert.equal(second.id, 2);
  });

  test('a duplicate e-mail (any case) is refused without using up an id', async () => {
    await assert.rejects(createUser(ctx.db, { email: ' ADMIN@example.org ' }), DuplicateEmailError);
    const third = await createUser(ctx.db, { email: 'third@example.org' });
    assert.equal(third.id, 3);
  });

  test('concurrent creations on an empty table: exactly one id 1, no gaps', async () => {
    await ctx.db.deleteFrom('users').execute();
    const created = await Promise.all([1, 2, 3, 4, 5].map((n) => createUser(ctx.db, { email: `concurrent-${n}@example.org` })));
    assert.deepEqual(created.map((u) => u.id).sort((a, b) => a - b), [1, 2, 3, 4, 5]);
  });

  test('a date column comes back as the plain YYYY-MM-DD string', async () => {
    const user = await createUser(ctx.db, { email: 'birthday@example.org', birthday: '2000-02-29' });
    assert.equal(user.birthday, '2000-02-29');
    const read = await ctx.db.selectFrom('users').select('birthday').where('id', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(read.birthday, '2000-02-29');
    const { rows } = await sql<{ d: unknown }>`select date '1901-12-31' as d`.execute(ctx.db);
    assert.equal(rows[0].d, '1901-12-31');
    const { rows: stamps } = await sql<{ t: unknown }>`select now() as t`.execute(ctx.db);
    assert.ok(stamps[0].t instanceof Date, 'timestamptz is still a Date');
  });

  test('migrations are idempotent', async () => {
    assert.deepEqual(await migrateToLatest(ctx.db), []);
  });

  test('a rolled-back transaction never takes concurrent work with it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const failing = ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values({ email: 'inside-tx@example.org' }).execute();
      await gate;
      throw new Error('roll back');
    });
    const outside = ctx.db.insertInto('users').values({ email: 'outside-tx@example.org' }).execute();
    setTimeout(release, 50);
    await assert.rejects(failing, /roll back/);
    await outside;
    const emails = (await ctx.db.selectFrom('users').select('email').execute()).map((r) => r.email);
    assert.ok(emails.includes('outside-tx@example.org'), 'the concurrent insert survived');
    assert.ok(!emails.includes('inside-tx@example.org'), 'the transaction was rolled back');
  });

  test('json settings keep arrays and objects as JSON on both drivers', async () => {
    const { putSetting, getSetting } = await import('../features/site-look/index.js');
    await putSetting(ctx.db, 'test', { list: [1, 2], nested: { a: 'b' } }, new Date());
    assert.deepEqual(await getSetting(ctx.db, 'test'), { list: [1, 2], nested: { a: 'b' } });
    await putSetting(ctx.db, 'test', ['x'], new Date());
    assert.deepEqual(await getSetting(ctx.db, 'test'), ['x']);
  });
});
