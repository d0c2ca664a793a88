import assert from 'node:assert/strict';
import fs from 'node:fs';
import { after, before, beforeEach, describe, test } from 'node:test';
import { FAMILY_LINK_MESSAGES, GEDCOM_IMPORT_MESSAGES } from 'shared-contracts/family';
import { apiPath, type FamilyTree, type GedcomImportResult, type GedcomPreview } from 'shared-contracts';
import { createFamily, type Family } from '../../testing/family.js';
import type { TestClient } from '../../testing/http.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { readGedcom } from './gedcom-read.js';
import { planImport } from './gedcom-import.js';
import { TreeChangedError, writeImport } from './queries.js';

/*
 * The GEDCOM import over HTTP with a real database: the preview changes nothing, the import adds
 * the file's people and links once (a second import adds nobody), members are found by name and
 * birth date, and an export imported into another site gives the same tree.
 */

let ctx: TestContext;
let server: TestServer;
let family: Family;

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
});
after(() => ctx.close());

beforeEach(async () => {
  await ctx.db.deleteFrom('people').execute();
  await ctx.db.updateTable('users').set({ birthday: null }).execute();
});

const lines = (...all: string[]) => `${all.join('\r\n')}\r\n`;

/** Three generations: Alice's grandparents (who adopted her father), her father's two marriages (the first ended), her half-brother. */
const FAMILY_FILE = lines(
  '0 HEAD',
  '1 SOUR GRAMPS',
  '1 GEDC',
  '2 VERS 5.5.1',
  '1 CHAR UTF-8',
  '0 @I1@ INDI',
  '1 NAME Ernst /Private/',
  '1 SEX M',
  '1 BIRT',
  '2 DATE ABT 1890',
  '1 DEAT',
  '2 DATE 12 MAR 1961',
  '0 @I2@ INDI',
  '1 NAME Zoë /Private/',
  '1 SEX F',
  '1 BIRT',
  '2 DATE 3 APR 1895',
  '1 NOTE Came from Cork,',
  '2 CONT with her sister.',
  '0 @I3@ INDI',
  '1 NAME Paul /Private/',
  '1 SEX M',
  '1 BIRT',
  '2 DATE 1950',
  '1 FAMC @F1@',
  '2 PEDI adopted',
  '0 @I4@ INDI',
  '1 NAME Alice /Private/',
  '1 SEX F',
  '1 BIRT',
  '2 DATE 10 DEC 1990',
  '0 @I5@ INDI',
  '1 NAME Rita /Other/',
  '1 SEX F',
  '0 @I6@ INDI',
  '1 NAME Leo /Private/',
  '1 SEX M',
  '1 BIRT',
  '2 DATE 14 JUL 2001',
  '0 @I7@ INDI',
  '1 NAME Mona /First/',
  '1 SEX F',
  '0 @F1@ FAM',
  '1 HUSB @I1@',
  '1 WIFE @I2@',
  '1 CHIL @I3@',
  '1 MARR',
  '2 DATE 1920',
  '0 @F2@ FAM',
  '1 HUSB @I3@',
  '1 WIFE @I7@',
  '1 CHIL @I4@',
  '1 DIV',
  '0 @F3@ FAM',
  '1 HUSB @I3@',
  '1 WIFE @I5@',
  '1 CHIL @I6@',
  '1 MARR',
  '2 DATE 1999',
  '0 TRLR',
);

function upload(client: TestClient, name: 'previewGedcomImport' | 'importGedcom', content: string | Buffer, fileName = 'family.ged') {
  const form = new FormData();
  form.append('gedcomFile', new Blob([content]), fileName);
  return client.request('POST', apiPath(name), { body: form });
}
async function preview(content: string | Buffer, client = family.manager.client): Promise<GedcomPreview> {
  const answer = await upload(client, 'previewGedcomImport', content);
  assert.equal(answer.status, 200, answer.text);
  return answer.body.data;
}
async function importFile(content: string | Buffer, client = family.manager.client): Promise<{ message: string; data: GedcomImportResult }> {
  const answer = await upload(client, 'importGedcom', content);
  assert.equal(answer.status, 200, answer.text);
  return answer.body;
}
const tree = async (client: TestClient = family.admin.client): Promise<FamilyTree> => (await client.get(apiPath('familyTree'))).body.data;

/** The tree in names: people with their facts, parent links, partnerships. */
function described(seen: FamilyTree) {
  const name = new Map(seen.people.map((person) => [person.id, person.name]));
  return {
    people: seen.people
      .map((person) => [person.name, person.gender, person.birthDate ?? null, person.birthDatePhrase ?? null, person.deathDate ?? null, person.note ?? null].join(' | '))
      .sort(),
    parents: seen.parents.map((link) => `${name.get(link.child)} < ${name.get(link.parent)} (${link.kind})`).sort(),
    partners: seen.partners.map((link) => `${[name.get(link.a), name.get(link.b)].sort().join(' + ')} married:${link.married} ended:${link.ended} ${link.startDate ?? ''}-${link.endDate ?? ''}`).sort(),
  };
}

/** The tree FAMILY_FILE makes (imported directly, or through another program's copy of it). */
function assertFamilyFileTree(seen: ReturnType<typeof described>) {
  assert.deepEqual(seen.parents, [
    'Alice Private < Mona First (birth)',
    'Alice Private < Paul Private (birth)',
    'Leo Private < Paul Private (birth)',
    'Leo Private < Rita Other (birth)',
    'Paul Private < Ernst Private (adoptive)',
    'Paul Private < Zoë Private (adoptive)',
  ]);
  assert.deepEqual(seen.partners, [
    'Ernst Private + Zoë Private married:true ended:false 1920-',
    'Mona First + Paul Private married:true ended:true -',
    'Paul Private + Rita Other married:true ended:false 1999-',
  ]);
  assert.ok(seen.people.includes('Ernst Private | male | 1890 | ABT 1890 | 1961-03-12 | '), seen.people.join('\n'));
  assert.ok(seen.people.includes('Zoë Private | female | 1895-04-03 |  |  | Came from Cork,\nwith her sister.'), seen.people.join('\n'));
}

describe('POST family/gedcom/preview', () => {
  test('says who will be added and who is a member already, and writes nothing', async () => {
    await ctx.db.updateTable('users').set({ birthday: '1990-12-10' }).where('id', '=', family.alice.user.id).execute();
    const seen = await preview(FAMILY_FILE);
    assert.deepEqual(
      { encoding: seen.encoding, version: seen.version, source: seen.source, people: seen.people, families: seen.families, added: seen.added, members: seen.members, existing: seen.existing, parentLinks: seen.parentLinks, partnerLinks: seen.partnerLinks },
      { encoding: 'UTF-8', version: '5.5.1', source: 'GRAMPS', people: 7, families: 3, added: 6, members: 1, existing: 0, parentLinks: 6, partnerLinks: 3 },
    );
    const alice = seen.list.find((person) => person.name === 'Alice Private')!;
    assert.deepEqual(alice, { line: 27, name: 'Alice Private', born: '1990-12-10', outcome: 'member', match: { id: `m${family.alice.user.id}`, name: 'Alice Private' } });
    assert.deepEqual(seen.list[0], { line: 6, name: 'Ernst Private', born: 'ABT 1890', died: '1961-03-12', outcome: 'new' });
    assert.deepEqual(seen.problems, []);
    assert.equal((await ctx.db.selectFrom('people').select('id').execute()).length, 0, 'nothing written');
  });

  test('a member with the same name but another birth date is not matched', async () => {
    await ctx.db.updateTable('users').set({ birthday: '1991-12-10' }).where('id', '=', family.alice.user.id).execute();
    const seen = await preview(FAMILY_FILE);
    assert.equal(seen.members, 0);
    assert.equal(seen.list.find((person) => person.name === 'Alice Private')!.outcome, 'new');
  });

  test('only admins and managers, and only a GEDCOM file', async () => {
    assert.equal((await upload(family.alice.client, 'previewGedcomImport', FAMILY_FILE)).status, 403);
    assert.equal((await upload(family.anonymous, 'previewGedcomImport', FAMILY_FILE)).status, 401);
    const refused = async (content: string, fileName: string, message: string) => {
      const answer = await upload(family.admin.client, 'previewGedcomImport', content, fileName);
      assert.deepEqual([answer.status, answer.body.message], [400, message], fileName);
    };
    await refused(FAMILY_FILE, 'family.csv', GEDCOM_IMPORT_MESSAGES.wrongName);
    await refused('email,displayName\n', 'family.ged', GEDCOM_IMPORT_MESSAGES.notGedcom);
    await refused(lines('0 HEAD', '0 TRLR'), 'family.ged', GEDCOM_IMPORT_MESSAGES.noPeople);
    await refused('', 'family.ged', GEDCOM_IMPORT_MESSAGES.noFile);
  });
});

describe('POST family/gedcom/import', () => {
  test('adds the people and their links, finds the member, keeps dates as written, and hides the living birth dates', async () => {
    await ctx.db.updateTable('users').set({ birthday: '1990-12-10' }).where('id', '=', family.alice.user.id).execute();
    const { message, data } = await importFile(FAMILY_FILE);
    assert.equal(message, GEDCOM_IMPORT_MESSAGES.completed(6, 1, 0));
    assert.deepEqual(data, { added: 6, members: 1, existing: 0, parentLinks: 6, partnerLinks: 3, problems: [] });
    const seen = described(await tree(family.admin.client));
    assertFamilyFileTree(seen);
    // Alice's relatives, as she is told: her father, her half-brother, her grandmother.
    const relations = new Map(((await family.alice.client.get(apiPath('familyRelations'))).body.data.relations as Array<{ person: string; word: string }>).map((relation) => [relation.person, relation.word]));
    const people = (await tree(family.alice.client)).people;
    const idOf = (name: string) => people.find((person) => person.name === name)!.id;
    // Her gender, unknown to the tree, comes from the file.
    assert.equal(people.find((person) => person.id === `m${family.alice.user.id}`)!.gender, 'female');
    assert.equal(relations.get(idOf('Paul Private')), 'father');
    assert.equal(relations.get(idOf('Leo Private')), 'half-brother');
    assert.equal(relations.get(idOf('Zoë Private')), 'grandmother');
    // Leo (born 2001) is living: his birth date is for who manages him; Zoë's (1895) is shown.
    assert.equal(people.find((person) => person.name === 'Leo Private')!.birthDate, undefined);
    assert.equal(people.find((person) => person.name === 'Zoë Private')!.birthDate, '1895-04-03');
    const log = await ctx.db.selectFrom('admin_log').select(['act', 'details']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    assert.deepEqual(log, { act: 'familyImported', details: '6 added, 1 members, 0 already in the tree' });
  });

  test('importing the same file again adds nobody and no link twice, even after the tree was changed by hand', async () => {
    await importFile(FAMILY_FILE);
    const first = described(await tree());
    const leo = (await tree()).people.find((person) => person.name === 'Leo Private')!;
    await family.admin.client.put(apiPath('updatePerson', { person: leo.id }), { note: 'Our Leo.' });
    const again = await importFile(FAMILY_FILE);
    assert.deepEqual(again.data, { added: 0, members: 0, existing: 7, parentLinks: 0, partnerLinks: 0, problems: [] });
    const second = described(await tree());
    assert.deepEqual(second.parents, first.parents);
    assert.deepEqual(second.partners, first.partners);
    assert.equal(second.people.length, first.people.length);
    assert.ok(second.people.some((person) => person.endsWith('Our Leo.')), 'what was changed by hand stays');
  });

  test('a date as the file wrote it stays when the relative is saved with the date unchanged, and goes when the date is changed', async () => {
    await importFile(FAMILY_FILE);
    const ernst = (await tree()).people.find((person) => person.name === 'Ernst Private')!;
    const save = async (facts: Record<string, unknown>) => {
      const answer = await family.admin.client.put(apiPath('updatePerson', { person: ernst.id }), facts);
      assert.equal(answer.status, 200, answer.text);
      return answer.body.data.person;
    };
    const kept = await save({ firstName: 'Ernst', lastName: 'Private', birthDate: '1890', deathDate: '1961-03-12', note: 'Grandpa.' });
    assert.deepEqual([kept.birthDate, kept.birthDatePhrase, kept.note], ['1890', 'ABT 1890', 'Grandpa.']);
    const changed = await save({ birthDate: '1891-02-03' });
    assert.deepEqual([changed.birthDate, changed.birthDatePhrase], ['1891-02-03', undefined]);
  });

  test('the same file imported twice at once (two tabs, a retry): one import, the other told to look again', async () => {
    const answers = await Promise.all([upload(family.manager.client, 'importGedcom', FAMILY_FILE), upload(family.admin.client, 'importGedcom', FAMILY_FILE)]);
    const said = answers.map((answer) => answer.text).join('\n');
    const made = answers.filter((answer) => answer.status === 200 && answer.body.data.added === 7);
    assert.equal(made.length, 1, said);
    // The other was read while the first was written (told to look again), or after it (finds everyone there).
    const other = answers.find((answer) => answer !== made[0])!;
    if (other.status === 200) assert.deepEqual([other.body.data.added, other.body.data.existing, other.body.data.parentLinks], [0, 7, 0], said);
    else assert.deepEqual([other.status, other.body.message], [409, GEDCOM_IMPORT_MESSAGES.treeChanged], said);
    assert.equal((await tree()).people.filter((person) => !person.memberId).length, 7);
  });

  test('a birth date the family sees: of the dead and of who was surely born over 100 years ago; a range as young as its end', async () => {
    const file = lines(
      '0 HEAD',
      ...[['@A@', 'Old', 'BET 1700 AND 1710'], ['@B@', 'Maybe', 'AFT 1920'], ['@C@', 'Range', 'BET 1900 AND 2001'], ['@D@', 'Abt', 'ABT 1850'], ['@E@', 'Young', '3 MAR 1990']].flatMap(([xref, name, date]) => [
        `0 ${xref} INDI`,
        `1 NAME ${name} /Dated/`,
        '1 BIRT',
        `2 DATE ${date}`,
      ]),
      '0 TRLR',
    );
    await importFile(file);
    const seen = new Map((await tree(family.bob.client)).people.map((person) => [person.name, person.birthDatePhrase ?? person.birthDate]));
    assert.deepEqual(
      ['Old', 'Maybe', 'Range', 'Abt', 'Young'].map((name) => seen.get(`${name} Dated`)),
      ['BET 1700 AND 1710', undefined, undefined, 'ABT 1850', undefined],
    );
  });

  test('a relative who took their place in the tree is found by the file again, whatever their profile says', async () => {
    await importFile(FAMILY_FILE);
    const leo = (await tree()).people.find((person) => person.name === 'Leo Private')!;
    const made = await family.admin.client.post(apiPath('relativeInvitation', { person: leo.id }));
    assert.equal(made.status, 201, made.text);
    const { user } = await server.client().signUp({ displayName: 'Leonard', firstName: 'Leonard', lastName: 'Privat', invitation: made.body.data.token });
    try {
      const again = await importFile(FAMILY_FILE);
      assert.deepEqual([again.data.added, again.data.members], [0, 1]);
      assert.equal((await tree()).people.filter((person) => person.name.startsWith('Leo')).map((person) => person.id).join(), `m${user.id}`);
    } finally {
      await family.admin.client.request('DELETE', apiPath('deleteUser', { id: user.id }));
    }
  });

  test('a relative added by hand with the same name and birth day is found, not added again', async () => {
    await family.alice.client.post(apiPath('addRelative'), { firstName: 'Zoe', lastName: 'Private', birthDate: '1895-04-03' });
    const seen = await preview(FAMILY_FILE);
    assert.deepEqual([seen.added, seen.existing], [6, 1]);
    assert.equal(seen.list.find((person) => person.name === 'Zoë Private')!.match?.name, 'Zoe Private');
  });

  test('a link that would make someone their own ancestor is skipped with its line; the rest is imported', async () => {
    const loop = lines('0 HEAD', '0 @A@ INDI', '1 NAME Ann /Loop/', '0 @B@ INDI', '1 NAME Ben /Loop/', '0 @F1@ FAM', '1 HUSB @A@', '1 CHIL @B@', '0 @F2@ FAM', '1 HUSB @B@', '1 CHIL @A@', '0 TRLR');
    const { data } = await importFile(loop);
    assert.equal(data.parentLinks, 1);
    assert.deepEqual(data.problems, ['Line 11: Ben Loop cannot be a parent of Ann Loop: they would be their own ancestor, the link is skipped.']);
  });

  test("the preview's problems in the importer's language, the file's names and ids as written", async () => {
    const file = lines('0 HEAD', '0 @A@ INDI', '1 NAME Ann /Loop/', '0 @B@ INDI', '1 NAME Ben /Loop/', '0 @F1@ FAM', '1 HUSB @A@', '1 CHIL @B@', '0 @F2@ FAM', '1 HUSB @B@', '1 CHIL @A@', '1 CHIL @Z9@', '0 TRLR');
    const form = new FormData();
    form.append('gedcomFile', new Blob([file]), 'family.ged');
    const answer = await family.manager.client.request('POST', apiPath('previewGedcomImport'), { body: form, headers: { 'accept-language': 'de' } });
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.body.data.problems, [
      'Zeile 11: Ben Loop kann kein Elternteil von Ann Loop sein: die Person wäre sonst ihr eigener Vorfahr, die Verknüpfung wird übersprungen.',
      'Zeile 12: @Z9@ steht nicht in der Datei, die Verknüpfung wird übersprungen.',
    ]);
  });

  test("a partnership the tree would refuse by hand: with one's own parent (skipped), ending before it starts (its end left out)", async () => {
    const file = lines('0 HEAD', '0 @A@ INDI', '1 NAME Ann /Odd/', '0 @B@ INDI', '1 NAME Bo /Odd/', '0 @C@ INDI', '1 NAME Cy /Odd/', '0 @F1@ FAM', '1 HUSB @A@', '1 CHIL @B@', '0 @F2@ FAM', '1 HUSB @A@', '1 WIFE @B@', '0 @F3@ FAM', '1 HUSB @C@', '1 WIFE @A@', '1 MARR', '2 DATE 1990', '1 DIV', '2 DATE 1980', '0 TRLR');
    const { data } = await importFile(file);
    assert.equal(data.partnerLinks, 1);
    assert.deepEqual(data.problems, [
      "Line 11: Ann Odd and Bo Odd cannot be partners: one is the other's parent, the partnership is skipped.",
      'Line 14: the partnership ends before it starts: its end date is left out.',
    ]);
    assert.deepEqual(described(await tree()).partners, ['Ann Odd + Cy Odd married:true ended:true 1990-']);
  });

  test('a parent link between partners the tree already has is skipped with its line; the partnership stays', async () => {
    const couple = ['0 HEAD', '0 @A@ INDI', '1 NAME Ann /Pair/', '0 @B@ INDI', '1 NAME Bo /Pair/', '0 @F1@ FAM', '1 HUSB @A@', '1 WIFE @B@'];
    assert.equal((await importFile(lines(...couple, '0 TRLR'))).data.partnerLinks, 1);
    const { data } = await importFile(lines(...couple, '0 @F2@ FAM', '1 HUSB @A@', '1 CHIL @B@', '0 TRLR'));
    assert.equal(data.parentLinks, 0);
    assert.deepEqual(data.problems, ['Line 11: Ann Pair cannot be a parent of Bo Pair: they are or were partners, the link is skipped.']);
    const seen = described(await tree());
    assert.deepEqual([seen.parents, seen.partners], [[], ['Ann Pair + Bo Pair married:true ended:false -']]);
  });

  test('a partnership beside a link the import skips as a loop is imported: the preview says what the import does', async () => {
    // Ann < Bo < Cy, and Cy < Ann would close a loop (skipped); Ann and Cy are no parent and child then.
    const file = lines('0 HEAD', '0 @A@ INDI', '1 NAME Ann /Ring/', '0 @B@ INDI', '1 NAME Bo /Ring/', '0 @C@ INDI', '1 NAME Cy /Ring/', '0 @F1@ FAM', '1 HUSB @A@', '1 CHIL @B@', '0 @F2@ FAM', '1 HUSB @B@', '1 CHIL @C@', '0 @F3@ FAM', '1 HUSB @C@', '1 CHIL @A@', '0 @F4@ FAM', '1 HUSB @A@', '1 WIFE @C@', '0 TRLR');
    const loopLine = 'Line 16: Cy Ring cannot be a parent of Ann Ring: they would be their own ancestor, the link is skipped.';
    assert.deepEqual((await preview(file)).problems, [loopLine]);
    const { data } = await importFile(file);
    assert.deepEqual([data.parentLinks, data.partnerLinks, data.problems], [2, 1, [loopLine]]);
  });

  test('an import and a partnership made by hand between the same two, at once: never parent and partner both', async () => {
    for (let round = 0; round < 4; round += 1) {
      // Each round's people have ids of their own: the file's ids find them again.
      const [a, b] = [`@A${round}@`, `@B${round}@`];
      const people = ['0 HEAD', `0 ${a} INDI`, `1 NAME Ann /Race${round}/`, `0 ${b} INDI`, `1 NAME Bo /Race${round}/`];
      await importFile(lines(...people, '0 TRLR'));
      const ids = new Map((await tree()).people.map((person) => [person.name, person.id]));
      const [imported, partnered] = await Promise.all([
        importFile(lines(...people, '0 @F1@ FAM', `1 HUSB ${a}`, `1 CHIL ${b}`, '0 TRLR')),
        family.manager.client.post(apiPath('addPartner'), { a: ids.get(`Ann Race${round}`), b: ids.get(`Bo Race${round}`) }),
      ]);
      assert.equal(imported.data.parentLinks + (partnered.status === 201 ? 1 : 0), 1, `${JSON.stringify(imported.data)} ${partnered.text}`);
      if (partnered.status !== 201) {
        assert.equal(partnered.body.message, FAMILY_LINK_MESSAGES.parentAsPartner);
        assert.deepEqual(imported.data.problems, []);
        assert.ok((await tree()).parents.some((link) => link.child === ids.get(`Bo Race${round}`) && link.parent === ids.get(`Ann Race${round}`)), 'the import made the link');
      } else assert.deepEqual(imported.data.problems, [`Line 8: Ann Race${round} cannot be a parent of Bo Race${round}: they are or were partners, the link is skipped.`]);
    }
    const seen = await tree();
    const parentPairs = new Set(seen.parents.map((link) => [link.child, link.parent].sort().join('|')));
    assert.deepEqual(seen.partners.filter((link) => parentPairs.has([link.a, link.b].sort().join('|'))), []);
  });

  test('an ANSEL file from an old program, with CR line ends', async () => {
    const bytes = Buffer.concat([Buffer.from('0 HEAD\r1 CHAR ANSEL\r0 @I1@ INDI\r1 NAME Jos', 'latin1'), Buffer.from([0xe2, 0x65]), Buffer.from(' /M', 'latin1'), Buffer.from([0xe8, 0x75]), Buffer.from('ller/\r0 TRLR\r', 'latin1')]);
    const seen = await preview(bytes);
    assert.deepEqual([seen.encoding, seen.list[0].name], ['ANSEL', 'José Müller']);
    await importFile(bytes);
    assert.ok((await tree()).people.some((person) => person.name === 'José Müller'));
  });

  test('all or nothing: a write that fails half-way leaves the tree as it was', async () => {
    const state = { links: () => [], partnerships: () => [], importCandidates: function* () {} };
    const plan = await planImport(await readGedcom(FAMILY_FILE), state as never);
    // A link to someone the plan does not have: the insert of links fails after the people were written.
    plan.parents.push({ child: { xref: '@NOBODY@' }, parent: { xref: '@I1@' }, kind: 'birth', line: 1 });
    await assert.rejects(writeImport(ctx.db, plan, { importerId: family.admin.user.id, now: new Date(), isBirthDateVisible: () => true }));
    assert.equal((await ctx.db.selectFrom('people').select('id').execute()).length, 0);
    // A person the plan matched was removed since: nothing is written either.
    const relative = (await family.admin.client.post(apiPath('addRelative'), { firstName: 'Zoë', lastName: 'Private', birthDate: '1895-04-03' })).body.data.person;
    const matched = await planImport(await readGedcom(FAMILY_FILE), state as never);
    matched.people[1] = { ...matched.people[1], outcome: 'existing', match: { id: relative.id, name: 'Zoë Private' } };
    assert.equal((await family.admin.client.request('DELETE', apiPath('removeRelative', { person: relative.id }))).status, 200);
    await assert.rejects(writeImport(ctx.db, matched, { importerId: family.admin.user.id, now: new Date(), isBirthDateVisible: () => true }), TreeChangedError);
    assert.equal((await ctx.db.selectFrom('people').select('id').execute()).length, 0);
  });
});

describe('files other programs wrote', () => {
  test('Gramps 5.1.5 read our export (its import report: no errors) and wrote it again: that file gives the same tree', async () => {
    await ctx.db.updateTable('users').set({ birthday: '1990-12-10', is_birthday_visible: true }).where('id', '=', family.alice.user.id).execute();
    const written = fs.readFileSync(new URL('./fixtures/written-by-gramps-5.1.5.ged', import.meta.url));
    const seen = await preview(written);
    assert.deepEqual([seen.source, seen.version, seen.people, seen.added, seen.members], ['Gramps', '5.5.1', 10, 6, 4]);
    const { data } = await importFile(written);
    assert.deepEqual(data, { added: 6, members: 4, existing: 0, parentLinks: 6, partnerLinks: 3, problems: [] });
    const copy = described(await tree());
    assertFamilyFileTree(copy);
  });

  test('without a birth date on either side, the one member of that name is found; of two, neither', async () => {
    const bob = lines('0 HEAD', '0 @B@ INDI', '1 NAME Bob /Member/', '0 TRLR');
    assert.deepEqual((await preview(bob)).list[0].match, { id: `m${family.bob.user.id}`, name: 'Bob Member' });
    const other = await server.client().signUp({ displayName: 'Bob Member', firstName: 'Bob', lastName: 'Member' });
    try {
      assert.equal((await preview(bob)).list[0].outcome, 'new');
    } finally {
      await family.admin.client.request('DELETE', apiPath('deleteUser', { id: other.user.id }));
    }
  });
});

describe('round trip', () => {
  test('a tree exported from one site and imported into another is the same tree', async () => {
    // A tree with what GEDCOM must carry: adoption, a step-parent, two marriages (one ended), notes, partial dates.
    await ctx.db.updateTable('users').set({ birthday: '1990-12-10', is_birthday_visible: true }).where('id', '=', family.alice.user.id).execute();
    await importFile(FAMILY_FILE);
    const people = (await tree()).people;
    const idOf = (name: string) => people.find((person) => person.name === name)!.id;
    const rita = idOf('Rita Other');
    assert.equal((await family.admin.client.post(apiPath('addParent'), { child: `m${family.alice.user.id}`, parent: rita, kind: 'step' })).status, 201);
    const exported = await family.admin.client.get(apiPath('familyGedcom'));
    assert.equal(exported.status, 200);
    const original = described(await tree());

    const other = await createTestContext();
    try {
      const otherServer = await other.start();
      const otherFamily = await createFamily(otherServer);
      await other.db.updateTable('users').set({ birthday: '1990-12-10', is_birthday_visible: true }).where('id', '=', otherFamily.alice.user.id).execute();
      const form = new FormData();
      form.append('gedcomFile', new Blob([exported.text]), 'family-tree.ged');
      const answer = await otherFamily.admin.client.request('POST', apiPath('importGedcom'), { body: form });
      assert.equal(answer.status, 200, answer.text);
      assert.deepEqual(answer.body.data.problems, []);
      const copy = described((await otherFamily.admin.client.get(apiPath('familyTree'))).body.data);
      assert.deepEqual(copy.parents, original.parents);
      assert.deepEqual(copy.partners, original.partners);
      assert.deepEqual(copy.people, original.people);
    } finally {
      await other.close();
    }
  });
});
