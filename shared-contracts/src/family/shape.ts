import type { Gender } from './graph.js';

/*
 * A relation as a structure (issue 42): what the engine found, before any language names it.
 * English names it with words.ts (exactly as issue 41 did); each other language with its own
 * rules in languages/. What a language may need beyond the structure (the side it goes through,
 * who was born first) is in RelationFacts, worked out only when a language other than English
 * asks for it.
 */

/** Blood and adoption: `up` generations from the viewer to the lowest common ancestor, `down` from there to the relative. */
export interface BloodShape {
  kind: 'blood';
  up: number;
  down: number;
  /** One common ancestor where the two lines part (a half-sister, a half first cousin). */
  half: boolean;
  /** The relative's. */
  gender: Gender | null;
}

export interface PartnerShape {
  kind: 'partner';
  gender: Gender | null;
  married: boolean;
  ended: boolean;
}

/**
 * A relation one marriage makes: a spouse's parent or sibling, a sibling's or a child's spouse.
 * (Without a marriage, the same is said through the partner: an `of`.)
 */
export interface InLawShape {
  kind: 'in-law';
  route: 'partner-parent' | 'partner-sibling' | 'sibling-partner' | 'child-partner';
  gender: Gender | null;
}

export interface StepShape {
  kind: 'step';
  role: 'parent' | 'child' | 'sibling';
  gender: Gender | null;
}

interface FosterShape {
  kind: 'foster';
  role: 'parent' | 'child';
  gender: Gender | null;
}

/** A relation with no word of its own, said through the person between: `second` of the viewer's `first` ("partner's mother"). */
interface OfShape {
  kind: 'of';
  first: RelationShape;
  second: RelationShape;
}

export type RelationShape = { kind: 'self' } | BloodShape | PartnerShape | InLawShape | StepShape | FosterShape | OfShape;

/**
 * What a language may need beyond the shape, from the graph (and the birth dates the family sees).
 * Unknown is null: a language then says its general word.
 */
export interface RelationFacts {
  /** Blood: the genders on the viewer's side, from their parent up to below the common ancestor (p1 … p(up-1)). */
  up: readonly (Gender | null)[];
  /** Blood: the genders on the relative's side, from the common ancestor's child down to the relative's parent (q1 … q(down-1)). */
  down: readonly (Gender | null)[];
  /** Blood: the common ancestor's gender (a half-sibling's shared parent). */
  ancestor: Gender | null;
  /** The relative was born before the viewer (same generation only: siblings, cousins, partners). */
  elder: boolean | null;
  /** Blood, an aunt or uncle of any degree: the relative was born before their sibling on the viewer's line (a father's elder brother). */
  elderThanSibling: boolean | null;
  /** The person between (a spouse, a sibling, a child, a parent), when the relation goes through one: their gender. */
  via?: Gender | null;
  /** The person between was born before the viewer (an elder brother's wife). */
  viaElder: boolean | null;
  /** The relative was born before the person between (a husband's younger sister). */
  elderThanVia: boolean | null;
}

/** Nothing known beyond the shape. */
export const NO_FACTS: RelationFacts = { up: [], down: [], ancestor: null, elder: null, elderThanSibling: null, viaElder: null, elderThanVia: null };

const blood = (up: number, down: number, gender: Gender | null, half = false): BloodShape => ({ kind: 'blood', up, down, half, gender });
const partner = (gender: Gender | null, married: boolean): PartnerShape => ({ kind: 'partner', gender, married, ended: false });

/** A relation by marriage said through the person between ("your husband's mother"), for a language without its word. */
export function inLawThrough(shape: InLawShape, via: Gender | null): OfShape {
  switch (shape.route) {
    case 'partner-parent':
      return { kind: 'of', first: partner(via, true), second: blood(1, 0, shape.gender) };
    case 'partner-sibling':
      return { kind: 'of', first: partner(via, true), second: blood(1, 1, shape.gender) };
    case 'sibling-partner':
      return { kind: 'of', first: blood(1, 1, via), second: partner(shape.gender, true) };
    case 'child-partner':
      return { kind: 'of', first: blood(0, 1, via), second: partner(shape.gender, true) };
  }
}

/**
 * A step relation said through the person between ("your father's wife", "your wife's son"),
 * when there is one: a step-parent entered as such has nobody between.
 */
export function stepThrough(shape: StepShape, via: Gender | null | undefined): OfShape | undefined {
  if (via === undefined) return undefined;
  switch (shape.role) {
    case 'parent':
      return { kind: 'of', first: blood(1, 0, via), second: partner(shape.gender, true) };
    case 'child':
      return { kind: 'of', first: partner(via, true), second: blood(0, 1, shape.gender) };
    case 'sibling':
      return { kind: 'of', first: { kind: 'step', role: 'parent', gender: via }, second: blood(0, 1, shape.gender) };
  }
}

/** The facts of the person between, as the viewer's relative, and of the relative as theirs, for an `of`. */
export function ofFacts(facts: RelationFacts): { first: RelationFacts; second: RelationFacts } {
  return { first: { ...NO_FACTS, elder: facts.viaElder }, second: { ...NO_FACTS, elder: facts.elderThanVia } };
}

/**
 * A blood relation cut at a person on the way, for a language that says it through them: the
 * person `k` generations up the viewer's line (0 < k ≤ up; k = up is the common ancestor when
 * down = 0). `inner` is what they are to the viewer, `outer` what the relative is to them.
 */
export function throughAncestor(shape: BloodShape, facts: RelationFacts, k: number): { inner: [BloodShape, RelationFacts]; outer: [BloodShape, RelationFacts] } {
  const gender = k === shape.up ? (shape.down === 0 ? shape.gender : facts.ancestor) : (facts.up[k - 1] ?? null);
  const inner: [BloodShape, RelationFacts] = [blood(k, 0, gender), { ...NO_FACTS, up: facts.up.slice(0, k - 1) }];
  const outer: [BloodShape, RelationFacts] = [
    blood(shape.up - k, shape.down, shape.gender, shape.half && shape.up > k),
    {
      ...NO_FACTS,
      up: facts.up.slice(k),
      down: facts.down,
      ancestor: facts.ancestor,
      // Their sibling on the line is the same person: an aunt stays an aunt, or becomes a sister.
      elder: shape.up - k === 1 && shape.down === 1 ? facts.elderThanSibling : null,
      elderThanSibling: shape.up - k >= 2 && shape.down === 1 ? facts.elderThanSibling : null,
    },
  ];
  return { inner, outer };
}

/**
 * The same cut at a person on the relative's side: `j` generations below the common ancestor
 * (0 < j < down). `inner` is what they are to the viewer, `outer` what the relative is to them
 * (their descendant).
 */
export function throughDescendant(shape: BloodShape, facts: RelationFacts, j: number): { inner: [BloodShape, RelationFacts]; outer: [BloodShape, RelationFacts] } {
  const inner: [BloodShape, RelationFacts] = [
    blood(shape.up, j, facts.down[j - 1] ?? null, shape.half),
    { ...NO_FACTS, up: facts.up, down: facts.down.slice(0, j - 1), ancestor: facts.ancestor },
  ];
  const outer: [BloodShape, RelationFacts] = [blood(0, shape.down - j, shape.gender), { ...NO_FACTS, down: facts.down.slice(j) }];
  return { inner, outer };
}

const genderKey = (gender: Gender | null | undefined) => (gender === 'female' ? 'f' : gender === 'male' ? 'm' : gender === null ? '-' : '_');
const flagKey = (flag: boolean | null) => (flag === true ? 't' : flag === false ? 'f' : '-');

function shapeKey(shape: RelationShape): string {
  switch (shape.kind) {
    case 'self':
      return 'x';
    case 'blood':
      return `b${shape.up},${shape.down}${shape.half ? 'h' : ''}${genderKey(shape.gender)}`;
    case 'partner':
      return `p${genderKey(shape.gender)}${shape.married ? 'm' : ''}${shape.ended ? 'e' : ''}`;
    case 'in-law':
      return `i${shape.route}${genderKey(shape.gender)}`;
    case 'step':
      return `s${shape.role}${genderKey(shape.gender)}`;
    case 'foster':
      return `f${shape.role}${genderKey(shape.gender)}`;
    case 'of':
      return `o(${shapeKey(shape.first)})(${shapeKey(shape.second)})`;
  }
}

/** A relation's shape and facts as one short text: equal texts are named alike in every language. */
export function relationKey(shape: RelationShape, facts: RelationFacts): string {
  let key = shapeKey(shape);
  key += '|';
  for (const gender of facts.up) key += genderKey(gender);
  key += '|';
  for (const gender of facts.down) key += genderKey(gender);
  return `${key}|${genderKey(facts.ancestor)}${flagKey(facts.elder)}${flagKey(facts.elderThanSibling)}${genderKey(facts.via)}${flagKey(facts.viaElder)}${flagKey(facts.elderThanVia)}`;
}
