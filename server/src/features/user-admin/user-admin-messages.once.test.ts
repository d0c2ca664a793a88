import assert from 'node:assert/strict';
import { test } from 'node:test';
import { USER_ADMIN_MESSAGES } from './user-admin-messages.js';
import { inCallersLanguage } from '../../i18n/answers.js';

const say = (locale: string, text: string) => inCallersLanguage({ headers: { 'accept-language': locale } }, { success: false, message: text }).message;

test('names the row limit with its thousands comma (without the locale formatter)', () => {
  assert.equal(USER_ADMIN_MESSAGES.csvTooManyRows, 'The CSV file has more than 10,000 rows. Please split it into smaller files.');
});

test("says what the page says when the welcome e-mail could not be sent", () => {
  assert.match(USER_ADMIN_MESSAGES.createdMailFailed, /the welcome email could not be sent/);
});

test("the CSV file's problems in the importer's language: one and many, the columns as the file names them", () => {
  assert.equal(USER_ADMIN_MESSAGES.rowColumnCount(1, 9), 'has 1 value, but the header has 9 columns');
  assert.match(USER_ADMIN_MESSAGES.csvMissingColumns(['bio', 'birthday']), /^The CSV file is missing the required columns bio, birthday\. Required columns: email, /);
  assert.equal(say('de', `Row 4: ${USER_ADMIN_MESSAGES.rowColumnCount(2, 9)}`), 'Zeile 4: hat 2 Werte, aber die Kopfzeile hat 9 Spalten');
  assert.equal(say('ar', `Row 4: ${USER_ADMIN_MESSAGES.rowColumnCount(2, 9)}`), 'الصف 4: فيه قيمتان، لكن في الرأس 9 أعمدة');
  assert.match(say('es', USER_ADMIN_MESSAGES.csvMissingColumns(['bio'])), /^Al archivo CSV le falta la columna obligatoria bio\. /);
  assert.equal(say('de', USER_ADMIN_MESSAGES.csvDuplicateColumns(['E-mail', 'Nickname'])), 'Die Kopfzeile der CSV-Datei nennt E-mail, Nickname mehr als einmal.');
});
