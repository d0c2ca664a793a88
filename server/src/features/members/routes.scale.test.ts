import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { apiPath, CSRF_HEADER, SESSION_COOKIE_NAME } from 'shared-contracts';
import type { NewUser } from '../../db/schema.js';
import { createFamily, type Family } from '../../testing/family.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';

/*
 * family/members with a big family (1,000 members): every member arrives, each viewer's privacy
 * holds row by row, an unchanged list is answered "not modified", and a change shows in the very
 * next answer. How fast it is lives in `npm run bench` (side by side with bare Fastify), not in a
 * timed test that a loaded machine would make flaky.
 */

const MEMBERS = 1000;

let ctx: TestContext;
let server: TestServer;
let family: Family;

const FIRST = ['Ann', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kai', 'Lea', 'Mo', 'Nia', 'Oli', 'Pia'];
const LAST = ['Smith', 'Jones', 'García', 'Müller', 'Okafor', 'Nguyen', 'Rossi', 'Kowalski', 'Ōta', 'Silva'];

function member(i: number): NewUser {
  const first = FIRST[i % FIRST.length];
  const last = LAST[(i * 7) % LAST.length];
  return {
    email: `member${i}@example.org`,
    password_hash: null,
    display_name: `${first} ${last} ${i}`,
    first_name: first,
    last_name: last,
    phone_number: `555${String(1000000 + i).slice(-7)}`,
    occupation: ['Baker', 'Teacher', 'Nurse', 'Engineer', 'Farmer'][i % 5],
    bio: `Member number ${i} of the family. Likes long walks, board games and the occasional picnic by the lake.`,
    photo_url: i % 3 === 0 ? `/uploads/avatars/${i.toString(16).padStart(32, '0')}.webp` : null,
    birthday: `${1940 + (i % 70)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
    is_birthday_visible: i % 2 === 0,
    is_location_visible: i % 4 === 0,
    address1: `${i} Main Street`,
    address2: i % 5 === 0 ? `Flat ${i % 9}` : null,
    city: ['Springfield', 'Shelbyville', 'Ogdenville'][i % 3],
    state: 'IL',
    country: 'USA',
    postal_code: String(60000 + i),
    latitude: i % 2 === 0 ? 39 + (i % 100) / 100 : null,
    longitude: i % 2 === 0 ? -89 - (i % 100) / 100 : null,
  };
}

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
  const rows = Array.from({ length: MEMBERS - 4 }, (_, i) => member(i + 1));
  for (let i = 0; i < rows.length; i += 250) await ctx.db.insertInto('users').values(rows.slice(i, i + 250)).execute();
});
after(() => ctx.close());

interface ListedMember {
  id: number;
  birthday?: string | null;
  occupation?: string | null;
}

async function list(token: string, etag?: string) {
  const response = await fetch(`${server.url}${apiPath('familyMembers')}`, {
    headers: { cookie: `${SESSION_COOKIE_NAME}=${token}`, [CSRF_HEADER.name]: CSRF_HEADER.value, ...(etag ? { 'if-none-match': etag } : {}) },
  });
  const text = await response.text();
  const members = response.status === 200 ? (JSON.parse(text) as { data: { members: ListedMember[] } }).data.members : [];
  return { status: response.status, etag: response.headers.get('etag') ?? '', members: new Map(members.map((m) => [m.id, m])) };
}

test(`family/members with ${MEMBERS} members: every member, each viewer's privacy, not-modified answers, fresh after a change`, async () => {
  const seenByMember = await list(family.bob.client.token!);
  const seenByAdmin = await list(family.admin.client.token!);
  assert.equal(seenByMember.status, 200);
  assert.equal(seenByMember.members.size, MEMBERS);
  assert.equal(seenByAdmin.members.size, MEMBERS);
  // Rows 1..996 of the generator: an even i shows its birthday, an odd one hides it from members.
  const idByEmail = new Map([...seenByAdmin.members.values()].map((m) => [(m as { email?: string }).email, m.id]));
  for (let i = 1; i <= MEMBERS - 4; i += 1) {
    const row = member(i);
    const id = idByEmail.get(row.email);
    assert.ok(id, `member ${i} is listed`);
    assert.equal(seenByAdmin.members.get(id)?.birthday, row.birthday, `the admin sees member ${i}'s birthday`);
    assert.equal(seenByMember.members.get(id)?.birthday ?? null, row.is_birthday_visible ? row.birthday : null, `a member sees member ${i}'s birthday only when shown`);
  }
  assert.notEqual(seenByMember.etag, seenByAdmin.etag, 'the two views are different answers');

  // Unchanged: "not modified", as often as asked.
  for (let i = 0; i < 20; i += 1) assert.equal((await list(family.bob.client.token!, seenByMember.etag)).status, 304);

  // Changed (straight in the database, as another process would): the next answer has it.
  const someone = [...seenByMember.members.keys()][500];
  await ctx.db.updateTable('users').set({ occupation: 'Lighthouse keeper' }).where('id', '=', someone).execute();
  const after = await list(family.bob.client.token!, seenByMember.etag);
  assert.equal(after.status, 200);
  assert.equal(after.members.get(someone)?.occupation, 'Lighthouse keeper');
  assert.equal(after.members.size, MEMBERS);
});
