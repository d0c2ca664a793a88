/*
 * The family as a graph (issue 41): people (members and relatives without an account) and the
 * two links a family enters, a parent's and a partner's. Everything else (siblings, cousins,
 * in-laws, steps) is derived from these, never entered.
 */

/** A person's id in the tree: a member's ('m12') or a relative's without an account ('r5'). */
export type PersonId = string;

export type Gender = 'female' | 'male';

export interface Person {
  id: PersonId;
  /** Words for them follow it ('aunt', 'uncle'); unknown, the neutral ones ('parent's sibling'). */
  gender?: Gender | null;
}

/** How a parent is one: birth and adoption make a family line; a step or foster parent does not. */
export type ParentKind = 'birth' | 'adoptive' | 'step' | 'foster';

export interface ParentLink {
  child: PersonId;
  parent: PersonId;
  kind: ParentKind;
}

export interface PartnerLink {
  a: PersonId;
  b: PersonId;
  married: boolean;
  /** Set when the partnership ended (a divorce, a separation); a death does not end it. */
  ended?: boolean;
}

/** The kinds that make someone an ancestor: the lines cousins and great-aunts are counted along. */
const LINEAL: ReadonlySet<ParentKind> = new Set(['birth', 'adoptive']);

export const FAMILY_LINK_MESSAGES = {
  selfParent: 'A person cannot be their own parent.',
  ownAncestor: (child: string, parent: string) => `${parent} is already ${child}'s descendant and cannot also be their parent.`,
  duplicateParent: (child: string, parent: string) => `${parent} is already a parent of ${child}.`,
  selfPartner: 'A person cannot be their own partner.',
  parentAsPartner: 'A parent and their child cannot be partners.',
} as const;

/** The family's people and links, indexed both ways. */
export class FamilyGraph {
  readonly people = new Map<PersonId, Person>();
  private readonly parents = new Map<PersonId, ParentLink[]>();
  private readonly children = new Map<PersonId, ParentLink[]>();
  private readonly partners = new Map<PersonId, PartnerLink[]>();

  constructor(people: Iterable<Person>, parentLinks: Iterable<ParentLink> = [], partnerLinks: Iterable<PartnerLink> = []) {
    for (const person of people) this.people.set(person.id, person);
    for (const link of parentLinks) {
      push(this.parents, link.child, link);
      push(this.children, link.parent, link);
    }
    for (const link of partnerLinks) {
      push(this.partners, link.a, link);
      push(this.partners, link.b, link);
    }
  }

  genderOf(id: PersonId): Gender | null {
    return this.people.get(id)?.gender ?? null;
  }

  /** The person's parent links, of every kind. */
  parentLinksOf(id: PersonId): readonly ParentLink[] {
    return this.parents.get(id) ?? [];
  }

  /** The parents the family line goes through (birth and adoptive). */
  linealParentsOf(id: PersonId): PersonId[] {
    return this.parentLinksOf(id).flatMap((link) => (LINEAL.has(link.kind) ? [link.parent] : []));
  }

  childLinksOf(id: PersonId): readonly ParentLink[] {
    return this.children.get(id) ?? [];
  }

  linealChildrenOf(id: PersonId): PersonId[] {
    return this.childLinksOf(id).flatMap((link) => (LINEAL.has(link.kind) ? [link.child] : []));
  }

  partnerLinksOf(id: PersonId): readonly PartnerLink[] {
    return this.partners.get(id) ?? [];
  }

  /** The other person of a partner link. */
  static otherOf(link: PartnerLink, id: PersonId): PersonId {
    return link.a === id ? link.b : link.a;
  }

  /** Every ancestor along the family line, with the fewest generations up to them (a parent: 1). */
  ancestorsOf(id: PersonId, generations = Infinity): Map<PersonId, number> {
    const found = new Map<PersonId, number>([[id, 0]]);
    let generation = [id];
    for (let up = 1; generation.length > 0 && up <= generations; up += 1) {
      const next: PersonId[] = [];
      for (const person of generation) {
        for (const parent of this.linealParentsOf(person)) {
          if (found.has(parent)) continue;
          found.set(parent, up);
          next.push(parent);
        }
      }
      generation = next;
    }
    return found;
  }

  /** Everyone reached from `id` along links of any kind, `id` included: the only people it can be related to. */
  connectedTo(id: PersonId): Set<PersonId> {
    const seen = new Set<PersonId>([id]);
    const stack = [id];
    const visit = (other: PersonId) => {
      if (seen.has(other)) return;
      seen.add(other);
      stack.push(other);
    };
    while (stack.length > 0) {
      const person = stack.pop()!;
      for (const link of this.parentLinksOf(person)) visit(link.parent);
      for (const link of this.childLinksOf(person)) visit(link.child);
      for (const link of this.partnerLinksOf(person)) visit(FamilyGraph.otherOf(link, person));
    }
    return seen;
  }

  /** True when `descendant` is reached from `ancestor` going down parent links of any kind. */
  isDescendant(descendant: PersonId, ancestor: PersonId): boolean {
    const seen = new Set<PersonId>();
    const stack = [ancestor];
    while (stack.length > 0) {
      const person = stack.pop()!;
      for (const { child } of this.childLinksOf(person)) {
        if (child === descendant) return true;
        if (!seen.has(child)) {
          seen.add(child);
          stack.push(child);
        }
      }
    }
    return false;
  }

  /**
   * Why a new parent link cannot be made, or undefined: nobody is their own parent or ancestor
   * (of any kind of link: a loop would make every relation endless), a link is made once, and
   * partners do not become each other's parent (the rule partnerLinkProblem keeps the other way
   * round). `nameOf` says who is who in the message.
   */
  parentLinkProblem(link: Pick<ParentLink, 'child' | 'parent'>, nameOf: (id: PersonId) => string): string | undefined {
    if (link.child === link.parent) return FAMILY_LINK_MESSAGES.selfParent;
    if (this.parentLinksOf(link.child).some((existing) => existing.parent === link.parent)) {
      return FAMILY_LINK_MESSAGES.duplicateParent(nameOf(link.child), nameOf(link.parent));
    }
    if (this.partnerLinksOf(link.child).some((partnership) => FamilyGraph.otherOf(partnership, link.child) === link.parent)) {
      return FAMILY_LINK_MESSAGES.parentAsPartner;
    }
    if (this.isDescendant(link.parent, link.child)) return FAMILY_LINK_MESSAGES.ownAncestor(nameOf(link.child), nameOf(link.parent));
    return undefined;
  }

  /** Why a new partner link cannot be made, or undefined. */
  partnerLinkProblem(link: Pick<PartnerLink, 'a' | 'b'>): string | undefined {
    if (link.a === link.b) return FAMILY_LINK_MESSAGES.selfPartner;
    const direct = (x: PersonId, y: PersonId) => this.parentLinksOf(x).some((parent) => parent.parent === y);
    if (direct(link.a, link.b) || direct(link.b, link.a)) return FAMILY_LINK_MESSAGES.parentAsPartner;
    return undefined;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
