import type { FamilyPerson } from 'shared-contracts';

/** A person's years as the tree writes them: '1921-1999', 'b. 1921', 'd. 1999', or ''. */
export function lifeYears(person: Pick<FamilyPerson, 'birthDate' | 'deathDate'>): string {
  const born = person.birthDate?.slice(0, 4);
  const died = person.deathDate?.slice(0, 4);
  if (born && died) return `${born}-${died}`;
  if (died) return `d. ${died}`;
  return born ? `b. ${born}` : '';
}
