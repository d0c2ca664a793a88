import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { apiPath, LOCATION_MESSAGES, type User } from 'shared-contracts';
import type { UserRow } from '../../db/schema.js';
import { VALIDATION_MESSAGES } from '../../http/validation.js';
import { createFamily, type Account, type Family } from '../../testing/family.js';
import { TestClient } from '../../testing/http.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';

let ctx: TestContext;
let server: TestServer;
let family: Family;
/** The server's clock runs this far ahead of the real one (tests move it to end sharing periods). */
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start({ clock });
  family = await createFamily(server);
});
after(() => ctx.close());

const NOT_SHARING = { is_location_visible: false, latitude: null, longitude: null, location_updated_at: null, location_sharing_until: null } as const;

beforeEach(async () => {
  offsetMs = 0;
  await ctx.db.updateTable('users').set(NOT_SHARING).execute();
});

/** Greenwich, and somewhere else. */
const HERE = { latitude: 51.4778, longitude: -0.0014 };
const THERE = { latitude: 48.8584, longitude: 2.2945 };

const update = (client: TestClient, body: unknown) => client.post(apiPath('locationUpdate'), body);
const clear = (client: TestClient) => client.request('DELETE', apiPath('locationClear'));

async function rowOf(account: Account): Promise<UserRow> {
  return ctx.db.selectFrom('users').selectAll().where('id', '=', account.user.id).executeTakeFirstOrThrow();
}
const locationColumns = (row: UserRow) => ({
  is_location_visible: row.is_location_visible,
  latitude: row.latitude,
  longitude: row.longitude,
  location_updated_at: row.location_updated_at,
  location_sharing_until: row.location_sharing_until,
});

/** Alice as `viewer` sees her in the family list. */
async function aliceSeenBy(viewer: Account): Promise<{ user: User; text: string }> {
  const answer = await viewer.client.get(apiPath('familyMembers'));
  assert.equal(answer.status, 200, answer.text);
  const user = (answer.body.data.members as User[]).find((member) => member.id === family.alice.user.id);
  assert.ok(user, 'Alice is in the list');
  return { user, text: answer.text };
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('POST location/update', () => {
  test('starts sharing: the position, its time and the end of the period; the family sees it at once', async () => {
    const before = clock().getTime();
    const answer = await update(family.alice.client, { ...HERE, sharingFor: '1h' });
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.success, true);
    assert.equal(answer.body.message, LOCATION_MESSAGES.shared);
    const own = answer.body.data.user as User;
    assert.equal(own.id, family.alice.user.id);
    assert.equal(own.isLocationVisible, true);
    assert.equal(own.location?.lat, HERE.latitude);
    assert.equal(own.location?.lng, HERE.longitude);
    const updatedAt = Date.parse(own.location?.updatedAt ?? '');
    assert.ok(updatedAt >= before - 1000 && updatedAt <= clock().getTime() + 1000, 'updated now');
    assert.equal(Date.parse(own.location?.sharingUntil ?? '') - updatedAt, 60 * 60 * 1000, 'for one hour');

    const row = await rowOf(family.alice);
    assert.deepEqual([row.is_location_visible, row.latitude, row.longitude], [true, HERE.latitude, HERE.longitude]);
    const current = await family.alice.client.get(apiPath('currentUser'));
    assert.deepEqual(current.body.data.user.location, own.location, 'her own next call agrees at once (no stale session copy)');

    for (const viewer of [family.bob, family.admin]) {
      const { user } = await aliceSeenBy(viewer);
      assert.equal(user.isLocationVisible, true);
      assert.deepEqual(user.location, { lat: HERE.latitude, lng: HERE.longitude, updatedAt: own.location?.updatedAt }, 'when the period ends is for Alice only');
    }
  });

  test('8 hours, and until turned off (no end)', async () => {
    const eight = await update(family.alice.client, { ...HERE, sharingFor: '8h' });
    assert.equal(eight.status, 200, eight.text);
    const location = eight.body.data.user.location;
    assert.equal(Date.parse(location.sharingUntil) - Date.parse(location.updatedAt), 8 * 60 * 60 * 1000);
    const untilOff = await update(family.alice.client, { ...HERE, sharingFor: 'untilOff' });
    assert.equal(untilOff.status, 200, untilOff.text);
    assert.equal('sharingUntil' in untilOff.body.data.user.location, false);
    assert.equal((await rowOf(family.alice)).location_sharing_until, null);
  });

  test('a position alone refreshes a member who shares, and keeps the period they chose', async () => {
    const started = await update(family.alice.client, { ...HERE, sharingFor: '1h' });
    offsetMs = 5 * 60 * 1000;
    const refreshed = await update(family.alice.client, THERE);
    assert.equal(refreshed.status, 200, refreshed.text);
    const location = refreshed.body.data.user.location;
    assert.deepEqual([location.lat, location.lng], [THERE.latitude, THERE.longitude]);
    assert.equal(location.sharingUntil, started.body.data.user.location.sharingUntil, 'the period is not extended');
    assert.ok(Date.parse(location.updatedAt) > Date.parse(started.body.data.user.location.updatedAt));
    const { user } = await aliceSeenBy(family.bob);
    assert.deepEqual([user.location?.lat, user.location?.lng], [THERE.latitude, THERE.longitude], 'one current position, the newest');
  });

  test('a position alone never turns sharing on: 409, and nothing is stored', async () => {
    const answer = await update(family.alice.client, HERE);
    assert.equal(answer.status, 409, answer.text);
    assert.deepEqual(answer.body, { success: false, message: LOCATION_MESSAGES.notSharing });
    assert.deepEqual(locationColumns(await rowOf(family.alice)), NOT_SHARING);
  });

  test("the spec's own client: the profile turns sharing on, then the position is posted (until turned off)", async () => {
    const on = await family.alice.client.put(apiPath('updateProfile'), { isLocationVisible: true });
    assert.equal(on.status, 200, on.text);
    assert.equal('location' in on.body.data.user, false, 'sharing, but no position yet');
    const answer = await update(family.alice.client, HERE);
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.data.user.location.lat, HERE.latitude);
    assert.equal((await rowOf(family.alice)).location_sharing_until, null);
  });

  test('posting the same position twice is harmless', async () => {
    assert.equal((await update(family.alice.client, { ...HERE, sharingFor: '1h' })).status, 200);
    assert.equal((await update(family.alice.client, { ...HERE, sharingFor: '1h' })).status, 200);
    assert.equal((await update(family.alice.client, HERE)).status, 200);
    const { user } = await aliceSeenBy(family.bob);
    assert.equal(user.location?.lat, HERE.latitude);
  });

  test('the limits are inclusive: the poles and the antimeridian', async () => {
    for (const [latitude, longitude] of [
      [90, 180],
      [-90, -180],
      [0, 0],
      [-0.000001, 179.999999],
    ]) {
      const answer = await update(family.alice.client, { latitude, longitude, sharingFor: 'untilOff' });
      assert.equal(answer.status, 200, `${latitude},${longitude}: ${answer.text}`);
      assert.deepEqual([(await rowOf(family.alice)).latitude, (await rowOf(family.alice)).longitude], [latitude, longitude]);
    }
  });
});

describe('bad input: a clear 400 and nothing stored', () => {
  const CASES: Array<[string, unknown, string, Record<string, string> | undefined]> = [
    ['latitude above 90', { latitude: 90.0001, longitude: 0, sharingFor: '1h' }, LOCATION_MESSAGES.latitude, { latitude: LOCATION_MESSAGES.latitude }],
    ['latitude below -90', { latitude: -91, longitude: 0, sharingFor: '1h' }, LOCATION_MESSAGES.latitude, { latitude: LOCATION_MESSAGES.latitude }],
    ['longitude above 180', { latitude: 0, longitude: 180.5, sharingFor: '1h' }, LOCATION_MESSAGES.longitude, { longitude: LOCATION_MESSAGES.longitude }],
    ['longitude below -180', { latitude: 0, longitude: -1000, sharingFor: '1h' }, LOCATION_MESSAGES.longitude, { longitude: LOCATION_MESSAGES.longitude }],
    ['coordinates as text', { latitude: '51.4', longitude: '0', sharingFor: '1h' }, `${LOCATION_MESSAGES.latitude}. ${LOCATION_MESSAGES.longitude}.`, {
      latitude: LOCATION_MESSAGES.latitude,
      longitude: LOCATION_MESSAGES.longitude,
    }],
    ['null', { latitude: null, longitude: 0, sharingFor: '1h' }, LOCATION_MESSAGES.latitude, { latitude: LOCATION_MESSAGES.latitude }],
    ['a boolean', { latitude: 0, longitude: true, sharingFor: '1h' }, LOCATION_MESSAGES.longitude, { longitude: LOCATION_MESSAGES.longitude }],
    ['an array', { latitude: [51], longitude: 0, sharingFor: '1h' }, LOCATION_MESSAGES.latitude, { latitude: LOCATION_MESSAGES.latitude }],
    ['an object', { latitude: { value: 51 }, longitude: 0, sharingFor: '1h' }, LOCATION_MESSAGES.latitude, { latitude: LOCATION_MESSAGES.latitude }],
    ['a missing longitude', { latitude: 51, sharingFor: '1h' }, 'longitude is required', undefined],
    ['an unknown period', { ...HERE, sharingFor: 'forever' }, 'sharingFor must be one of 1h, 8h, untilOff', { sharingFor: 'sharingFor must be one of 1h, 8h, untilOff' }],
  ];
  for (const [name, body, message, errors] of CASES) {
    test(`${name}: "${message}"`, async () => {
      const answer = await update(family.alice.client, body);
      assert.equal(answer.status, 400, answer.text);
      assert.equal(answer.body.success, false);
      assert.equal(answer.body.message, message);
      assert.deepEqual(answer.body.errors, errors);
      assert.deepEqual(locationColumns(await rowOf(family.alice)), NOT_SHARING);
    });
  }

  test('JSON numbers too large for a double (Infinity once parsed), NaN and empty bodies', async () => {
    const raw = (body: string) => family.alice.client.request('POST', apiPath('locationUpdate'), { body, headers: { 'content-type': 'application/json' } });
    const infinite = await raw('{"latitude": 1e400, "longitude": 0, "sharingFor": "1h"}');
    assert.equal(infinite.status, 400, infinite.text);
    assert.equal(infinite.body.message, LOCATION_MESSAGES.latitude);
    const nan = await raw('{"latitude": NaN, "longitude": 0, "sharingFor": "1h"}');
    assert.equal(nan.status, 400);
    assert.equal(nan.body.message, 'The request body is not valid JSON.');
    for (const body of ['[]', '"51,0"', '5', 'null']) {
      const answer = await raw(body);
      assert.equal(answer.status, 400, body);
      assert.equal(answer.body.success, false);
    }
    const empty = await family.alice.client.request('POST', apiPath('locationUpdate'));
    assert.equal(empty.status, 400);
    assert.equal(empty.body.message, VALIDATION_MESSAGES.notAnObject);
    assert.deepEqual(locationColumns(await rowOf(family.alice)), NOT_SHARING);
  });

  test('keys that are not the payload are refused by name (another member, the visibility, the time)', async () => {
    const answer = await update(family.alice.client, { ...HERE, sharingFor: '1h', userId: family.bob.user.id, isLocationVisible: true, updatedAt: '2000-01-01' });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.message, VALIDATION_MESSAGES.notEditable(['userId', 'isLocationVisible', 'updatedAt']));
    assert.deepEqual(locationColumns(await rowOf(family.alice)), NOT_SHARING);
    assert.deepEqual(locationColumns(await rowOf(family.bob)), NOT_SHARING);
  });

  test('an absurdly large body: 413', async () => {
    const answer = await update(family.alice.client, { ...HERE, sharingFor: '1h', padding: 'x'.repeat(5000) });
    assert.equal(answer.status, 413);
    assert.equal(answer.body.success, false);
  });
});

describe('DELETE location/clear', () => {
  test('turns sharing off and deletes the position; nobody receives it, and it no longer exists', async () => {
    await update(family.alice.client, { ...HERE, sharingFor: '8h' });
    const answer = await clear(family.alice.client);
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.message, LOCATION_MESSAGES.cleared);
    assert.equal(answer.body.data.user.isLocationVisible, false);
    assert.equal('location' in answer.body.data.user, false);
    assert.deepEqual(locationColumns(await rowOf(family.alice)), NOT_SHARING);
    const current = await family.alice.client.get(apiPath('currentUser'));
    assert.equal(current.body.data.user.isLocationVisible, false);
    assert.equal('location' in current.body.data.user, false);
    for (const viewer of [family.bob, family.manager, family.admin]) {
      const { user, text } = await aliceSeenBy(viewer);
      assert.equal('location' in user, false);
      assert.ok(!text.includes(String(HERE.latitude)), 'the coordinates are nowhere in the answer');
    }
  });

  test('clearing twice (or without ever sharing) is harmless', async () => {
    assert.equal((await clear(family.bob.client)).status, 200);
    assert.equal((await clear(family.bob.client)).status, 200);
    assert.deepEqual(locationColumns(await rowOf(family.bob)), NOT_SHARING);
  });

  test('after clearing, a refresh from a forgotten open tab cannot turn sharing back on', async () => {
    await update(family.alice.client, { ...HERE, sharingFor: 'untilOff' });
    await clear(family.alice.client);
    assert.equal((await update(family.alice.client, THERE)).status, 409);
    assert.deepEqual(locationColumns(await rowOf(family.alice)), NOT_SHARING);
  });
});

describe('live only: every way of turning sharing off deletes the position', () => {
  async function share(): Promise<void> {
    const answer = await update(family.alice.client, { ...HERE, sharingFor: '8h' });
    assert.equal(answer.status, 200, answer.text);
  }
  const ways: Array<[string, () => Promise<{ status: number; text: string }>]> = [
    ['the switch (location/clear)', () => clear(family.alice.client)],
    ['her own profile form', () => family.alice.client.put(apiPath('updateProfile'), { isLocationVisible: false })],
    ['her own profile form, snake_case', () => family.alice.client.put(apiPath('updateProfile'), { is_location_visible: false, occupation: 'Pilot' })],
    ["a manager's edit", () => family.manager.client.put(apiPath('adminUpdateProfile', { id: family.alice.user.id }), { isLocationVisible: false })],
    ["the admin's edit", () => family.admin.client.put(apiPath('adminUpdateProfile', { id: family.alice.user.id }), { isLocationVisible: false })],
  ];
  for (const [way, turnOff] of ways) {
    test(way, async () => {
      await share();
      const answer = await turnOff();
      assert.equal(answer.status, 200, answer.text);
      assert.deepEqual(locationColumns(await rowOf(family.alice)), NOT_SHARING);
      const { user } = await aliceSeenBy(family.admin);
      assert.equal('location' in user, false, 'not even for the admin');
    });
  }

  test('the end of the period: never sent once it is over, and deleted within seconds', async () => {
    await share();
    const { user: during } = await aliceSeenBy(family.bob);
    assert.ok(during.location, 'shared during the period');
    offsetMs = 8 * 60 * 60 * 1000 + 1000;
    // The server's clock says the eight hours are over: its timer deletes the position.
    await waitFor(async () => (await rowOf(family.alice)).latitude === null, 'the position to be deleted');
    assert.deepEqual(locationColumns(await rowOf(family.alice)), NOT_SHARING);
    for (const viewer of [family.bob, family.admin, family.alice]) {
      const { user } = await aliceSeenBy(viewer);
      assert.equal('location' in user, false);
      assert.equal(user.isLocationVisible, false);
    }
    const current = await family.alice.client.get(apiPath('currentUser'));
    assert.equal('location' in current.body.data.user, false, 'her own session says so too');
    assert.equal((await update(family.alice.client, THERE)).status, 409, 'an open tab cannot revive it');
  });

  test('a refresh just after the period ended (before the timer ran) is refused too', async () => {
    await share();
    // Straight into the database: the end passed a second ago, and the timer has not seen it.
    await ctx.db.updateTable('users').set({ location_sharing_until: new Date(clock().getTime() - 1000) }).where('id', '=', family.alice.user.id).execute();
    const answer = await update(family.alice.client, THERE);
    assert.equal(answer.status, 409, answer.text);
  });

  test('until turned off: no end, however long', async () => {
    const answer = await update(family.alice.client, { ...HERE, sharingFor: 'untilOff' });
    assert.equal(answer.status, 200);
    offsetMs = 20 * 24 * 60 * 60 * 1000; // within the sessions' 30 days
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal((await rowOf(family.alice)).latitude, HERE.latitude);
    assert.ok((await aliceSeenBy(family.bob)).user.location);
  });

  test('periods that ended while the server was down are ended when it starts', async () => {
    await share();
    await ctx.db
      .updateTable('users')
      .set({ location_sharing_until: new Date(Date.now() - 60_000) })
      .where('id', '=', family.alice.user.id)
      .execute();
    const restarted = await ctx.start();
    try {
      assert.deepEqual(locationColumns(await rowOf(family.alice)), NOT_SHARING);
    } finally {
      await restarted.close();
    }
  });
});

describe('who may call', () => {
  test('the 401 matrix: signed out, signed out after logout, or a made-up session: 401, nothing stored', async () => {
    assert.equal((await update(family.anonymous, { ...HERE, sharingFor: '1h' })).status, 401);
    assert.equal((await clear(family.anonymous)).status, 401);
    const bad = new TestClient(server.url);
    bad.token = 'not-a-real-session-token';
    const refused = await update(bad, { ...HERE, sharingFor: '1h' });
    assert.equal(refused.status, 401);
    assert.equal(refused.body.message, 'Please sign in to continue.');
    assert.equal((await clear(bad)).status, 401);

    const leaving = server.client();
    const signedUp = await leaving.signUp({ displayName: 'Leaving Soon' });
    const stale = leaving.token;
    await leaving.get(apiPath('logout'));
    const afterLogout = new TestClient(server.url);
    afterLogout.token = stale;
    assert.equal((await update(afterLogout, { ...HERE, sharingFor: '1h' })).status, 401);
    assert.equal((await clear(afterLogout)).status, 401);
    const row = await ctx.db.selectFrom('users').selectAll().where('id', '=', signedUp.user.id).executeTakeFirstOrThrow();
    assert.equal(row.latitude, null);
  });

  test('a 401 comes before validation: a stranger learns nothing from the body', async () => {
    const answer = await update(family.anonymous, { latitude: 'x' });
    assert.equal(answer.status, 401);
  });

  test('cross-site: without the JSON type or the X-Requested-With header: 403', async () => {
    const form = await family.alice.client.request('POST', apiPath('locationUpdate'), {
      body: 'latitude=1&longitude=2',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      csrf: false,
    });
    assert.equal(form.status, 403);
    const deletion = await family.alice.client.request('DELETE', apiPath('locationClear'), { csrf: false });
    assert.equal(deletion.status, 403);
  });

  test("a member's calls change only their own position: nobody can set or clear another's", async () => {
    await update(family.alice.client, { ...HERE, sharingFor: '8h' });
    await update(family.bob.client, { ...THERE, sharingFor: '8h' });
    await clear(family.bob.client);
    const alice = await rowOf(family.alice);
    assert.deepEqual([alice.is_location_visible, alice.latitude], [true, HERE.latitude]);
    assert.deepEqual(locationColumns(await rowOf(family.bob)), NOT_SHARING);
  });

  test("another member's session receives a position only while it is shared, and the profile call agrees", async () => {
    const profile = () => family.bob.client.get(apiPath('userProfile', { id: family.alice.user.id }));
    assert.equal('location' in (await profile()).body.data, false);
    await update(family.alice.client, { ...HERE, sharingFor: '1h' });
    const shared = (await profile()).body.data;
    assert.equal(shared.location.lat, HERE.latitude);
    assert.equal('sharingUntil' in shared.location, false);
    await clear(family.alice.client);
    const after = await profile();
    assert.equal('location' in after.body.data, false);
    assert.ok(!after.text.includes(String(HERE.latitude)));
  });

  test('where a member is never reaches the log', async () => {
    await update(family.alice.client, { latitude: 12.3456789, longitude: 98.7654321, sharingFor: '1h' });
    assert.ok(!server.logs.some((line) => line.includes('12.3456789') || line.includes('98.7654321')));
  });

  /** A member signed up on the main server (whose limits are wide), calling `other`. */
  async function newMemberOn(other: TestServer): Promise<TestClient> {
    const signUp = server.client();
    await signUp.signUp({ displayName: 'Counted Member' });
    const client = other.client();
    client.token = signUp.token;
    return client;
  }

  test('updates are rate limited per member (20 a minute, scaled by RATE_LIMIT_SCALE): 429 with Retry-After', async () => {
    const limited = await ctx.start({ env: { RATE_LIMIT_SCALE: '0.1' } }); // 2 a minute
    try {
      // Members new to this test: servers on one database may count together, and the others
      // have posted many times in this minute.
      const first = await newMemberOn(limited);
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await update(first, { ...HERE, sharingFor: '1h' })).status);
      assert.deepEqual(statuses, [200, 200, 429]);
      const refused = await clear(first);
      assert.equal(refused.status, 429);
      assert.match(refused.body.message, /^Too many attempts/);
      assert.ok(Number(refused.headers.get('retry-after')) > 0);
      const second = await newMemberOn(limited);
      assert.equal((await update(second, { ...HERE, sharingFor: '1h' })).status, 200, 'another member has their own count');
    } finally {
      await limited.close();
    }
  });
});
