import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, test } from 'node:test';
import { unsubscribeQuery, unsubscribeUrl, verifyUnsubscribe } from './unsubscribe-links.js';

const KEY = randomBytes(32);
const PATH = '/api/notifications/unsubscribe';

/** The query of a link as a mail client opens it: strings. */
function queryOf(link: string) {
  return Object.fromEntries(new URL(link).searchParams);
}

describe('unsubscribe links', () => {
  test('a link stops what it names, for the member it names', () => {
    const link = unsubscribeUrl('https://family.example.org', PATH, KEY, 12, 'birthdayOnTheDay');
    assert.match(link, /^https:\/\/family\.example\.org\/api\/notifications\/unsubscribe\?member=12&stop=birthdayOnTheDay&sig=[\w-]{32}$/);
    assert.deepEqual(verifyUnsubscribe(KEY, queryOf(link)), { member: 12, stop: 'birthdayOnTheDay' });
    assert.deepEqual(verifyUnsubscribe(KEY, queryOf(unsubscribeUrl('https://family.example.org', PATH, KEY, 12, 'all'))), { member: 12, stop: 'all' });
  });

  test('it cannot be used for another member or another kind, nor forged', () => {
    const { sig } = unsubscribeQuery(KEY, 12, 'birthdayOnTheDay');
    assert.equal(verifyUnsubscribe(KEY, { member: '13', stop: 'birthdayOnTheDay', sig }), null, 'another member');
    assert.equal(verifyUnsubscribe(KEY, { member: '12', stop: 'all', sig }), null, 'a wider stop');
    assert.equal(verifyUnsubscribe(KEY, { member: '12', stop: 'memberJoined', sig }), null, 'another kind');
    assert.equal(verifyUnsubscribe(randomBytes(32), { member: '12', stop: 'birthdayOnTheDay', sig }), null, 'another install’s key');
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    assert.equal(verifyUnsubscribe(KEY, { member: '12', stop: 'birthdayOnTheDay', sig: flipped }), null, 'one character changed');
    assert.equal(verifyUnsubscribe(KEY, { member: '12', stop: 'birthdayOnTheDay', sig: sig.slice(0, 31) }), null, 'shortened');
    assert.equal(verifyUnsubscribe(KEY, { member: '12', stop: 'birthdayOnTheDay', sig: sig + 'A' }), null, 'lengthened');
  });

  test('hostile or missing parts are refused, never thrown', () => {
    const { sig } = unsubscribeQuery(KEY, 12, 'all');
    for (const query of [
      {},
      { member: '12', stop: 'all' },
      { member: '012', stop: 'all', sig },
      { member: '12.0', stop: 'all', sig },
      { member: '-12', stop: 'all', sig },
      { member: '99999999999999999999', stop: 'all', sig },
      { member: ['12'], stop: 'all', sig },
      { member: '12', stop: 'all; drop table users', sig },
      { member: '12', stop: '', sig },
      { member: '12', stop: 'all', sig: 'ü'.repeat(32) },
      { member: '12', stop: 'all', sig: { length: 32 } },
    ]) {
      assert.equal(verifyUnsubscribe(KEY, query as never), null, JSON.stringify(query));
    }
    assert.throws(() => unsubscribeQuery(KEY, 0, 'all'));
    assert.throws(() => unsubscribeQuery(KEY, 12, 'all&member=13'));
  });
});
