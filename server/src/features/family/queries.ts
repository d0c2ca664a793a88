import { sql } from 'kysely';
import { FAMILY_MESSAGES, parsePersonId, type ParentKind } from 'shared-contracts/family';
import { isCrossed } from '../../db/crossed.js';
import type { Db } from '../../db/index.js';
import { IMPORT_PROBLEMS, coupleOf, loopFree, type ImportPlan, type PlannedPerson, type PlannedRef } from './gedcom-import.js';
import type { GedcomProblem } from './gedcom-read.js';

/*
 * The family tree's tables (migration 0013): people, parent_links, partner_links. Every read and
 * write of them goes through here; each write is announced (familyWritten) once committed.
 */

export interface PersonRecord {
  id: number;
  /** Set for a member's place in the tree; their name, birthday and photo are then their profile's. */
  userId: number | null;
  firstName: string | null;
  lastName: string | null;
  gender: 'female' | 'male' | null;
  birthDate: string | null;
  isBirthDateVisible: boolean;
  isBirthYearVisible: boolean;
  deathDate: string | null;
  note: string | null;
  photoURL: string | null;
  createdBy: number | null;
  /** 'source|xref' of the GEDCOM file the relative came from (importing it again finds them). */
  importKey: string | null;
  /** The dates as a GEDCOM file wrote them, when they say more than one day ('ABT 1850'). */
  birthDatePhrase: string | null;
  deathDatePhrase: string | null;
}

interface ParentRecord {
  childId: number;
  parentId: number;
  kind: ParentKind;
}

interface PartnerRecord {
  id: number;
  aId: number;
  bId: number;
  married: boolean;
  ended: boolean;
  startDate: string | null;
  endDate: string | null;
}

export interface FamilyRecords {
  people: PersonRecord[];
  parents: ParentRecord[];
  partners: PartnerRecord[];
}

/** A relative's facts as a write gives them (null clears one). */
export interface PersonFacts {
  firstName?: string | null;
  lastName?: string | null;
  gender?: 'female' | 'male' | null;
  birthDate?: string | null;
  isBirthDateVisible?: boolean;
  isBirthYearVisible?: boolean;
  deathDate?: string | null;
  note?: string | null;
}

interface PartnershipFacts {
  married?: boolean;
  ended?: boolean;
  startDate?: string | null;
  endDate?: string | null;
}

const PERSON_COLUMNS = [
  'id',
  'user_id',
  'first_name',
  'last_name',
  'gender',
  'birth_date',
  'is_birth_date_visible',
  'is_birth_year_visible',
  'death_date',
  'note',
  'photo_url',
  'created_by',
  'import_key',
  'birth_date_phrase',
  'death_date_phrase',
] as const;
const PARTNER_COLUMNS = ['id', 'a_id', 'b_id', 'married', 'ended', 'start_date', 'end_date'] as const;

type PersonRow = {
  id: number;
  user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  gender: 'female' | 'male' | null;
  birth_date: string | null;
  is_birth_date_visible: boolean;
  is_birth_year_visible: boolean;
  death_date: string | null;
  note: string | null;
  photo_url: string | null;
  created_by: number | null;
  import_key: string | null;
  birth_date_phrase: string | null;
  death_date_phrase: string | null;
};

const personOf = (row: PersonRow): PersonRecord => ({
  id: row.id,
  userId: row.user_id,
  firstName: row.first_name,
  lastName: row.last_name,
  gender: row.gender,
  birthDate: row.birth_date,
  isBirthDateVisible: row.is_birth_date_visible,
  isBirthYearVisible: row.is_birth_year_visible,
  deathDate: row.death_date,
  note: row.note,
  photoURL: row.photo_url,
  createdBy: row.created_by,
  importKey: row.import_key,
  birthDatePhrase: row.birth_date_phrase,
  deathDatePhrase: row.death_date_phrase,
});

const partnerOf = (row: { id: number; a_id: number; b_id: number; married: boolean; ended: boolean; start_date: string | null; end_date: string | null }): PartnerRecord => ({
  id: row.id,
  aId: row.a_id,
  bId: row.b_id,
  married: row.married,
  ended: row.ended,
  startDate: row.start_date,
  endDate: row.end_date,
});

/** The columns of a write, from the facts it gives (only those it gives). */
function personColumns(facts: PersonFacts) {
  return {
    ...(facts.firstName !== undefined ? { first_name: facts.firstName } : {}),
    ...(facts.lastName !== undefined ? { last_name: facts.lastName } : {}),
    ...(facts.gender !== undefined ? { gender: facts.gender } : {}),
    // A date set by hand replaces the one a GEDCOM file wrote, with its phrase.
    ...(facts.birthDate !== undefined ? { birth_date: facts.birthDate, birth_date_phrase: null } : {}),
    ...(facts.isBirthDateVisible !== undefined ? { is_birth_date_visible: facts.isBirthDateVisible } : {}),
    ...(facts.isBirthYearVisible !== undefined ? { is_birth_year_visible: facts.isBirthYearVisible } : {}),
    ...(facts.deathDate !== undefined ? { death_date: facts.deathDate, death_date_phrase: null } : {}),
    ...(facts.note !== undefined ? { note: facts.note } : {}),
  };
}

/**
 * A write that names a person removed meanwhile (a relative deleted, an account gone between the
 * check and the write): answered 404 by the API's error handler, nothing written.
 */
class PersonGoneError extends Error {
  readonly statusCode = 404;
  constructor() {
    super(FAMILY_MESSAGES.personNotFound);
  }
}

/** Two writes that crossed, and PostgreSQL made this one give way (a deadlock, a serialization failure): 409, nothing written. */
class WritesCrossedError extends Error {
  readonly statusCode = 409;
  constructor() {
    super(FAMILY_MESSAGES.writesCrossed);
  }
}

const FOREIGN_KEY_VIOLATION = '23503';

/** A write of the tree whose races end in 404 or 409, never in a server error. */
export async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (code === FOREIGN_KEY_VIOLATION) throw new PersonGoneError();
    if (isCrossed(error)) throw new WritesCrossedError();
    throw error;
  }
}

let writes = 0;

/** Moves on after every committed write of this process to the family's tables. */
export const familyWriteSequence = (): number => writes;
const familyWritten = <T>(value: T): T => {
  writes += 1;
  return value;
};

/** The whole tree, read in one snapshot. */
export async function readFamilyRecords(db: Db): Promise<FamilyRecords> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const people = await trx.selectFrom('people').select(PERSON_COLUMNS).orderBy('id').execute();
      const parents = await trx.selectFrom('parent_links').select(['child_id', 'parent_id', 'kind']).orderBy('child_id').orderBy('parent_id').execute();
      const partners = await trx.selectFrom('partner_links').select(PARTNER_COLUMNS).orderBy('id').execute();
      return {
        people: people.map(personOf),
        parents: parents.map((row) => ({ childId: row.child_id, parentId: row.parent_id, kind: row.kind })),
        partners: partners.map(partnerOf),
      };
    });
}

/**
 * A new member takes a relative's place (they signed up with an invitation made from it): the row
 * becomes theirs, with every link. Answers the photo the relative had (its file is the caller's to
 * remove); undefined when the place was taken meanwhile or is gone.
 */
export async function takePlace(db: Db, personId: number, userId: number, now: Date): Promise<{ photoURL: string | null } | undefined> {
  // What was written about them as a relative gives way to their own profile: nothing is kept
  // that they could not see in their data, but where the place came from (import_key: importing
  // the same GEDCOM file again finds them). The photo is read under the row's lock: a photo
  // uploaded meanwhile is the one whose file goes.
  const taken = await db.transaction().execute(async (trx) => {
    const place = await trx.selectFrom('people').select('photo_url').where('id', '=', personId).where('user_id', 'is', null).forUpdate().executeTakeFirst();
    if (!place) return undefined;
    await trx
      .updateTable('people')
      .set({
        user_id: userId,
        first_name: null,
        last_name: null,
        birth_date: null,
        birth_date_phrase: null,
        is_birth_date_visible: false,
        is_birth_year_visible: true,
        death_date: null,
        death_date_phrase: null,
        note: null,
        photo_url: null,
        updated_at: now,
      })
      .where('id', '=', personId)
      .where('user_id', 'is', null)
      .execute();
    return { photoURL: place.photo_url };
  });
  return familyWritten(taken);
}

/** A member's place in the tree, made the first time the tree needs it (PersonGoneError: the account is gone). */
async function memberRowId(db: Db, userId: number, now: Date): Promise<number> {
  return guarded(async () => {
    await db.insertInto('people').values({ user_id: userId, created_by: userId, created_at: now, updated_at: now }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
    const row = await db.selectFrom('people').select('id').where('user_id', '=', userId).executeTakeFirst();
    if (!row) throw new PersonGoneError();
    return row.id;
  });
}

/** The row id of a person when they have one (a member's place is not made here: nothing to remove from one that is not there). */
export async function existingRowIdOf(db: Db, person: { member: number } | { relative: number }): Promise<number | undefined> {
  if ('relative' in person) return person.relative;
  const row = await db.selectFrom('people').select('id').where('user_id', '=', person.member).executeTakeFirst();
  return row?.id;
}

/** The row id of a person named by a member id or a relative id (a member's row is made when missing). */
export async function rowIdOf(db: Db, person: { member: number } | { relative: number }, now: Date): Promise<number> {
  return 'member' in person ? memberRowId(db, person.member, now) : person.relative;
}

export async function insertRelative(db: Db, facts: PersonFacts, createdBy: number, now: Date): Promise<PersonRecord> {
  const row = await guarded(() => db
    .insertInto('people')
    .values({ ...personColumns(facts), created_by: createdBy, created_at: now, updated_at: now })
    .returning(PERSON_COLUMNS)
    .executeTakeFirstOrThrow());
  return familyWritten(personOf(row));
}

/** Changes a relative's facts; undefined when there is no such relative. */
export async function updateRelative(db: Db, id: number, facts: PersonFacts, now: Date): Promise<PersonRecord | undefined> {
  const row = await db
    .updateTable('people')
    .set({ ...personColumns(facts), updated_at: now })
    .where('id', '=', id)
    .where('user_id', 'is', null)
    .returning(PERSON_COLUMNS)
    .executeTakeFirst();
  return row && familyWritten(personOf(row));
}

/** Sets a member's gender in the tree (their only fact the tree keeps). */
export async function setMemberGender(db: Db, userId: number, gender: 'female' | 'male' | null, now: Date): Promise<void> {
  const id = await memberRowId(db, userId, now);
  await db.updateTable('people').set({ gender, updated_at: now }).where('id', '=', id).execute();
  familyWritten(undefined);
}

/**
 * Removes a relative and every link they are in; undefined when there was none, else the photo
 * they had (its file is the caller's to remove). An invitation made from their place goes with
 * them (migration 0014): nobody signs up into a place that is gone.
 */
export async function deleteRelative(db: Db, id: number): Promise<{ photoURL: string | null } | undefined> {
  const deleted = await guarded(() =>
    db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom('people').where('id', '=', id).where('user_id', 'is', null).returning('photo_url').executeTakeFirst();
      return row && { photoURL: row.photo_url };
    }),
  );
  return familyWritten(deleted);
}

/**
 * Runs `work` in one transaction that holds a relative's row (for key share: they can be neither
 * removed nor have their place taken until it ends; a removal waits, then takes what `work` made
 * with the place); undefined, nothing run, when there is no such relative. `work` reads and writes
 * with the transaction it is given, never with `db`.
 */
export async function withRelativeHeld<T>(db: Db, id: number, work: (trx: Db, relative: PersonRecord) => Promise<T>): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('people').select(PERSON_COLUMNS).where('id', '=', id).where('user_id', 'is', null).forKeyShare().executeTakeFirst();
    return row ? work(trx, personOf(row)) : undefined;
  });
}

/** The links a new one must be checked against, as the database holds them inside its write. */
export interface LinksNow {
  /** For a parent link, every parent link (a loop can close anywhere in the tree); for a partner link, those between the two. */
  parents: ParentRecord[];
  /** For a parent link, the partner links between the two (a partnership asks nothing of those before it). */
  partners: Array<Pick<PartnerRecord, 'aId' | 'bId'>>;
}

/**
 * Holds the two people (neither can be removed meanwhile) and the tree's links still (no other
 * link is added meanwhile, of either kind), and reads the links the new one is checked against.
 * Every link write takes the same locks in the same order, so two of them cannot wait for each
 * other; they take turns, and the second sees the first's link.
 */
async function linksHeldFor(trx: Db, one: number, other: number, making: 'parent link' | 'partner link'): Promise<LinksNow> {
  const present = await trx.selectFrom('people').select('id').where('id', 'in', [one, other]).orderBy('id').forKeyShare().execute();
  if (present.length < 2) throw new PersonGoneError();
  await sql`lock table parent_links in share row exclusive mode`.execute(trx);
  const between = [one, other];
  const parentLinks = trx.selectFrom('parent_links').select(['child_id', 'parent_id', 'kind']);
  const parents = await (making === 'parent link' ? parentLinks : parentLinks.where('child_id', 'in', between).where('parent_id', 'in', between)).execute();
  const partners = making === 'parent link' ? await trx.selectFrom('partner_links').select(['a_id', 'b_id']).where('a_id', 'in', between).where('b_id', 'in', between).execute() : [];
  return {
    parents: parents.map((row) => ({ childId: row.child_id, parentId: row.parent_id, kind: row.kind })),
    partners: partners.map((row) => ({ aId: row.a_id, bId: row.b_id })),
  };
}

/**
 * Adds a parent link after `problem` has seen every parent link (and the partnerships between the
 * two) as they are inside the same transaction, with link writers held: two links made at once
 * cannot close a loop that neither would alone, nor make partners a parent and child. `problem`
 * answers why not, or undefined.
 */
export async function insertParentLink(
  db: Db,
  link: ParentRecord,
  createdBy: number,
  now: Date,
  problem: (links: LinksNow) => string | undefined,
): Promise<{ problem: string } | { link: ParentRecord }> {
  const result = await guarded(() => db.transaction().execute(async (trx) => {
    const found = problem(await linksHeldFor(trx, link.childId, link.parentId, 'parent link'));
    if (found) return { problem: found };
    await trx
      .insertInto('parent_links')
      .values({ child_id: link.childId, parent_id: link.parentId, kind: link.kind, created_by: createdBy, created_at: now })
      .execute();
    return { link };
  }));
  return 'link' in result ? familyWritten(result) : result;
}

export async function deleteParentLink(db: Db, childId: number, parentId: number): Promise<boolean> {
  const result = await guarded(() => db.deleteFrom('parent_links').where('child_id', '=', childId).where('parent_id', '=', parentId).executeTakeFirst());
  return familyWritten(Number(result.numDeletedRows) > 0);
}

export async function findPartnerLink(db: Db, id: number): Promise<PartnerRecord | undefined> {
  const row = await db.selectFrom('partner_links').select(PARTNER_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && partnerOf(row);
}

/** Adds a partner link after `problem` has seen the parent links between the two, as insertParentLink does. */
export async function insertPartnerLink(
  db: Db,
  aId: number,
  bId: number,
  facts: Required<PartnershipFacts>,
  createdBy: number,
  now: Date,
  problem: (links: LinksNow) => string | undefined,
): Promise<{ problem: string } | { link: PartnerRecord }> {
  const result = await guarded(() =>
    db.transaction().execute(async (trx) => {
      const found = problem(await linksHeldFor(trx, aId, bId, 'partner link'));
      if (found) return { problem: found };
      const row = await trx
        .insertInto('partner_links')
        .values({ a_id: aId, b_id: bId, married: facts.married, ended: facts.ended, start_date: facts.startDate, end_date: facts.endDate, created_by: createdBy, created_at: now })
        .returning(PARTNER_COLUMNS)
        .executeTakeFirstOrThrow();
      return { link: partnerOf(row) };
    }),
  );
  return 'link' in result ? familyWritten(result) : result;
}

export async function updatePartnerLink(db: Db, id: number, facts: PartnershipFacts): Promise<PartnerRecord | undefined> {
  const row = await db
    .updateTable('partner_links')
    .set({
      ...(facts.married !== undefined ? { married: facts.married } : {}),
      ...(facts.ended !== undefined ? { ended: facts.ended } : {}),
      ...(facts.startDate !== undefined ? { start_date: facts.startDate } : {}),
      ...(facts.endDate !== undefined ? { end_date: facts.endDate } : {}),
    })
    .where('id', '=', id)
    .returning(PARTNER_COLUMNS)
    .executeTakeFirst();
  return row && familyWritten(partnerOf(row));
}

export async function deletePartnerLink(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('partner_links').where('id', '=', id).executeTakeFirst();
  return familyWritten(Number(result.numDeletedRows) > 0);
}

/**
 * Sets (a URL) or clears (null) a relative's photo; answers the URL it held before, read under the
 * row's lock (its file is the caller's to remove), or undefined when there is no such relative
 * (removed, or their place taken by a new member).
 */
export async function replaceRelativePhoto(db: Db, id: number, url: string | null, now: Date): Promise<{ previous: string | null } | undefined> {
  const replaced = await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('people').select('photo_url').where('id', '=', id).where('user_id', 'is', null).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    await trx.updateTable('people').set({ photo_url: url, updated_at: now }).where('id', '=', id).execute();
    return { previous: current.photo_url };
  });
  return replaced && familyWritten(replaced);
}

/*
 * A GEDCOM import (import-routes.ts) written in one transaction: all of it, or nothing. The links
 * tables are locked against other writers of links while it runs (as one link made by hand is), so
 * the loop check sees every link there is.
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
    // The tree's people the file matched, held (by id, in order) before the links' tables are
    // locked, as every link write holds its people first: two writes cannot wait for each other.
    // A member's place is made when missing.
    const rowOf = new Map<string, number>();
    /** Names by row id, for a link the write has to skip. */
    const nameOfRow = new Map<number, string>();
    const matched = plan.people.filter((person) => person.match).map((person) => parsePersonId(person.match!.id)!);
    const memberIds = matched.flatMap((ref) => ('member' in ref ? [ref.member] : [])).sort((a, b) => a - b);
    const relativeIds = matched.flatMap((ref) => ('relative' in ref ? [ref.relative] : [])).sort((a, b) => a - b);
    for (const ids of chunks(memberIds)) {
      const present = await trx.selectFrom('users').select('id').where('id', 'in', ids).orderBy('id').forKeyShare().execute();
      if (present.length !== ids.length) throw new TreeChangedError();
      await trx
        .insertInto('people')
        .values(ids.map((id) => ({ user_id: id, created_by: id, created_at: now, updated_at: now })))
        .onConflict((oc) => oc.column('user_id').doNothing())
        .execute();
      for (const row of await trx.selectFrom('people').select(['id', 'user_id']).where('user_id', 'in', ids).execute()) rowOf.set(`m${row.user_id}`, row.id);
    }
    for (const ids of chunks(relativeIds)) {
      const present = await trx.selectFrom('people').select('id').where('id', 'in', ids).where('user_id', 'is', null).orderBy('id').forKeyShare().execute();
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

    await sql`lock table parent_links in share row exclusive mode`.execute(trx);
    await sql`lock table partner_links in share row exclusive mode`.execute(trx);

    const added = plan.people.filter((person) => person.outcome === 'new');
    // Imports wait for each other at the locks above: one of the same file that went first (a
    // second tab, a retry) has added these people since the plan, and this one stops.
    for (const part of chunks(added)) {
      const there = await trx.selectFrom('people').select('id').where('import_key', 'in', part.map((person) => person.importKey)).limit(1).execute();
      if (there.length > 0) throw new TreeChangedError();
    }
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

    // The links as they are now: another writer's link since the plan may close a loop it could
    // not see, or make partners of a parent and child.
    const links = (await trx.selectFrom('parent_links').select(['child_id', 'parent_id']).execute()).map((link) => ({ child: String(link.child_id), parent: String(link.parent_id) }));
    const couples = new Set((await trx.selectFrom('partner_links').select(['a_id', 'b_id']).execute()).map((row) => coupleOf(row.a_id, row.b_id)));
    const present = new Set(links.map((link) => `${link.child}|${link.parent}`));
    const problems: GedcomProblem[] = [];
    const wanted = plan.parents
      .map((link) => ({ child: String(rowIdOf(link.child)), parent: String(rowIdOf(link.parent)), link }))
      .filter((link) => !present.has(`${link.child}|${link.parent}`))
      .filter(({ child, parent, link }) => {
        if (!couples.has(coupleOf(child, parent))) return true;
        problems.push(IMPORT_PROBLEMS.partnersAsParent(link.line, nameOfRow.get(Number(parent))!, nameOfRow.get(Number(child))!));
        return false;
      });
    const { kept, looping } = await loopFree(links, wanted);
    for (const { child, parent, link } of looping) problems.push(IMPORT_PROBLEMS.ownAncestor(link.line, nameOfRow.get(Number(parent))!, nameOfRow.get(Number(child))!));
    const parentRows = kept.map(({ child, parent, link }) => ({ child_id: Number(child), parent_id: Number(parent), kind: link.kind, created_by: importerId, created_at: now }));
    for (const part of chunks(parentRows)) await trx.insertInto('parent_links').values(part).execute();

    const parentPairs = new Set([...links, ...kept].map(({ child, parent }) => coupleOf(child, parent)));
    const partnerRows = plan.partners.flatMap((partnership) => {
      const a = rowIdOf(partnership.a);
      const b = rowIdOf(partnership.b);
      const couple = coupleOf(a, b);
      if (couples.has(couple)) return [];
      if (parentPairs.has(couple)) {
        problems.push(IMPORT_PROBLEMS.parentAsPartner(partnership.line, nameOfRow.get(a)!, nameOfRow.get(b)!));
        return [];
      }
      couples.add(couple);
      return [{ a_id: a, b_id: b, married: partnership.married, ended: partnership.ended, start_date: partnership.startDate, end_date: partnership.endDate, created_by: importerId, created_at: now }];
    });
    for (const part of chunks(partnerRows)) await trx.insertInto('partner_links').values(part).execute();
    return { parentLinks: parentRows.length, partnerLinks: partnerRows.length, problems };
  }));
  return familyWritten(written);
}
