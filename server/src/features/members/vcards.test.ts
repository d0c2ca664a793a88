import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { VCARD_LINK_VERSION, apiPath } from 'shared-contracts';
import { createFamily, type Family } from '../../testing/family.js';
import { form, pngOfSize } from '../../testing/pictures.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { readCards, type ReadCard } from '../../testing/vcard.js';

/*
 * Contact cards (issue 21): written with vcard4 (4.0) and vcard-creator (3.0), read back here with ical.js. A card holds what
 * the family sees of a member and nothing its owner hides, for admins alike; hard names survive.
 */

let ctx: TestContext;
let server: TestServer;
let family: Family;

/** A name with everything a card's escaping must survive: quotes, commas, semicolons, a backslash, a newline, emoji, Hebrew. */
const HARD_NAME = 'Zoë "Z" O\'Neil, Jr.; \\ 🎂 שלום';

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
  const saved = await family.bob.client.put(apiPath('updateProfile'), {
    display_name: HARD_NAME,
    first_name: 'Zoë, "Z"',
    last_name: "O'Neil; Jr",
    phone_number: '+1 (555) 010-2030',
    occupation: 'Baker, pastry; bread',
    bio: 'Line one\nLine two, with "quotes"; and a \\ backslash 🍞',
    birthday: '1950-07-14',
    isBirthdayVisible: true,
    address: { address1: '1 Main St, Apt; 3', address2: 'Flat 2', city: 'Springfield', state: 'IL', country: 'USA', postalCode: '62701' },
  });
  assert.equal(saved.status, 200, saved.text);
  const photo = await family.bob.client.request('POST', apiPath('uploadAvatar'), { body: form({ field: 'avatar', content: pngOfSize(300, 200), filename: 'me.png', type: 'image/png' }) });
  assert.equal(photo.status, 200, photo.text);
});
after(() => ctx.close());

const bobsCard = async (client = family.alice.client, query = '') => {
  const answer = await client.get(`${apiPath('memberVcard', { id: family.bob.user.id })}${query}`);
  assert.equal(answer.status, 200, answer.text);
  return { answer, card: readCards(answer.text)[0] };
};

/** Bob's card as the family sees him, hard names and all, in either version. */
function hasEveryVisibleFieldOfBob(card: ReadCard) {
  assert.equal(card.fn, HARD_NAME);
  assert.deepEqual(card.n?.slice(0, 2), ["O'Neil; Jr", 'Zoë, "Z"']);
  assert.equal(card.email, family.bob.user.email);
  assert.equal(card.tel, '+1 (555) 010-2030');
  assert.deepEqual(card.adr, ['', 'Flat 2', '1 Main St, Apt; 3', 'Springfield', 'IL', '62701', 'USA']);
  assert.equal(card.bday, '1950-07-14');
  assert.equal(card.title, 'Baker, pastry; bread');
  assert.equal(card.note, 'Line one\nLine two, with "quotes"; and a \\ backslash 🍞');
  assert.equal(card.uid, `urn:familynet:${new URL(server.config.publicUrl).host}:member:${family.bob.user.id}`);
}

describe("a member's card", () => {
  test('vCard 4.0 with every visible field, read back by a second parser; hard names survive the round trip', async () => {
    const { answer, card } = await bobsCard();
    assert.match(answer.headers.get('content-type') ?? '', /^text\/vcard; charset=utf-8/);
    assert.match(answer.headers.get('content-disposition') ?? '', /^attachment; filename="[a-z0-9-]+\.vcf"$/);
    assert.equal(card.version, '4.0');
    hasEveryVisibleFieldOfBob(card);
    assert.match(card.photo ?? '', /^data:image\/jpeg;base64,\/9j\//, 'a small JPEG, embedded');
    assert.ok((card.photo?.length ?? 0) < 20_000, 'small');
    assert.equal(card.propertyCount, 11, 'VERSION, FN, N, UID, EMAIL, TEL, ADR, BDAY, TITLE, NOTE, PHOTO and nothing else');
    assert.ok(!answer.text.includes('\n\n'), 'no empty line inside the card');
    for (const line of answer.text.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75 + 4, `folded: ${line.slice(0, 40)}`);
  });

  test("vCard 3.0, as the app's links ask for it (what phones import): the same fields, read back by the second parser", async () => {
    const { answer, card } = await bobsCard(family.alice.client, `?version=${VCARD_LINK_VERSION}`);
    assert.equal(card.version, '3.0');
    hasEveryVisibleFieldOfBob(card);
    assert.match(answer.text, /\r\nPHOTO;ENCODING=b;TYPE=JPEG:\/9j\//, 'a small JPEG, embedded as 3.0 does');
    for (const line of answer.text.split('\r\n')) assert.ok(Buffer.byteLength(line) <= 75, `folded: ${line.slice(0, 40)}`);
    const wrong = await family.alice.client.get(`${apiPath('memberVcard', { id: family.bob.user.id })}?version=2.1`);
    assert.equal(wrong.status, 400, 'only 3.0 and 4.0');
  });

  test('what Bob hides is not in his card, whoever asks, admins alike', async () => {
    const HIDDEN = ['(555) 010-2030', '5550102030', family.bob.user.email!, 'Springfield', '1950-07', '195007'];
    await ctx.db.updateTable('users').set({ is_phone_visible: false, is_email_visible: false, is_address_visible: false, is_birth_year_visible: false }).where('id', '=', family.bob.user.id).execute();
    try {
      for (const client of [family.alice.client, family.admin.client]) {
        const { answer, card } = await bobsCard(client);
        assert.deepEqual([card.tel, card.email, card.adr], [null, null, null]);
        assert.equal(card.bday, '--07-14', 'day and month, no year');
        // The values themselves (the card's revision time is digits too, and may hold "555").
        for (const hidden of HIDDEN) assert.ok(!answer.text.includes(hidden), hidden);
        const old = await bobsCard(client, '?version=3.0');
        assert.deepEqual([old.card.tel, old.card.email, old.card.adr], [null, null, null]);
        assert.match(old.answer.text, /\r\nBDAY;X-APPLE-OMIT-YEAR=1604:1604-07-14\r\n/, 'the year left out as Apple writes it');
        for (const hidden of HIDDEN) assert.ok(!old.answer.text.includes(hidden), hidden);
      }
      await ctx.db.updateTable('users').set({ is_birthday_visible: false }).where('id', '=', family.bob.user.id).execute();
      assert.equal((await bobsCard(family.admin.client)).card.bday, null, 'a hidden birthday: no BDAY at all');
    } finally {
      await ctx.db
        .updateTable('users')
        .set({ is_phone_visible: true, is_email_visible: true, is_address_visible: true, is_birth_year_visible: true, is_birthday_visible: true })
        .where('id', '=', family.bob.user.id)
        .execute();
    }
  });

  test('signed out 401; a bad id 400; a deleted member, or an account still waiting, 404', async () => {
    assert.equal((await server.client().get(apiPath('memberVcard', { id: family.bob.user.id }))).status, 401);
    assert.equal((await family.alice.client.get('/api/auth/user/abc/vcard')).status, 400);
    assert.equal((await family.alice.client.get(apiPath('memberVcard', { id: 99999 }))).status, 404);
    const waiting = server.client();
    const { user } = await waiting.signUp();
    await ctx.db.updateTable('users').set({ awaiting_approval: true }).where('id', '=', user.id).execute();
    assert.equal((await family.alice.client.get(apiPath('memberVcard', { id: user.id }))).status, 404);
    await ctx.db.deleteFrom('users').where('id', '=', user.id).execute();
    assert.equal((await family.alice.client.get(apiPath('memberVcard', { id: user.id }))).status, 404);
  });
});

describe("the family's cards", () => {
  test('every member in one file, each as the family sees them', async () => {
    await ctx.db.updateTable('users').set({ is_phone_visible: false }).where('id', '=', family.bob.user.id).execute();
    try {
      const answer = await family.alice.client.get(apiPath('familyVcards'));
      assert.equal(answer.status, 200);
      assert.match(answer.headers.get('content-disposition') ?? '', /^attachment; filename="familynet-family\.vcf"$/);
      const cards = readCards(answer.text);
      assert.deepEqual(cards.map((card) => card.fn).sort(), ['Ada Admin', 'Alice Private', 'Max Manager', HARD_NAME].sort());
      assert.equal(cards.find((card) => card.fn === HARD_NAME)?.tel, null);
      assert.ok(!answer.text.includes('010-2030'));
      const asLinked = await family.alice.client.get(`${apiPath('familyVcards')}?version=3.0`);
      assert.deepEqual(readCards(asLinked.text).map((card) => [card.version, card.fn]).sort(), cards.map((card) => ['3.0', card.fn]).sort());
      assert.ok(!asLinked.text.includes('010-2030'));
      assert.equal((await server.client().get(apiPath('familyVcards'))).status, 401);
    } finally {
      await ctx.db.updateTable('users').set({ is_phone_visible: true }).where('id', '=', family.bob.user.id).execute();
    }
  });
});
