import { sql } from 'kysely';
import { parsePersonId } from 'shared-contracts/family';
import type { Db } from '../../db/index.js';
import { IMPORT_PROBLEMS, loopFree, type ImportPlan, type PlannedPerson, type PlannedRef } from './gedcom-import.js';
import type { GedcomProblem } from './gedcom-read.js';
import { familyWritten, guarded } from './queries.js';

/*
 * A GEDCOM import written in one transaction: all of it, or nothing. The links tables are locked
 * against other writers of links while it runs (as one link made by hand is), so the loop check
 * sees every link there is.
 */

/** Rows per insert: well under PostgreSQL's 65,535 parameters with 13 columns each. */
const CHUNK = 500;

interface ImportWritten {
  parentLinks: number;
  partnerLinks: number;
  /** Links skipped because the tree changed between the plan and the write. */
  problems: GedcomProblem[];
}

/** A person the plan matched is gone (removed meanwhile): the import stops, nothing written. */
export class TreeChangedError extends Error {}

const chunks = <T>(items: readonly T[]): T[][] => Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, index) => items.slice(index * CHUNK, (index + 1) * CHUNK));

export async function writeImport(
  db: Db,
  plan: ImportPlan,
  { importerId, now, isBirthDateVisible }: { importerId: number; now: Date; isBirthDateVisible: (person: PlannedPerson) => boolean },
): Promise<ImportWritten> {
  const written = await guarded(() => db.transaction().execute(async (trx) => {
    await sql`lock table parent_links in share row exclusive mode`.execute(trx);
    await sql`lock table partner_links in share row exclusive mode`.execute(trx);

    // The tree's people the file matched, by row id (a member's place is made when missing).
    const rowOf = new Map<string, number>();
    /** Names by row id, for a link the write has to skip. */
    const nameOfRow = new Map<number, string>();
    const matched = plan.people.filter((person) => person.match).map((person) => parsePersonId(person.match!.id)!);
    const memberIds = matched.flatMap((ref) => ('member' in ref ? [ref.member] : []));
    const relativeIds = matched.flatMap((ref) => ('relative' in ref ? [ref.relative] : []));
    for (const ids of chunks(memberIds)) {
      const present = await trx.selectFrom('users').select('id').where('id', 'in', ids).forShare().execute();
      if (present.length !== ids.length) throw new TreeChangedError();
      await trx
        .insertInto('people')
        .values(ids.map((id) => ({ user_id: id, created_by: id, created_at: now, updated_at: now })))
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      for (const row of await trx.selectFrom('people').select(['id', 'user_id']).where('user_id', 'in', ids).execute()) rowOf.set(`m${row.user_id}`, row.id);
    }
    for (const ids of chunks(relativeIds)) {
      const present = await trx.selectFrom('people').select('id').where('id', 'in', ids).where('user_id', 'is', null).forUpdate().execute();
      if (present.length !== ids.length) throw new TreeChangedError();
      for (const row of present) rowOf.set(`r${row.id}`, row.id);
    }
    for (const person of plan.people) if (person.match) nameOfRow.set(rowOf.get(person.match.id)!, person.match.name);
    // A relative found by name and birth day is found by the file's key from now on; a gender the
    // tree did not know (a member's, often) is taken from the file, one it knows is kept.
    // Only what the plan saw missing is written: importing a file again writes none of it.
    const genders = { female: [] as number[], male: [] as number[] };
    for (const person of plan.people) {
      if (!person.match || !person.fill) continue;
      const id = rowOf.get(person.match.id)!;
      if (person.fill.importKey) await trx.updateTable('people').set({ import_key: person.fill.importKey }).where('id', '=', id).where('import_key', 'is', null).execute();
      if (person.fill.gender) genders[person.fill.gender].push(id);
    }
    for (const gender of ['female', 'male'] as const) {
      for (const ids of chunks(genders[gender])) await trx.updateTable('people').set({ gender }).where('id', 'in', ids).where('gender', 'is', null).execute();
    }

    const added = plan.people.filter((person) => person.outcome === 'new');
    for (const part of chunks(added)) {
      const rows = await trx
        .insertInto('people')
        .values(
          part.map((person) => ({
            first_name: person.firstName,
            last_name: person.lastName,
            gender: person.gender,
            birth_date: person.birth.date,
            birth_date_phrase: person.birth.phrase,
            is_birth_date_visible: isBirthDateVisible(person),
            death_date: person.death.date,
            death_date_phrase: person.death.phrase,
            note: person.note,
            import_key: person.importKey,
            created_by: importerId,
            created_at: now,
            updated_at: now,
          })),
        )
        .returning(['id', 'import_key'])
        .execute();
      const byKey = new Map(rows.map((row) => [row.import_key, row.id]));
      for (const person of part) {
        const id = byKey.get(person.importKey)!;
        rowOf.set(`new:${person.xref}`, id);
        nameOfRow.set(id, [person.firstName, person.lastName].filter(Boolean).join(' '));
      }
    }
    const rowIdOf = (ref: PlannedRef) => rowOf.get('id' in ref ? ref.id : `new:${ref.xref}`)!;

    // The links as they are now: another writer's link since the plan may close a loop it could not see.
    const links = (await trx.selectFrom('parent_links').select(['child_id', 'parent_id']).execute()).map((link) => ({ child: String(link.child_id), parent: String(link.parent_id) }));
    const present = new Set(links.map((link) => `${link.child}|${link.parent}`));
    const wanted = plan.parents
      .map((link) => ({ child: String(rowIdOf(link.child)), parent: String(rowIdOf(link.parent)), link }))
      .filter((link) => !present.has(`${link.child}|${link.parent}`));
    const { kept, looping } = await loopFree(links, wanted);
    const problems: GedcomProblem[] = looping.map(({ child, parent, link }) => IMPORT_PROBLEMS.ownAncestor(link.line, nameOfRow.get(Number(parent))!, nameOfRow.get(Number(child))!));
    const parentRows = kept.map(({ child, parent, link }) => ({ child_id: Number(child), parent_id: Number(parent), kind: link.kind, created_by: importerId, created_at: now }));
    for (const part of chunks(parentRows)) await trx.insertInto('parent_links').values(part).execute();

    const couples = new Set((await trx.selectFrom('partner_links').select(['a_id', 'b_id']).execute()).map((row) => [row.a_id, row.b_id].sort().join('|')));
    const partnerRows = plan.partners.flatMap((partnership) => {
      const a = rowIdOf(partnership.a);
      const b = rowIdOf(partnership.b);
      const couple = [a, b].sort().join('|');
      if (couples.has(couple)) return [];
      couples.add(couple);
      return [{ a_id: a, b_id: b, married: partnership.married, ended: partnership.ended, start_date: partnership.startDate, end_date: partnership.endDate, created_by: importerId, created_at: now }];
    });
    for (const part of chunks(partnerRows)) await trx.insertInto('partner_links').values(part).execute();
    return { parentLinks: parentRows.length, partnerLinks: partnerRows.length, problems };
  }));
  return familyWritten(written);
}
