import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readGedcomDate } from './gedcom-dates.js';

/* Dates as genealogists write them: what the tree sorts by, and what it keeps as written. */

const CASES: Array<[string, string | null, string | null]> = [
  // written, the tree's date, the phrase kept
  ['3 APR 1921', '1921-04-03', null],
  ['APR 1921', '1921-04', null],
  ['1921', '1921', null],
  ['  3  apr   1921 ', '1921-04-03', null],
  ['@#DGREGORIAN@ 3 APR 1921', '1921-04-03', null],
  ['ABT 1850', '1850', 'ABT 1850'],
  ['abt 1850', '1850', 'abt 1850'],
  ['EST 1700', '1700', 'EST 1700'],
  ['CAL 1699', '1699', 'CAL 1699'],
  ['BEF 1900', '1900', 'BEF 1900'],
  ['AFT 12 MAY 1850', '1850-05-12', 'AFT 12 MAY 1850'],
  ['BET 1800 AND 1810', '1800', 'BET 1800 AND 1810'],
  ['BET JAN 1800 AND DEC 1810', '1800-01', 'BET JAN 1800 AND DEC 1810'],
  ['FROM 1900 TO 1910', '1900', 'FROM 1900 TO 1910'],
  ['FROM 1900', '1900', 'FROM 1900'],
  ['TO 1910', '1910', 'TO 1910'],
  ['INT 1850 (about the time of the flood)', '1850', 'INT 1850 (about the time of the flood)'],
  ['(in the spring, says Oma)', null, '(in the spring, says Oma)'],
  ['800', '0800', null],
  ['12 MAR 44', '0044-03-12', null],
  ['44 B.C.', null, '44 B.C.'],
  ['400 BCE', null, '400 BCE'],
  ['ABT 400 B.C.', null, 'ABT 400 B.C.'],
  ['11 FEB 1750/51', '1751-02-11', '11 FEB 1750/51'],
  ['1 JAN 1799/00', '1800-01-01', '1 JAN 1799/00'],
  ['@#DJULIAN@ 1 JAN 1700', '1700-01-01', '@#DJULIAN@ 1 JAN 1700'],
  ['JULIAN 1 JAN 1700', '1700-01-01', 'JULIAN 1 JAN 1700'],
  ['@#DHEBREW@ 1 TSH 5700', null, '@#DHEBREW@ 1 TSH 5700'],
  ['@#DFRENCH R@ 1 VEND 12', null, '@#DFRENCH R@ 1 VEND 12'],
  ['31 FEB 1900', null, '(31 FEB 1900)'],
  ['0', null, '(0)'],
  ['spring 1850', null, '(spring 1850)'],
  ['unknown', null, '(unknown)'],
  ['', null, null],
];

test('each way a GEDCOM file writes a date', () => {
  for (const [written, date, phrase] of CASES) assert.deepEqual(readGedcomDate(written), { date, phrase }, written);
});

test('nothing a file can hold makes it throw, and a phrase stays short', () => {
  // The last one took quadratic time in a pattern: 10 MB of it would have held the server for hours.
  for (const written of ['BET AND', 'ABT', 'FROM TO', 'INT (', '((((', '@#D@', '1 2 3 4 5', 'x'.repeat(10_000), 'BET 1 AND', '\u0000\u0001', `INT 1 ${' ('.repeat(500_000)}`]) {
    const read = readGedcomDate(written);
    assert.ok(read.phrase === null || read.phrase.length <= 100, written);
  }
});
