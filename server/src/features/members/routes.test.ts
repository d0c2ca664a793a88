import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiPath, type User } from 'shared-contracts';
import { createFamily, type Account, type Family } from '../../testing/family.js';
import type { TestClient } from '../../testing/http.js';
import { allStrings, createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { DirectoryRows } from './directory.js';
import { ID_MESSAGES } from '../../http/ids.js';

let ctx: TestContext;
let server: TestServer;
let family: Family;

/** Alice's hidden values, unusual enough to be found anywhere in a raw answer. */
const HIDDEN_BIRTHDAY = '1987-06-05';
const HIDDEN_LAT = 12.3456789;
const HIDDEN_LNG = -98.7654321;

/** Every key a member in the directory may have. */
const MEMBER_KEYS = new Set([
  'id',
  'email',
  'displayName',
  'firstName',
  'lastName',
  'phoneNumber',
  'occupation',
  'bio',
  'photoURL',
  'birthday',
  'isLocationVisible',
  'isBirthdayVisible',
  'isBirthYearVisible',
  'isPhoneVisible',
  'isEmailVisible',
  'isAddressVisible',
  'address',
  'location',
  // admin, manager or member: who manages the family is no secret in it.
  'role',
]);

async function hideAlice() {
  await ctx.db
    .updateTable('users')
    .set({
      birthday: HIDDEN_BIRTHDAY,
      is_birthday_visible: false,
      is_location_visible: false,
      latitude: HIDDEN_LAT,
      longitude: HIDDEN_LNG,
      occupation: 'Keeps secrets',
      city: 'Springfield',
    })
    .where('id', '=', family.alice.user.id)
    .execute();
}

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
  await hideAlice();
});
after(() => ctx.close());

async function members(client: TestClient) {
  const answer = await client.get(apiPath('familyMembers'));
  assert.equal(answer.status, 200, answer.text);
  return answer;
}

function find(list: User[], account: Account): User {
  const user = list.find((member) => member.id === account.user.id);
  assert.ok(user, `member ${account.user.id} is listed`);
  return user;
}

describe('GET family/members', () => {
  test('every member, in the envelope the directory reads, with only the directory fields', async () => {
    const answer = await members(family.bob.client);
    assert.equal(answer.body.success, true);
    const list: User[] = answer.body.data.members;
    assert.equal(list.length, 4);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    for (const member of list) {
      for (const key of Object.keys(member)) assert.ok(MEMBER_KEYS.has(key), `unexpected key ${key}`);
      assert.equal(typeof member.id, 'number');
      assert.equal(typeof member.email, 'string');
      assert.equal(typeof member.isLocationVisible, 'boolean');
      assert.equal(typeof member.isBirthdayVisible, 'boolean');
      assert.equal(typeof member.address, 'object');
    }
    const strings = allStrings(answer.body).join('\n');
    for (const secret of ['password', 'hash', 'token', 'argon2', 'created_at', 'last_login', 'emailVerified', 'updated_at']) {
      assert.ok(!strings.includes(secret), `${secret} is not sent`);
    }
    const alice = find(list, family.alice);
    assert.equal(alice.displayName, 'Alice Private');
    assert.equal(alice.occupation, 'Keeps secrets');
    assert.deepEqual(alice.address, { city: 'Springfield' });
  });

  test('signed out: 401 in the error envelope', async () => {
    const answer = await family.anonymous.get(apiPath('familyMembers'));
    assert.equal(answer.status, 401);
    assert.deepEqual(answer.body, { success: false, message: 'Please sign in to continue.' });
  });

  test('every role may read it: member, manager, admin', async () => {
    for (const account of [family.alice, family.bob, family.manager, family.admin]) {
      const answer = await members(account.client);
      assert.equal(answer.body.data.members.length, 4);
    }
  });

  test('ordered by display name ignoring case, then id; members without one last', async () => {
    const extra = [];
    for (const name of ['bob member', 'Bob Member', 'zed', 'ANNA']) {
      const { user } = await server.client().signUp({ displayName: name });
      extra.push(user.id);
    }
    const nameless = (await server.client().signUp()).user.id;
    await ctx.db.updateTable('users').set({ display_name: null }).where('id', '=', nameless).execute();
    try {
      const list: User[] = (await members(family.bob.client)).body.data.members;
      const shown = list.map((m) => `${m.displayName ?? '-'}#${m.id}`);
      const [bobLower, bobUpper, zed, anna] = extra;
      assert.deepEqual(shown, [
        `Ada Admin#1`,
        `Alice Private#${family.alice.user.id}`,
        `ANNA#${anna}`,
        // equal names ignoring case: by id
        ...[
          [`Bob Member#${family.bob.user.id}`, family.bob.user.id],
          [`bob member#${bobLower}`, bobLower],
          [`Bob Member#${bobUpper}`, bobUpper],
        ]
          .sort((a, b) => (a[1] as number) - (b[1] as number))
          .map((entry) => entry[0]),
        `Max Manager#2`,
        `zed#${zed}`,
        `-#${nameless}`,
      ]);
      assert.deepEqual((await members(family.bob.client)).body.data.members, list, 'the same order every time');
    } finally {
      await ctx.db.deleteFrom('users').where('id', 'in', [...extra, nameless]).execute();
    }
  });
});

describe('privacy: a hidden birthday and a hidden live location', () => {
  test('another ordinary member receives neither, in family/members and in user/{id}/profile', async () => {
    const list = await members(family.bob.client);
    const alice = find(list.body.data.members, family.alice);
    assert.equal('birthday' in alice, false);
    assert.equal('location' in alice, false);
    assert.equal(alice.isBirthdayVisible, false);
    assert.equal(alice.isLocationVisible, false);
    for (const text of [list.text]) {
      assert.ok(!text.includes(HIDDEN_BIRTHDAY), 'the birthday is nowhere in the raw answer');
      assert.ok(!text.includes('1987'), 'not even its year');
      assert.ok(!text.includes(String(HIDDEN_LAT)) && !text.includes('12.345'), 'the latitude is nowhere in the raw answer');
      assert.ok(!text.includes('98.765'), 'nor the longitude');
    }

    const profile = await family.bob.client.get(apiPath('userProfile', { id: family.alice.user.id }));
    assert.equal(profile.status, 200);
    assert.equal(profile.body.success, true);
    assert.equal(profile.body.data.id, family.alice.user.id);
    assert.equal('birthday' in profile.body.data, false);
    assert.equal('location' in profile.body.data, false);
    assert.ok(!profile.text.includes(HIDDEN_BIRTHDAY));
    assert.ok(!profile.text.includes('12.345'));
    assert.ok(!profile.text.includes('98.765'));
  });

  test('the member themself, the manager and the admin receive the hidden birthday, but never a location that is not shared', async () => {
    for (const viewer of [family.alice, family.manager, family.admin]) {
      const list = await members(viewer.client);
      const alice = find(list.body.data.members, family.alice);
      assert.equal(alice.birthday, HIDDEN_BIRTHDAY, `birthday for viewer ${viewer.user.id}`);
      // Live location is live only: a member who does not share is on nobody's map, admins included.
      assert.equal('location' in alice, false);
      assert.ok(list.text.includes(HIDDEN_BIRTHDAY) && !list.text.includes(String(HIDDEN_LAT)));

      const profile = await viewer.client.get(apiPath('userProfile', { id: family.alice.user.id }));
      assert.equal(profile.status, 200);
      assert.equal(profile.body.data.birthday, HIDDEN_BIRTHDAY);
      assert.equal('location' in profile.body.data, false);
    }
  });

  test('once made visible, other members receive them; hidden again, they are gone again', async () => {
    const id = family.alice.user.id;
    await ctx.db.updateTable('users').set({ is_birthday_visible: true, is_location_visible: true }).where('id', '=', id).execute();
    try {
      const alice = find((await members(family.bob.client)).body.data.members, family.alice);
      assert.equal(alice.birthday, HIDDEN_BIRTHDAY);
      assert.deepEqual(alice.location, { lat: HIDDEN_LAT, lng: HIDDEN_LNG });
      const profile = await family.bob.client.get(apiPath('userProfile', { id: id }));
      assert.equal(profile.body.data.birthday, HIDDEN_BIRTHDAY);
    } finally {
      await hideAlice();
    }
    const again = find((await members(family.bob.client)).body.data.members, family.alice);
    assert.equal('birthday' in again, false);
    assert.equal('location' in again, false);
  });

  test('a visible birthday with a hidden location (and the other way round) shows only the visible one', async () => {
    const id = family.alice.user.id;
    await ctx.db.updateTable('users').set({ is_birthday_visible: true }).where('id', '=', id).execute();
    try {
      const alice = find((await members(family.bob.client)).body.data.members, family.alice);
      assert.equal(alice.birthday, HIDDEN_BIRTHDAY);
      assert.equal('location' in alice, false);
    } finally {
      await hideAlice();
    }
  });
});

describe('GET user/{id}/profile', () => {
  test('the member directly under data, in the directory shape', async () => {
    const answer = await family.alice.client.get(apiPath('userProfile', { id: family.bob.user.id }));
    assert.equal(answer.status, 200);
    assert.equal(answer.body.success, true);
    const bob = answer.body.data;
    assert.equal(bob.id, family.bob.user.id);
    assert.equal(bob.email, family.bob.user.email);
    assert.equal(bob.displayName, 'Bob Member');
    assert.equal(bob.firstName, 'Bob');
    for (const key of Object.keys(bob)) assert.ok(MEMBER_KEYS.has(key), `unexpected key ${key}`);
  });

  test('401 signed out, 200 for every role', async () => {
    const anonymous = await family.anonymous.get(apiPath('userProfile', { id: 1 }));
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.body.success, false);
    for (const viewer of [family.alice, family.bob, family.manager, family.admin]) {
      const answer = await viewer.client.get(apiPath('userProfile', { id: 1 }));
      assert.equal(answer.status, 200);
      assert.equal(answer.body.data.id, 1);
    }
  });

  test('an unknown id: 404 Member not found.', async () => {
    for (const id of ['999999', '0', '99999999999999']) {
      const answer = await family.bob.client.get(apiPath('userProfile', { id: id }));
      assert.equal(answer.status, 404, id);
      assert.deepEqual(answer.body, { success: false, message: ID_MESSAGES.notFound });
    }
  });

  test('a non-numeric id: 400', async () => {
    for (const id of ['abc', '1.5', '-1', '1e3', ' 1', '0x10']) {
      const answer = await family.bob.client.get(apiPath('userProfile', { id: id }));
      assert.equal(answer.status, 400, id);
      assert.deepEqual(answer.body, { success: false, message: ID_MESSAGES.invalidId });
    }
  });
});

describe('the rows kept between calls (DirectoryRows)', () => {
  test('kept while users is unchanged; read again after any change, whoever made it', async () => {
    const directory = new DirectoryRows(ctx.db);
    const first = await directory.rows();
    assert.equal(await directory.rows(), first, 'the same rows, not read again');
    await ctx.db.updateTable('users').set({ occupation: 'Changed directly' }).where('id', '=', family.bob.user.id).execute();
    const second = await directory.rows();
    assert.notEqual(second, first);
    assert.equal(second.find((row) => row.id === family.bob.user.id)?.occupation, 'Changed directly');
    const { user } = await server.client().signUp({ displayName: 'Newcomer' });
    assert.ok((await directory.rows()).some((row) => row.id === user.id), 'an insert is seen');
    await ctx.db.deleteFrom('users').where('id', '=', user.id).execute();
    assert.ok(!(await directory.rows()).some((row) => row.id === user.id), 'a delete is seen');
    await ctx.db.updateTable('users').set({ occupation: null }).where('id', '=', family.bob.user.id).execute();
  });

  test('a rolled-back change never shows; a committed one shows at once', async () => {
    const directory = new DirectoryRows(ctx.db);
    await directory.rows();
    await ctx.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('users').set({ occupation: 'Rolled back' }).where('id', '=', family.bob.user.id).execute();
        throw new Error('roll back');
      })
      .catch(() => {});
    assert.notEqual((await directory.rows()).find((row) => row.id === family.bob.user.id)?.occupation, 'Rolled back');
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ occupation: 'Committed' }).where('id', '=', family.bob.user.id).execute();
    });
    assert.equal((await directory.rows()).find((row) => row.id === family.bob.user.id)?.occupation, 'Committed');
    await ctx.db.updateTable('users').set({ occupation: null }).where('id', '=', family.bob.user.id).execute();
  });

  test('where the database announces its commits (embedded), the rows are kept with no query until a change, whoever made it', async () => {
    let queries = 0;
    const counting = ctx.db.withPlugin({
      transformQuery: ({ node }) => {
        queries += 1;
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const notices = ctx.database.handle.notices;
    const directory = new DirectoryRows(counting, notices);
    try {
      await directory.rows();
      queries = 0;
      for (let i = 0; i < 5; i += 1) await directory.rows();
      // PostgreSQL is shared by other processes: there the change counter is asked every time.
      assert.equal(queries, notices ? 0 : 5);
      await ctx.db.updateTable('users').set({ occupation: 'Announced' }).where('id', '=', family.bob.user.id).execute();
      assert.equal((await directory.rows()).find((row) => row.id === family.bob.user.id)?.occupation, 'Announced');
      await ctx.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ occupation: 'In a transaction' }).where('id', '=', family.bob.user.id).execute();
      });
      assert.equal((await directory.rows()).find((row) => row.id === family.bob.user.id)?.occupation, 'In a transaction');
    } finally {
      directory.close();
      await ctx.db.updateTable('users').set({ occupation: null }).where('id', '=', family.bob.user.id).execute();
    }
  });

  test('over HTTP: the same list again is a 304 for a client that kept it (its ETag), and a change gives a new one', async () => {
    const first = await members(family.bob.client);
    const etag = first.headers.get('etag')!;
    assert.ok(etag, 'an ETag');
    const again = await family.bob.client.get(apiPath('familyMembers'), { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    assert.equal(again.text, '');
    await family.alice.client.put(apiPath('updateProfile'), { occupation: 'Changed for the ETag' });
    const changed = await family.bob.client.get(apiPath('familyMembers'), { headers: { 'if-none-match': etag } });
    assert.equal(changed.status, 200);
    assert.notEqual(changed.headers.get('etag'), etag);
    // Each view has its own: the manager's list (with hidden values) never matches a member's.
    const managers = await members(family.manager.client);
    assert.notEqual(managers.headers.get('etag'), changed.headers.get('etag'));
    await family.alice.client.put(apiPath('updateProfile'), { occupation: null });
  });

  test('over HTTP: a save shows in the next list, and what one viewer may see never reaches another', async () => {
    const save = await family.alice.client.put(apiPath('updateProfile'), { occupation: 'Saved just now' });
    assert.equal(save.status, 200, save.text);
    for (const viewer of [family.bob, family.admin, family.bob, family.manager, family.bob]) {
      const list = await members(viewer.client);
      const alice = find(list.body.data.members, family.alice);
      assert.equal(alice.occupation, 'Saved just now');
      const sees = viewer !== family.bob;
      assert.equal('birthday' in alice, sees, `viewer ${viewer.user.id}`);
      assert.equal(list.text.includes(HIDDEN_BIRTHDAY), sees, `viewer ${viewer.user.id}`);
    }
    await hideAlice();
  });
});
