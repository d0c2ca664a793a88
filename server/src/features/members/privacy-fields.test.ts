import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { Migrator, sql } from 'kysely';
import { apiPath, type User } from 'shared-contracts';
import { migrateToLatest, migrations } from '../../db/migrations.js';
import { createFamily, type Account, type Family } from '../../testing/family.js';
import type { TestClient } from '../../testing/http.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';

/*
 * Privacy per field (issue 21): phone, e-mail, address and the birth year, each behind its own
 * switch, enforced in every answer that carries a member: the list, the profile, the own
 * account, the calendar feed. Other ordinary members never receive a hidden value (not even in
 * the raw text); the member, admins and managers do (they may edit it).
 */

let ctx: TestContext;
let server: TestServer;
let family: Family;

/** Bob's values, unusual enough to be found anywhere in a raw answer. */
const PHONE = '555 918 2736';
const STREET = '17 Cherry Tree Lane';
const POSTAL = 'ZX9 8QW';
const BIRTHDAY = '1937-08-21';

async function setBob(switches: Partial<Record<'is_phone_visible' | 'is_email_visible' | 'is_address_visible' | 'is_birth_year_visible', boolean>>) {
  await ctx.db
    .updateTable('users')
    .set({
      phone_number: PHONE,
      address1: STREET,
      city: 'Lakeside',
      postal_code: POSTAL,
      birthday: BIRTHDAY,
      is_birthday_visible: true,
      is_phone_visible: true,
      is_email_visible: true,
      is_address_visible: true,
      is_birth_year_visible: true,
      ...switches,
    })
    .where('id', '=', family.bob.user.id)
    .execute();
}

/** Bob as `viewer` receives him from the list and from his profile (both raw texts too). */
async function bobAsSeenBy(viewer: TestClient): Promise<{ listed: User; profile: User; texts: string[] }> {
  const list = await viewer.get(apiPath('familyMembers'));
  assert.equal(list.status, 200);
  const listed = (list.body.data.members as User[]).find((member) => member.id === family.bob.user.id)!;
  const profile = await viewer.get(apiPath('userProfile', { id: family.bob.user.id }));
  assert.equal(profile.status, 200);
  return { listed, profile: profile.body.data, texts: [list.text, profile.text] };
}

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
});
after(() => ctx.close());

describe('each switch, for another member and for those who may see everything', () => {
  const cases: Array<{ name: string; off: Parameters<typeof setBob>[0]; gone: (bob: User) => void; secret: () => string[] }> = [
    {
      name: 'phone',
      off: { is_phone_visible: false },
      gone: (bob) => assert.equal('phoneNumber' in bob, false),
      secret: () => [PHONE],
    },
    {
      name: 'e-mail',
      off: { is_email_visible: false },
      gone: (bob) => assert.equal('email' in bob, false),
      secret: () => [family.bob.user.email!],
    },
    {
      name: 'address',
      off: { is_address_visible: false },
      gone: (bob) => assert.deepEqual(bob.address, {}),
      secret: () => [STREET, POSTAL, 'Lakeside'],
    },
    {
      name: 'birth year',
      off: { is_birth_year_visible: false },
      gone: (bob) => assert.equal(bob.birthday, '--08-21'),
      secret: () => ['1937'],
    },
  ];

  for (const { name, off, gone, secret } of cases) {
    test(`${name} off: another member receives none of it, in the list and the profile; on again, it is back`, async () => {
      await setBob(off);
      const seen = await bobAsSeenBy(family.alice.client);
      for (const bob of [seen.listed, seen.profile]) gone(bob);
      for (const text of seen.texts) for (const value of secret()) assert.ok(!text.includes(value), `${value} is nowhere in the raw answer`);
      // The other fields stay.
      assert.equal(seen.listed.displayName, 'Bob Member');

      await setBob({});
      const again = await bobAsSeenBy(family.alice.client);
      for (const text of again.texts) for (const value of secret()) assert.ok(text.includes(value), `${value} is back`);
    });

    test(`${name} off: Bob himself, the manager and the admin still receive it (they may edit it)`, async () => {
      await setBob(off);
      for (const viewer of [family.bob, family.manager, family.admin] as Account[]) {
        const seen = await bobAsSeenBy(viewer.client);
        for (const text of seen.texts) for (const value of secret()) assert.ok(text.includes(value), `${value} for viewer ${viewer.user.id}`);
      }
      const own = await family.bob.client.get(apiPath('currentUser'));
      for (const value of secret()) assert.ok(own.text.includes(value), `${value} in Bob's own account`);
      await setBob({});
    });
  }

  test('every switch is sent to everyone, and a member saves them with the profile', async () => {
    await setBob({});
    const save = await family.bob.client.put(apiPath('updateProfile'), { isPhoneVisible: false, isEmailVisible: false, isAddressVisible: false, isBirthYearVisible: false });
    assert.equal(save.status, 200, save.text);
    const { listed } = await bobAsSeenBy(family.alice.client);
    assert.deepEqual(
      [listed.isPhoneVisible, listed.isEmailVisible, listed.isAddressVisible, listed.isBirthYearVisible, listed.birthday, listed.email, listed.phoneNumber],
      [false, false, false, false, '--08-21', undefined, undefined],
    );
    const refused = await family.bob.client.put(apiPath('updateProfile'), { isPhoneVisible: 'no' });
    assert.equal(refused.status, 400);
    await setBob({});
  });
});

describe('the calendar feed', () => {
  test('a birthday whose year is hidden is in the feed without it, for every subscriber', async () => {
    await setBob({ is_birth_year_visible: false });
    const made = await family.admin.client.post(apiPath('createCalendarFeed'));
    assert.equal(made.status, 200, made.text);
    const feed = await server.client().get(new URL(made.body.data.url).pathname);
    assert.equal(feed.status, 200);
    assert.ok(feed.text.includes("Bob Member's birthday"));
    // DTSTAMP is the time the feed was made, which may hold those digits (21:19:37 is T211937Z).
    const withoutStamps = feed.text.split('\r\n').filter((line) => !line.startsWith('DTSTAMP:'));
    assert.ok(feed.text.split('\r\n').length > withoutStamps.length, 'the stamps were found, and left out');
    assert.ok(!withoutStamps.join('\r\n').includes('1937'), 'the year is nowhere in the feed, not even for an admin');
    await setBob({});
  });
});

describe('an install upgraded from the version before these switches', () => {
  test('keeps every member as they were: every new switch starts on', async () => {
    const old = await createTestContext();
    try {
      const migrator = new Migrator({ db: old.db, provider: { getMigrations: async () => migrations } });
      assert.equal((await migrator.migrateTo('0007_passkeys')).error, undefined);
      await sql`insert into users (id, email, display_name, phone_number, city, birthday, is_birthday_visible) overriding system value values
        (1, 'ada@example.org', 'Ada Admin', '555 1', 'Paris', '1950-01-02', true),
        (2, 'jo@example.org', 'Jo March', '555 2', 'Concord', '1990-03-04', false)`.execute(old.db);
      const applied = await migrateToLatest(old.db);
      assert.equal(applied[0], '0008_privacy_per_field');
      const rows = await sql<Record<string, unknown>>`select id, phone_number, city, birthday, is_birthday_visible, is_phone_visible, is_email_visible,
        is_address_visible, is_birth_year_visible from users order by id`.execute(old.db);
      assert.deepEqual(rows.rows, [
        { id: 1, phone_number: '555 1', city: 'Paris', birthday: '1950-01-02', is_birthday_visible: true, is_phone_visible: true, is_email_visible: true, is_address_visible: true, is_birth_year_visible: true },
        { id: 2, phone_number: '555 2', city: 'Concord', birthday: '1990-03-04', is_birthday_visible: false, is_phone_visible: true, is_email_visible: true, is_address_visible: true, is_birth_year_visible: true },
      ]);
    } finally {
      await old.close();
    }
  });
});
