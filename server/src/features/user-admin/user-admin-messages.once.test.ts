import assert from 'node:assert/strict';
import { test } from 'node:test';
import { USER_ADMIN_MESSAGES } from './user-admin-messages.js';

test('names the row limit with its thousands comma (without the locale formatter)', () => {
  assert.equal(USER_ADMIN_MESSAGES.csvTooManyRows, 'The CSV file has more than 10,000 rows. Please split it into smaller files.');
});

test("says what the page says when the welcome e-mail could not be sent", () => {
  assert.match(USER_ADMIN_MESSAGES.createdMailFailed, /the welcome email could not be sent/);
});
