import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loopFree } from './gedcom-import.js';

/* Which links of an import would make someone their own ancestor (links run child -> parent). */

const link = (child: string, parent: string) => ({ child, parent });
const names = (links: Array<{ child: string; parent: string }>) => links.map(({ child, parent }) => `${child}<${parent}`);

test('no loop: every link is kept', async () => {
  const { kept, looping } = await loopFree([link('a', 'b')], [link('b', 'c'), link('d', 'c')]);
  assert.deepEqual([names(kept), looping], [['b<c', 'd<c'], []]);
});

test('a loop of two in a long chain: the link that closes it is skipped, the chain kept', async () => {
  const chain = Array.from({ length: 20_000 }, (_, index) => link(`p${index + 1}`, `p${index}`));
  const { kept, looping } = await loopFree([], [...chain, link('p5', 'p7')]);
  assert.deepEqual(names(looping), ['p5<p7']);
  assert.equal(kept.length, 20_000);
});

test("a loop closed with the tree's own links, and one of the file's own; a person their own parent", async () => {
  const { looping } = await loopFree([link('me', 'mum'), link('mum', 'gran')], [link('gran', 'me'), link('x', 'y'), link('y', 'x'), link('z', 'z')]);
  assert.deepEqual(names(looping), ['gran<me', 'y<x', 'z<z']);
});
