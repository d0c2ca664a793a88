import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { apiPath, type FamilyPerson, type FamilyRelation } from 'shared-contracts';
import { createFamily, type Family } from '../../testing/family.js';
import type { TestClient } from '../../testing/http.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';

/*
 * How we are related, in the caller's language (issue 42): the page sends its language as
 * Accept-Language and the relations come in it: the word, "your …" agreeing with it, and the path.
 * English is what it was, without `yours`.
 */

let ctx: TestContext;
let server: TestServer;
let family: Family;

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
});
after(() => ctx.close());

beforeEach(async () => {
  await ctx.db.deleteFrom('people').execute();
});

const relationsIn = async (client: TestClient, language?: string) => {
  const answer = await client.get(apiPath('familyRelations'), language === undefined ? undefined : { headers: { 'accept-language': language } });
  assert.equal(answer.status, 200, answer.text);
  const byPerson = new Map((answer.body.data.relations as FamilyRelation[]).map((relation) => [relation.person, relation]));
  return { answer, byPerson };
};

async function addRelative(client: TestClient, facts: Record<string, unknown>): Promise<FamilyPerson> {
  const answer = await client.post(apiPath('addRelative'), facts);
  assert.equal(answer.status, 201, answer.text);
  return answer.body.data.person;
}
async function addParent(client: TestClient, child: string, parent: string) {
  const answer = await client.post(apiPath('addParent'), { child, parent });
  assert.equal(answer.status, 201, answer.text);
}
const setGender = async (client: TestClient, person: string, gender: 'female' | 'male') => assert.equal((await client.put(apiPath('updatePerson', { person }), { gender })).status, 200);

/**
 * Alice and her brother Bob (members), their mother Greta Elder and her mother Oma; Alice's father
 * Paul Elder, his father Opa, his brother Karl and Karl's son Max.
 */
async function aliceFamily() {
  const alice = `m${family.alice.user.id}`;
  const bob = `m${family.bob.user.id}`;
  const client = family.alice.client;
  await setGender(client, alice, 'female');
  await setGender(family.bob.client, bob, 'male');
  const greta = await addRelative(client, { firstName: 'Greta', lastName: 'Elder', gender: 'female' });
  const oma = await addRelative(client, { firstName: 'Oma', gender: 'female' });
  const paul = await addRelative(client, { firstName: 'Paul', lastName: 'Elder', gender: 'male' });
  const opa = await addRelative(client, { firstName: 'Opa', gender: 'male' });
  const karl = await addRelative(client, { firstName: 'Karl', gender: 'male' });
  const max = await addRelative(client, { firstName: 'Max', gender: 'male' });
  await addParent(client, alice, greta.id);
  await addParent(family.bob.client, bob, greta.id);
  await addParent(client, greta.id, oma.id);
  await addParent(client, alice, paul.id);
  await addParent(client, paul.id, opa.id);
  await addParent(client, karl.id, opa.id);
  await addParent(client, max.id, karl.id);
  return { alice, bob, greta: greta.id, oma: oma.id, paul: paul.id, karl: karl.id, max: max.id };
}

describe('GET family/relations in the caller’s language', () => {
  test('one tree in English, German and Arabic: the word, "your …" and the path', async () => {
    const { bob, greta, oma, karl, max } = await aliceFamily();

    const english = await relationsIn(family.alice.client);
    assert.deepEqual(english.byPerson.get(greta), { person: greta, word: 'mother' });
    assert.deepEqual(english.byPerson.get(oma), { person: oma, word: 'grandmother', path: 'through Greta Elder, your mother' });
    assert.deepEqual(english.byPerson.get(karl), { person: karl, word: 'uncle', path: 'through Paul Elder, your father' });
    assert.deepEqual(english.byPerson.get(max), { person: max, word: 'first cousin', path: 'through Paul Elder, your father' });
    assert.deepEqual(english.byPerson.get(bob), { person: bob, word: 'brother' });
    assert.ok(!english.answer.text.includes('"yours"'), 'English has no "yours": "Your" and the word, as before');
    // The page sends its language on every call: English said so is the same answer.
    const saidEnglish = await relationsIn(family.alice.client, 'en');
    assert.equal(saidEnglish.answer.text, english.answer.text);
    assert.equal(saidEnglish.answer.headers.get('etag'), english.answer.headers.get('etag'));

    const german = await relationsIn(family.alice.client, 'de');
    assert.deepEqual(german.byPerson.get(greta), { person: greta, word: 'Mutter', yours: 'deine Mutter' });
    assert.deepEqual(german.byPerson.get(oma), { person: oma, word: 'Großmutter', yours: 'deine Großmutter', path: 'über Greta Elder, deine Mutter' });
    assert.deepEqual(german.byPerson.get(karl), { person: karl, word: 'Onkel', yours: 'dein Onkel', path: 'über Paul Elder, dein Vater' });
    assert.deepEqual(german.byPerson.get(max), { person: max, word: 'Cousin', yours: 'dein Cousin', path: 'über Paul Elder, dein Vater' });
    assert.deepEqual(german.byPerson.get(bob), { person: bob, word: 'Bruder', yours: 'dein Bruder' });
    assert.deepEqual([...german.byPerson.keys()].sort(), [...english.byPerson.keys()].sort(), 'the same people, other words');

    // Arabic names the side: a father's brother is عم, his son ابن عم.
    const arabic = await relationsIn(family.alice.client, 'ar');
    assert.deepEqual(arabic.byPerson.get(greta), { person: greta, word: 'أم', yours: 'أمك' });
    assert.deepEqual(arabic.byPerson.get(oma), { person: oma, word: 'جدة', yours: 'جدتك', path: 'عن طريق Greta Elder، أمك' });
    assert.deepEqual(arabic.byPerson.get(karl), { person: karl, word: 'عم', yours: 'عمك', path: 'عن طريق Paul Elder، أبوك' });
    assert.deepEqual(arabic.byPerson.get(max), { person: max, word: 'ابن العم', yours: 'ابن عمك', path: 'عن طريق Paul Elder، أبوك' });
    assert.deepEqual(arabic.byPerson.get(bob), { person: bob, word: 'أخ', yours: 'أخوك' });

    // Each language its own answer, kept: its own ETag, a 304 for it, and no cache may mix them.
    const etags = [english, german, arabic].map(({ answer }) => answer.headers.get('etag'));
    assert.equal(new Set(etags).size, 3);
    assert.match(german.answer.headers.get('vary') ?? '', /Accept-Language/);
    const again = await family.alice.client.get(apiPath('familyRelations'), { headers: { 'accept-language': 'de', 'if-none-match': etags[1]! } });
    assert.equal(again.status, 304);
    // A browser's own list, negotiated: Austrian German is German.
    assert.equal((await relationsIn(family.alice.client, 'de-AT,de;q=0.9,en;q=0.5')).answer.text, german.answer.text);
  });

  test('a change of the tree reaches every language', async () => {
    const { greta } = await aliceFamily();
    assert.equal((await relationsIn(family.alice.client, 'fr')).byPerson.get(greta)?.yours, 'votre mère');
    const sister = await addRelative(family.alice.client, { firstName: 'Lea', gender: 'female' });
    await addParent(family.alice.client, sister.id, greta);
    assert.deepEqual((await relationsIn(family.alice.client, 'fr')).byPerson.get(sister.id), { person: sister.id, word: 'sœur', yours: 'votre sœur' });
    assert.deepEqual((await relationsIn(family.alice.client, 'es')).byPerson.get(sister.id), { person: sister.id, word: 'hermana', yours: 'tu hermana' });
    assert.deepEqual((await relationsIn(family.alice.client)).byPerson.get(sister.id), { person: sister.id, word: 'sister' });
  });

  test('Chinese says who is older from the birthdays the family sees, and again when one changes', async () => {
    const { bob } = await aliceFamily();
    const birthday = (client: TestClient, date: string, yearVisible: boolean) => client.put(apiPath('updateProfile'), { birthday: date, isBirthdayVisible: true, isBirthYearVisible: yearVisible });
    assert.equal((await birthday(family.alice.client, '1990-07-14', true)).status, 200);
    assert.equal((await birthday(family.bob.client, '1985-02-01', true)).status, 200);
    const before = await relationsIn(family.alice.client, 'zh-Hans');
    assert.deepEqual(before.byPerson.get(bob), { person: bob, word: '哥哥', yours: '你的哥哥' });
    assert.equal((await relationsIn(family.bob.client, 'zh-Hans')).byPerson.get(`m${family.alice.user.id}`)?.word, '妹妹');
    const englishBefore = await relationsIn(family.alice.client);

    // Bob hides his birth year: the family cannot tell any more, and neither can the words.
    assert.equal((await birthday(family.bob.client, '1985-02-01', false)).status, 200);
    assert.deepEqual((await relationsIn(family.alice.client, 'zh-Hans')).byPerson.get(bob), { person: bob, word: '兄弟', yours: '你的兄弟' });
    // English has no word for it: its answer is the one it kept.
    assert.equal((await relationsIn(family.alice.client)).answer.headers.get('etag'), englishBefore.answer.headers.get('etag'));
  });

  test('the pseudo-language: the English words accented, the names as they are', async () => {
    const { oma } = await aliceFamily();
    const pseudo = (await relationsIn(family.alice.client, 'en-XA')).byPerson.get(oma)!;
    assert.match(pseudo.word, /^⟦.+⟧$/);
    assert.match(pseudo.path!, /^⟦.+ Greta Elder, .+⟧$/);
    assert.ok(!/[a-z]{2}/.test(pseudo.word.replace(/⟦|⟧/g, '')), pseudo.word);
  });
});

describe("a refused link, in the caller's language", () => {
  test('the names as they are, the rule in German, French and Chinese', async () => {
    const alice = `m${family.alice.user.id}`;
    const greta = await addRelative(family.alice.client, { firstName: 'Greta', lastName: 'Elder' });
    await addParent(family.alice.client, alice, greta.id);
    const refused = async (path: string, body: Record<string, unknown>, language: string) => {
      const answer = await family.alice.client.post(path, body, { headers: { 'accept-language': language } });
      assert.equal(answer.status, 400, answer.text);
      return answer.body.message as string;
    };
    const loop = { child: greta.id, parent: alice };
    assert.equal(await refused(apiPath('addParent'), loop, 'de'), 'Alice Private ist bereits ein Nachkomme von Greta Elder und kann nicht zugleich Elternteil dieser Person sein.');
    assert.equal(await refused(apiPath('addParent'), { child: alice, parent: greta.id }, 'fr'), 'Greta Elder est déjà un parent de Alice Private.');
    assert.equal(await refused(apiPath('addPartner'), { a: alice, b: greta.id }, 'zh-Hans'), '父母与其子女不能成为伴侣。');
    assert.equal(await refused(apiPath('addPartner'), { a: alice, b: alice }, 'de'), 'Niemand kann sein eigener Partner sein.');
    assert.equal(await refused(apiPath('addParent'), loop, 'en'), "Alice Private is already Greta Elder's descendant and cannot also be their parent.");
  });
});
