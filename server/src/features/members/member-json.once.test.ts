import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ADMIN_USER_ID, MANAGER_USER_ID, MEMBER_FIELDS } from 'shared-contracts';
import type { AccountRecord, MemberFieldValues } from './queries.js';
import { toUserJson } from './member-json.js';

/** Every declared field unset: a field added to the declaration starts empty here. */
/** Every field as a new account has it: switches as they start, no values. */
const UNSET = Object.fromEntries(Object.entries(MEMBER_FIELDS).map(([key, spec]) => [key, spec.kind === 'flag' ? (spec as { startsOn?: boolean }).startsOn === true : null])) as MemberFieldValues;

function row(overrides: Partial<AccountRecord> = {}): AccountRecord {
  return {
    ...UNSET,
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
    address1: '1 Main St',
    address2: null,
    city: 'Springfield',
    state: 'IL',
    country: 'USA',
    postalCode: '62701',
    latitude: 39.78,
    longitude: -89.65,
    locationUpdatedAt: new Date('2026-01-02T03:04:05Z'),
    locationSharingUntil: null,
    createdAt: new Date('2025-05-06T07:08:09.010Z'),
    lastLogin: new Date('2026-01-03T00:00:00Z'),
    awaitingApproval: false,
    invitedBy: null,
    language: null,
    role: null,
    // What a careless read of the table would bring along: it must never reach an answer.
    ...({ passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$c2FsdA$aGFzaA' } as object),
    ...overrides,
  };
}

describe('toUserJson', () => {
  const NOW = new Date('2026-01-02T03:30:00Z');

  test('the owner sees everything, in the shape of the shared User type; no secret ever', () => {
    const sharing = { isLocationVisible: true, locationSharingUntil: new Date('2026-01-02T04:04:05Z') };
    const user = toUserJson(row(sharing), { id: 7 }, false, NOW);
    assert.deepEqual(user, {
      id: 7,
      role: 'member',
      email: 'ann@example.org',
      displayName: 'Ann',
      firstName: 'Ann',
      lastName: 'Lee',
      phoneNumber: '5551234567',
      occupation: 'Baker',
      bio: 'Bakes bread',
      photoURL: '/uploads/avatars/7.webp',
      birthday: '1990-02-28',
      isLocationVisible: true,
      isBirthdayVisible: false,
      isBirthYearVisible: true,
      isPhoneVisible: true,
      isEmailVisible: true,
      isAddressVisible: true,
      emailVerified: true,
      address: { address1: '1 Main St', city: 'Springfield', state: 'IL', country: 'USA', postalCode: '62701' },
      // When the position was taken; when the sharing period ends only for its owner.
      location: { lat: 39.78, lng: -89.65, updatedAt: '2026-01-02T03:04:05.000Z', sharingUntil: '2026-01-02T04:04:05.000Z' },
      created_at: '2025-05-06T07:08:09.010Z',
      last_login: '2026-01-03T00:00:00.000Z',
    });
    assert.ok(!JSON.stringify(user).includes('argon2'));
    assert.deepEqual(Object.keys(user).filter((key) => key.includes('_') && key !== 'created_at' && key !== 'last_login'), [], 'camelCase only');
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

  test('visible values are sent to other members, the position with its time', () => {
    const user = toUserJson(row({ isBirthdayVisible: true, isLocationVisible: true, locationSharingUntil: new Date('2026-01-02T04:00:00Z') }), { id: 8 }, false, NOW);
    assert.equal(user.birthday, '1990-02-28');
    assert.equal(user.isLocationVisible, true);
    assert.deepEqual(user.location, { lat: 39.78, lng: -89.65, updatedAt: '2026-01-02T03:04:05.000Z' });
  });

  test('admins and managers receive a hidden birthday (so their edits never wipe it), but never a position that is not shared', () => {
    for (const id of [ADMIN_USER_ID, MANAGER_USER_ID]) {
      const user = toUserJson(row(), { id });
      assert.equal(user.birthday, '1990-02-28');
      assert.equal('location' in user, false);
      assert.equal(user.isLocationVisible, false);
    }
    assert.equal('location' in toUserJson(row(), { id: 7 }), false, 'nor its owner: a position that is not shared does not exist');
  });

  test("every user carries its role: the spec's rule by id, or the role handed over, which also decides what its holder sees", () => {
    assert.equal(toUserJson(row({ id: ADMIN_USER_ID }), null).role, 'admin');
    assert.equal(toUserJson(row({ id: MANAGER_USER_ID }), null).role, 'manager');
    assert.equal(toUserJson(row(), null).role, 'member');
    assert.equal(toUserJson(row({ role: 'admin' }), null).role, 'admin');
    assert.equal(toUserJson(row(), { id: 9, role: 'admin' }).birthday, '1990-02-28', 'a handed-over admin manages');
    assert.equal('birthday' in toUserJson(row(), { id: 9, role: 'member' }), false);
  });

  test('a sharing period that is over is never sent, to anyone, and reads as not sharing', () => {
    const ended = row({ isLocationVisible: true, locationSharingUntil: new Date('2026-01-02T03:30:00Z') });
    for (const viewer of [{ id: 7 }, { id: 8 }, { id: ADMIN_USER_ID }, null]) {
      const user = toUserJson(ended, viewer, undefined, NOW);
      assert.equal('location' in user, false, `viewer ${viewer?.id}`);
      assert.equal(user.isLocationVisible, false);
    }
    const oneSecondEarlier = toUserJson(ended, { id: 8 }, false, new Date('2026-01-02T03:29:59Z'));
    assert.deepEqual(oneSecondEarlier.location, { lat: 39.78, lng: -89.65, updatedAt: '2026-01-02T03:04:05.000Z' });
  });

  test('sharing until turned off has no end, and a position without its time is still sent', () => {
    const user = toUserJson(row({ isLocationVisible: true, locationUpdatedAt: null }), { id: 7 }, false, NOW);
    assert.deepEqual(user.location, { lat: 39.78, lng: -89.65 });
  });

  test('each record answers with its own times, however often it is answered', () => {
    const kept = row({ lastLogin: new Date('2026-01-03T00:00:00Z') });
    const later = row({ lastLogin: new Date('2026-02-04T05:06:07Z') });
    for (let i = 0; i < 3; i += 1) {
      assert.equal(toUserJson(kept, kept, false, NOW).last_login, '2026-01-03T00:00:00.000Z');
      assert.equal(toUserJson(later, later, false, NOW).last_login, '2026-02-04T05:06:07.000Z');
    }
  });

  test('empty values are left out: no photoURL, no location, no last_login', () => {
    const user = toUserJson(
      row({ photoURL: null, latitude: null, longitude: null, lastLogin: null, birthday: null, bio: null, address1: null, city: null, state: null, country: null, postalCode: null }),
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
