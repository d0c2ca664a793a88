import { GEDCOM_IMPORT_LIMITS, isSurelyBefore, type ParentKind, type PersonId } from 'shared-contracts/family';
import { turnTaker } from '../../lib/background-pace.js';
import type { GedcomPreview, Translator } from 'shared-contracts';
import type { FamilyState, ImportCandidate } from './family-state.js';
import { GEDCOM_PROBLEM_MESSAGES, problemLines } from './gedcom-problems.js';
import { NO_NAME, type GedcomFile, type GedcomPartnership, type GedcomPerson, type GedcomProblem } from './gedcom-read.js';

/*
 * What importing a GEDCOM file would do to the tree as it is: who of the file is a member (the
 * same name and birth date), who is in the tree already (from an earlier import of the file, or
 * added by hand with the same name and birth date), who is new; which links are new, and which
 * would make someone their own ancestor (skipped). The preview shows it; the import does it.
 */

export type Outcome = 'new' | 'member' | 'existing';

export interface PlannedPerson extends GedcomPerson {
  outcome: Outcome;
  /** The tree's person, for member and existing. */
  match?: { id: PersonId; name: string };
  /** Where they came from, kept with a new relative. */
  importKey: string;
  /** For a person found in the tree: what the file adds to what the tree knows of them. */
  fill?: { importKey?: string; gender?: 'female' | 'male' };
}

/** A person of the tree as the plan looks them up (names compared without accents or case). */
type Known = ImportCandidate;

/** A person of a planned link: the tree's, or the file's (by xref) when new. */
export type PlannedRef = { id: PersonId } | { xref: string };

export interface ImportPlan {
  source: string;
  version: string;
  families: number;
  people: PlannedPerson[];
  parents: Array<{ child: PlannedRef; parent: PlannedRef; kind: ParentKind; line: number }>;
  partners: Array<Omit<GedcomPartnership, 'a' | 'b'> & { a: PlannedRef; b: PlannedRef }>;
  problems: GedcomProblem[];
  /** The file's problems past the ones it kept. */
  moreProblems: number;
}

/** A name as it is compared: no accents, no case, no punctuation ('Zoë O\'Brien' = 'zoe o brien'). */
function comparableName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const fullName = (person: Pick<GedcomPerson, 'firstName' | 'lastName'>) => [person.firstName, person.lastName].filter(Boolean).join(' ');
const EXACT_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Our own export names people by their ids here: m12, r5. */
const OWN_XREF = /^@([MR]\d{1,10})@$/;

/** Two people in either order, as one key: a couple, or a parent and child seen as a pair. */
export const coupleOf = (one: string | number, other: string | number) => [String(one), String(other)].sort().join('|');

export const IMPORT_PROBLEMS = {
  ownAncestor: (line: number, parent: string, child: string) => ({ line, message: GEDCOM_PROBLEM_MESSAGES.ownAncestor(parent, child) }),
  parentAsPartner: (line: number, a: string, b: string) => ({ line, message: GEDCOM_PROBLEM_MESSAGES.parentAsPartner(a, b) }),
  partnersAsParent: (line: number, parent: string, child: string) => ({ line, message: GEDCOM_PROBLEM_MESSAGES.partnersAsParent(parent, child) }),
  endsBeforeStart: (line: number) => ({ line, message: GEDCOM_PROBLEM_MESSAGES.endsBeforeStart }),
};

/** One side of Kahn's algorithm: who is left when those with nothing left on that side are peeled off, again and again. */
function unpeeled(links: ReadonlyArray<{ from: string; to: string }>): Set<string> {
  const left = new Map<string, number>();
  const next = new Map<string, string[]>();
  for (const { from, to } of links) {
    left.set(from, (left.get(from) ?? 0) + 1);
    if (!left.has(to)) left.set(to, 0);
    const list = next.get(to);
    if (list) list.push(from);
    else next.set(to, [from]);
  }
  const ready = [...left].filter(([, count]) => count === 0).map(([person]) => person);
  while (ready.length > 0) {
    const person = ready.pop()!;
    left.delete(person);
    for (const other of next.get(person) ?? []) {
      const count = left.get(other)! - 1;
      left.set(other, count);
      if (count === 0) ready.push(other);
    }
  }
  return new Set(left.keys());
}

/**
 * Who may be on a loop of links (child -> parent): none when there is no loop at all (most files),
 * else those left by peeling from both ends, O(people + links): every loop, and little else.
 */
function loopCore(links: ReadonlyArray<{ child: string; parent: string }>): Set<string> {
  const up = unpeeled(links.map(({ child, parent }) => ({ from: child, to: parent })));
  if (up.size === 0) return up;
  const down = unpeeled(links.map(({ child, parent }) => ({ from: parent, to: child })));
  return new Set([...up].filter((person) => down.has(person)));
}

/**
 * The new links (child -> parent) that make no loop with those there are, in their order, and the
 * others. Most files have no loop: one pass over all of them says so. When one does, only the links
 * within the loops' core are checked, each by walking up from its parent within the core (a loop
 * closes when the child is among its ancestors): a loop in a chain of 20,000 checks a few links.
 */
export async function loopFree<T extends { child: string; parent: string }>(
  existing: ReadonlyArray<{ child: string; parent: string }>,
  added: readonly T[],
): Promise<{ kept: T[]; looping: T[] }> {
  const core = loopCore([...existing, ...added]);
  if (core.size === 0) return { kept: [...added], looping: [] };
  const inCore = (link: { child: string; parent: string }) => core.has(link.child) && core.has(link.parent);
  const check = new AncestorCheck(existing.filter(inCore));
  const turns = turnTaker();
  const kept: T[] = [];
  const looping: T[] = [];
  for (const link of added) {
    await turns.take();
    if (!inCore(link)) kept.push(link);
    else if (link.child === link.parent || check.wouldLoop(link.child, link.parent)) looping.push(link);
    else {
      check.add(link.child, link.parent);
      kept.push(link);
    }
  }
  return { kept, looping };
}

/** Walks up from a person through their parents. */
class AncestorCheck {
  private readonly parentsOf = new Map<string, string[]>();

  constructor(links: Iterable<{ child: string; parent: string }>) {
    for (const link of links) this.add(link.child, link.parent);
  }

  add(child: string, parent: string): void {
    const parents = this.parentsOf.get(child);
    if (parents) parents.push(parent);
    else this.parentsOf.set(child, [parent]);
  }

  wouldLoop(child: string, parent: string): boolean {
    const seen = new Set<string>();
    const stack = [parent];
    while (stack.length > 0) {
      const at = stack.pop()!;
      if (at === child) return true;
      if (seen.has(at)) continue;
      seen.add(at);
      for (const next of this.parentsOf.get(at) ?? []) stack.push(next);
    }
    return false;
  }
}

/** A planned person's key in link checks: the tree's id, or 'new:' and the file's xref. */
const refKey = (ref: PlannedRef): string => ('id' in ref ? ref.id : `new:${ref.xref}`);

export async function planImport(file: GedcomFile, state: FamilyState): Promise<ImportPlan> {
  const turns = turnTaker();
  const source = file.source || 'GEDCOM';
  const ownExport = source.toUpperCase() === 'FAMILYNET';
  const byKey = new Map<string, Known>();
  const byNameAndDay = new Map<string, Known[]>();
  /** Members whose birthday nobody entered, by name. */
  const undatedMembers = new Map<string, Known[]>();
  const byId = new Map<string, Known>();
  for (const candidate of state.importCandidates()) {
    const known: Known = { ...candidate, names: candidate.names.map(comparableName).filter(Boolean) };
    byId.set(candidate.id, known);
    if (candidate.importKey) byKey.set(candidate.importKey, known);
    if (candidate.birthDate && EXACT_DAY.test(candidate.birthDate)) {
      for (const name of new Set(known.names)) {
        const key = `${name}|${candidate.birthDate}`;
        byNameAndDay.set(key, [...(byNameAndDay.get(key) ?? []), known]);
      }
    } else if (candidate.id.startsWith('m')) {
      for (const name of new Set(known.names)) undatedMembers.set(name, [...(undatedMembers.get(name) ?? []), known]);
    }
  }

  const taken = new Set<PersonId>();
  const people: PlannedPerson[] = [];
  for (const person of file.people) {
    await turns.take();
    people.push(planned(person));
  }
  function planned(person: GedcomPerson): PlannedPerson {
    const importKey = `${source}|${person.xref}`;
    const name = comparableName(person.matchName);
    const found = (known: Known | undefined): PlannedPerson | undefined => {
      if (!known || taken.has(known.id)) return undefined;
      taken.add(known.id);
      const member = known.id.startsWith('m');
      // What the tree does not know yet and the file does: the key of a relative found by name, a gender.
      const fill = {
        ...(!member && known.importKey === null ? { importKey } : {}),
        ...(known.gender === null && person.gender ? { gender: person.gender } : {}),
      };
      return { ...person, importKey, outcome: member ? 'member' : 'existing', match: { id: known.id, name: known.name }, fill };
    };
    const sameName = (known: Known | undefined) => (known && known.names.includes(name) ? known : undefined);
    // A member who took the place of a relative this file brought is found by its key whatever
    // their profile's name now says.
    const byItsKey = (known: Known | undefined) => (known?.id.startsWith('m') ? known : sameName(known));
    // 1. Imported from this file before; 2. our own export, by the id it wrote (on this site);
    // 3. a member, then a relative, with the same name and birth day; 4. without a birth date on
    // either side, the one member of that name (two of one name and no date: nobody can tell).
    const own = ownExport ? OWN_XREF.exec(person.xref) : null;
    const sameDay = person.birth.phrase === null && person.birth.date && EXACT_DAY.test(person.birth.date) ? (byNameAndDay.get(`${name}|${person.birth.date}`) ?? []) : [];
    const undated = person.birth.date === null && person.birth.phrase === null ? (undatedMembers.get(name) ?? []) : [];
    return (
      found(byItsKey(byKey.get(importKey))) ??
      (own ? found(sameName(byId.get(own[1].toLowerCase()))) : undefined) ??
      found(sameDay.find((known) => known.id.startsWith('m') && !taken.has(known.id))) ??
      found(sameDay.find((known) => !taken.has(known.id))) ??
      (undated.length === 1 ? found(undated[0]) : undefined) ?? { ...person, importKey, outcome: 'new' }
    );
  }

  const refOf = new Map<string, PlannedRef>(people.map((person) => [person.xref, person.match ? { id: person.match.id } : { xref: person.xref }]));
  const nameOf = new Map<string, string>(people.map((person) => [person.xref, fullName(person) || NO_NAME]));
  const problems = [...file.problems];

  // Links: those the tree has already are not made again; one between partners the tree has, or
  // one that would close a loop, is skipped (the rules of a link made by hand).
  const existing = new Set(state.links().map((link) => `${link.child}|${link.parent}`));
  const couples = new Set(state.partnerships().map((link) => coupleOf(link.a, link.b)));
  const candidates: Array<ImportPlan['parents'][number] & { from: { child: string; parent: string } }> = [];
  for (const link of file.parents) {
    const planned = { child: refOf.get(link.child)!, parent: refOf.get(link.parent)!, kind: link.kind, line: link.line, from: link };
    const key = `${refKey(planned.child)}|${refKey(planned.parent)}`;
    if (existing.has(key)) continue;
    existing.add(key);
    if (couples.has(coupleOf(refKey(planned.child), refKey(planned.parent)))) {
      problems.push(IMPORT_PROBLEMS.partnersAsParent(link.line, nameOf.get(link.parent)!, nameOf.get(link.child)!));
      continue;
    }
    candidates.push(planned);
  }
  const keyed = candidates.map((link) => ({ child: refKey(link.child), parent: refKey(link.parent), link }));
  const { kept, looping } = await loopFree(state.links(), keyed);
  for (const { link } of looping) problems.push(IMPORT_PROBLEMS.ownAncestor(link.line, nameOf.get(link.from.parent)!, nameOf.get(link.from.child)!));
  const parents: ImportPlan['parents'] = kept.map(({ link: { from: _from, ...link } }) => link);
  // The rules of a partnership made by hand (FamilyGraph.partnerLinkProblem): not with one's parent
  // or child, by the links the import makes (not those it skips as loops), as its write checks.
  const parentPairs = new Set([...state.links(), ...kept].map(({ child, parent }) => coupleOf(child, parent)));
  const partners: ImportPlan['partners'] = [];
  for (const partnership of file.partners) {
    const a = refOf.get(partnership.a)!;
    const b = refOf.get(partnership.b)!;
    const couple = coupleOf(refKey(a), refKey(b));
    // A couple already in the tree (from an earlier import, or entered by hand) is kept as it is.
    if (refKey(a) === refKey(b) || couples.has(couple)) continue;
    if (parentPairs.has(couple)) {
      problems.push(IMPORT_PROBLEMS.parentAsPartner(partnership.line, nameOf.get(partnership.a)!, nameOf.get(partnership.b)!));
      continue;
    }
    couples.add(couple);
    const endsBeforeStart = partnership.startDate && partnership.endDate && isSurelyBefore(partnership.endDate, partnership.startDate);
    if (endsBeforeStart) problems.push(IMPORT_PROBLEMS.endsBeforeStart(partnership.line));
    partners.push({ ...partnership, ...(endsBeforeStart ? { endDate: null } : {}), a, b });
  }
  problems.sort((x, y) => x.line - y.line);
  return { source, version: file.version, families: file.families, people, parents, partners, problems, moreProblems: file.moreProblems };
}

export const counted = (people: readonly PlannedPerson[], outcome: Outcome) => people.filter((person) => person.outcome === outcome).length;

/** The preview's answer. */
export function previewOf(plan: ImportPlan, encoding: string, say?: Translator | null): GedcomPreview {
  return {
    encoding,
    version: plan.version,
    source: plan.source,
    people: plan.people.length,
    families: plan.families,
    added: counted(plan.people, 'new'),
    members: counted(plan.people, 'member'),
    existing: counted(plan.people, 'existing'),
    parentLinks: plan.parents.length,
    partnerLinks: plan.partners.length,
    list: plan.people.slice(0, GEDCOM_IMPORT_LIMITS.previewListed).map((person) => ({
      line: person.line,
      name: fullName(person) || NO_NAME,
      ...(person.birth.phrase || person.birth.date ? { born: person.birth.phrase ?? person.birth.date! } : {}),
      ...(person.death.phrase || person.death.date ? { died: person.death.phrase ?? person.death.date! } : {}),
      outcome: person.outcome,
      ...(person.match ? { match: person.match } : {}),
    })),
    problems: problemLines(plan.problems, plan.moreProblems, say),
  };
}
