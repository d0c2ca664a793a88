import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { apiPath, type User } from 'shared-contracts';
import { hashToken } from '../../lib/crypto.js';
import { createSession } from '../accounts/index.js';
import { SECURITY_MESSAGES } from '../../plugins/security/messages.js';
import { createFamily, type Account, type Family } from '../../testing/family.js';
import type { TestClient } from '../../testing/http.js';
import { readCalendar } from '../../testing/ical.js';
import { createTestContext, TEST_PUBLIC_URL, type TestContext, type TestServer } from '../../testing/server.js';
import { CALENDAR_MESSAGES, FEED_CACHE_CONTROL } from './routes.js';

let ctx: TestContext;
let server: TestServer;
let family: Family;

/** Unusual enough to be found anywhere in a raw answer. */
const BOB_HIDDEN_BIRTHDAY = '1977-07-17';

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
});
after(() => ctx.close());

/** Every test starts from: Ada 1948-03-14 visible, Max 2000-02-29 visible, Alice 1990-12-10 visible, Bob hidden; no feeds. */
beforeEach(async () => {
  const set = (account: Account, birthday: string | null, visible: boolean) =>
    ctx.db.updateTable('users').set({ birthday, is_birthday_visible: visible }).where('id', '=', account.user.id).execute();
  await set(family.admin, '1948-03-14', true);
  await set(family.manager, '2000-02-29', true);
  await set(family.alice, '1990-12-10', true);
  await set(family.bob, BOB_HIDDEN_BIRTHDAY, false);
  await ctx.db.deleteFrom('calendar_feeds').execute();
});

const status = (client: TestClient) => client.get(apiPath('calendarFeed'));
const create = (client: TestClient) => client.request('POST', apiPath('createCalendarFeed'));
const revoke = (client: TestClient) => client.request('DELETE', apiPath('revokeCalendarFeed'));

/** Makes a feed address for the account; answers the URL and its secret. */
async function newFeed(account: Account): Promise<{ url: string; secret: string; path: string }> {
  const answer = await create(account.client);
  assert.equal(answer.status, 200, answer.text);
  const url: string = answer.body.data.url;
  const match = /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(url);
  assert.ok(match, url);
  return { url, secret: match[1], path: new URL(url).pathname };
}

/** Fetches a feed as a calendar app does: no cookie, no app header. */
function fetchFeed(path: string) {
  return server.client().get(path, { csrf: false, cookie: false });
}

async function feedOf(path: string) {
  const answer = await fetchFeed(path);
  assert.equal(answer.status, 200, answer.text);
  return { answer, calendar: readCalendar(answer.text) };
}

const uidOf = (account: Account) => `birthday-${account.user.id}@${new URL(TEST_PUBLIC_URL).host}`;

function assertPlainNotFound(answer: { status: number; text: string; headers: Headers }, label: string) {
  assert.equal(answer.status, 404, label);
  assert.deepEqual(JSON.parse(answer.text), { success: false, message: SECURITY_MESSAGES.notFound }, label);
  assert.equal(answer.headers.get('cache-control'), 'no-store', label);
  assert.ok(!(answer.headers.get('content-type') ?? '').includes('calendar'), label);
}

describe('the feed address calls: who may', () => {
  test('signed out or with a bogus cookie: 401 on all three; nothing is made', async () => {
    const bogus = server.client();
    bogus.token = 'not-a-session';
    for (const client of [family.anonymous, bogus]) {
      for (const answer of [await status(client), await create(client), await revoke(client)]) {
        assert.equal(answer.status, 401, answer.text);
        assert.equal(answer.body.success, false);
        assert.ok(!('data' in answer.body));
      }
    }
    assert.equal((await ctx.db.selectFrom('calendar_feeds').selectAll().execute()).length, 0);
  });

  test('making or turning off an address needs the app’s header (a cross-site form cannot)', async () => {
    const post = await family.alice.client.request('POST', apiPath('createCalendarFeed'), { csrf: false });
    assert.equal(post.status, 403);
    const del = await family.alice.client.request('DELETE', apiPath('revokeCalendarFeed'), { csrf: false });
    assert.equal(del.status, 403);
    const foreign = await family.alice.client.request('POST', apiPath('createCalendarFeed'), { headers: { origin: 'https://evil.example' } });
    assert.equal(foreign.status, 403);
    assert.equal((await ctx.db.selectFrom('calendar_feeds').selectAll().execute()).length, 0);
  });

  test('every role has a feed of its own; another member’s session neither sees nor turns it off', async () => {
    for (const account of [family.admin, family.manager, family.alice, family.bob]) {
      assert.deepEqual((await status(account.client)).body, { success: true, data: { active: false } });
    }
    const alices = await newFeed(family.alice);
    const bobStatus = await status(family.bob.client);
    assert.deepEqual(bobStatus.body.data, { active: false }, "Bob sees his own (none), not Alice's");
    const bobRevoke = await revoke(family.bob.client);
    assert.equal(bobRevoke.status, 404);
    assert.equal(bobRevoke.body.message, CALENDAR_MESSAGES.noFeed);
    const adminRevoke = await revoke(family.admin.client);
    assert.equal(adminRevoke.status, 404, "even the admin's DELETE is about the admin's own feed");
    assert.equal((await fetchFeed(alices.path)).status, 200, "Alice's address still works");
  });
});

describe('making, showing and turning off the address', () => {
  test('the address is shown once; only its hash is stored; the status tells when it was made', async () => {
    const answer = await create(family.alice.client);
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.message, CALENDAR_MESSAGES.created);
    assert.equal(answer.headers.get('cache-control'), 'no-store');
    const { url, createdAt } = answer.body.data;
    assert.ok(url.startsWith(`${TEST_PUBLIC_URL}/api/calendar/`), `built on PUBLIC_URL, not the Host header: ${url}`);
    const secret = /([A-Za-z0-9_-]{43})\.ics$/.exec(url)![1];

    const rows = await ctx.db.selectFrom('calendar_feeds').selectAll().execute();
    assert.equal(rows.length, 1);
    assert.equal(rows[0].user_id, family.alice.user.id);
    assert.equal(rows[0].secret_hash, hashToken(secret));
    assert.ok(!JSON.stringify(rows).includes(secret), 'the secret itself is stored nowhere');

    const shown = await status(family.alice.client);
    assert.deepEqual(shown.body, { success: true, data: { active: true, createdAt } });
    assert.ok(!shown.text.includes(secret), 'never shown again');
  });

  test('a new address turns the old one off at once', async () => {
    const first = await newFeed(family.alice);
    assert.equal((await fetchFeed(first.path)).status, 200);
    const second = await newFeed(family.alice);
    assert.notEqual(second.secret, first.secret);
    assertPlainNotFound(await fetchFeed(first.path), 'the old address');
    assert.equal((await fetchFeed(second.path)).status, 200);
    assert.equal((await ctx.db.selectFrom('calendar_feeds').selectAll().execute()).length, 1, 'one address per member');
  });

  test('turning it off: the address answers 404 at the next fetch, and the status says so', async () => {
    const feed = await newFeed(family.bob);
    assert.equal((await fetchFeed(feed.path)).status, 200);
    const answer = await revoke(family.bob.client);
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.body, { success: true, message: CALENDAR_MESSAGES.revoked });
    assertPlainNotFound(await fetchFeed(feed.path), 'revoked');
    assert.deepEqual((await status(family.bob.client)).body.data, { active: false });
    assert.equal((await revoke(family.bob.client)).status, 404, 'nothing left to turn off');
  });

  test('a deleted member’s address dies with them', async () => {
    const doomed = await server.client().signUp({ displayName: 'Short Stay' });
    const client = server.client();
    const signIn = await client.signIn(doomed.payload.email, doomed.payload.password);
    assert.equal(signIn.status, 200);
    const answer = await create(client);
    const path = new URL(answer.body.data.url).pathname;
    assert.equal((await fetchFeed(path)).status, 200);
    await ctx.db.deleteFrom('users').where('id', '=', doomed.user.id).execute();
    assertPlainNotFound(await fetchFeed(path), "a deleted member's address");
    assert.equal((await ctx.db.selectFrom('calendar_feeds').selectAll().where('user_id', '=', doomed.user.id).execute()).length, 0);
  });
});

describe('GET /api/calendar/<secret>.ics', () => {
  test('valid iCalendar, read by a second library: one yearly all-day event per visible birthday', async () => {
    const { path } = await newFeed(family.alice);
    const { answer, calendar } = await feedOf(path);
    assert.equal(answer.headers.get('content-type'), 'text/calendar; charset=utf-8');
    assert.equal(answer.headers.get('cache-control'), FEED_CACHE_CONTROL);
    assert.equal(answer.headers.get('content-disposition'), 'attachment; filename="familynet-birthdays.ics"');
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(calendar.name, 'FamilyNet birthdays');
    assert.deepEqual(
      calendar.events.map((e) => [e.uid, e.summary, e.start, e.allDay, e.rrule]),
      [
        [uidOf(family.admin), "Ada Admin's birthday", '1948-03-14', true, 'FREQ=YEARLY'],
        [uidOf(family.manager), "Max Manager's birthday", '2000-02-29', true, 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1'],
        [uidOf(family.alice), "Alice Private's birthday", '1990-12-10', true, 'FREQ=YEARLY'],
      ],
    );
    const leap = calendar.events[1];
    assert.deepEqual(leap.occurrences(5), ['2000-02-29', '2001-02-28', '2002-02-28', '2003-02-28', '2004-02-29']);
    assert.equal(leap.occurrenceIn(2027), '2027-02-28');
    assert.equal(calendar.events[0].occurrenceIn(2027), '2027-03-14');
    assert.ok(!answer.text.includes(BOB_HIDDEN_BIRTHDAY.replaceAll('-', '')) && !answer.text.includes('Bob Member'), "Bob's hidden birthday is not in it");
  });

  test('the UIDs stay the same from one fetch to the next, and between two members’ feeds', async () => {
    const alice = await newFeed(family.alice);
    const bob = await newFeed(family.bob);
    const first = (await feedOf(alice.path)).calendar.events.map((e) => e.uid);
    const again = (await feedOf(alice.path)).calendar.events.map((e) => e.uid);
    const bobs = (await feedOf(bob.path)).calendar.events.map((e) => e.uid);
    assert.deepEqual(again, first);
    assert.deepEqual(bobs, first);
  });

  test("a hidden birthday never enters anyone's feed, not the admin's, nor its owner's own", async () => {
    for (const account of [family.admin, family.manager, family.bob]) {
      const { answer, calendar } = await feedOf((await newFeed(account)).path);
      assert.ok(!calendar.events.some((e) => e.uid === uidOf(family.bob)), account.user.displayName);
      assert.ok(!answer.text.includes('19770717'), account.user.displayName);
    }
  });

  test('a birthday turned hidden, changed, or of a deleted member is gone at the next fetch', async () => {
    const extra = await server.client().signUp({ displayName: 'Leaving Soon' });
    await ctx.db.updateTable('users').set({ birthday: '1960-01-02', is_birthday_visible: true }).where('id', '=', extra.user.id).execute();
    const { path } = await newFeed(family.bob);
    const uids = async () => (await feedOf(path)).calendar.events.map((e) => e.uid);
    assert.ok((await uids()).includes(`birthday-${extra.user.id}@family.test`));

    // Alice hides hers through the app's own call.
    const hide = await family.alice.client.put(apiPath('updateProfile'), { isBirthdayVisible: false });
    assert.equal(hide.status, 200, hide.text);
    assert.ok(!(await uids()).includes(uidOf(family.alice)));

    // The manager moves theirs: the same UID with the new date.
    await family.manager.client.put(apiPath('updateProfile'), { birthday: '2001-03-01' });
    const moved = (await feedOf(path)).calendar.events.find((e) => e.uid === uidOf(family.manager));
    assert.equal(moved?.start, '2001-03-01');

    await ctx.db.deleteFrom('users').where('id', '=', extra.user.id).execute();
    assert.ok(!(await uids()).includes(`birthday-${extra.user.id}@family.test`));
  });

  test('a visible birthday outside 1900-2100 is left out (the spec’s Invalid Date rule)', async () => {
    await ctx.db.updateTable('users').set({ birthday: '1899-12-31' }).where('id', '=', family.alice.user.id).execute();
    await ctx.db.updateTable('users').set({ birthday: '2101-01-01' }).where('id', '=', family.admin.user.id).execute();
    const { calendar } = await feedOf((await newFeed(family.bob)).path);
    assert.deepEqual(calendar.events.map((e) => e.uid), [uidOf(family.manager)]);
  });

  test('nobody visible: still a valid, empty calendar', async () => {
    await ctx.db.updateTable('users').set({ is_birthday_visible: false }).execute();
    const { calendar } = await feedOf((await newFeed(family.bob)).path);
    assert.equal(calendar.version, '2.0');
    assert.deepEqual(calendar.events, []);
  });

  test('an unknown secret, and every malformed or hostile name, gets the plain 404 and nothing else', async () => {
    await newFeed(family.alice);
    const unknown = 'Q'.repeat(43);
    const names = [
      `/api/calendar/${unknown}.ics`,
      `/api/calendar/${unknown}`,
      `/api/calendar/${unknown}.ICS`,
      `/api/calendar/${unknown}.ics.ics`,
      `/api/calendar/${'Q'.repeat(42)}=.ics`,
      '/api/calendar/..',
      '/api/calendar/%2e%2e%2f%2e%2e%2fetc%2fpasswd.ics',
      '/api/calendar/.ics',
      '/api/calendar/',
      `/api/calendar/${unknown}.ics/extra`,
    ];
    for (const name of names) assertPlainNotFound(await fetchFeed(name), name.slice(0, 80));
    // Names the router itself refuses before any route runs (a 10 KB name, a broken %-escape):
    // a 4xx that holds no calendar. (Their answer comes from Fastify's defaults, see the README.)
    for (const name of [`/api/calendar/${'A'.repeat(10_000)}.ics`, '/api/calendar/%zz.ics']) {
      const answer = await fetchFeed(name);
      assert.ok([400, 404, 414].includes(answer.status), `${name.slice(0, 40)}: ${answer.status}`);
      assert.ok(!(answer.headers.get('content-type') ?? '').includes('calendar'));
      assert.ok(!answer.text.includes('BEGIN:VCALENDAR'));
    }
    // Another method on a feed path is not a way in either.
    const post = await server.client().request('POST', `/api/calendar/${unknown}.ics`);
    assert.equal(post.status, 404);
  });

  test('a session cookie neither helps nor is needed', async () => {
    const { path } = await newFeed(family.alice);
    const withCookie = await family.bob.client.get(path);
    assert.equal(withCookie.status, 200);
    assertPlainNotFound(await family.alice.client.get(`/api/calendar/${'Z'.repeat(43)}.ics`), "the owner's session does not open an unknown secret");
  });

  test('the secret never reaches the log; the request line shows the path redacted', async () => {
    const { secret, path } = await newFeed(family.alice);
    await fetchFeed(path);
    await revoke(family.alice.client);
    await fetchFeed(path);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const logs = server.logs.join('\n');
    assert.ok(!logs.includes(secret), 'no secret in the log');
    assert.ok(logs.includes('/api/calendar/[redacted]'), 'the request is still logged');
  });

  test('guessing is rate limited (misses first, 429 with Retry-After), and so is making addresses', async () => {
    // A database of its own: on PostgreSQL the limits are counted in the database, and this
    // file's other tests have already missed plenty from this address.
    const own = await createTestContext();
    try {
      const limited = await own.start({ env: { RATE_LIMIT_SCALE: '0.1' } }); // 2 misses per 15 min, 6 fetches a minute, 2 new addresses an hour
      const member = limited.client();
      await member.signUp({ displayName: 'Rate Limited' });

      const created = await create(member);
      assert.equal(created.status, 200, created.text);
      const path = new URL(created.body.data.url).pathname;
      const guess = (n: number) => limited.client().get(`/api/calendar/${String(n).padStart(43, 'x')}.ics`, { csrf: false, cookie: false });
      assert.equal((await guess(1)).status, 404);
      assert.equal((await guess(2)).status, 404);
      const third = await guess(3);
      assert.equal(third.status, 429);
      assert.ok(Number(third.headers.get('retry-after')) > 0);
      assert.equal(third.body.success, false);
      const fetchReal = () => limited.client().get(path, { csrf: false, cookie: false });
      assert.equal((await fetchReal()).status, 200, 'a real address still works from there');
      for (let i = 0; i < 2; i += 1) assert.equal((await fetchReal()).status, 200);
      assert.equal((await fetchReal()).status, 429, 'and every address is capped per minute');

      // New addresses: 2 an hour per member (one made above), counted per member.
      assert.equal((await create(member)).status, 200);
      const refused = await create(member);
      assert.equal(refused.status, 429);
      assert.match(refused.body.message, /Too many attempts/);
      const second = await own.db.insertInto('users').values({ email: 'second@example.org', display_name: 'Second' }).returning('id').executeTakeFirstOrThrow();
      const secondClient = limited.client();
      secondClient.token = (await createSession(own.db, second.id, new Date())).token;
      assert.equal((await create(secondClient)).status, 200, "another member's count is their own");
    } finally {
      await own.close();
    }
  });
});

describe('what the in-app calendar receives (family/members)', () => {
  const birthdayOf = (members: User[], account: Account) => members.find((m) => m.id === account.user.id);

  test("another member's session never receives a hidden birthday; the admin does, marked hidden", async () => {
    const asAlice = await family.alice.client.get(apiPath('familyMembers'));
    assert.equal(asAlice.status, 200);
    const bob = birthdayOf(asAlice.body.data.members, family.bob);
    assert.equal(bob?.birthday, undefined);
    assert.equal(bob?.isBirthdayVisible, false);
    assert.ok(!asAlice.text.includes(BOB_HIDDEN_BIRTHDAY));
    assert.equal(birthdayOf(asAlice.body.data.members, family.manager)?.birthday, '2000-02-29');

    const asAdmin = await family.admin.client.get(apiPath('familyMembers'));
    const bobForAdmin = birthdayOf(asAdmin.body.data.members, family.bob);
    assert.deepEqual([bobForAdmin?.birthday, bobForAdmin?.isBirthdayVisible], [BOB_HIDDEN_BIRTHDAY, false], 'so the calendar itself must filter on isBirthdayVisible');
  });
});
