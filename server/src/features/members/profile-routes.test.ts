import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { apiPath, PROFILE_LIMITS, PROFILE_MESSAGES } from 'shared-contracts';
import type { UserRow } from '../../db/schema.js';
import { VALIDATION_MESSAGES } from '../../http/validation.js';
import { PROFILE_SAVE_MESSAGES } from './profile.js';
import { createFamily, type Account, type Family } from '../../testing/family.js';
import type { TestClient } from '../../testing/http.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { ID_MESSAGES } from '../../http/ids.js';

let ctx: TestContext;
let server: TestServer;
let family: Family;

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
});
after(() => ctx.close());

/** Alice's profile as every test starts from it: all fields set, coordinates stored. */
const ALICE_START = {
  display_name: 'Alice Private',
  first_name: 'Alice',
  last_name: 'Private',
  phone_number: '5551234567',
  occupation: 'Engineer',
  bio: 'Likes bridges',
  birthday: '1987-06-05',
  address1: '1 Main St',
  address2: 'Flat 2',
  city: 'Springfield',
  state: 'IL',
  country: 'USA',
  postal_code: '62701',
  is_birthday_visible: false,
  is_location_visible: true,
  latitude: 40.5,
  longitude: -89.25,
  location_updated_at: null,
  location_sharing_until: null,
  photo_url: null,
  email_verified: false,
} satisfies Partial<UserRow>;

beforeEach(async () => {
  await ctx.db.updateTable('users').set(ALICE_START).where('id', '=', family.alice.user.id).execute();
});

async function rowOf(account: Account): Promise<UserRow> {
  return ctx.db.selectFrom('users').selectAll().where('id', '=', account.user.id).executeTakeFirstOrThrow();
}

/** The columns a refused save must not have touched. */
function comparable(row: UserRow) {
  const { updated_at: _updated, last_login: _login, ...rest } = row;
  return rest;
}

const saveOwn = (client: TestClient, body: unknown) => client.put(apiPath('updateProfile'), body);
const saveAs = (client: TestClient, id: number | string, body: unknown) => client.put(apiPath('adminUpdateProfile', { id: id }), body);

describe('PUT profile (own)', () => {
  test("the spec's snake_case payload saves every field and answers with the whole own user", async () => {
    const payload = {
      display_name: '  Ally  ',
      first_name: 'Alicia',
      last_name: 'Privet',
      phone_number: '+1 (555) 987-6543',
      occupation: 'Architect',
      bio: 'Draws\nbridges',
      address: { address1: '2 Oak Rd', address2: '', city: 'Shelbyville', state: 'IL', country: 'USA', postalCode: 'SW1A 1AA' },
      birthday: '1990-12-10',
      isLocationVisible: false,
      isBirthdayVisible: true,
    };
    const answer = await saveOwn(family.alice.client, payload);
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.success, true);
    assert.equal(answer.body.message, 'Profile updated.');
    const user = answer.body.data.user;
    assert.deepEqual(user, {
      id: family.alice.user.id,
      email: family.alice.user.email,
      displayName: 'Ally',
      firstName: 'Alicia',
      lastName: 'Privet',
      phoneNumber: '+1 (555) 987-6543',
      occupation: 'Architect',
      bio: 'Draws\nbridges',
      birthday: '1990-12-10',
      isLocationVisible: false,
      isBirthdayVisible: true,
      isBirthYearVisible: true,
      isPhoneVisible: true,
      isEmailVisible: true,
      isAddressVisible: true,
      emailVerified: false,
      address: { address1: '2 Oak Rd', city: 'Shelbyville', state: 'IL', country: 'USA', postalCode: 'SW1A 1AA' },
      // Live location is live only: turning sharing off deleted the position, so there is none.
      created_at: user.created_at,
      last_login: user.last_login,
      role: 'member',
    });
    assert.deepEqual(Object.keys(user).filter((key) => key.includes('_') && key !== 'created_at' && key !== 'last_login'), [], 'one casing: camelCase');
    const row = await rowOf(family.alice);
    assert.equal(row.address2, null, "'' clears a field");
    assert.deepEqual([row.is_location_visible, row.latitude, row.longitude, row.location_updated_at], [false, null, null, null]);

    const current = await family.alice.client.get(apiPath('currentUser'));
    assert.deepEqual(current.body.data.user, user, 'the current user call agrees');
  });

  test('camelCase works too', async () => {
    const answer = await saveOwn(family.alice.client, {
      displayName: 'Al',
      firstName: 'Al',
      lastName: 'P',
      phoneNumber: '555',
      occupation: 'Pilot',
      bio: 'Flies',
      birthday: '2000-02-29',
      isBirthdayVisible: true,
      address: { city: 'Capital City' },
    });
    assert.equal(answer.status, 200, answer.text);
    const row = await rowOf(family.alice);
    assert.deepEqual(
      [row.display_name, row.first_name, row.last_name, row.phone_number, row.occupation, row.bio, row.birthday, row.is_birthday_visible],
      ['Al', 'Al', 'P', '555', 'Pilot', 'Flies', '2000-02-29', true],
    );
    assert.equal(row.city, 'Capital City');
    assert.equal(row.address1, '1 Main St', 'a partial address leaves the other parts alone');
  });

  test('the snake_case spellings of the two flags are accepted as well', async () => {
    const answer = await saveOwn(family.alice.client, { is_birthday_visible: true, is_location_visible: false });
    assert.equal(answer.status, 200, answer.text);
    const row = await rowOf(family.alice);
    assert.equal(row.is_birthday_visible, true);
    assert.equal(row.is_location_visible, false);
    assert.deepEqual([row.latitude, row.longitude], [null, null], 'the position went with it');
  });

  test('a partial save changes only what it names', async () => {
    const before = await rowOf(family.alice);
    const answer = await saveOwn(family.alice.client, { occupation: 'Astronaut' });
    assert.equal(answer.status, 200, answer.text);
    const after = await rowOf(family.alice);
    assert.deepEqual(comparable(after), { ...comparable(before), occupation: 'Astronaut' });
    assert.ok(after.updated_at.getTime() >= before.updated_at.getTime());
  });

  test('an empty object changes nothing and still answers with the user', async () => {
    const before = await rowOf(family.alice);
    const answer = await saveOwn(family.alice.client, {});
    assert.equal(answer.status, 200);
    assert.equal(answer.body.data.user.displayName, 'Alice Private');
    assert.deepEqual(comparable(await rowOf(family.alice)), comparable(before));
  });

  test("'' and null clear text fields and the birthday; address null clears every part; text is trimmed", async () => {
    let answer = await saveOwn(family.alice.client, { bio: '', occupation: '   ', phone_number: null, birthday: '' });
    assert.equal(answer.status, 200, answer.text);
    let row = await rowOf(family.alice);
    assert.deepEqual([row.bio, row.occupation, row.phone_number, row.birthday], [null, null, null, null]);
    const user = answer.body.data.user;
    for (const key of ['bio', 'occupation', 'phoneNumber', 'birthday']) assert.equal(key in user, false, `${key} left out`);

    await ctx.db.updateTable('users').set({ birthday: '1987-06-05' }).where('id', '=', family.alice.user.id).execute();
    answer = await saveOwn(family.alice.client, { birthday: null, address: null });
    assert.equal(answer.status, 200, answer.text);
    row = await rowOf(family.alice);
    assert.equal(row.birthday, null);
    assert.deepEqual([row.address1, row.address2, row.city, row.state, row.country, row.postal_code], [null, null, null, null, null, null]);
    assert.deepEqual(answer.body.data.user.address, {});

    answer = await saveOwn(family.alice.client, { address: { city: '  Ogdenville ', postalCode: ' 12345 ' }, birthday: ' 1999-01-02 ' });
    assert.equal(answer.status, 200, answer.text);
    row = await rowOf(family.alice);
    assert.deepEqual([row.city, row.postal_code, row.birthday], ['Ogdenville', '12345', '1999-01-02']);
  });

  test('limits are inclusive: 100-character names, a 1000-character bio, the birthday years 1900 and 2100', async () => {
    const answer = await saveOwn(family.alice.client, {
      display_name: 'd'.repeat(PROFILE_LIMITS.displayName),
      bio: 'b'.repeat(PROFILE_LIMITS.bio),
      phone_number: '1'.repeat(PROFILE_LIMITS.phoneNumber),
      address: { postalCode: 'A'.repeat(PROFILE_LIMITS.postalCode) },
      birthday: '1900-01-01',
    });
    assert.equal(answer.status, 200, answer.text);
    assert.equal((await saveOwn(family.alice.client, { birthday: '2100-12-31' })).status, 200);
  });

  test('signed out: 401; without the JSON type or the X-Requested-With header: 403', async () => {
    const anonymous = await saveOwn(family.anonymous, { occupation: 'x' });
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.body.success, false);
    const crossSite = await family.alice.client.request('PUT', apiPath('updateProfile'), {
      body: 'occupation=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      csrf: false,
    });
    assert.equal(crossSite.status, 403);
    assert.equal((await rowOf(family.alice)).occupation, 'Engineer');
  });

  test('every role may save its own profile', async () => {
    for (const account of [family.admin, family.manager, family.bob]) {
      const answer = await saveOwn(account.client, { occupation: `role ${account.user.id}` });
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.body.data.user.id, account.user.id);
      assert.equal((await rowOf(account)).occupation, `role ${account.user.id}`);
    }
  });
});

describe('mass assignment: keys that are not editable are refused and nothing is stored', () => {
  const ATTEMPTS: Array<[string, unknown]> = [
    ['id', 99],
    ['email', 'evil@example.org'],
    ['role', 'admin'],
    ['password', 'hunter22'],
    ['password_hash', 'x'],
    ['photo_url', '/uploads/avatars/elsewhere.webp'],
    ['photoURL', 'https://evil.example/x.png'],
    ['email_verified', true],
    ['emailVerified', true],
    ['created_at', '2000-01-01T00:00:00Z'],
    ['last_login', '2000-01-01T00:00:00Z'],
    ['is_admin', true],
    ['latitude', 1],
    ['location', { lat: 1, lng: 2 }],
  ];

  for (const [key, value] of ATTEMPTS) {
    test(`${key}: 400 naming it, on the own path and on the admin path`, async () => {
      const before = await rowOf(family.alice);
      for (const send of [
        () => saveOwn(family.alice.client, { occupation: 'Changed', [key]: value }),
        () => saveAs(family.admin.client, family.alice.user.id, { occupation: 'Changed', [key]: value }),
      ]) {
        const answer = await send();
        assert.equal(answer.status, 400, answer.text);
        assert.deepEqual(answer.body, { success: false, message: `This field cannot be changed here: ${key}.` });
        assert.deepEqual(comparable(await rowOf(family.alice)), comparable(before), 'nothing changed, not even the allowed field');
      }
    });
  }

  test('several at once are all named; an unknown address part too', async () => {
    const answer = await saveOwn(family.alice.client, { id: 1, email: 'a@b.c', role: 'admin', address: { city: 'X', lat: 1 } });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.message, 'These fields cannot be changed here: id, email, role, address.lat.');
    assert.equal((await rowOf(family.alice)).city, 'Springfield');
  });

  test('the same field in both spellings is refused', async () => {
    const answer = await saveOwn(family.alice.client, { display_name: 'A', displayName: 'B' });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.message, PROFILE_SAVE_MESSAGES.bothSpellings('displayName', 'display_name'));
  });

  test('the id in the URL decides whose profile the admin path saves; the e-mail never changes', async () => {
    const answer = await saveAs(family.admin.client, family.alice.user.id, { displayName: 'Renamed by admin' });
    assert.equal(answer.status, 200);
    assert.equal(answer.body.data.user.id, family.alice.user.id);
    assert.equal(answer.body.data.user.email, family.alice.user.email);
    assert.equal((await rowOf(family.admin)).display_name, 'Ada Admin');
  });
});

describe('validation (messages of shared-contracts validateProfile)', () => {
  const CASES: Array<[string, Record<string, unknown>, string, string]> = [
    ['display name too long', { display_name: 'x'.repeat(101) }, 'displayName', PROFILE_MESSAGES.tooLong('displayName', 100)],
    ['first name too long', { firstName: 'x'.repeat(101) }, 'firstName', PROFILE_MESSAGES.tooLong('firstName', 100)],
    ['bio too long', { bio: 'x'.repeat(1001) }, 'bio', PROFILE_MESSAGES.tooLong('bio', 1000)],
    ['occupation too long', { occupation: 'x'.repeat(101) }, 'occupation', PROFILE_MESSAGES.tooLong('occupation', 100)],
    ['phone too long', { phone_number: '1'.repeat(31) }, 'phoneNumber', PROFILE_MESSAGES.tooLong('phoneNumber', 30)],
    ['bad phone', { phone_number: '555-CALL-NOW' }, 'phoneNumber', PROFILE_MESSAGES.phoneInvalid],
    ['bad postal code', { address: { postalCode: '12#45' } }, 'postalCode', PROFILE_MESSAGES.postalCodeInvalid],
    ['postal code too long', { address: { postalCode: '1'.repeat(21) } }, 'postalCode', PROFILE_MESSAGES.tooLong('postalCode', 20)],
    ['city too long', { address: { city: 'c'.repeat(101) } }, 'city', PROFILE_MESSAGES.tooLong('city', 100)],
    ['2001-02-29 (no such day)', { birthday: '2001-02-29' }, 'birthday', PROFILE_MESSAGES.birthdayInvalid],
    ['1899-12-31 (before 1900)', { birthday: '1899-12-31' }, 'birthday', PROFILE_MESSAGES.birthdayInvalid],
    ['2101-01-01 (after 2100)', { birthday: '2101-01-01' }, 'birthday', PROFILE_MESSAGES.birthdayInvalid],
    ['not a date', { birthday: 'next tuesday' }, 'birthday', PROFILE_MESSAGES.birthdayInvalid],
    ['an ISO timestamp', { birthday: '1990-12-10T00:00:00.000Z' }, 'birthday', PROFILE_MESSAGES.birthdayInvalid],
    ['month 13', { birthday: '2001-13-01' }, 'birthday', PROFILE_MESSAGES.birthdayInvalid],
    ['a number as a name', { displayName: 42 }, 'displayName', PROFILE_MESSAGES.notText('displayName')],
    ['a boolean as a bio', { bio: true }, 'bio', PROFILE_MESSAGES.notText('bio')],
    ['an array as a phone', { phoneNumber: ['555'] }, 'phoneNumber', PROFILE_MESSAGES.notText('phoneNumber')],
    ['a number as a birthday', { birthday: 19900101 }, 'birthday', PROFILE_MESSAGES.notText('birthday')],
    ['a string as the address', { address: '1 Main St' }, 'address', PROFILE_MESSAGES.addressInvalid],
    ['an array as the address', { address: ['1 Main St'] }, 'address', PROFILE_MESSAGES.addressInvalid],
    ['a number as a city', { address: { city: 7 } }, 'city', PROFILE_MESSAGES.notText('city')],
    ['a string as a flag', { isLocationVisible: 'yes' }, 'isLocationVisible', PROFILE_MESSAGES.notBoolean('isLocationVisible')],
    ['null as a flag', { isBirthdayVisible: null }, 'isBirthdayVisible', PROFILE_MESSAGES.notBoolean('isBirthdayVisible')],
  ];

  for (const [name, body, field, message] of CASES) {
    test(`${name}: 400 "${message}"`, async () => {
      const before = await rowOf(family.alice);
      for (const send of [
        () => saveOwn(family.alice.client, { occupation: 'Changed', ...body }),
        () => saveAs(family.manager.client, family.alice.user.id, { occupation: 'Changed', ...body }),
      ]) {
        const answer = await send();
        assert.equal(answer.status, 400, answer.text);
        assert.equal(answer.body.success, false);
        assert.equal(answer.body.message, message);
        assert.deepEqual(answer.body.errors, { [field]: message });
        assert.deepEqual(comparable(await rowOf(family.alice)), comparable(before));
      }
    });
  }

  test('every failing field is reported at once', async () => {
    const answer = await saveOwn(family.alice.client, { display_name: 'x'.repeat(101), phone_number: 'abc', birthday: '2001-02-29', isLocationVisible: 1 });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.errors, {
      displayName: PROFILE_MESSAGES.tooLong('displayName', 100),
      phoneNumber: PROFILE_MESSAGES.phoneInvalid,
      birthday: PROFILE_MESSAGES.birthdayInvalid,
      isLocationVisible: PROFILE_MESSAGES.notBoolean('isLocationVisible'),
    });
    assert.equal(
      answer.body.message,
      `${PROFILE_MESSAGES.tooLong('displayName', 100)}. ${PROFILE_MESSAGES.phoneInvalid} ${PROFILE_MESSAGES.birthdayInvalid}. isLocationVisible must be true or false.`,
    );
  });

  test('the length counts after trimming', async () => {
    const answer = await saveOwn(family.alice.client, { display_name: `  ${'x'.repeat(100)}  ` });
    assert.equal(answer.status, 200, answer.text);
  });

  test('a body that is not an object: 400', async () => {
    for (const body of [[], ['x'], 'text', 5, null]) {
      const answer = await family.alice.client.request('PUT', apiPath('updateProfile'), {
        body: JSON.stringify(body),
        headers: { 'content-type': 'application/json' },
      });
      assert.equal(answer.status, 400, `${JSON.stringify(body)}: ${answer.text}`);
      assert.equal(answer.body.success, false);
    }
    const empty = await family.alice.client.request('PUT', apiPath('updateProfile'));
    assert.equal(empty.status, 400);
    assert.equal(empty.body.message, VALIDATION_MESSAGES.notAnObject);
    const broken = await family.alice.client.request('PUT', apiPath('updateProfile'), { body: '{"bio":', headers: { 'content-type': 'application/json' } });
    assert.equal(broken.status, 400);
    assert.equal(broken.body.message, 'The request body is not valid JSON.');
  });

  test('an absurdly large body: 413', async () => {
    const answer = await saveOwn(family.alice.client, { bio: 'x'.repeat(100_000) });
    assert.equal(answer.status, 413);
    assert.equal(answer.body.success, false);
  });
});

describe('PUT admin/user/{id}/profile', () => {
  const PAYLOAD = {
    displayName: 'Alice (edited)',
    firstName: 'Alice',
    lastName: 'Edited',
    phoneNumber: '5550001111',
    occupation: 'Editor',
    bio: 'Edited by the family manager',
    birthday: '1987-06-05',
    isLocationVisible: true,
    isBirthdayVisible: false,
    address: { address1: '9 Elm St', address2: '', city: 'Springfield', state: 'IL', country: 'USA', postalCode: '62702' },
  };

  test('the 401/403 matrix: signed out 401, members 403 (even on their own id), manager and admin 200', async () => {
    const before = await rowOf(family.alice);
    const anonymous = await saveAs(family.anonymous, family.alice.user.id, PAYLOAD);
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.body.message, 'Please sign in to continue.');
    for (const [member, target] of [
      [family.bob, family.alice],
      [family.alice, family.alice],
      [family.bob, family.admin],
    ] as const) {
      const answer = await saveAs(member.client, target.user.id, PAYLOAD);
      assert.equal(answer.status, 403, `${member.user.id} -> ${target.user.id}`);
      assert.deepEqual(answer.body, { success: false, message: 'You do not have permission to do this.' });
    }
    assert.deepEqual(comparable(await rowOf(family.alice)), comparable(before));

    for (const editor of [family.manager, family.admin]) {
      const answer = await saveAs(editor.client, family.alice.user.id, { ...PAYLOAD, occupation: `Edited by ${editor.user.id}` });
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.body.success, true);
      assert.equal(answer.body.message, 'Profile updated.');
      assert.equal(answer.body.data.user.occupation, `Edited by ${editor.user.id}`);
    }
    // The manager may edit the admin and the admin the manager.
    assert.equal((await saveAs(family.manager.client, 1, { occupation: 'Admin job' })).status, 200);
    assert.equal((await saveAs(family.admin.client, 2, { occupation: 'Manager job' })).status, 200);
  });

  test('the answer is the whole user, hidden values included, so an edit never wipes what a member hid', async () => {
    const answer = await saveAs(family.manager.client, family.alice.user.id, PAYLOAD);
    assert.equal(answer.status, 200, answer.text);
    const user = answer.body.data.user;
    assert.equal(user.birthday, '1987-06-05', 'hidden from other members, shown to the manager');
    assert.deepEqual(user.location, { lat: 40.5, lng: -89.25 });
    assert.equal(user.emailVerified, false);
    assert.equal(typeof user.created_at, 'string');
    assert.deepEqual(user.address, { address1: '9 Elm St', city: 'Springfield', state: 'IL', country: 'USA', postalCode: '62702' });
    const row = await rowOf(family.alice);
    assert.equal(row.last_name, 'Edited');
    assert.equal(row.address2, null);
    assert.equal(row.email, family.alice.user.email);
  });

  test("hiding the location (an admin's edit) deletes the coordinates: nobody receives them, none are stored", async () => {
    await ctx.db.updateTable('users').set({ location_updated_at: new Date(), location_sharing_until: new Date(Date.now() + 3_600_000) }).where('id', '=', family.alice.user.id).execute();
    const answer = await saveAs(family.admin.client, family.alice.user.id, { isLocationVisible: false });
    assert.equal(answer.status, 200);
    assert.equal('location' in answer.body.data.user, false, 'not even the admin who saved it');
    const row = await rowOf(family.alice);
    assert.deepEqual(
      [row.is_location_visible, row.latitude, row.longitude, row.location_updated_at, row.location_sharing_until],
      [false, null, null, null, null],
    );
    for (const viewer of [family.bob, family.admin, family.alice]) {
      const seen = await viewer.client.get(apiPath('userProfile', { id: family.alice.user.id }));
      assert.equal('location' in seen.body.data, false);
      assert.ok(!seen.text.includes('40.5'));
    }
  });

  test('a save that keeps sharing on keeps the position', async () => {
    const answer = await saveAs(family.manager.client, family.alice.user.id, { isLocationVisible: true, occupation: 'Surveyor' });
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.body.data.user.location, { lat: 40.5, lng: -89.25 });
    assert.equal((await rowOf(family.alice)).latitude, 40.5);
  });

  test('unknown id: 404; non-numeric id: 400 (for an admin); members get 403 before any of that', async () => {
    const unknown = await saveAs(family.admin.client, 987654, PAYLOAD);
    assert.equal(unknown.status, 404);
    assert.deepEqual(unknown.body, { success: false, message: ID_MESSAGES.notFound });
    const huge = await saveAs(family.admin.client, '99999999999999', PAYLOAD);
    assert.equal(huge.status, 404);
    const wrong = await saveAs(family.admin.client, 'abc', PAYLOAD);
    assert.equal(wrong.status, 400);
    assert.deepEqual(wrong.body, { success: false, message: ID_MESSAGES.invalidId });
    assert.equal((await saveAs(family.bob.client, 'abc', PAYLOAD)).status, 403);
    assert.equal((await saveAs(family.anonymous, 987654, PAYLOAD)).status, 401);
  });

  test('snake_case is read on the admin path too', async () => {
    const answer = await saveAs(family.admin.client, family.alice.user.id, { display_name: 'Snake', address: { postalCode: 'AB1 2CD' } });
    assert.equal(answer.status, 200, answer.text);
    assert.equal((await rowOf(family.alice)).display_name, 'Snake');
  });
});

describe('the session user is the one saved', () => {
  test("a member's own save never touches another member", async () => {
    const bobBefore = await rowOf(family.bob);
    await saveOwn(family.alice.client, { occupation: 'Only Alice' });
    assert.deepEqual(comparable(await rowOf(family.bob)), comparable(bobBefore));
  });
});
