import calcTree from 'relatives-tree';
import type { Node, RelData } from 'relatives-tree/lib/types';
import type { FamilyPerson, FamilyTree } from 'shared-contracts';

/*
 * The family tree's drawing, laid out by relatives-tree (3.5 KiB gzip, measured against
 * family-chart's 52 KiB with D3 and dagre's 17 KiB, which knows nothing of couples): parents
 * above, children below, partners beside, from the person it is centred on. It takes two parents
 * a child: the birth and adoptive ones (an adoptive parent's line drawn like a birth one, as
 * genealogy charts do); step and foster parents are in the outline, not in the drawing.
 */

type RelType = 'blood' | 'married' | 'divorced' | 'adopted' | 'half';
type Relation = { id: string; type: RelType };

/** One unit of relatives-tree's grid in pixels: a person takes two by two. */
export const UNIT = { x: 80, y: 50 } as const;

/** The layout's input: each person with their parents, children, siblings and partners. */
export function layoutNodes(tree: FamilyTree, collapsed: ReadonlySet<string> = new Set()): Node[] {
  const ids = new Set(tree.people.map((person) => person.id));
  const parents = new Map<string, Relation[]>();
  const children = new Map<string, Relation[]>();
  const add = (map: Map<string, Relation[]>, key: string, relation: Relation) => {
    const list = map.get(key);
    if (list) list.push(relation);
    else map.set(key, [relation]);
  };
  // A folded person's descendants are left out of the drawing, with every line to them (their
  // other parent's too): what is not linked to the centre is not drawn.
  const hidden = descendantsOf(tree, collapsed);
  for (const link of tree.parents) {
    if (link.kind === 'step' || link.kind === 'foster' || hidden.has(link.child)) continue;
    if (!ids.has(link.child) || !ids.has(link.parent)) continue;
    if ((parents.get(link.child)?.length ?? 0) >= 2) continue;
    const type: RelType = link.kind === 'adoptive' ? 'adopted' : 'blood';
    add(parents, link.child, { id: link.parent, type });
    add(children, link.parent, { id: link.child, type });
  }
  const spouses = new Map<string, Relation[]>();
  for (const link of tree.partners) {
    if (!ids.has(link.a) || !ids.has(link.b)) continue;
    const type: RelType = link.ended ? 'divorced' : 'married';
    add(spouses, link.a, { id: link.b, type });
    add(spouses, link.b, { id: link.a, type });
  }
  return tree.people.map((person) => {
    const own = parents.get(person.id) ?? [];
    const mine = new Set(own.map((parent) => parent.id));
    // Siblings are derived: everyone who shares a parent (half when not both).
    const siblings = new Map<string, Relation>();
    for (const parent of own) {
      for (const child of children.get(parent.id) ?? []) {
        if (child.id === person.id || siblings.has(child.id)) continue;
        const theirs = (parents.get(child.id) ?? []).map((each) => each.id);
        const full = theirs.length === mine.size && theirs.every((id) => mine.has(id));
        siblings.set(child.id, { id: child.id, type: full ? 'blood' : 'half' });
      }
    }
    return {
      id: person.id,
      // The layout needs one; an unknown gender is drawn the same way as any other.
      gender: (person.gender ?? 'female') as Node['gender'],
      parents: own,
      children: children.get(person.id) ?? [],
      siblings: [...siblings.values()],
      spouses: spouses.get(person.id) ?? [],
    } as Node;
  });
}

/** Everyone below the given people, along parent links of every kind. */
function descendantsOf(tree: FamilyTree, from: ReadonlySet<string>): Set<string> {
  const found = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const parent = stack.pop()!;
    for (const link of tree.parents) {
      if (link.parent === parent && !found.has(link.child)) {
        found.add(link.child);
        stack.push(link.child);
      }
    }
  }
  return found;
}

export interface Placed {
  person: FamilyPerson;
  /** The box's top left corner, in pixels. */
  x: number;
  y: number;
  /** Relatives the drawing leaves out from here (another root shows them). */
  hasSubTree: boolean;
}

interface TreeDrawing {
  width: number;
  height: number;
  people: Placed[];
  /** Lines between the boxes, in pixels: [x1, y1, x2, y2]. */
  lines: Array<readonly [number, number, number, number]>;
}

/** The drawing of the tree around `rootId`, in pixels. */
export function drawTree(tree: FamilyTree, rootId: string, collapsed: ReadonlySet<string> = new Set()): TreeDrawing {
  const byId = new Map(tree.people.map((person) => [person.id, person]));
  if (!byId.has(rootId)) return { width: 0, height: 0, people: [], lines: [] };
  const data: RelData = calcTree(layoutNodes(tree, collapsed), { rootId });
  return {
    width: data.canvas.width * UNIT.x,
    height: data.canvas.height * UNIT.y,
    people: data.nodes.flatMap((node) => {
      const person = byId.get(node.id);
      return person ? [{ person, x: node.left * UNIT.x, y: node.top * UNIT.y, hasSubTree: node.hasSubTree }] : [];
    }),
    lines: data.connectors.map(([x1, y1, x2, y2]) => [x1 * UNIT.x, y1 * UNIT.y, x2 * UNIT.x, y2 * UNIT.y] as const),
  };
}

/**
 * The drawing as a right-to-left reader reads it (Arabic): every box and line mirrored across the
 * drawing's width, so the first parent and the first partner stand on the right. The text in the
 * boxes is not mirrored (the boxes are drawn at their new places).
 */
export function mirrored(drawing: TreeDrawing): TreeDrawing {
  const { width } = drawing;
  return {
    ...drawing,
    people: drawing.people.map((placed) => ({ ...placed, x: width - placed.x - UNIT.x * 2 })),
    lines: drawing.lines.map(([x1, y1, x2, y2]) => [width - x1, y1, width - x2, y2] as const),
  };
}
