import type { FamilyRelation } from '../family/schema.js';

/*
 * How a relation reads on the screens (issue 41): on a card "Your cousin", on a profile with the
 * path it comes through, in a sentence ("your nephew Leo").
 */

/** A card's line: 'Your first cousin once removed'. */
export const yourRelation = (relation: Pick<FamilyRelation, 'word'>): string => `Your ${relation.word}`;

/** A profile's line, with where it comes from: 'Your grandmother, through Greta Elder, your mother'. */
export const yourRelationWithPath = (relation: Pick<FamilyRelation, 'word' | 'path'>): string =>
  relation.path ? `${yourRelation(relation)}, ${relation.path}` : yourRelation(relation);

/** The member ids of the relations to members ('m12'), each with its relation. */
export function relationsByMember(relations: readonly FamilyRelation[]): Map<number, FamilyRelation> {
  const found = new Map<number, FamilyRelation>();
  for (const relation of relations) if (relation.person.startsWith('m')) found.set(Number(relation.person.slice(1)), relation);
  return found;
}
