import { DEFAULT_LOCALE, UNKNOWN_USER_NAME, canManageFamily, userDisplayName, type FamilyPerson, type FamilyRelation, type FamilyTree, type PageLocale } from 'shared-contracts';
import {
  FamilyGraph,
  FamilyRelations,
  memberPersonId,
  relationLanguage,
  relativePersonId,
  throughText,
  type BornOf,
  type ParentLink,
  type PartnerLink,
  type Person,
  type PersonId,
  type PersonRef,
  type Relation,
  type RelationLanguage,
  type RelationWords,
} from 'shared-contracts/family';
import { turnTaker } from '../../lib/background-pace.js';
import type { MemberRecord } from '../members/index.js';
import { toUserJson } from '../members/index.js';
import type { FamilyRecords, PersonRecord } from './queries.js';
import { KeptBody } from '../../http/kept-body.js';

type Viewer = { id: number; role?: string | null };

/** A person of the tree as an import matches them. */
export interface ImportCandidate {
  id: PersonId;
  name: string;
  /** The names they go by (a member: first and last, and their display name). */
  names: string[];
  /** An exact birth date (YYYY-MM-DD for a member; a relative's as stored), or null. */
  birthDate: string | null;
  importKey: string | null;
  gender: 'female' | 'male' | null;
}

/** Relations answers kept per state: one per member who asked, dropped with the state. */
const RELATIONS_KEPT_MAX = 2000;
/** Serialised answers kept per state (two per member who asked). */
const BODIES_KEPT_MAX = 400;
/** And their bytes: an imported genealogy of 10,000 people is a tree answer of 3 MB per viewer. */
const BODIES_KEPT_BYTES = 48 * 1024 * 1024;

const FULL_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A birth date with its year: what can tell who was born first. */
const DATED = /^\d{4}(-\d{2}){0,2}$/;

/**
 * Viewers whose relations (the engine's, before any language names them) are kept for another
 * language: a page asks in one language, so only a switch of language or a family of several
 * asks again. The answers themselves are kept per viewer and language (RELATIONS_KEPT_MAX).
 */
const WORKED_OUT_KEPT_MAX = 64;

/** Languages whose words depend on who was born first (Chinese): said again when a birthday changes. */
const sayByBirthOrder = (locale: PageLocale) => relationLanguage(locale)?.birthOrder === true;

/**
 * The family tree at one moment: the members of the directory, the tree's rows, the graph they
 * make, and what each viewer is answered from it (computed once per viewer while it lasts).
 */
export class FamilyState {
  readonly graph: FamilyGraph;
  private readonly relations: FamilyRelations;
  /** What the relations depend on: the tree's rows and the members' names (not their phones or positions). */
  private readonly relationsKey: string;
  private readonly members = new Map<number, MemberRecord>();
  /** Relatives without an account, by their row's id. */
  private readonly relatives = new Map<number, PersonRecord>();
  /** Members' rows (a gender), by member id. */
  private readonly memberRows = new Map<number, PersonRecord>();
  private readonly personIdOfRow = new Map<number, PersonId>();
  private readonly parentLinks: ParentLink[] = [];
  private readonly partnerLinks: Array<PartnerLink & { id: number; startDate: string | null; endDate: string | null }> = [];
  /** Each viewer's answer, in each language asked for. */
  private readonly relationsOf: Map<number, Map<PageLocale, FamilyRelation[]>>;
  /** A few viewers' relations as the engine found them, for their answer in another language. */
  private readonly workedOut: Map<number, Map<PersonId, Relation>>;
  private readonly bodies = new Map<string, KeptBody>();
  private keptBytes = 0;
  /** The birth dates the family sees, by person: read the first time a language asks who is older. */
  private births: Map<PersonId, string> | undefined;
  /** Whether some answer of this state depends on who was born first. */
  private saidByBirthOrder = false;

  /**
   * `recordsText` is the rows as JSON (the caller has it); `previous`, the state before: when only
   * what the relations do not depend on changed (a position, a phone, a sign-in), its relations,
   * worked out per viewer, are kept.
   */
  constructor(
    members: readonly MemberRecord[],
    records: FamilyRecords,
    recordsText: string,
    previous?: FamilyState,
  ) {
    for (const member of members) this.members.set(member.id, member);
    for (const row of records.people) {
      if (row.userId === null) {
        this.relatives.set(row.id, row);
        this.personIdOfRow.set(row.id, relativePersonId(row.id));
      } else if (this.members.has(row.userId)) {
        // A member waiting for approval is not in the directory, and not in the tree either.
        this.memberRows.set(row.userId, row);
        this.personIdOfRow.set(row.id, memberPersonId(row.userId));
      }
    }
    for (const link of records.parents) {
      const child = this.personIdOfRow.get(link.childId);
      const parent = this.personIdOfRow.get(link.parentId);
      if (child && parent) this.parentLinks.push({ child, parent, kind: link.kind });
    }
    for (const link of records.partners) {
      const a = this.personIdOfRow.get(link.aId);
      const b = this.personIdOfRow.get(link.bId);
      if (a && b) this.partnerLinks.push({ id: link.id, a, b, married: link.married, ended: link.ended, startDate: link.startDate, endDate: link.endDate });
    }
    const people: Person[] = [];
    for (const member of members) people.push({ id: memberPersonId(member.id), gender: this.memberRows.get(member.id)?.gender ?? null });
    for (const relative of this.relatives.values()) people.push({ id: relativePersonId(relative.id), gender: relative.gender });
    this.relationsKey = `${recordsText}|${members.map((member) => `${member.id}:${this.nameOf(memberPersonId(member.id))}`).join('|')}`;
    if (previous && previous.relationsKey === this.relationsKey) {
      this.graph = previous.graph;
      this.relations = previous.relations;
      this.relationsOf = previous.relationsOf;
      this.workedOut = previous.workedOut;
      // A member's birthday is not in the key: the words that depend on it go when one changed.
      const bornAgain = previous.saidByBirthOrder && previous.memberBirthsKey() !== this.memberBirthsKey();
      if (bornAgain) {
        this.relationsOf = new Map();
        for (const [viewer, said] of previous.relationsOf) this.relationsOf.set(viewer, new Map([...said].filter(([locale]) => !sayByBirthOrder(locale))));
      } else {
        this.saidByBirthOrder = previous.saidByBirthOrder;
      }
      for (const [key, body] of previous.bodies) {
        if (!key.startsWith('relations:')) continue;
        if (bornAgain && sayByBirthOrder(key.slice(key.lastIndexOf(':') + 1) as PageLocale)) continue;
        this.bodies.set(key, body);
        this.keptBytes += body.json.length;
      }
    } else {
      this.graph = new FamilyGraph(people, this.parentLinks, this.partnerLinks);
      this.relations = new FamilyRelations(this.graph);
      this.relationsOf = new Map();
      this.workedOut = new Map();
    }
  }

  /** Whether the person is in the tree (a member of the directory, or a relative). */
  has(ref: PersonRef): boolean {
    return 'member' in ref ? this.members.has(ref.member) : this.relatives.has(ref.relative);
  }

  relative(id: number): PersonRecord | undefined {
    return this.relatives.get(id);
  }

  /** How the family names a person (in messages and paths). */
  nameOf(id: PersonId): string {
    const number = Number(id.slice(1));
    if (id.startsWith('m')) {
      const member = this.members.get(number);
      return member ? userDisplayName({ displayName: member.displayName ?? undefined, firstName: member.firstName ?? undefined, lastName: member.lastName ?? undefined }) || UNKNOWN_USER_NAME : UNKNOWN_USER_NAME;
    }
    const relative = this.relatives.get(number);
    return relative ? relativeName(relative) : UNKNOWN_USER_NAME;
  }

  /**
   * Whether the viewer may change this person and the links they are in: admins and managers
   * anyone; a member themselves and the relatives they added.
   */
  mayChange(viewer: Viewer, ref: PersonRef): boolean {
    if (canManageFamily(viewer)) return true;
    if ('member' in ref) return ref.member === viewer.id;
    return this.relatives.get(ref.relative)?.createdBy === viewer.id;
  }

  /** The whole tree as the viewer may see it. */
  treeFor(viewer: Viewer): FamilyTree {
    const manages = canManageFamily(viewer);
    const people: FamilyPerson[] = [];
    for (const member of this.members.values()) people.push(this.memberJson(member, viewer, manages));
    for (const relative of this.relatives.values()) people.push(this.relativeJson(relative, viewer, manages));
    return {
      me: memberPersonId(viewer.id),
      people,
      parents: this.parentLinks.map(({ child, parent, kind }) => ({ child, parent, kind })),
      partners: this.partnerLinks.map(partnerJson),
    };
  }

  private memberJson(member: MemberRecord, viewer: Viewer, manages: boolean): FamilyPerson {
    // The family's view of the member (the directory's privacy rule), whoever asks: the tree
    // edits none of the profile's fields, so admins get no more of them here.
    const shown = toUserJson(member, viewer, false);
    const person: FamilyPerson = {
      id: memberPersonId(member.id),
      memberId: member.id,
      name: userDisplayName(shown) || UNKNOWN_USER_NAME,
      gender: this.memberRows.get(member.id)?.gender ?? null,
      canEdit: manages || member.id === viewer.id,
    };
    if (shown.firstName) person.firstName = shown.firstName;
    if (shown.lastName) person.lastName = shown.lastName;
    if (typeof shown.birthday === 'string' && FULL_DATE.test(shown.birthday)) person.birthDate = shown.birthday;
    if (shown.photoURL) person.photoURL = shown.photoURL;
    return person;
  }

  private relativeJson(relative: PersonRecord, viewer: Viewer, manages: boolean): FamilyPerson {
    const canEdit = manages || relative.createdBy === viewer.id;
    const person: FamilyPerson = { id: relativePersonId(relative.id), name: relativeName(relative), gender: relative.gender, canEdit };
    if (relative.firstName) person.firstName = relative.firstName;
    if (relative.lastName) person.lastName = relative.lastName;
    // A hidden birth date is for who manages the relative, and never leaves the server otherwise.
    if (canEdit) {
      if (relative.birthDate) person.birthDate = relative.birthDate;
      if (relative.birthDatePhrase) person.birthDatePhrase = relative.birthDatePhrase;
      person.isBirthDateVisible = relative.isBirthDateVisible;
      person.isBirthYearVisible = relative.isBirthYearVisible;
    } else if (relative.isBirthDateVisible) {
      // The year hidden, as a member's: the day and month ('--04-03', '--04'), no phrase (it is the year's).
      if (relative.isBirthYearVisible) {
        if (relative.birthDate) person.birthDate = relative.birthDate;
        if (relative.birthDatePhrase) person.birthDatePhrase = relative.birthDatePhrase;
      } else if (relative.birthDate && relative.birthDate.length > 4 && !relative.birthDatePhrase) {
        person.birthDate = `-${relative.birthDate.slice(4)}`;
      }
    }
    if (relative.createdBy === viewer.id) person.addedByYou = true;
    if (relative.deathDate) person.deathDate = relative.deathDate;
    if (relative.deathDatePhrase) person.deathDatePhrase = relative.deathDatePhrase;
    if (relative.photoURL) person.photoURL = relative.photoURL;
    if (relative.note) person.note = relative.note;
    return person;
  }

  /** A relative as the viewer sees them (the answer of a change). */
  relativeFor(viewer: Viewer, relative: PersonRecord): FamilyPerson {
    return this.relativeJson(relative, viewer, canManageFamily(viewer));
  }

  /**
   * Each person the viewer is related to, with the closest relation and where it comes from, in
   * `locale` (issue 42). A family of thousands is worked through a few milliseconds at a time
   * (turnTaker): the first answer for a viewer may take a while, and nobody else waits for it.
   * Each answer is kept per viewer and language while the tree stays the same. English is issue
   * 41's answer, made as it was; another language names the engine's relations by its own rules
   * (kept for a few viewers, so a second language only names them).
   */
  async relationsFor(viewer: Viewer, locale: PageLocale = DEFAULT_LOCALE): Promise<FamilyRelation[]> {
    let said = this.relationsOf.get(viewer.id);
    const kept = said?.get(locale);
    if (kept) return kept;
    const language = relationLanguage(locale);
    let closest = language ? this.workedOut.get(viewer.id) : undefined;
    if (!closest) {
      closest = new Map<PersonId, Relation>();
      const turns = turnTaker();
      for (const [person, relation] of this.relations.closest(memberPersonId(viewer.id))) {
        await turns.take();
        if (relation) closest.set(person, relation);
      }
      if (language) {
        if (this.workedOut.size >= WORKED_OUT_KEPT_MAX) this.workedOut.clear();
        this.workedOut.set(viewer.id, closest);
      }
    }
    const found = language ? await this.relationsIn(viewer, closest, language) : this.inEnglish(closest);
    said = this.relationsOf.get(viewer.id);
    if (!said) {
      if (this.relationsOf.size >= RELATIONS_KEPT_MAX) this.relationsOf.clear();
      this.relationsOf.set(viewer.id, (said = new Map()));
    }
    said.set(locale, found);
    return found;
  }

  /** The relations as issue 41 says them: the English word, and the path through who stands between. */
  private inEnglish(closest: ReadonlyMap<PersonId, Relation>): FamilyRelation[] {
    const found: FamilyRelation[] = [];
    for (const [person, relation] of closest) {
      const answer: FamilyRelation = { person, word: relation.word };
      // The person it comes through is linked to the viewer too: their relation is already known.
      const step = relation.via ? closest.get(relation.via) : undefined;
      if (step) answer.path = throughText(this.nameOf(relation.via!), step.word);
      found.push(answer);
    }
    return found;
  }

  /** The relations named in a language other than English: the word, "your …", and the path in it. */
  private async relationsIn(viewer: Viewer, closest: ReadonlyMap<PersonId, Relation>, language: RelationLanguage): Promise<FamilyRelation[]> {
    const me = memberPersonId(viewer.id);
    const bornOf = language.birthOrder ? this.bornOf() : undefined;
    if (language.birthOrder) this.saidByBirthOrder = true;
    // A person the relation comes through is named for the path too: once.
    const named = new Map<PersonId, RelationWords>();
    const wordsFor = (person: PersonId, relation: Relation) => {
      let words = named.get(person);
      if (!words) {
        words = language.words(relation.shape ?? { kind: 'self' }, this.relations.factsOf(me, person, relation, bornOf));
        named.set(person, words);
      }
      return words;
    };
    const found: FamilyRelation[] = [];
    const turns = turnTaker();
    for (const [person, relation] of closest) {
      await turns.take();
      const words = wordsFor(person, relation);
      const answer: FamilyRelation = { person, word: words.word, yours: words.yours };
      const step = relation.via ? closest.get(relation.via) : undefined;
      if (step) answer.path = language.path(this.nameOf(relation.via!), wordsFor(relation.via!, step));
      found.push(answer);
    }
    return found;
  }

  /** When each person was born, as the family sees it (a hidden birthday, or one without its year, is not there). */
  private bornOf(): BornOf {
    if (!this.births) {
      const births = new Map<PersonId, string>();
      for (const member of this.members.values()) {
        if (member.isBirthdayVisible && member.isBirthYearVisible && member.birthday && DATED.test(member.birthday)) births.set(memberPersonId(member.id), member.birthday);
      }
      for (const relative of this.relatives.values()) {
        if (relative.isBirthDateVisible && relative.isBirthYearVisible && relative.birthDate && DATED.test(relative.birthDate)) births.set(relativePersonId(relative.id), relative.birthDate);
      }
      this.births = births;
    }
    const births = this.births;
    return (id) => births.get(id);
  }

  /** The members' birthdays as the family sees them (the relatives' are in the tree's rows). */
  private memberBirthsKey(): string {
    let key = '';
    for (const member of this.members.values()) if (member.isBirthdayVisible && member.isBirthYearVisible && member.birthday) key += `${member.id}:${member.birthday}|`;
    return key;
  }

  /**
   * An answer for one viewer, serialised and compressed once while this state lasts (the tree's
   * answer and the relations differ by viewer: who may change what, what is hidden, the words).
   */
  async keptBody(key: string, make: () => string | Promise<string>): Promise<KeptBody> {
    let body = this.bodies.get(key);
    if (!body) {
      const made = new KeptBody(Buffer.from(await make()), 'f');
      if (this.bodies.size >= BODIES_KEPT_MAX || this.keptBytes + made.json.length > BODIES_KEPT_BYTES) {
        this.bodies.clear();
        this.keptBytes = 0;
      }
      this.bodies.set(key, (body = made));
      this.keptBytes += made.json.length;
    }
    return body;
  }

  /** Everyone in the tree as an import matches them: names, the birth date, where an imported relative came from. */
  *importCandidates(): Generator<ImportCandidate> {
    for (const member of this.members.values()) {
      const names = [userDisplayName({ firstName: member.firstName ?? undefined, lastName: member.lastName ?? undefined }), member.displayName ?? ''];
      const birthday = typeof member.birthday === 'string' && FULL_DATE.test(member.birthday) ? member.birthday : null;
      const row = this.memberRows.get(member.id);
      // A member who took an imported relative's place keeps where that place came from.
      yield { id: memberPersonId(member.id), name: this.nameOf(memberPersonId(member.id)), names, birthDate: birthday, importKey: row?.importKey ?? null, gender: row?.gender ?? null };
    }
    for (const relative of this.relatives.values()) {
      yield { id: relativePersonId(relative.id), name: relativeName(relative), names: [relativeName(relative)], birthDate: relative.birthDatePhrase ? null : relative.birthDate, importKey: relative.importKey, gender: relative.gender };
    }
  }

  /** The parent links as they are, by person id. */
  links(): readonly ParentLink[] {
    return this.parentLinks;
  }

  /** The partnerships as they are, by person id. */
  partnerships(): readonly PartnerLink[] {
    return this.partnerLinks;
  }

  partnerLink(id: number) {
    const link = this.partnerLinks.find((each) => each.id === id);
    return link && partnerJson(link);
  }
}

function relativeName(relative: Pick<PersonRecord, 'firstName' | 'lastName'>): string {
  return [relative.firstName, relative.lastName].filter(Boolean).join(' ') || UNKNOWN_USER_NAME;
}

function partnerJson(link: PartnerLink & { id: number; startDate: string | null; endDate: string | null }) {
  return {
    id: link.id,
    a: link.a,
    b: link.b,
    married: link.married,
    ended: !!link.ended,
    ...(link.startDate ? { startDate: link.startDate } : {}),
    ...(link.endDate ? { endDate: link.endDate } : {}),
  };
}
