import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ADMIN_USER_ID, MANAGER_USER_ID, normalizeUser } from 'shared-contracts';
import type { UserRow } from '../db/schema.js';
import { toUserJson } from './users.js';

function row(overrides: Partial<UserRow> = {}): UserRow {
  return {
    id: 7,
    email: 'ann@example.org',
    password_hash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA',
    display_name: 'Ann',
    first_name: 'Ann',
    last_name: 'Lee',
    phone_number: '5551234567',
    occupation: 'Baker',
    bio: 'Bakes bread',
    photo_url: '/uploads/avatars/7.webp',
    birthday: '1990-02-28',
    is_location_visible: false,
    is_birthday_visible: false,
    email_verified: true,
    address1: '1 Main St',
    address2: null,
    city: 'Springfield',
    state: 'IL',
    country: 'USA',
    postal_code: '62701',
    latitude: 39.78,
    longitude: -89.65,
    location_updated_at: new Date('2026-01-02T03:04:05Z'),
    created_at: new Date('2025-05-06T07:08:09.010Z'),
    updated_at: new Date('2026-01-02T03:04:05Z'),
    last_login: new Date('2026-01-03T00:00:00Z'),
    ...overrides,
  };
}

describe('toUserJson', () => {
  test('the owner sees everything, in the shape of the shared User type; no secret ever', () => {
    const user = toUserJson(row(), { id: 7 });
    assert.deepEqual(user, {
      id: 7,
      email: 'ann@example.org',
      displayName: 'Ann',
      firstName: 'Ann',
      lastName: 'Lee',
      phoneNumber: '5551234567',
      occupation: 'Baker',
      bio: 'Bakes bread',
      photoURL: '/uploads/avatars/7.webp',
      birthday: '1990-02-28',
      isLocationVisible: false,
      isBirthdayVisible: false,
      emailVerified: true,
      address: { address1: '1 Main St', city: 'Springfield', state: 'IL', country: 'USA', postalCode: '62701' },
      location: { lat: 39.78, lng: -89.65 },
      created_at: '2025-05-06T07:08:09.010Z',
      last_login: '2026-01-03T00:00:00.000Z',
    });
    assert.ok(!JSON.stringify(user).includes('argon2'));
    assert.deepEqual(normalizeUser(user), user, 'already normalised');
  });

  test('another ordinary member does not receive a hidden birthday or a hidden location', () => {
    const user = toUserJson(row(), { id: 8 });
    assert.equal('birthday' in user, false);
    assert.equal('location' in user, false);
    assert.equal(user.isBirthdayVisible, false);
    assert.equal(user.isLocationVisible, false);
    assert.equal(user.email, 'ann@example.org');
    const anonymous = toUserJson(row(), null);
    assert.equal('birthday' in anonymous, false);
    assert.equal('location' in anonymous, false);
  });

  test('visible values are sent to other members', () => {
    const user = toUserJson(row({ is_birthday_visible: true, is_location_visible: true }), { id: 8 });
    assert.equal(user.birthday, '1990-02-28');
    assert.deepEqual(user.location, { lat: 39.78, lng: -89.65 });
  });

  test('admins and managers receive hidden values (so their edits never wipe them)', () => {
    for (const id of [ADMIN_USER_ID, MANAGER_USER_ID]) {
      const user = toUserJson(row(), { id });
      assert.equal(user.birthday, '1990-02-28');
      assert.deepEqual(user.location, { lat: 39.78, lng: -89.65 });
    }
  });

  test('empty values are left out: no photoURL, no location, no last_login', () => {
    const user = toUserJson(
      row({ photo_url: null, latitude: null, longitude: null, last_login: null, birthday: null, bio: null, address1: null, city: null, state: null, country: null, postal_code: null }),
      { id: 7 },
    );
    assert.equal('photoURL' in user, false);
    assert.equal('location' in user, false);
    assert.equal('last_login' in user, false);
    assert.equal('birthday' in user, false);
    assert.equal('bio' in user, false);
    assert.deepEqual(user.address, {});
  });
});
