import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { parse } from 'parse-gedcom';
import { apiPath } from 'shared-contracts';
import { createFamily, type Family } from '../../testing/family.js';
import type { TestClient } from '../../testing/http.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { dateValue, gedcomDate } from './gedcom-export.js';
import { GEDCOM_FILE_NAME } from './routes.js';

/*
 * The GEDCOM export, read back by a second, independent parser (parse-gedcom): the people, their
 * families, dates as genealogists write them, adoption, a former marriage, notes over several
 * lines, and nothing the exporting member may not see.
 */

let ctx: TestContext;
let server: TestServer;
let family: Family;

type Node = { type: string; value?: string; data?: { xref_id?: string; pointer?: string }; children: Node[] };

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
});
after(() => ctx.close());

const post = async (client: TestClient, path: string, body: unknown) => {
  const answer = await client.post(path, body);
  assert.ok(answer.status < 300, answer.text);
  return answer.body.data;
};

const child = (node: Node, type: string) => node.children.find((each) => each.type === type);
const all = (node: Node, type: string) => node.children.filter((each) => each.type === type);
/** The value (or the pointer, for a link to a record) at a path of tags. */
const valueAt = (node: Node, ...path: string[]) => {
  const found = path.reduce<Node | undefined>((at, type) => at && child(at, type), node);
  return found?.value ?? found?.data?.pointer;
};
const pointerOf = (node: Node) => node.data!.pointer!;

describe('GET family/gedcom', () => {
  test('a date a GEDCOM file brought goes back out as 5.5.1 reads it: its calendar escape kept, 7.0 words in 5.5.1 spelling, an @ of a phrase doubled', () => {
    assert.equal(dateValue('@#DJULIAN@ 1 JAN 1700'), '@#DJULIAN@ 1 JAN 1700');
    assert.equal(dateValue('BET @#DJULIAN@ 1700 AND @#DJULIAN@ 1710'), 'BET @#DJULIAN@ 1700 AND @#DJULIAN@ 1710');
    assert.equal(dateValue('JULIAN 1 JAN 1700'), '@#DJULIAN@ 1 JAN 1700');
    assert.equal(dateValue('ABT 44 BCE'), 'ABT 44 B.C.');
    assert.equal(dateValue('(mail mary@example.org)'), '(mail mary@@example.org)');
  });

  test('dates as genealogists write them', () => {
    assert.equal(gedcomDate('1921-04-03'), '3 APR 1921');
    assert.equal(gedcomDate('1921-04'), 'APR 1921');
    assert.equal(gedcomDate('1898'), '1898');
    assert.equal(gedcomDate('0800'), '800');
  });

  test('the tree as the exporting member sees it, read back by an independent parser', async () => {
    const alice = `m${family.alice.user.id}`;
    const bob = `m${family.bob.user.id}`;
    await ctx.db.updateTable('users').set({ birthday: '1990-12-10', is_birthday_visible: true }).where('id', '=', family.alice.user.id).execute();
    await ctx.db.updateTable('users').set({ birthday: '1977-07-17', is_birthday_visible: false }).where('id', '=', family.bob.user.id).execute();
    await family.alice.client.put(apiPath('updatePerson', { person: alice }), { gender: 'female' });
    const greta = (await post(family.alice.client, apiPath('addRelative'), {
      firstName: 'Greta',
      lastName: 'Elder / Older',
      gender: 'female',
      birthDate: '1898-02-03',
      isBirthDateVisible: true,
      deathDate: '1980-05',
      note: `Sang in the choir @ church.\nKept bees.\n${'A long life. '.repeat(30)}`,
    })).person.id as string;
    const kid = (await post(family.alice.client, apiPath('addRelative'), { firstName: 'Kit', birthDate: '2020' })).person.id as string;
    await post(family.alice.client, apiPath('addParent'), { child: alice, parent: greta });
    await post(family.alice.client, apiPath('addParent'), { child: kid, parent: alice, kind: 'adoptive' });
    await post(family.alice.client, apiPath('addParent'), { child: kid, parent: bob, kind: 'adoptive' });
    await post(family.alice.client, apiPath('addPartner'), { a: alice, b: bob, married: true, startDate: '2010-06-12', endDate: '2019', ended: true });

    const answer = await family.manager.client.get(apiPath('familyGedcom'));
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.headers.get('content-type'), 'text/vnd.familysearch.gedcom; charset=utf-8');
    assert.equal(answer.headers.get('content-disposition'), `attachment; filename="${GEDCOM_FILE_NAME}"`);
    const text = answer.text;
    assert.ok(text.split('\r\n').every((line) => [...line].length <= 255), 'no line over 255 characters');
    assert.ok(!text.includes('1977'), "Bob's hidden birthday is not in the manager's file");

    const root = parse(text) as unknown as Node;
    const head = child(root, 'HEAD')!;
    assert.equal(valueAt(head, 'GEDC', 'VERS'), '5.5.1');
    assert.equal(valueAt(head, 'CHAR'), 'UTF-8');
    const people = new Map(all(root, 'INDI').map((node) => [node.data!.xref_id!, node]));
    assert.equal(people.size, 6, 'the four members and the two relatives');
    const gretaNode = people.get(`@${greta.toUpperCase()}@`)!;
    assert.equal(valueAt(gretaNode, 'NAME'), 'Greta /Elder   Older/');
    assert.equal(valueAt(gretaNode, 'SEX'), 'F');
    assert.equal(valueAt(gretaNode, 'BIRT', 'DATE'), '3 FEB 1898');
    assert.equal(valueAt(gretaNode, 'DEAT', 'DATE'), 'MAY 1980');
    const note = valueAt(gretaNode, 'NOTE')!;
    assert.ok(note.startsWith('Sang in the choir @@ church.'), note.slice(0, 40));
    assert.ok(note.replace(/\n/g, '').includes('A long life. A long life.'), 'the long line comes back whole from its CONC parts');

    const aliceNode = people.get(`@${alice.toUpperCase()}@`)!;
    assert.equal(valueAt(aliceNode, 'NAME'), 'Alice /Private/');
    assert.equal(valueAt(aliceNode, 'BIRT', 'DATE'), '10 DEC 1990');
    const families = new Map(all(root, 'FAM').map((node) => [node.data!.xref_id!, node]));
    const parentsOfAlice = families.get(pointerOf(child(aliceNode, 'FAMC')!))!;
    assert.equal(valueAt(parentsOfAlice, 'WIFE'), `@${greta.toUpperCase()}@`);
    const marriage = families.get(pointerOf(child(aliceNode, 'FAMS')!))!;
    assert.deepEqual([valueAt(marriage, 'HUSB'), valueAt(marriage, 'WIFE')], [`@${bob.toUpperCase()}@`, `@${alice.toUpperCase()}@`]);
    assert.equal(valueAt(marriage, 'MARR', 'DATE'), '12 JUN 2010');
    assert.equal(valueAt(marriage, 'DIV', 'DATE'), '2019');
    assert.deepEqual(all(marriage, 'CHIL').map(pointerOf), [`@${kid.toUpperCase()}@`]);
    const kidNode = people.get(`@${kid.toUpperCase()}@`)!;
    assert.equal(valueAt(kidNode, 'FAMC', 'PEDI'), 'adopted');
  });

  test('for signed-in members only', async () => {
    assert.equal((await family.anonymous.get(apiPath('familyGedcom'))).status, 401);
  });
});
