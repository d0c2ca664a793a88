import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ADMIN_USER_ID, MANAGER_USER_ID } from 'shared-contracts';
import { fieldsEditorMayNotChange, profileChanges } from './members.js';

describe('what a profile save changes', () => {
  test('only the fields it names; the address flattened into its parts; empty text clears', () => {
    assert.deepEqual(profileChanges({ occupation: 'Writer', bio: '', address: { city: 'Concord', postalCode: null } }), {
      occupation: 'Writer',
      bio: null,
      city: 'Concord',
      postalCode: null,
    });
  });

  test('address null clears every part', () => {
    assert.deepEqual(profileChanges({ address: null }), { address1: null, address2: null, city: null, state: null, country: null, postalCode: null });
  });

  test('turning location sharing off deletes the position in the same write (live only)', () => {
    assert.deepEqual(profileChanges({ isLocationVisible: false }), { isLocationVisible: false, clearLocation: true });
    assert.equal('clearLocation' in profileChanges({ isLocationVisible: true }), false);
  });
});

describe('who may change a field declared for managers only', () => {
  const managerOnly = ['occupation', 'city'];

  test('a member may not, on their own profile: each such field is named', () => {
    assert.deepEqual(fieldsEditorMayNotChange({ occupation: 'Queen', bio: 'hi', address: { city: 'Paris' } }, { id: 7 }, managerOnly), ['occupation', 'city']);
  });

  test('the admin and the manager may', () => {
    for (const id of [ADMIN_USER_ID, MANAGER_USER_ID]) {
      assert.deepEqual(fieldsEditorMayNotChange({ occupation: 'Queen', address: { city: 'Paris' } }, { id }, managerOnly), []);
    }
  });

  test('today every declared field is the member\'s own to change', () => {
    assert.deepEqual(fieldsEditorMayNotChange({ occupation: 'Writer', birthday: '1990-01-01', address: { city: 'Concord' } }, { id: 7 }), []);
  });
});
