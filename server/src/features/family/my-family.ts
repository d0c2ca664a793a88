import type { MyData } from 'shared-contracts';
import { memberPersonId, relativePersonId } from 'shared-contracts/family';
import type { Db } from '../../db/index.js';
import { readFamilyRecords } from './queries.js';

type MyFamily = NonNullable<MyData['familyTree']>;

/**
 * A member's share of the family tree for "Download my data": their gender, their links, and the
 * relatives they added with every fact. Undefined when the tree holds nothing of theirs.
 */
export async function familyOfMember(db: Db, memberId: number): Promise<MyFamily | undefined> {
  const { people, parents, partners } = await readFamilyRecords(db);
  const idOfRow = new Map(people.map((row) => [row.id, row.userId !== null ? memberPersonId(row.userId) : relativePersonId(row.id)]));
  const own = people.find((row) => row.userId === memberId);
  const added = people.filter((row) => row.userId === null && row.createdBy === memberId);
  if (!own && added.length === 0) return undefined;
  const other = (rowId: number) => idOfRow.get(rowId) ?? '';
  return {
    gender: own?.gender ?? null,
    parents: own ? parents.filter((link) => link.childId === own.id).map((link) => ({ person: other(link.parentId), kind: link.kind })) : [],
    children: own ? parents.filter((link) => link.parentId === own.id).map((link) => ({ person: other(link.childId), kind: link.kind })) : [],
    partners: own
      ? partners
          .filter((link) => link.aId === own.id || link.bId === own.id)
          .map((link) => ({
            person: other(link.aId === own.id ? link.bId : link.aId),
            married: link.married,
            ended: link.ended,
            ...(link.startDate ? { startDate: link.startDate } : {}),
            ...(link.endDate ? { endDate: link.endDate } : {}),
          }))
      : [],
    relativesAdded: added.map((row) => ({
      id: relativePersonId(row.id),
      ...(row.firstName ? { firstName: row.firstName } : {}),
      ...(row.lastName ? { lastName: row.lastName } : {}),
      gender: row.gender,
      ...(row.birthDate ? { birthDate: row.birthDate } : {}),
      ...(row.birthDatePhrase ? { birthDatePhrase: row.birthDatePhrase } : {}),
      isBirthDateVisible: row.isBirthDateVisible,
      isBirthYearVisible: row.isBirthYearVisible,
      ...(row.deathDate ? { deathDate: row.deathDate } : {}),
      ...(row.deathDatePhrase ? { deathDatePhrase: row.deathDatePhrase } : {}),
      ...(row.note ? { note: row.note } : {}),
      ...(row.photoURL ? { photoURL: row.photoURL } : {}),
    })),
  };
}
