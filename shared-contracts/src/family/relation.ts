import { FamilyGraph, type Gender, type PersonId } from './graph.js';
import { NO_FACTS, type BloodShape, type InLawShape, type PartnerShape, type RelationFacts, type RelationShape, type StepShape } from './shape.js';
import { englishWord } from './words.js';

/*
 * How two people are related (issue 41): every path between them that has a name, the closest
 * first. Blood and adoption go through the lowest common ancestors (the generations up from each
 * side name the relation: sibling, aunt, first cousin once removed); partners, in-laws, steps and
 * fosters go through one partner or one parent link. Double cousins and marriages within the
 * family give several paths: each word once, the closest first.
 */

type RelationKind = 'self' | 'blood' | 'partner' | 'in-law' | 'step' | 'foster';

export interface Relation {
  /** What `to` is to `from`, in English: 'mother', 'first cousin once removed', 'sister-in-law'. */
  word: string;
  /** The same as a structure, for the other languages (issue 42); absent for 'self'. */
  shape?: RelationShape;
  kind: RelationKind;
  /** Lower is closer: generations apart for blood (a half relation a little further), more for marriage. */
  closeness: number;
  /** The first person on the way from `from` to `to`, when there is one between them. */
  via?: PersonId;
  /** Blood: the lowest common ancestor the relation goes through. */
  ancestor?: PersonId;
}

/** When each person was born, as far as the family may know it ('1950', '1950-04', '1950-04-03'). */
export type BornOf = (id: PersonId) => string | null | undefined;

const HALF = 0.5;
/**
 * How far up a relation is looked for: a 13x-great-grandparent, a 14th cousin. Without a bound a
 * genealogy of thousands (a GEDCOM import, centuries deep) made every person's ancestors nearly
 * everyone, and one member's relations took a minute.
 */
const GENERATIONS = 15;
/** A relation by marriage or a step counts as this much further than its blood counterpart. */
const BY_MARRIAGE = 1.5;
/** Lines kept for factsOf: a family of thousands, a few viewers' worth. */
const LINES_KEPT_MAX = 20_000;

/** The relations one family graph answers, with each person's ancestors worked out once. */
export class FamilyRelations {
  private readonly ancestors = new Map<PersonId, Map<PersonId, number>>();
  /** Lines up to a common ancestor, for the languages that name the side (factsOf). */
  private readonly lines = new Map<string, readonly PersonId[]>();

  constructor(readonly graph: FamilyGraph) {}

  private ancestorsOf(id: PersonId): Map<PersonId, number> {
    let found = this.ancestors.get(id);
    if (!found) this.ancestors.set(id, (found = this.graph.ancestorsOf(id, GENERATIONS)));
    return found;
  }

  /** The closest relation of `to` to `from`, or null when none has a name. */
  relation(from: PersonId, to: PersonId): Relation | null {
    return this.relations(from, to)[0] ?? null;
  }

  /** The closest relation of each person `from` is linked to in any way (`from` left out). */
  closestFrom(from: PersonId): Map<PersonId, Relation> {
    const found = new Map<PersonId, Relation>();
    for (const [person, relation] of this.closest(from)) if (relation) found.set(person, relation);
    return found;
  }

  /**
   * The same, one person at a time: a server working through thousands of people takes turns
   * between them (each person `from` is linked to is one step, named or not: `null`).
   */
  *closest(from: PersonId): Generator<[PersonId, Relation | null]> {
    for (const person of this.graph.connectedTo(from)) {
      if (person !== from) yield [person, this.relation(from, person)];
    }
  }

  /** Every named relation of `to` to `from`, the closest first, each word once. */
  relations(from: PersonId, to: PersonId): Relation[] {
    if (from === to) return [{ word: 'self', kind: 'self', closeness: 0 }];
    const found = [...this.blood(from, to), ...this.byPartner(from, to), ...this.bySteps(from, to)];
    found.sort((x, y) => x.closeness - y.closeness);
    const seen = new Set<string>();
    return found.filter(({ word }) => !seen.has(word) && seen.add(word));
  }

  /**
   * What a language other than English may need to name `relation` of `to` to `from` (issue 42):
   * the genders along the line it goes (the side: a father's brother, a mother's sister), and who
   * was born first where a language says it (an elder brother). Worked out only when asked: an
   * English answer never asks.
   */
  factsOf(from: PersonId, to: PersonId, relation: Relation, bornOf?: BornOf): RelationFacts {
    const { graph } = this;
    const older = (x: PersonId | undefined, y: PersonId | undefined) => (bornOf && x && y ? bornBefore(bornOf(x), bornOf(y)) : null);
    const shape = relation.shape;
    if (shape?.kind === 'blood' && relation.ancestor) {
      const { up: a, down: b } = shape;
      const ancestor = relation.ancestor;
      const upLine = this.lineUp(from, ancestor, a);
      // The relative's side, from the common ancestor's child down to the relative's parent: their line up, turned round.
      const downLine = this.lineUp(to, ancestor, b).slice().reverse();
      const genders = (line: readonly PersonId[], length: number) => {
        const found: Array<Gender | null> = new Array(length).fill(null);
        for (let index = 0; index < line.length && index < length; index += 1) found[index] = graph.genderOf(line[index]);
        return found;
      };
      return {
        up: genders(upLine, Math.max(0, a - 1)),
        down: genders(downLine, Math.max(0, b - 1)),
        ancestor: graph.genderOf(ancestor),
        elder: a === b ? older(to, from) : null,
        // An aunt's sibling on the viewer's line: the viewer's parent (or grandparent, for a grand-aunt).
        elderThanSibling: b === 1 && a >= 2 ? older(to, upLine[a - 2]) : null,
        viaElder: null,
        elderThanVia: null,
      };
    }
    const elder = older(to, from);
    if (!relation.via) return { ...NO_FACTS, elder };
    return { ...NO_FACTS, elder, via: graph.genderOf(relation.via), viaElder: older(relation.via, from), elderThanVia: older(to, relation.via) };
  }

  /**
   * The people from `person`'s parent up to below `ancestor`, `generations` above `person`: the
   * line a relation goes along. Kept: a viewer's relatives share their common ancestors, and
   * siblings their lines.
   */
  private lineUp(person: PersonId, ancestor: PersonId, generations: number): readonly PersonId[] {
    if (generations <= 1) return [];
    const key = `${person}>${ancestor}`;
    let line = this.lines.get(key);
    if (!line) {
      let next: PersonId | undefined;
      for (const link of this.graph.parentLinksOf(person)) {
        if ((link.kind === 'birth' || link.kind === 'adoptive') && this.ancestorsOf(link.parent).get(ancestor) === generations - 1) {
          next = link.parent;
          break;
        }
      }
      line = next === undefined ? [] : [next, ...this.lineUp(next, ancestor, generations - 1)];
      if (this.lines.size >= LINES_KEPT_MAX) this.lines.clear();
      this.lines.set(key, line);
    }
    return line;
  }

  /** Blood and adoption: through each lowest common ancestor. */
  private blood(from: PersonId, to: PersonId): Relation[] {
    const up = this.ancestorsOf(from);
    const upOfTo = this.ancestorsOf(to);
    // Common ancestors none of whose line children is one too (a grandparent of siblings is not).
    const lowest: Array<{ ancestor: PersonId; a: number; b: number }> = [];
    for (const [ancestor, a] of up) {
      const b = upOfTo.get(ancestor);
      if (b === undefined) continue;
      const lower = this.graph.linealChildrenOf(ancestor).some((child) => up.has(child) && upOfTo.has(child));
      if (!lower) lowest.push({ ancestor, a, b });
    }
    const gender = this.graph.genderOf(to);
    return lowest.map(({ ancestor, a, b }) => {
      const isHalf = a > 0 && b > 0 && this.isHalf(ancestor, a, b, lowest, from, to);
      const shape: BloodShape = { kind: 'blood', up: a, down: b, half: isHalf, gender };
      return { word: englishWord(shape), shape, kind: 'blood' as const, closeness: a + b + (isHalf ? HALF : 0), via: this.firstStep(from, to, ancestor, a, b, isHalf), ancestor };
    });
  }

  /**
   * A half relation: one common ancestor where the two lines part (not a couple), and each side
   * has another parent there who is not shared. A parent nobody entered makes no claim of half.
   */
  private isHalf(ancestor: PersonId, a: number, b: number, lowest: ReadonlyArray<{ a: number; b: number }>, from: PersonId, to: PersonId): boolean {
    if (lowest.filter((other) => other.a === a && other.b === b).length > 1) return false;
    const fork = (person: PersonId, depth: number) => this.lineChild(ancestor, person, depth - 1);
    const mine = fork(from, a);
    const theirs = fork(to, b);
    if (!mine || !theirs) return false;
    const others = (child: PersonId) => this.graph.linealParentsOf(child).filter((parent) => parent !== ancestor);
    const otherOfTheirs = new Set(others(theirs));
    const otherOfMine = others(mine);
    return otherOfMine.length > 0 && otherOfTheirs.size > 0 && !otherOfMine.some((parent) => otherOfTheirs.has(parent));
  }

  /** The child of `ancestor` on `person`'s line, `depth` generations above `person`. */
  private lineChild(ancestor: PersonId, person: PersonId, depth: number): PersonId | undefined {
    const line = this.ancestorsOf(person);
    return this.graph.linealChildrenOf(ancestor).find((child) => line.get(child) === depth);
  }

  /**
   * The person the relation is explained through: up to a parent ("your cousin, through Anna,
   * your mother"), down to a child ("your grandson, through Leo, your son"), or, for a sibling's
   * descendants, that sibling ("your niece, through Meg, your sister"), as families say it. None
   * for the nearest.
   */
  private firstStep(from: PersonId, to: PersonId, ancestor: PersonId, a: number, b: number, isHalf: boolean): PersonId | undefined {
    if (a + b <= 1) return undefined;
    if (a === 0) return this.graph.linealChildrenOf(from).find((child) => this.ancestorsOf(to).get(child) === b - 1);
    if (a === 1 && b === 1) return isHalf ? ancestor : undefined;
    if (a === 1) return this.lineChild(ancestor, to, b - 1);
    return this.graph.linealParentsOf(from).find((parent) => this.ancestorsOf(parent).get(ancestor) === a - 1);
  }

  /** Partners, and the in-laws one partnership makes. */
  private byPartner(from: PersonId, to: PersonId): Relation[] {
    const { graph } = this;
    const gender = graph.genderOf(to);
    const found: Relation[] = [];
    for (const link of graph.partnerLinksOf(from)) {
      const partner = FamilyGraph.otherOf(link, from);
      if (partner === to) found.push(named({ kind: 'partner', gender, married: link.married, ended: !!link.ended }, 'partner', link.ended ? 3 : 1));
      if (link.ended) continue;
      const partnerShape = partnerOf(graph.genderOf(partner), link.married);
      // A partner's parent and sibling.
      if (graph.linealParentsOf(partner).includes(to)) {
        found.push(inLaw(link.married ? { kind: 'in-law', route: 'partner-parent', gender } : { kind: 'of', first: partnerShape, second: bloodOf(1, 0, gender) }, 1, partner));
      }
      if (this.areSiblings(partner, to)) {
        found.push(inLaw(link.married ? { kind: 'in-law', route: 'partner-sibling', gender } : { kind: 'of', first: partnerShape, second: bloodOf(1, 1, gender) }, 2, partner));
      }
    }
    // A sibling's or a child's partner.
    for (const link of graph.partnerLinksOf(to)) {
      if (link.ended) continue;
      const partner = FamilyGraph.otherOf(link, to);
      if (partner === from) continue;
      const theirs = partnerOf(gender, link.married);
      if (this.areSiblings(from, partner)) {
        found.push(inLaw(link.married ? { kind: 'in-law', route: 'sibling-partner', gender } : { kind: 'of', first: bloodOf(1, 1, graph.genderOf(partner)), second: theirs }, 2, partner));
      }
      if (graph.linealChildrenOf(from).includes(partner)) {
        found.push(inLaw(link.married ? { kind: 'in-law', route: 'child-partner', gender } : { kind: 'of', first: bloodOf(0, 1, graph.genderOf(partner)), second: theirs }, 1, partner));
      }
    }
    return found;
  }

  private areSiblings(x: PersonId, y: PersonId): boolean {
    if (x === y) return false;
    const parents = new Set(this.graph.linealParentsOf(x));
    return this.graph.linealParentsOf(y).some((parent) => parents.has(parent));
  }

  /** Steps (entered, or a parent's spouse and a spouse's child) and fosters. */
  private bySteps(from: PersonId, to: PersonId): Relation[] {
    const { graph } = this;
    const gender = graph.genderOf(to);
    const found: Relation[] = [];
    for (const link of graph.parentLinksOf(from)) {
      if (link.parent !== to) continue;
      if (link.kind === 'foster') found.push(named({ kind: 'foster', role: 'parent', gender }, 'foster', 1 + BY_MARRIAGE));
    }
    for (const link of graph.childLinksOf(from)) {
      if (link.child !== to) continue;
      if (link.kind === 'step') found.push(step({ kind: 'step', role: 'child', gender }, 1));
      if (link.kind === 'foster') found.push(named({ kind: 'foster', role: 'child', gender }, 'foster', 1 + BY_MARRIAGE));
    }
    const myParents = new Set(graph.linealParentsOf(from));
    const stepParents = this.stepParentsOf(from, myParents);
    if (stepParents.has(to)) found.push(step({ kind: 'step', role: 'parent', gender }, 1, stepParents.get(to)));
    // A spouse's child who is not one's own.
    for (const link of graph.partnerLinksOf(from)) {
      if (link.ended || !link.married) continue;
      const partner = FamilyGraph.otherOf(link, from);
      if (graph.linealParentsOf(to).includes(partner) && !graph.linealParentsOf(to).includes(from)) found.push(step({ kind: 'step', role: 'child', gender }, 1, partner));
    }
    // A step-parent's child who shares no parent with one.
    for (const [stepParent] of stepParents) {
      if (graph.linealParentsOf(to).includes(stepParent) && !graph.linealParentsOf(to).some((theirs) => myParents.has(theirs))) {
        found.push(step({ kind: 'step', role: 'sibling', gender }, 2, stepParent));
      }
    }
    return found;
  }

  /** Step-parents: a parent's current spouse who is not one's parent (with that parent), or one entered as such. */
  private stepParentsOf(person: PersonId, parents: ReadonlySet<PersonId>): Map<PersonId, PersonId | undefined> {
    const found = new Map<PersonId, PersonId | undefined>();
    for (const parent of parents) {
      for (const link of this.graph.partnerLinksOf(parent)) {
        const spouse = FamilyGraph.otherOf(link, parent);
        if (link.married && !link.ended && !parents.has(spouse) && spouse !== person) found.set(spouse, parent);
      }
    }
    for (const link of this.graph.parentLinksOf(person)) if (link.kind === 'step' && !found.has(link.parent)) found.set(link.parent, undefined);
    return found;
  }
}

const bloodOf = (up: number, down: number, gender: Gender | null): BloodShape => ({ kind: 'blood', up, down, half: false, gender });
const partnerOf = (gender: Gender | null, married: boolean): PartnerShape => ({ kind: 'partner', gender, married, ended: false });

const named = (shape: RelationShape, kind: RelationKind, closeness: number): Relation => ({ word: englishWord(shape), shape, kind, closeness });

const inLaw = (shape: InLawShape | RelationShape, blood: number, via: PersonId): Relation => ({ ...named(shape, 'in-law', blood + BY_MARRIAGE), via });

const step = (shape: StepShape, blood: number, via?: PersonId): Relation => ({ ...named(shape, 'step', blood + HALF), ...(via ? { via } : {}) });

/** Whether `mine` is the earlier of two birth dates (YYYY, YYYY-MM or YYYY-MM-DD); null when the dates cannot tell. */
function bornBefore(mine: string | null | undefined, theirs: string | null | undefined): boolean | null {
  if (!mine || !theirs) return null;
  const length = Math.min(mine.length, theirs.length);
  const a = mine.slice(0, length);
  const b = theirs.slice(0, length);
  if (a === b) return null;
  return a < b;
}
