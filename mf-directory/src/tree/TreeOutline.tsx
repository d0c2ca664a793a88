import type { ReactElement, ReactNode } from 'react';
import type { FamilyPerson, FamilyRelation, FamilyTree } from 'shared-contracts';
import { useText as useDirectoryText } from '../messages';
import { withParts } from '../messages/withParts';
import { lifeYears } from './lifeYears';
import { useText, type TreeKey } from './messages';
import { useText as useYearsText } from './years/messages';

interface TreeOutlineProps {
  tree: FamilyTree;
  relations: ReadonlyMap<string, FamilyRelation>;
  onOpen: (person: FamilyPerson) => void;
}

type ParentKind = FamilyTree['parents'][number]['kind'];

const KIND_KEYS: Partial<Record<ParentKind, TreeKey>> = { adoptive: 'outline.kind.adoptive', step: 'outline.kind.step', foster: 'outline.kind.foster' };

/**
 * A relation in a sentence ('your mother'). The relation's words, and how "your" goes with them,
 * are shared-contracts' (relationText.ts says 'Your mother' on a line of its own): English until
 * it says them in a sentence.
 */
const relationInSentence = (word: string) => `your ${word}`;

/**
 * The same tree as the drawing, as a list a screen reader reads and a phone scrolls: you, then
 * your ancestors (each with their parents), then your descendants (each with their children),
 * each person with their partners and what they are to you.
 */
export function TreeOutline({ tree, relations, onOpen }: TreeOutlineProps) {
  const t = useText();
  const years = useYearsText();
  // The list's separator is the cards' (the first screen's messages).
  const directory = useDirectoryText();
  const byId = new Map(tree.people.map((person) => [person.id, person]));
  const parentsOf = (id: string) => tree.parents.filter((link) => link.child === id && byId.has(link.parent));
  const childrenOf = (id: string) => tree.parents.filter((link) => link.parent === id && byId.has(link.child));
  const partnersOf = (id: string) =>
    tree.partners.flatMap((link) => {
      const other = link.a === id ? link.b : link.b === id ? link.a : null;
      return other && byId.has(other) ? [{ person: byId.get(other)!, ended: link.ended, married: link.married }] : [];
    });

  const label = (person: FamilyPerson, kind?: ParentKind) => {
    const word = relations.get(person.id)?.word;
    const relation = person.id === tree.me ? t('outline.you') : word ? relationInSentence(word) : '';
    const kindKey = kind && KIND_KEYS[kind];
    const extra = [kindKey ? t(kindKey) : '', relation, lifeYears(person, years)].filter(Boolean);
    return extra.length ? t('outline.person', { name: person.name, details: extra.join(directory('common.listSeparator')) }) : person.name;
  };
  const name = (person: FamilyPerson, kind?: ParentKind) =>
    person.memberId ? (
      <button type="button" className="fn-tree-outline-name" onClick={() => onOpen(person)}>
        {label(person, kind)}
      </button>
    ) : (
      <span>{label(person, kind)}</span>
    );
  /** One after the other, with the language's separator between ('; '). */
  const series = (items: ReactNode[]) => items.flatMap((item, index) => (index > 0 ? [t('outline.separator'), item] : [item]));
  /** Someone's partners, but for those already named beside them (the other parent of the same child). */
  const partners = (id: string, named: ReadonlySet<string> = new Set()) => {
    const found = partnersOf(id).filter(({ person }) => !named.has(person.id));
    if (found.length === 0) return null;
    return (
      <p className="fn-tree-outline-partners">
        {series(
          found.map(({ person, ended, married }) => (
            <span key={person.id}>{withParts((values) => t(ended ? 'outline.formerPartner' : married ? 'outline.marriedTo' : 'outline.partner', values), { name: name(person) })}</span>
          )),
        )}
      </p>
    );
  };

  /** An ancestor's other children (one's siblings, aunts and uncles), each once. */
  const others = (id: string, onTheLine: string, seen: Set<string>) => {
    const found = childrenOf(id).filter((link) => link.child !== onTheLine && !seen.has(link.child));
    if (found.length === 0) return null;
    for (const link of found) seen.add(link.child);
    const names = series(found.map((link) => <span key={link.child}>{name(byId.get(link.child)!, link.kind)}</span>));
    return <p className="fn-tree-outline-partners">{withParts((values) => t('outline.alsoChildren', values), { names })}</p>;
  };

  // Each person once: a loop of links (or a couple's shared line) never makes the list endless.
  const up = (id: string, seen: Set<string>): ReactElement | null => {
    const links = parentsOf(id).filter((link) => !seen.has(link.parent));
    if (links.length === 0) return null;
    const coParents = new Set(links.map((link) => link.parent));
    return (
      <ul aria-label={t('outline.parentsOf', { name: byId.get(id)!.name })}>
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
      <ul aria-label={t('outline.childrenOf', { name: byId.get(id)!.name })}>
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
      <section aria-label={t('outline.ancestors')}>
        <h4>{t('outline.ancestors')}</h4>
        {up(me.id, new Set([me.id])) ?? <p className="fn-tree-muted">{t('outline.nobody')}</p>}
      </section>
      <section aria-label={t('outline.descendants')}>
        <h4>{t('outline.descendants')}</h4>
        {down(me.id, new Set([me.id])) ?? <p className="fn-tree-muted">{t('outline.nobody')}</p>}
      </section>
    </div>
  );
}
