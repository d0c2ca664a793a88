import type { ReactElement } from 'react';
import type { FamilyPerson, FamilyRelation, FamilyTree } from 'shared-contracts';
import { lifeYears } from './lifeYears';

interface TreeOutlineProps {
  tree: FamilyTree;
  relations: ReadonlyMap<string, FamilyRelation>;
  onOpen: (person: FamilyPerson) => void;
}

const KIND_WORDS = { birth: '', adoptive: 'adoptive', step: 'step', foster: 'foster' } as const;

/**
 * The same tree as the drawing, as a list a screen reader reads and a phone scrolls: you, then
 * your ancestors (each with their parents), then your descendants (each with their children),
 * each person with their partners and what they are to you.
 */
export function TreeOutline({ tree, relations, onOpen }: TreeOutlineProps) {
  const byId = new Map(tree.people.map((person) => [person.id, person]));
  const parentsOf = (id: string) => tree.parents.filter((link) => link.child === id && byId.has(link.parent));
  const childrenOf = (id: string) => tree.parents.filter((link) => link.parent === id && byId.has(link.child));
  const partnersOf = (id: string) =>
    tree.partners.flatMap((link) => {
      const other = link.a === id ? link.b : link.b === id ? link.a : null;
      return other && byId.has(other) ? [{ person: byId.get(other)!, ended: link.ended, married: link.married }] : [];
    });

  const label = (person: FamilyPerson, kind?: keyof typeof KIND_WORDS) => {
    const relation = person.id === tree.me ? 'you' : relations.get(person.id)?.word;
    const extra = [kind ? KIND_WORDS[kind] : '', relation ? (person.id === tree.me ? relation : `your ${relation}`) : '', lifeYears(person)].filter(Boolean);
    return extra.length ? `${person.name} (${extra.join(', ')})` : person.name;
  };
  const name = (person: FamilyPerson, kind?: keyof typeof KIND_WORDS) =>
    person.memberId ? (
      <button type="button" className="fn-tree-outline-name" onClick={() => onOpen(person)}>
        {label(person, kind)}
      </button>
    ) : (
      <span>{label(person, kind)}</span>
    );
  /** Someone's partners, but for those already named beside them (the other parent of the same child). */
  const partners = (id: string, named: ReadonlySet<string> = new Set()) => {
    const found = partnersOf(id).filter(({ person }) => !named.has(person.id));
    if (found.length === 0) return null;
    return (
      <p className="fn-tree-outline-partners">
        {found.map(({ person, ended, married }, index) => (
          <span key={person.id}>
            {index > 0 ? '; ' : ''}
            {ended ? 'Former partner: ' : married ? 'Married to ' : 'Partner: '}
            {name(person)}
          </span>
        ))}
      </p>
    );
  };

  /** An ancestor's other children (one's siblings, aunts and uncles), each once. */
  const others = (id: string, onTheLine: string, seen: Set<string>) => {
    const found = childrenOf(id).filter((link) => link.child !== onTheLine && !seen.has(link.child));
    if (found.length === 0) return null;
    return (
      <p className="fn-tree-outline-partners">
        {'Also their children: '}
        {found.map((link, index) => {
          seen.add(link.child);
          return (
            <span key={link.child}>
              {index > 0 ? '; ' : ''}
              {name(byId.get(link.child)!, link.kind)}
            </span>
          );
        })}
      </p>
    );
  };

  // Each person once: a loop of links (or a couple's shared line) never makes the list endless.
  const up = (id: string, seen: Set<string>): ReactElement | null => {
    const links = parentsOf(id).filter((link) => !seen.has(link.parent));
    if (links.length === 0) return null;
    const coParents = new Set(links.map((link) => link.parent));
    return (
      <ul aria-label={`Parents of ${byId.get(id)!.name}`}>
        {links.map((link) => {
          seen.add(link.parent);
          const person = byId.get(link.parent)!;
          return (
            <li key={link.parent}>
              {name(person, link.kind)}
              {partners(person.id, coParents)}
              {others(person.id, id, seen)}
              {up(person.id, seen)}
            </li>
          );
        })}
      </ul>
    );
  };
  const down = (id: string, seen: Set<string>): ReactElement | null => {
    const links = childrenOf(id).filter((link) => !seen.has(link.child));
    if (links.length === 0) return null;
    return (
      <ul aria-label={`Children of ${byId.get(id)!.name}`}>
        {links.map((link) => {
          seen.add(link.child);
          const person = byId.get(link.child)!;
          return (
            <li key={link.child}>
              {name(person, link.kind)}
              {partners(person.id)}
              {down(person.id, seen)}
            </li>
          );
        })}
      </ul>
    );
  };

  const me = byId.get(tree.me);
  if (!me) return null;
  return (
    <div className="fn-tree-outline">
      <h3 className="fn-tree-outline-me">{label(me)}</h3>
      {partners(me.id)}
      <section aria-label="Your ancestors">
        <h4>Your ancestors</h4>
        {up(me.id, new Set([me.id])) ?? <p className="fn-tree-muted">Nobody yet.</p>}
      </section>
      <section aria-label="Your descendants">
        <h4>Your descendants</h4>
        {down(me.id, new Set([me.id])) ?? <p className="fn-tree-muted">Nobody yet.</p>}
      </section>
    </div>
  );
}
