import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { decodeAnsel, decodeGedcom } from './gedcom-decode.js';
import { isGedcom, readGedcom } from './gedcom-read.js';

/*
 * Reading GEDCOM files as twenty years of genealogy programs write them: their character sets,
 * line ends, names, notes, adoptions, remarriages, and the broken parts some of them have.
 */

const latin1 = (text: string) => Buffer.from(text, 'latin1');
const lines = (...all: string[]) => `${all.join('\n')}\n`;

describe('characters', () => {
  test('ANSEL: each accent, written before its letter, goes on it ("Mu\u0308ller" is "Müller")', async () => {
    assert.equal(await decodeAnsel(Uint8Array.from([0x4d, 0xe8, 0x75, 0x6c, 0x6c, 0x65, 0x72])), 'Müller');
    assert.equal(await decodeAnsel(Uint8Array.from([0x4a, 0x6f, 0x73, 0xe2, 0x65])), 'José');
    assert.equal(await decodeAnsel(Uint8Array.from([0xa1, 0xe2, 0x6f, 0x64, 0xe2, 0x7a])), 'Łódź');
    assert.equal(await decodeAnsel(Uint8Array.from([0x46, 0x72, 0x61, 0x6e, 0xf0, 0x63, 0x6f, 0x69, 0x73])), 'François');
    assert.equal(await decodeAnsel(Uint8Array.from([0x53, 0x74, 0x72, 0x61, 0xcf, 0x65])), 'Straße');
    // Two accents on one letter (Vietnamese), and an accent at the very end (kept, not lost).
    assert.equal(await decodeAnsel(Uint8Array.from([0xe3, 0xe2, 0x61])), 'ấ');
    assert.equal((await decodeAnsel(Uint8Array.from([0x61, 0xe2]))).normalize('NFD'), 'a\u0301');
  });

  const HEAD = (charset: string) => `0 HEAD\r\n1 CHAR ${charset}\r\n0 @I1@ INDI\r\n1 NAME `;
  test('the file says its character set, or its byte-order mark does', async () => {
    const name = 'Zoë /Ørsted/';
    const cases: Array<[string, Buffer, string]> = [
      ['UTF-8', Buffer.from(`${HEAD('UTF-8')}${name}\r\n`), 'UTF-8'],
      ['UTF-8 with a BOM', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${HEAD('UTF-8')}${name}\r\n`)]), 'UTF-8'],
      ['UTF-16 LE with a BOM', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${HEAD('UNICODE')}${name}\r\n`, 'utf16le')]), 'UTF-16LE'],
      ['UTF-16 LE without', Buffer.from(`${HEAD('UNICODE')}${name}\r\n`, 'utf16le'), 'UTF-16LE'],
      ['UTF-16 BE with a BOM', Buffer.from(Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(`${HEAD('UNICODE')}${name}\r\n`, 'utf16le')]).swap16()), 'UTF-16BE'],
      ['UTF-16 BE without', Buffer.from(Buffer.from(`${HEAD('UNICODE')}${name}\r\n`, 'utf16le').swap16()), 'UTF-16BE'],
      ['ANSI (Windows Western)', latin1(`${HEAD('ANSI')}${name}\r\n`), 'windows-1252'],
      ['IBM WINDOWS (Family Tree Maker)', latin1(`${HEAD('IBM WINDOWS')}${name}\r\n`), 'windows-1252'],
      ['ANSEL', Buffer.concat([latin1(HEAD('ANSEL')), Buffer.from([0x5a, 0x6f, 0xe8, 0x65, 0x20, 0x2f, 0xa2, 0x72, 0x73, 0x74, 0x65, 0x64, 0x2f, 0x0d, 0x0a])]), 'ANSEL'],
    ];
    for (const [label, bytes, encoding] of cases) {
      const decoded = await decodeGedcom(bytes);
      assert.equal(decoded.encoding, encoding, label);
      const [person] = (await readGedcom(decoded.text)).people;
      assert.deepEqual([person.firstName, person.lastName], ['Zoë', 'Ørsted'], label);
    }
  });

  test('a Central European code page, by its name or by ANSI and its version', async () => {
    const bytes = (head: string) => Buffer.concat([latin1(`0 HEAD\r\n${head}0 @I1@ INDI\r\n1 NAME `), Buffer.from([0x8a, 0x74, 0x65, 0x66, 0x61, 0x6e, 0x20, 0x2f, 0x48, 0x6f, 0xf8, 0x65, 0x6a, 0x9a, 0xed, 0x2f]), latin1('\r\n')]);
    for (const head of ['1 CHAR WINDOWS-1250\r\n', '1 CHAR ANSI\r\n2 VERS 1250\r\n', '1 CHAR CP1250\r\n']) {
      const decoded = await decodeGedcom(bytes(head));
      assert.equal(decoded.encoding, 'windows-1250', head);
      assert.equal((await readGedcom(decoded.text)).people[0].lastName, 'Hořejší', head);
    }
  });

  test('UTF-8 in a file that says ANSEL or ANSI is read as UTF-8 (programs that write one and say the other)', async () => {
    const decoded = await decodeGedcom(Buffer.from(`${HEAD('ANSEL')}Zoë /Ørsted/\r\n`));
    assert.equal(decoded.encoding, 'UTF-8');
    assert.equal((await readGedcom(decoded.text)).people[0].firstName, 'Zoë');
  });

  test('a character set no decoder knows is read as the Western code page, and UTF-16 without a mark after a blank line', async () => {
    assert.equal((await decodeGedcom(latin1('0 HEAD\r\n1 CHAR ISO-8859-12\r\n0 @I1@ INDI\r\n1 NAME Ann /Lee/\r\n'))).encoding, 'windows-1252');
    const utf16 = await decodeGedcom(Buffer.from('\r\n0 HEAD\r\n0 @I1@ INDI\r\n1 NAME Zoë /Lee/\r\n', 'utf16le'));
    assert.equal(utf16.encoding, 'UTF-16LE');
    assert.equal((await readGedcom(utf16.text)).people[0].firstName, 'Zoë');
  });

  test('CR, LF and CRLF line ends read the same', async () => {
    const text = ['0 HEAD', '0 @I1@ INDI', '1 NAME Ann /Lee/', '1 NOTE one', '2 CONT two', '0 TRLR'];
    const read = await Promise.all(['\r', '\n', '\r\n'].map(async (end) => (await readGedcom(text.join(end) + end)).people));
    assert.deepEqual(read[0], read[1]);
    assert.deepEqual(read[1], read[2]);
    assert.equal(read[0][0].note, 'one\ntwo');
  });
});

describe('people and families', () => {
  const FILE = lines(
    '0 HEAD',
    '1 SOUR GRAMPS',
    '1 GEDC',
    '2 VERS 5.5.1',
    '1 CHAR UTF-8',
    '0 @I1@ INDI',
    '1 NAME John /Smith/ Jr.',
    '1 SEX M',
    '1 BIRT',
    '2 DATE ABT 1850',
    '1 DEAT',
    '2 DATE 3 APR 1921',
    '1 FAMS @F1@',
    '1 FAMS @F2@',
    '0 @I2@ INDI',
    '1 NAME Mary /Jones/',
    '2 GIVN Mary Ann',
    '2 SURN Jones-Smith',
    '1 SEX F',
    '1 NOTE Came from Cork in 18',
    '2 CONC 70, with her sister;',
    '2 CONT her mail: mary@@example.org',
    '1 NOTE @N1@',
    '0 @I3@ INDI',
    '1 NAME Emma /Smith/',
    '1 FAMC @F1@',
    '2 PEDI adopted',
    '0 @I4@ INDI',
    '1 NAME Rose /Brown/',
    '1 SEX F',
    '0 @I5@ INDI',
    '1 NAME Tom /Smith/',
    '0 @I6@ INDI',
    '1 NAME /Nobody/',
    '1 SEX X',
    '0 @I7@ INDI',
    '0 @F1@ FAM',
    '1 HUSB @I1@',
    '1 WIFE @I2@',
    '1 CHIL @I3@',
    '1 MARR',
    '2 DATE 1875',
    '1 DIV',
    '2 DATE BEF 1890',
    '0 @F2@ FAM',
    '1 HUSB @I1@',
    '1 WIFE @I4@',
    '1 CHIL @I5@',
    '2 _FREL Natural',
    '2 _MREL Step',
    '1 CHIL @I99@',
    '1 MARR',
    '0 @F3@ FAM',
    '1 HUSB @I6@',
    '1 WIFE @I7@',
    '1 _NMR Y',
    '0 @N1@ NOTE A shared note.',
    'this line is not GEDCOM',
    '0 TRLR',
  );

  test('names, sexes, dates as written, notes joined from CONC and CONT and shared records', async () => {
    const file = await readGedcom(FILE);
    assert.equal(file.source, 'GRAMPS');
    assert.equal(file.version, '5.5.1');
    assert.equal(file.families, 3);
    const [john, mary, emma, , , nobody, unnamed] = file.people;
    assert.deepEqual([john.firstName, john.lastName, john.gender], ['John', 'Smith Jr.', 'male']);
    assert.deepEqual(john.birth, { date: '1850', phrase: 'ABT 1850' });
    assert.deepEqual(john.death, { date: '1921-04-03', phrase: null });
    // NAME's slashes say the surname; GIVN the given names.
    assert.deepEqual([mary.firstName, mary.lastName, mary.gender], ['Mary Ann', 'Jones', 'female']);
    assert.equal(john.matchName, 'John Smith', 'a suffix is not part of the name compared with members');
    assert.equal(mary.note, 'Came from Cork in 1870, with her sister;\nher mail: mary@example.org\n\nA shared note.');
    assert.deepEqual([emma.firstName, emma.birth], ['Emma', { date: null, phrase: null }]);
    assert.deepEqual([nobody.firstName, nobody.lastName, nobody.gender], [null, 'Nobody', null]);
    assert.deepEqual([unnamed.firstName, unnamed.lastName], ['Unknown', null]);
  });

  test('parents by kind (PEDI; _FREL and _MREL per parent), several marriages, a partnership not married', async () => {
    const file = await readGedcom(FILE);
    assert.deepEqual(
      file.parents.map(({ child, parent, kind }) => `${child}<${parent}:${kind}`),
      ['@I3@<@I1@:adoptive', '@I3@<@I2@:adoptive', '@I5@<@I1@:birth', '@I5@<@I4@:step'],
    );
    assert.deepEqual(
      file.partners.map(({ a, b, married, ended, startDate, endDate }) => [a, b, married, ended, startDate, endDate]),
      [
        ['@I1@', '@I2@', true, true, '1875', '1890'],
        ['@I1@', '@I4@', true, false, null, null],
        ['@I6@', '@I7@', false, false, null, null],
      ],
    );
  });

  test('what is broken is skipped with its line, never a crash', async () => {
    const file = await readGedcom(FILE);
    const problems = file.problems.map((problem) => `${problem.line}: ${problem.message}`);
    assert.ok(problems.includes('51: @I99@ is not in the file, the link is skipped'), problems.join('\n'));
    assert.ok(problems.includes('58: not a GEDCOM line, skipped'), problems.join('\n'));
    assert.ok(problems.some((problem) => problem.startsWith('36: no name')), problems.join('\n'));
  });

  test('GEDCOM 7.0: upper-case pedigrees, @VOID@, dates before Christ', async () => {
    const file = await readGedcom(
      lines(
        '0 HEAD',
        '1 GEDC',
        '2 VERS 7.0',
        '0 @A@ INDI',
        '1 NAME Julius /Caesar/',
        '1 BIRT',
        '2 DATE 100 BCE',
        '0 @B@ INDI',
        '1 NAME Octavian',
        '1 FAMC @F@',
        '2 PEDI ADOPTED',
        '0 @F@ FAM',
        '1 HUSB @A@',
        '1 WIFE @VOID@',
        '1 CHIL @B@',
        '0 TRLR',
      ),
    );
    assert.equal(file.version, '7.0');
    assert.deepEqual(file.people[0].birth, { date: null, phrase: '100 BCE' });
    assert.deepEqual([file.people[1].firstName, file.people[1].lastName], ['Octavian', null]);
    assert.deepEqual(file.parents.map(({ child, parent, kind }) => [child, parent, kind]), [['@B@', '@A@', 'adoptive']]);
    assert.deepEqual(file.problems, []);
  });

  test('names as programs write them: a surname prefix, the surname first, a suffix', async () => {
    const file = await readGedcom(
      lines(
        '0 HEAD',
        '0 @A@ INDI',
        '1 NAME Vincent /van Gogh/',
        '2 GIVN Vincent',
        '2 SPFX van',
        '2 SURN Gogh',
        '0 @B@ INDI',
        '1 NAME /Wang/ Xiu',
        '0 @C@ INDI',
        '1 NAME Ann',
        '2 SPFX de',
        '2 SURN Witt',
        '2 NSFX III',
        '0 TRLR',
      ),
    );
    assert.deepEqual(
      file.people.map(({ firstName, lastName, matchName }) => [firstName, lastName, matchName]),
      [
        ['Vincent', 'van Gogh', 'Vincent van Gogh'],
        ['Xiu', 'Wang', 'Xiu Wang'],
        ['Ann', 'de Witt III', 'Ann de Witt'],
      ],
    );
  });

  test("7.0: a shared note (SNOTE), an '@' kept but a leading '@@'; a kind that says nothing (Unknown, SEALING) leaves PEDI's", async () => {
    const file = await readGedcom(
      lines(
        '0 HEAD',
        '1 GEDC',
        '2 VERS 7.0',
        '0 @N1@ SNOTE Mail: a@@b.org',
        '0 @A@ INDI',
        '1 NAME Ann /Lee/',
        '1 SNOTE @N1@',
        '1 NOTE @@home',
        '0 @B@ INDI',
        '1 NAME Bo /Lee/',
        '1 FAMC @F@',
        '2 PEDI ADOPTED',
        '0 @F@ FAM',
        '1 WIFE @A@',
        '1 CHIL @B@',
        '2 _MREL Unknown',
        '0 TRLR',
      ),
    );
    assert.equal(file.people[0].note, 'Mail: a@@b.org\n\n@home');
    assert.deepEqual(file.parents.map((link) => link.kind), ['adoptive']);
  });

  test('a person cannot be their own parent; two records with one id keep the first', async () => {
    const file = await readGedcom(lines('0 HEAD', '0 @I1@ INDI', '1 NAME A', '0 @I1@ INDI', '1 NAME B', '0 @F1@ FAM', '1 HUSB @I1@', '1 CHIL @I1@', '0 TRLR'));
    assert.deepEqual(file.people.map((person) => person.firstName), ['A']);
    assert.deepEqual(file.parents, []);
    assert.deepEqual(
      file.problems.map((problem) => problem.line),
      [4, 8],
    );
  });

  test('names and notes longer than the tree keeps are shortened, and said so', async () => {
    const file = await readGedcom(lines('0 HEAD', '0 @I1@ INDI', `1 NAME ${'A'.repeat(150)} /B/`, `1 NOTE ${'n'.repeat(1500)}`, '0 TRLR'));
    assert.equal(file.people[0].firstName?.length, 100);
    assert.equal(file.people[0].note?.length, 1000);
    assert.equal(file.problems.length, 2);
  });

  test('a file of garbage: the first 1,000 problems kept, the others counted; sources and places passed over', async () => {
    const file = await readGedcom(lines('0 HEAD', '0 @I1@ INDI', '1 NAME Ann /Lee/', '1 BIRT', '2 PLAC Cork', '3 MAP', '4 LATI N51.9', '2 DATE 1850', '1 SOUR @S1@', '2 PAGE 12', ...Array.from({ length: 3000 }, () => 'garbage'), '0 TRLR'));
    assert.equal(file.problems.length, 1000);
    assert.equal(file.moreProblems, 2000);
    assert.deepEqual(file.people[0].birth, { date: '1850', phrase: null });
  });

  test('whether a text is GEDCOM at all', async () => {
    assert.equal(isGedcom('0 HEAD\n1 CHAR UTF-8\n'), true);
    assert.equal(isGedcom('\n\n  0 HEAD\r\n'), true);
    assert.equal(isGedcom('email,displayName\n'), false);
    assert.equal(isGedcom(''), false);
  });

  test('any text at all is read without throwing', async () => {
    const gedcomish = fc.array(
      fc.oneof(
        fc.string({ maxLength: 30 }),
        fc.tuple(fc.integer({ min: 0, max: 4 }), fc.constantFrom('', '@I1@ ', '@F1@ ', '@I2@ '), fc.constantFrom('INDI', 'FAM', 'NAME', 'HUSB', 'WIFE', 'CHIL', 'FAMC', 'FAMS', 'PEDI', '_FREL', 'BIRT', 'DATE', 'NOTE', 'CONC', 'CONT', 'SEX', 'MARR', 'DIV'), fc.string({ maxLength: 20 }))
          .map(([level, xref, tag, value]) => `${level} ${xref}${tag} ${value}`),
      ),
      { maxLength: 40 },
    );
    await fc.assert(
      fc.asyncProperty(gedcomish, fc.constantFrom('\n', '\r', '\r\n'), async (all, end) => {
        const file = await readGedcom(['0 HEAD', ...all].join(end));
        for (const person of file.people) assert.ok(person.firstName || person.lastName);
      }),
      { numRuns: 500 },
    );
  });
});
