import type { FamilyTree } from 'shared-contracts';
import { drawTree, layoutNodes } from './treeLayout';

const person = (id: string, name: string, gender: 'female' | 'male' | null = null) => ({ id, name, gender, canEdit: false, ...(id.startsWith('m') ? { memberId: Number(id.slice(1)) } : {}) });

/** Jo (m4): Marmee and Robert's daughter; Beth her sister; Tom her half-brother (Robert and Eve); Jo married Fritz, their son Rob; a foster child Dan; Jo once married to Ned (ended). */
const tree: FamilyTree = {
  me: 'm4',
  people: [
    person('m4', 'Jo March', 'female'),
    person('m1', 'Marmee March', 'female'),
    person('r1', 'Robert March', 'male'),
    person('r2', 'Eve', 'female'),
    person('m5', 'Beth March', 'female'),
    person('r3', 'Tom March', 'male'),
    person('r4', 'Fritz Bhaer', 'male'),
    person('r5', 'Rob Bhaer', 'male'),
    person('r6', 'Dan', 'male'),
    person('r7', 'Ned', null),
    person('r8', 'Adopted Annie', 'female'),
  ],
  parents: [
    { child: 'm4', parent: 'm1', kind: 'birth' },
    { child: 'm4', parent: 'r1', kind: 'birth' },
    { child: 'm5', parent: 'm1', kind: 'birth' },
    { child: 'm5', parent: 'r1', kind: 'birth' },
    { child: 'r3', parent: 'r1', kind: 'birth' },
    { child: 'r3', parent: 'r2', kind: 'birth' },
    { child: 'r5', parent: 'm4', kind: 'birth' },
    { child: 'r5', parent: 'r4', kind: 'birth' },
    { child: 'r6', parent: 'm4', kind: 'foster' },
    { child: 'r8', parent: 'm4', kind: 'adoptive' },
  ],
  partners: [
    { id: 1, a: 'm1', b: 'r1', married: true, ended: false },
    { id: 2, a: 'm4', b: 'r4', married: true, ended: false },
    { id: 3, a: 'm4', b: 'r7', married: true, ended: true },
  ],
};

const nodeOf = (id: string, collapsed?: Set<string>) => layoutNodes(tree, collapsed).find((node) => node.id === id)!;

describe('the layout input (what relatives-tree is given)', () => {
  it('derives siblings from shared parents: full when both are shared, half when one is', () => {
    expect(nodeOf('m4').siblings).toEqual(expect.arrayContaining([{ id: 'm5', type: 'blood' }, { id: 'r3', type: 'half' }]));
    expect(nodeOf('m4').siblings).toHaveLength(2);
  });

  it('draws birth and adoptive lines (adoption as such); step and foster parents stay out of the drawing', () => {
    expect(nodeOf('m4').children).toEqual(expect.arrayContaining([{ id: 'r5', type: 'blood' }, { id: 'r8', type: 'adopted' }]));
    expect(nodeOf('m4').children.map((child) => child.id)).not.toContain('r6');
    expect(nodeOf('r6').parents).toEqual([]);
  });

  it('partners beside, a former one as divorced; an unknown gender still gets a place', () => {
    expect(nodeOf('m4').spouses).toEqual([{ id: 'r4', type: 'married' }, { id: 'r7', type: 'divorced' }]);
    expect(['female', 'male']).toContain(nodeOf('r7').gender);
  });

  it("folding a person leaves their descendants' links out", () => {
    const folded = new Set(['m4']);
    expect(nodeOf('m4', folded).children).toEqual([]);
    // Rob's line to his father goes too: he is not drawn below Fritz instead.
    expect(nodeOf('r5', folded).parents).toEqual([]);
    expect(nodeOf('r4', folded).children).toEqual([]);
  });
});

describe('the drawing', () => {
  it('puts parents above, children below and partners beside the person in the centre', () => {
    const drawing = drawTree(tree, 'm4');
    const at = (id: string) => drawing.people.find((placed) => placed.person.id === id)!;
    expect(at('m1').y).toBeLessThan(at('m4').y);
    expect(at('r5').y).toBeGreaterThan(at('m4').y);
    expect(at('r4').y).toBe(at('m4').y);
    expect(at('m5').y).toBe(at('m4').y);
    expect(drawing.lines.length).toBeGreaterThan(4);
    expect(drawing.width).toBeGreaterThan(0);
  });

  it('draws nothing for a person not in the tree', () => {
    expect(drawTree(tree, 'm99')).toEqual({ width: 0, height: 0, people: [], lines: [] });
  });
});
