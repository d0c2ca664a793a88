import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { FAMILY_LINK_MESSAGES, FAMILY_MESSAGES } from 'shared-contracts/family';
import { JOIN_MESSAGES, PROFILE_MESSAGES, apiPath, type FamilyPerson, type FamilyRelation, type FamilyTree } from 'shared-contracts';
import { createFamily, type Account, type Family } from '../../testing/family.js';
import { newSignUp, type TestClient, type TestResponse } from '../../testing/http.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';

let ctx: TestContext;
let server: TestServer;
let family: Family;
/** 'm<id>' of each account. */
let me: (account: Account) => string;

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
  me = (account) => `m${account.user.id}`;
});
after(() => ctx.close());

/** Every test starts from a tree with no relatives and no links. */
beforeEach(async () => {
  await ctx.db.deleteFrom('people').execute();
  await ctx.db.updateTable('users').set({ birthday: null, is_birthday_visible: false }).execute();
});

const tree = async (client: TestClient): Promise<FamilyTree> => {
  const answer = await client.get(apiPath('familyTree'));
  assert.equal(answer.status, 200, answer.text);
  return answer.body.data;
};
const relations = async (client: TestClient): Promise<Map<string, FamilyRelation>> => {
  const answer = await client.get(apiPath('familyRelations'));
  assert.equal(answer.status, 200, answer.text);
  return new Map((answer.body.data.relations as FamilyRelation[]).map((relation) => [relation.person, relation]));
};
const wordFor = async (client: TestClient, person: string) => (await relations(client)).get(person)?.word;

async function addRelative(client: TestClient, facts: Record<string, unknown>): Promise<FamilyPerson> {
  const answer = await client.post(apiPath('addRelative'), facts);
  assert.equal(answer.status, 201, answer.text);
  return answer.body.data.person;
}
const addParent = (client: TestClient, child: string, parent: string, kind?: string) => client.post(apiPath('addParent'), { child, parent, ...(kind ? { kind } : {}) });
const setGender = (client: TestClient, person: string, gender: 'female' | 'male' | null) => client.put(apiPath('updatePerson', { person }), { gender });

describe('GET family/tree', () => {
  test('every member is in the tree before anyone adds a link, each with their name and nothing hidden', async () => {
    await ctx.db.updateTable('users').set({ birthday: '1977-07-17', is_birthday_visible: false }).where('id', '=', family.bob.user.id).execute();
    await ctx.db.updateTable('users').set({ birthday: '1990-12-10', is_birthday_visible: true }).where('id', '=', family.alice.user.id).execute();
    const answer = await family.manager.client.get(apiPath('familyTree'));
    const seen: FamilyTree = answer.body.data;
    assert.equal(seen.me, me(family.manager));
    assert.deepEqual(
      seen.people.map((person) => [person.id, person.name]).sort(),
      [
        ['m1', 'Ada Admin'],
        ['m2', 'Max Manager'],
        [me(family.alice), 'Alice Private'],
        [me(family.bob), 'Bob Member'],
      ].sort(),
    );
    assert.equal(seen.people.find((person) => person.id === me(family.alice))!.birthDate, '1990-12-10');
    // Bob hid his birthday: not in the tree, for a manager either (the tree edits no profile).
    assert.equal(seen.people.find((person) => person.id === me(family.bob))!.birthDate, undefined);
    assert.ok(!answer.text.includes('1977-07-17'));
    assert.deepEqual([seen.parents, seen.partners], [[], []]);
  });

  test('answers again from what it kept: a 304 for the same ETag, a new answer once the tree changed', async () => {
    const first = await family.alice.client.get(apiPath('familyRelations'));
    const etag = first.headers.get('etag')!;
    assert.match(etag, /^W\/"f-/);
    const again = await family.alice.client.get(apiPath('familyRelations'), { headers: { 'if-none-match': etag } });
    assert.equal(again.status, 304);
    const greta = await addRelative(family.alice.client, { firstName: 'Greta' });
    await addParent(family.alice.client, me(family.alice), greta.id);
    const changed = await family.alice.client.get(apiPath('familyRelations'), { headers: { 'if-none-match': etag } });
    assert.equal(changed.status, 200);
    assert.deepEqual(changed.body.data.relations, [{ person: greta.id, word: 'parent' }]);
    const bobs = await family.bob.client.get(apiPath('familyRelations'));
    assert.deepEqual(bobs.body.data, { me: me(family.bob), relations: [] }, "each viewer's own answer");
    const tree = await family.bob.client.get(apiPath('familyTree'), { headers: { 'accept-encoding': 'gzip' } });
    assert.equal(tree.headers.get('content-encoding'), 'gzip');
    assert.equal(tree.body.data.me, me(family.bob));
  });

  test('is for signed-in members only', async () => {
    assert.equal((await family.anonymous.get(apiPath('familyTree'))).status, 401);
    assert.equal((await family.anonymous.get(apiPath('familyRelations'))).status, 401);
  });
});

describe('relatives without an account', () => {
  test("the birth year's switch, as a member's: the family sees the day and month, who manages her everything", async () => {
    const greta = await addRelative(family.alice.client, { firstName: 'Greta', birthDate: '1998-02-03', isBirthDateVisible: true, isBirthYearVisible: false });
    const seenByBob = (await tree(family.bob.client)).people.find((person) => person.id === greta.id)!;
    assert.equal(seenByBob.birthDate, '--02-03');
    assert.equal(seenByBob.isBirthYearVisible, undefined);
    const bobsGedcom = await family.bob.client.get(apiPath('familyGedcom'));
    assert.ok(!bobsGedcom.text.includes('1998'), 'nor in his GEDCOM export');
    assert.deepEqual([greta.birthDate, greta.isBirthDateVisible, greta.isBirthYearVisible], ['1998-02-03', true, false]);
    await family.alice.client.put(apiPath('updatePerson', { person: greta.id }), { isBirthYearVisible: true });
    assert.equal((await tree(family.bob.client)).people.find((person) => person.id === greta.id)!.birthDate, '1998-02-03');
  });

  test('a member adds one; the family sees them, a hidden birth date only their creator and admins', async () => {
    const greta = await addRelative(family.alice.client, { firstName: ' Greta ', lastName: 'Elder', gender: 'female', birthDate: '1898-02-03', deathDate: '1980', note: 'Sang\r\nin the choir' });
    assert.match(greta.id, /^r\d+$/);
    assert.deepEqual(
      { ...greta, id: 'r' },
      { id: 'r', name: 'Greta Elder', firstName: 'Greta', lastName: 'Elder', gender: 'female', birthDate: '1898-02-03', isBirthDateVisible: false, isBirthYearVisible: true, deathDate: '1980', note: 'Sang\nin the choir', canEdit: true, addedByYou: true },
    );
    const bobsView = await family.bob.client.get(apiPath('familyTree'));
    const seenByBob = (bobsView.body.data as FamilyTree).people.find((person) => person.id === greta.id)!;
    assert.deepEqual(seenByBob, { id: greta.id, name: 'Greta Elder', firstName: 'Greta', lastName: 'Elder', gender: 'female', deathDate: '1980', note: 'Sang\nin the choir', canEdit: false });
    assert.ok(!bobsView.text.includes('1898'), 'the hidden birth date never reaches Bob');
    const adminsView = (await tree(family.admin.client)).people.find((person) => person.id === greta.id)!;
    assert.equal(adminsView.birthDate, '1898-02-03');
    assert.equal(adminsView.canEdit, true);
    assert.equal(adminsView.addedByYou, undefined, 'the admin may change her, but did not add her');

    const shown = await family.alice.client.put(apiPath('updatePerson', { person: greta.id }), { isBirthDateVisible: true });
    assert.equal(shown.status, 200, shown.text);
    const now = (await tree(family.bob.client)).people.find((person) => person.id === greta.id)!;
    assert.equal(now.birthDate, '1898-02-03');
  });

  test('bad facts are refused with a message and nothing is stored', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ firstName: '  ', lastName: '' }, FAMILY_MESSAGES.nameRequired],
      [{ note: 'no name' }, FAMILY_MESSAGES.nameRequired],
      [{ firstName: 'Tom', birthDate: '1950-05', deathDate: '1949' }, FAMILY_MESSAGES.deathBeforeBirth],
      [{ firstName: 'Tom', birthDate: '1921-13' }, FAMILY_MESSAGES.date('Birth date')],
      [{ firstName: 'Tom', birthDate: '1900-02-29' }, FAMILY_MESSAGES.date('Birth date')],
      [{ firstName: 'Tom', deathDate: 'last year' }, FAMILY_MESSAGES.date('Death date')],
      [{ firstName: 'Tom', gender: 'other' }, 'Gender must be one of female, male, or empty'],
      [{ firstName: 'T'.repeat(101) }, PROFILE_MESSAGES.tooLong('First name', 100)],
      [{ firstName: 'Tom\u202Egis' }, PROFILE_MESSAGES.controlCharacters('First name')],
      [{ firstName: 'Tom', note: 'x'.repeat(1001) }, PROFILE_MESSAGES.tooLong('Note', 1000)],
      [{ firstName: 'Tom', userId: 1 }, ''],
    ];
    for (const [facts, message] of cases) {
      const answer = await family.alice.client.post(apiPath('addRelative'), facts);
      assert.equal(answer.status, 400, `${JSON.stringify(facts).slice(0, 80)}: ${answer.text}`);
      if (message) assert.ok(answer.text.includes(JSON.stringify(message).slice(1, -1)), `${JSON.stringify(facts).slice(0, 80)}: ${answer.text}`);
    }
    assert.equal((await tree(family.alice.client)).people.filter((person) => person.id.startsWith('r')).length, 0);
  });

  test('a year, a month or a full date; years before 1900 and before 1000 too', async () => {
    for (const birthDate of ['0800', '1066-10', '1898', '1900-02-28', '2024-02-29']) {
      const person = await addRelative(family.alice.client, { firstName: 'Old', birthDate, isBirthDateVisible: true });
      assert.equal(person.birthDate, birthDate);
    }
  });

  test('the creator, admins and managers change and remove them; other members cannot', async () => {
    const tom = await addRelative(family.alice.client, { firstName: 'Tom', lastName: 'Toddler', birthDate: '2023-05-01' });
    const bobTries = await family.bob.client.put(apiPath('updatePerson', { person: tom.id }), { firstName: 'Thomas' });
    assert.equal(bobTries.status, 403);
    assert.equal(bobTries.body.message, FAMILY_MESSAGES.notYours);
    assert.equal((await family.bob.client.request('DELETE', apiPath('removeRelative', { person: tom.id }))).status, 403);

    const byManager = await family.manager.client.put(apiPath('updatePerson', { person: tom.id }), { firstName: 'Thomas', lastName: null });
    assert.equal(byManager.status, 200, byManager.text);
    assert.equal(byManager.body.data.person.name, 'Thomas');
    // Clearing the last name left: no name at all is refused.
    const noName = await family.alice.client.put(apiPath('updatePerson', { person: tom.id }), { firstName: '' });
    assert.equal(noName.status, 400);
    assert.equal(noName.body.message, FAMILY_MESSAGES.nameRequired);

    const removed = await family.admin.client.request('DELETE', apiPath('removeRelative', { person: tom.id }));
    assert.equal(removed.status, 200, removed.text);
    assert.equal((await family.alice.client.request('DELETE', apiPath('removeRelative', { person: tom.id }))).status, 404);
  });

  test("a member's place keeps only their gender: their name is their profile's, and they are not removed from the tree", async () => {
    const alice = me(family.alice);
    const gender = await setGender(family.alice.client, alice, 'female');
    assert.equal(gender.status, 200, gender.text);
    assert.equal(gender.body.data.person.gender, 'female');
    const name = await family.alice.client.put(apiPath('updatePerson', { person: alice }), { firstName: 'Alicia' });
    assert.equal(name.status, 400);
    assert.equal(name.body.message, FAMILY_MESSAGES.memberProfileOwnsIt);
    assert.equal((await setGender(family.bob.client, alice, 'male')).status, 403, 'one member does not set another\'s');
    const removed = await family.admin.client.request('DELETE', apiPath('removeRelative', { person: alice }));
    assert.equal(removed.status, 400);
    assert.equal(removed.body.message, FAMILY_MESSAGES.isMember);
  });

  test('people that are not there, or not people', async () => {
    assert.equal((await family.alice.client.put(apiPath('updatePerson', { person: 'r2147483647' }), { firstName: 'X' })).status, 404);
    assert.equal((await family.alice.client.put(apiPath('updatePerson', { person: 'm2147483647' }), { gender: null })).status, 404);
    for (const person of ['x1', 'm0', 'r01', 'm2147483648', '12']) {
      const answer = await family.alice.client.put(`/api/auth/family/people/${person}`, { gender: null });
      assert.equal(answer.status, 400, person);
      assert.equal(answer.body.message, FAMILY_MESSAGES.personInvalid);
    }
  });
});

describe('links and how we are related', () => {
  test('a parent, a grandparent and a brother, each in words, with the path they come through', async () => {
    const alice = me(family.alice);
    const bob = me(family.bob);
    const greta = await addRelative(family.alice.client, { firstName: 'Greta', lastName: 'Elder', gender: 'female' });
    const oma = await addRelative(family.alice.client, { firstName: 'Oma', gender: 'female' });
    assert.equal((await addParent(family.alice.client, alice, greta.id)).status, 201);
    assert.equal((await addParent(family.alice.client, greta.id, oma.id)).status, 201);
    // Bob's own link: he may say who his mother is.
    const bobsLink = await addParent(family.bob.client, bob, greta.id);
    assert.equal(bobsLink.status, 201, bobsLink.text);
    assert.deepEqual(bobsLink.body.data.link, { child: bob, parent: greta.id, kind: 'birth' });

    const mine = await relations(family.alice.client);
    assert.deepEqual(mine.get(greta.id), { person: greta.id, word: 'mother' });
    assert.deepEqual(mine.get(oma.id), { person: oma.id, word: 'grandmother', path: 'through Greta Elder, your mother' });
    assert.equal(mine.get(bob)?.word, 'sibling', 'no gender known: the neutral word');
    await setGender(family.bob.client, bob, 'male');
    assert.equal(await wordFor(family.alice.client, bob), 'brother');
    assert.equal(await wordFor(family.bob.client, alice), 'sibling');
    assert.equal(mine.has('m1'), false, 'no link to the admin: no relation');

    const tr = await tree(family.bob.client);
    assert.deepEqual(tr.parents.map((link) => `${link.child}<${link.parent}`).sort(), [`${alice}<${greta.id}`, `${bob}<${greta.id}`, `${greta.id}<${oma.id}`].sort());
  });

  test('a link that would make someone their own ancestor is refused, with their names', async () => {
    const alice = me(family.alice);
    const greta = await addRelative(family.alice.client, { firstName: 'Greta', lastName: 'Elder' });
    const oma = await addRelative(family.alice.client, { firstName: 'Oma' });
    await addParent(family.alice.client, alice, greta.id);
    await addParent(family.alice.client, greta.id, oma.id);
    const loop = await addParent(family.alice.client, oma.id, alice);
    assert.equal(loop.status, 400);
    assert.equal(loop.body.message, "Alice Private is already Oma's descendant and cannot also be their parent.");
    const self = await addParent(family.alice.client, alice, alice);
    assert.equal(self.body.message, 'A person cannot be their own parent.');
    const twice = await addParent(family.alice.client, alice, greta.id, 'adoptive');
    assert.equal(twice.status, 400);
    assert.equal(twice.body.message, 'Greta Elder is already a parent of Alice Private.');
    assert.equal((await tree(family.alice.client)).parents.length, 2);
  });

  test('two links sent at once that would close a loop together: one is made, the other refused', async () => {
    const a = await addRelative(family.alice.client, { firstName: 'Ann' });
    const b = await addRelative(family.alice.client, { firstName: 'Ben' });
    const answers = await Promise.all([addParent(family.alice.client, a.id, b.id), addParent(family.alice.client, b.id, a.id)]);
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 400]);
    assert.equal((await tree(family.alice.client)).parents.length, 1);
  });

  test('who may link: a member links themselves and their relatives; admins and managers anyone', async () => {
    const greta = await addRelative(family.alice.client, { firstName: 'Greta' });
    const bobTries = await addParent(family.bob.client, me(family.alice), greta.id);
    assert.equal(bobTries.status, 403);
    assert.equal(bobTries.body.message, FAMILY_MESSAGES.notYours);
    assert.equal((await addParent(family.manager.client, me(family.alice), greta.id)).status, 201);
    const bobRemoves = await family.bob.client.request('DELETE', apiPath('removeParent', { child: me(family.alice), parent: greta.id }));
    assert.equal(bobRemoves.status, 403);
    const aliceRemoves = await family.alice.client.request('DELETE', apiPath('removeParent', { child: me(family.alice), parent: greta.id }));
    assert.equal(aliceRemoves.status, 200, aliceRemoves.text);
    assert.equal((await family.alice.client.request('DELETE', apiPath('removeParent', { child: me(family.alice), parent: greta.id }))).status, 404);
    // A member with no place in the tree yet: nothing to remove, and no place made for it.
    const { user } = await server.client().signUp({ displayName: 'No Place' });
    assert.equal((await family.admin.client.request('DELETE', apiPath('removeParent', { child: `m${user.id}`, parent: greta.id }))).status, 404);
    assert.equal(await ctx.db.selectFrom('people').select('id').where('user_id', '=', user.id).executeTakeFirst(), undefined);
    assert.equal(await wordFor(family.alice.client, greta.id), undefined, 'the relation goes with the link');
  });

  test('partners: married, ended, a second marriage; in-laws through them', async () => {
    const alice = me(family.alice);
    const bob = me(family.bob);
    await setGender(family.alice.client, alice, 'female');
    await setGender(family.bob.client, bob, 'male');
    const first = await family.alice.client.post(apiPath('addPartner'), { a: alice, b: bob, married: true, startDate: '2010-06' });
    assert.equal(first.status, 201, first.text);
    assert.deepEqual({ ...first.body.data.link, id: 0 }, { id: 0, a: alice, b: bob, married: true, ended: false, startDate: '2010-06' });
    assert.equal(await wordFor(family.alice.client, bob), 'husband');

    const bobsMother = await addRelative(family.bob.client, { firstName: 'Berta', gender: 'female' });
    await addParent(family.bob.client, bob, bobsMother.id);
    assert.deepEqual((await relations(family.alice.client)).get(bobsMother.id), { person: bobsMother.id, word: 'mother-in-law', path: 'through Bob Member, your husband' });

    const badDates = await family.alice.client.put(apiPath('updatePartner', { id: first.body.data.link.id }), { endDate: '2009' });
    assert.equal(badDates.status, 400);
    assert.equal(badDates.body.message, FAMILY_MESSAGES.partnershipEndsBeforeStart);
    const divorce = await family.alice.client.put(apiPath('updatePartner', { id: first.body.data.link.id }), { endDate: '2019-03' });
    assert.equal(divorce.status, 200, divorce.text);
    assert.equal(divorce.body.data.link.ended, true, 'an end date ends it');
    assert.equal(await wordFor(family.alice.client, bob), 'former husband');
    assert.equal(await wordFor(family.alice.client, bobsMother.id), undefined, 'no in-law after the divorce');

    const second = await addRelative(family.alice.client, { firstName: 'Carl', gender: 'male' });
    assert.equal((await family.alice.client.post(apiPath('addPartner'), { a: alice, b: second.id, married: false })).status, 201);
    assert.equal(await wordFor(family.alice.client, second.id), 'partner');
    assert.equal((await family.bob.client.put(apiPath('updatePartner', { id: first.body.data.link.id }), { married: false })).status, 200, 'Bob is in that link');
    assert.equal((await family.manager.client.request('DELETE', apiPath('removePartner', { id: first.body.data.link.id }))).status, 200);
    assert.equal((await family.alice.client.request('DELETE', apiPath('removePartner', { id: first.body.data.link.id }))).status, 404);

    const selfPartner = await family.alice.client.post(apiPath('addPartner'), { a: alice, b: alice });
    assert.equal(selfPartner.status, 400);
  });

  test('a parent and their child are not partners, whichever link comes first', async () => {
    const alice = me(family.alice);
    const greta = await addRelative(family.alice.client, { firstName: 'Greta' });
    await addParent(family.alice.client, alice, greta.id);
    const partnered = await family.alice.client.post(apiPath('addPartner'), { a: greta.id, b: alice });
    assert.equal(partnered.status, 400);
    assert.equal(partnered.body.message, FAMILY_LINK_MESSAGES.parentAsPartner);

    const carl = await addRelative(family.alice.client, { firstName: 'Carl' });
    assert.equal((await family.alice.client.post(apiPath('addPartner'), { a: alice, b: carl.id })).status, 201);
    for (const [child, parent] of [[alice, carl.id], [carl.id, alice]]) {
      const parented = await addParent(family.alice.client, child, parent);
      assert.equal(parented.status, 400, `${child} < ${parent}: ${parented.text}`);
      assert.equal(parented.body.message, FAMILY_LINK_MESSAGES.parentAsPartner);
    }
    const after = await tree(family.alice.client);
    assert.deepEqual(after.parents.map((link) => `${link.child}<${link.parent}`), [`${alice}<${greta.id}`]);
    assert.deepEqual(after.partners.map((link) => [link.a, link.b]), [[alice, carl.id]]);
  });

  test('a parent link and a partner link between the same two, sent at once: one is made, the other refused', async () => {
    for (let round = 0; round < 6; round += 1) {
      const greta = await addRelative(family.alice.client, { firstName: `Greta ${round}` });
      const [parented, partnered] = await Promise.all([
        addParent(family.alice.client, me(family.alice), greta.id),
        family.alice.client.post(apiPath('addPartner'), { a: me(family.alice), b: greta.id }),
      ]);
      assert.deepEqual([parented.status, partnered.status].sort(), [201, 400], `${parented.text} ${partnered.text}`);
      assert.equal([parented, partnered].find((answer) => answer.status === 400)!.body.message, FAMILY_LINK_MESSAGES.parentAsPartner);
    }
    const after = await tree(family.alice.client);
    const parentPairs = new Set(after.parents.map((link) => [link.child, link.parent].sort().join('|')));
    assert.deepEqual(after.partners.filter((link) => parentPairs.has([link.a, link.b].sort().join('|'))), [], 'no partners who are also parent and child');
  });

  test("an invitation made from a relative's place: who signs up with it takes that place, with every link", async () => {
    const alice = me(family.alice);
    const greta = await addRelative(family.alice.client, { firstName: 'Greta', lastName: 'Young', gender: 'female', birthDate: '2008' });
    await addParent(family.alice.client, greta.id, alice);
    const place = (client: TestClient, person: string) => client.post(apiPath('relativeInvitation', { person }));
    const bobTries = await place(family.bob.client, greta.id);
    assert.equal(bobTries.status, 403);
    assert.equal((await place(family.alice.client, alice)).body.message, FAMILY_MESSAGES.alreadyMember);
    const made = await place(family.alice.client, greta.id);
    assert.equal(made.status, 201, made.text);
    assert.equal(made.body.data.invitation.name, 'Greta Young');
    assert.equal(made.body.data.invitation.maxUses, 1);

    const joining = server.client();
    const { user } = await joining.signUp({ displayName: 'Greta Young', firstName: 'Greta', lastName: 'Young', invitation: made.body.data.token });
    const greta2 = `m${user.id}`;
    const after = await tree(family.alice.client);
    assert.equal(after.people.some((person) => person.id === greta.id), false, 'no second person for her');
    assert.deepEqual(after.parents.filter((link) => link.parent === alice), [{ child: greta2, parent: alice, kind: 'birth' }]);
    assert.equal(await wordFor(family.alice.client, greta2), 'daughter');
    assert.equal(await wordFor(joining, alice), 'parent');
    assert.equal((await place(family.alice.client, greta.id)).status, 404, 'the place is taken');
    // The invitation was for one person: someone else signing up with it (Open lets them in) is a
    // new person, and Greta keeps her place.
    const again = await server.client().request('POST', apiPath('signUp'), { json: newSignUp({ invitation: made.body.data.token }) });
    assert.equal(again.status, 201, again.text);
    const last = await tree(family.alice.client);
    assert.deepEqual(last.parents.filter((link) => link.parent === alice), [{ child: greta2, parent: alice, kind: 'birth' }]);
    assert.ok(last.people.some((person) => person.id === `m${again.body.data.user.id}`));
  });

  test('a member who leaves takes their place and links with them; the relatives they added stay', async () => {
    const { user } = await server.client().signUp({ displayName: 'Leaving Lea' });
    const lea = `m${user.id}`;
    const greta = await addRelative(family.alice.client, { firstName: 'Greta' });
    await addParent(family.alice.client, me(family.alice), greta.id);
    await addParent(family.manager.client, lea, greta.id);
    await setGender(family.manager.client, lea, 'female');
    assert.equal(await wordFor(family.alice.client, lea), 'sister');
    const deleted = await family.admin.client.request('DELETE', apiPath('deleteUser', { id: user.id }));
    assert.equal(deleted.status, 200, deleted.text);
    const after = await tree(family.alice.client);
    assert.equal(after.people.some((person) => person.id === lea), false);
    assert.deepEqual(after.parents.map((link) => link.child), [me(family.alice)]);
    assert.equal(await wordFor(family.alice.client, lea), undefined);
    const row = await ctx.db.selectFrom('people').select('id').where('user_id', '=', user.id).executeTakeFirst();
    assert.equal(row, undefined, 'nothing of hers is kept in the tree');
  });
});

describe('writes that cross: a 404 or a 409, never a server error', () => {
  const failures = () => server.logs.filter((line) => /"level":(50|60)/.test(line));

  test('a relative removed while a link to them is made', async () => {
    const before = failures().length;
    const seen = new Set<number>();
    for (let round = 0; round < 12; round += 1) {
      const greta = await addRelative(family.alice.client, { firstName: `Greta ${round}` });
      const [linked, partnered, removed] = await Promise.all([
        addParent(family.alice.client, me(family.alice), greta.id),
        family.alice.client.post(apiPath('addPartner'), { a: me(family.alice), b: greta.id }),
        family.alice.client.request('DELETE', apiPath('removeRelative', { person: greta.id })),
      ]);
      // The two links exclude each other: the second to be written is refused, she is already
      // Alice's partner or parent.
      const refusedAfter = (answer: TestResponse, other: TestResponse) => answer.status === 400 && other.status === 201 && answer.body.message === FAMILY_LINK_MESSAGES.parentAsPartner;
      assert.ok([201, 404].includes(linked.status) || refusedAfter(linked, partnered), `${linked.status} ${linked.text}, the partner link: ${partnered.status}`);
      assert.ok([201, 404].includes(partnered.status) || refusedAfter(partnered, linked), `${partnered.status} ${partnered.text}, the parent link: ${linked.status}`);
      assert.ok(!(linked.status === 201 && partnered.status === 201), 'never parent and partner both');
      assert.equal(removed.status, 200, removed.text);
      for (const answer of [linked, partnered]) {
        seen.add(answer.status);
        if (answer.status === 404) assert.equal(answer.body.message, FAMILY_MESSAGES.personNotFound);
      }
    }
    assert.deepEqual(failures().slice(before), [], 'no request failed inside');
    assert.ok(seen.size > 0);
  });

  test("a member's account deleted while someone links to them", async () => {
    const before = failures().length;
    for (let round = 0; round < 6; round += 1) {
      const { user } = await server.client().signUp({ displayName: `Passing ${round}` });
      const [linked, gender, deleted] = await Promise.all([
        addParent(family.alice.client, `m${user.id}`, me(family.alice)),
        setGender(family.admin.client, `m${user.id}`, 'female'),
        family.admin.client.request('DELETE', apiPath('deleteUser', { id: user.id })),
      ]);
      assert.ok([201, 404].includes(linked.status), `${linked.status} ${linked.text}`);
      assert.ok([200, 404].includes(gender.status), `${gender.status} ${gender.text}`);
      assert.equal(deleted.status, 200, deleted.text);
    }
    assert.deepEqual(failures().slice(before), [], 'no request failed inside');
  });

  test("an account deleted while its own link writes run: each answers, never a server error", async () => {
    const before = failures().length;
    for (let round = 0; round < 8; round += 1) {
      const client = server.client();
      const { user } = await client.signUp({ displayName: `Leaving ${round}` });
      const mine = `m${user.id}`;
      const relatives = await Promise.all([0, 1, 2].map((n) => addRelative(client, { firstName: `Kin ${round}.${n}` })));
      const answers = await Promise.all([
        addParent(client, mine, relatives[0].id),
        client.post(apiPath('addPartner'), { a: mine, b: relatives[1].id }),
        addParent(client, relatives[2].id, mine),
        family.admin.client.request('DELETE', apiPath('deleteUser', { id: user.id })),
      ]);
      const deleted = answers.pop()!;
      assert.equal(deleted.status, 200, deleted.text);
      for (const answer of answers) assert.ok([201, 401, 404, 409].includes(answer.status), `${answer.status} ${answer.text}`);
    }
    assert.deepEqual(failures().slice(before), [], 'no request failed inside');
  });

  test('removing a relative takes the invitation made from their place with them', async () => {
    const greta = await addRelative(family.alice.client, { firstName: 'Greta', lastName: 'Gone' });
    const made = await family.alice.client.post(apiPath('relativeInvitation', { person: greta.id }));
    assert.equal(made.status, 201, made.text);
    assert.equal((await family.alice.client.request('DELETE', apiPath('removeRelative', { person: greta.id }))).status, 200);
    const row = await ctx.db.selectFrom('invitations').select('id').where('id', '=', made.body.data.invitation.id).executeTakeFirst();
    assert.equal(row, undefined, 'gone with the place');
    const check = await server.client().post(apiPath('checkInvitation'), { token: made.body.data.token });
    assert.notEqual(check.body.data?.valid, true, check.text);
  });
});

describe('places that go while someone writes to them', () => {
  const failures = () => server.logs.filter((line) => /"level":(50|60)/.test(line));
  const placeInvitation = (client: TestClient, person: string) => client.post(apiPath('relativeInvitation', { person }));
  const invitationRow = (id: number) => ctx.db.selectFrom('invitations').select(['revoked_at', 'uses', 'person_id']).where('id', '=', id).executeTakeFirst();
  /** Nobody signs up with it: it went with the place (or was revoked). */
  const unusable = async (made: TestResponse) => {
    const row = await invitationRow(made.body.data.invitation.id);
    assert.ok(!row || row.revoked_at, `left usable: ${JSON.stringify(row)}`);
    const check = await server.client().post(apiPath('checkInvitation'), { token: made.body.data.token });
    assert.notEqual(check.body.data?.valid, true, check.text);
  };

  test("an invitation made from a relative's place while they are removed: refused (404), or gone with the place", async () => {
    const before = failures().length;
    const seen = new Set<number>();
    for (let round = 0; round < 12; round += 1) {
      const greta = await addRelative(family.alice.client, { firstName: `Greta ${round}` });
      const [made, removed] = await Promise.all([
        placeInvitation(family.alice.client, greta.id),
        // The removal a moment later each round: before, during and after the invitation's write.
        new Promise((resolve) => setTimeout(resolve, round % 4)).then(() => family.alice.client.request('DELETE', apiPath('removeRelative', { person: greta.id }))),
      ]);
      assert.equal(removed.status, 200, removed.text);
      assert.ok([201, 404].includes(made.status), `${made.status} ${made.text}`);
      seen.add(made.status);
      if (made.status === 404) assert.equal(made.body.message, FAMILY_MESSAGES.personNotFound);
      else await unusable(made);
    }
    assert.deepEqual(failures().slice(before), [], 'no request failed inside');
    assert.ok(seen.size > 0);
  });

  test('a sign-up with the invitation of a removed place: a new member (Open), or refused (Invitation only)', async () => {
    const alice = me(family.alice);
    const greta = await addRelative(family.alice.client, { firstName: 'Greta', lastName: 'Gone' });
    await addParent(family.alice.client, greta.id, alice);
    const made = await placeInvitation(family.alice.client, greta.id);
    assert.equal(made.status, 201, made.text);
    assert.equal((await family.alice.client.request('DELETE', apiPath('removeRelative', { person: greta.id }))).status, 200);

    const strict = await ctx.start({ env: { JOIN_MODE: 'invite' } });
    const refused = await strict.client().request('POST', apiPath('signUp'), { json: newSignUp({ invitation: made.body.data.token }) });
    assert.equal(refused.status, 403, refused.text);
    assert.ok([JOIN_MESSAGES.invitation.unknown, JOIN_MESSAGES.invitation.revoked].includes(refused.body.message), refused.text);

    // The family's server is Open: the invitation that is no more is set aside, and the account made.
    const signed = await server.client().request('POST', apiPath('signUp'), { json: newSignUp({ invitation: made.body.data.token }) });
    assert.equal(signed.status, 201, signed.text);
    const after = await tree(family.alice.client);
    assert.ok(after.people.some((person) => person.id === `m${signed.body.data.user.id}`), 'a person of their own');
    assert.equal(after.people.some((person) => person.id === greta.id), false);
    assert.deepEqual(after.parents, [], "Greta's link went with her, and nobody took it");
    const account = await ctx.db.selectFrom('users').select('invited_by').where('id', '=', signed.body.data.user.id).executeTakeFirstOrThrow();
    assert.equal(account.invited_by, null, 'not counted as invited with it');
  });

  test("a member's place made by several writes at once: one row, every write done", async () => {
    const before = failures().length;
    for (let round = 0; round < 3; round += 1) {
      const { user } = await server.client().signUp({ displayName: `Newcomer ${round}` });
      const newcomer = `m${user.id}`;
      const greta = await addRelative(family.manager.client, { firstName: `Greta ${round}` });
      // None of them has a row in the tree yet: each write makes it, or finds it made.
      const answers = await Promise.all([
        setGender(family.manager.client, newcomer, 'female'),
        addParent(family.manager.client, newcomer, greta.id),
        addParent(family.manager.client, newcomer, me(family.bob)),
        family.manager.client.post(apiPath('addPartner'), { a: newcomer, b: me(family.alice) }),
        setGender(family.bob.client, me(family.bob), 'male'),
      ]);
      assert.deepEqual(answers.map((answer) => answer.status), [200, 201, 201, 201, 200], answers.map((answer) => answer.text).join('\n'));
      const rows = await ctx.db.selectFrom('people').select('id').where('user_id', 'in', [user.id, family.bob.user.id, family.alice.user.id]).execute();
      assert.equal(rows.length, 3, 'one row each');
    }
    const seen = await tree(family.manager.client);
    assert.equal(seen.parents.length, 6);
    assert.equal(seen.partners.length, 3);
    assert.deepEqual(failures().slice(before), []);
  });

  test("a member's account deleted while their place is written (a gender, links): 404, never a server error", async () => {
    const before = failures().length;
    const greta = await addRelative(family.manager.client, { firstName: 'Greta' });
    for (let round = 0; round < 15; round += 1) {
      const { user } = await server.client().signUp({ displayName: `Passing ${round}` });
      const passing = `m${user.id}`;
      const answers = await Promise.all([
        addParent(family.manager.client, passing, greta.id),
        setGender(family.manager.client, passing, 'female'),
        family.manager.client.post(apiPath('addPartner'), { a: passing, b: greta.id }),
        family.manager.client.request('DELETE', apiPath('removeParent', { child: passing, parent: greta.id })),
        // The deletion a moment later each round: before, during and after those writes.
        new Promise((resolve) => setTimeout(resolve, round % 5)).then(() => family.admin.client.request('DELETE', apiPath('deleteUser', { id: user.id }))),
      ]);
      const deleted = answers.pop()!;
      assert.equal(deleted.status, 200, deleted.text);
      for (const answer of answers) {
        assert.ok(answer.status < 500, `${answer.status} ${answer.text}`);
        if (answer.status === 404) assert.ok([FAMILY_MESSAGES.personNotFound, FAMILY_MESSAGES.linkNotFound].includes(answer.body.message), answer.text);
      }
    }
    assert.deepEqual(failures().slice(before), [], 'no request failed inside');
  });
});
