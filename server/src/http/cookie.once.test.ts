import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readCookie, serializeCookie } from './cookie.js';

describe('readCookie', () => {
  test('finds the named cookie among others, whatever the spacing and order', () => {
    assert.equal(readCookie('token=abc_-1', 'token'), 'abc_-1');
    assert.equal(readCookie('theme=dark; token=abc;lang=en', 'token'), 'abc');
    assert.equal(readCookie('  token =abc ', 'token'), 'abc');
  });

  test('a cookie whose name only contains or starts like the name is not it', () => {
    assert.equal(readCookie('mytoken=x; token2=y', 'token'), undefined);
    assert.equal(readCookie('mytoken=x; token=y', 'token'), 'y');
  });

  test('absent, empty or malformed headers give undefined or the raw value, never a throw', () => {
    assert.equal(readCookie(undefined, 'token'), undefined);
    assert.equal(readCookie('', 'token'), undefined);
    assert.equal(readCookie('token', 'token'), undefined);
    assert.equal(readCookie('token=', 'token'), '');
    assert.equal(readCookie('token=%E0%A4%A', 'token'), '%E0%A4%A');
  });

  test('quoted and percent-encoded values are decoded; the first of two same-named cookies wins', () => {
    assert.equal(readCookie('token="abc"', 'token'), 'abc');
    assert.equal(readCookie('token=a%3Db', 'token'), 'a=b');
    assert.equal(readCookie('token=first; token=second', 'token'), 'first');
  });
});

describe('serializeCookie', () => {
  test('a session cookie carries its lifetime and flags', () => {
    assert.equal(
      serializeCookie('token', 'abc', { httpOnly: true, sameSite: 'lax', path: '/', secure: true, maxAge: 2592000 }),
      'token=abc; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax',
    );
  });

  test('removing a cookie empties it and dates it in the past; no Secure over http', () => {
    assert.equal(
      serializeCookie('token', '', { httpOnly: true, sameSite: 'lax', path: '/', secure: false, maxAge: 0 }),
      'token=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/; HttpOnly; SameSite=Lax',
    );
  });

  test('a value that could end the header or add an attribute is encoded', () => {
    const header = serializeCookie('token', 'a; Domain=evil.example\r\nX: y', { httpOnly: true, sameSite: 'strict', path: '/', secure: false, maxAge: 60 });
    assert.ok(header.startsWith('token=a%3B%20Domain%3Devil.example%0D%0AX%3A%20y; '));
    assert.equal(readCookie(header.split('; ')[0], 'token'), 'a; Domain=evil.example\r\nX: y');
  });
});
