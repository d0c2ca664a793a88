import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CSV_REQUIRED_COLUMNS } from 'shared-contracts';
import { TABLE_WITH_THROWAWAY_FIELD, THROWAWAY_FIELD } from 'shared-contracts/testing/fields';
import { checkUserCsv } from './csv-import.js';

/* The import's columns come from the field table: a field the table adds is read, and checked, without the import naming it. */

const NOW = new Date('2026-11-28T12:00:00Z');
const header = [...CSV_REQUIRED_COLUMNS, THROWAWAY_FIELD].join(',');
const row = (dish: string) => ['zoe@example.org', 'Zoë', 'Zoë', 'Lee', '', '', '', '', 'true', dish].join(',');

describe('a user import with a field the table adds', () => {
  test('reads its column into the new member', async () => {
    const checked = await checkUserCsv(Buffer.from(`${header}\n${row('Lasagne')}\n`), NOW, TABLE_WITH_THROWAWAY_FIELD);
    assert.ok(checked.ok);
    assert.deepEqual(checked.problems, []);
    assert.equal((checked.candidates[0].user.fields as Record<string, unknown>)[THROWAWAY_FIELD], 'Lasagne');
  });

  test("checks it by its own rules, in the row's report", async () => {
    const checked = await checkUserCsv(Buffer.from(`${header}\n${row('x'.repeat(61))}\n`), NOW, TABLE_WITH_THROWAWAY_FIELD);
    assert.ok(checked.ok);
    assert.deepEqual(checked.problems, [{ row: 2, message: 'Favourite dish must be at most 60 characters' }]);
  });

  test("the product's own table ignores the column", async () => {
    const checked = await checkUserCsv(Buffer.from(`${header}\n${row('Lasagne')}\n`), NOW);
    assert.ok(checked.ok);
    assert.equal(THROWAWAY_FIELD in checked.candidates[0].user.fields, false);
  });
});

describe('a big file read a slice at a time', () => {
  test('a character beyond U+FFFF (an emoji) where one slice ends and the next begins is kept whole', async () => {
    const columns = CSV_REQUIRED_COLUMNS.join(',');
    const line = (i: number, name: string) => [`slice${i}@example.org`, name, 'Ann', 'Lee', ...CSV_REQUIRED_COLUMNS.slice(4).map(() => '')].join(',');
    const filler: string[] = [];
    while ([columns, ...filler].join('\n').length < 4095 - 120) filler.push(line(filler.length, `Filler ${filler.length}`));
    // The last row's name is padded so that the emoji's first half is the 4,096th character.
    let text = '';
    for (let pad = 0; pad < 120; pad += 1) {
      text = [columns, ...filler, line(filler.length, `${'x'.repeat(pad)}👪 family`)].join('\n');
      if (text.indexOf('👪') === 4095) break;
    }
    assert.equal(text.indexOf('👪'), 4095, 'the test places the emoji across the first slice boundary');
    const checked = await checkUserCsv(Buffer.from(text), NOW);
    assert.ok(checked.ok);
    assert.deepEqual(checked.problems, []);
    assert.match(String(checked.candidates[filler.length].user.fields.displayName), /x👪 family$/);
  });
});
