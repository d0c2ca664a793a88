import { PROFILE_MESSAGES } from '../member/fields.js';
import { familyDateMessage, PERSON_INVALID } from './schema-messages.js';
import { SCHEMA_FORMATS } from '../schema/formats.js';
import * as t from '../schema/t.js';
import type { Gender, ParentKind } from './graph.js';

/*
 * The family tree's calls (issue 41): people (every member, and relatives without an account),
 * the parent and partner links between them, and how each person is related to the caller.
 */

const PARENT_KINDS = ['birth', 'adoptive', 'step', 'foster'] as const satisfies readonly ParentKind[];
const GENDERS = ['female', 'male'] as const satisfies readonly Gender[];

export const FAMILY_LIMITS = {
  /** A relative's first or last name, as a member's (member/fields.ts). */
  name: 100,
  /** A relative's short note. */
  note: 1000,
} as const;


/** A person's id: 'm12' (a member), 'r5' (a relative without an account). */
const personIdSchema = (title: string) =>
  t.string({ maxLength: 11, format: SCHEMA_FORMATS.person, title, errorMessage: PERSON_INVALID });

const familyDate = (title: string) =>
  t.unsafe<string | null>({ type: ['string', 'null'], maxLength: 10, format: SCHEMA_FORMATS.familyDate, title, errorMessage: familyDateMessage(title) });

const nameText = (title: string) =>
  t.unsafe<string | null>({ type: ['string', 'null'], maxLength: FAMILY_LIMITS.name, format: SCHEMA_FORMATS.line, title, errorMessage: PROFILE_MESSAGES.controlCharacters(title) });

const genderValue = t.unsafe<Gender | null>({ type: ['string', 'null'], enum: [...GENDERS, null], title: 'Gender' });
const kindValue = t.unsafe<ParentKind>({ type: 'string', enum: [...PARENT_KINDS], title: 'Kind' });
/** A fact an answer may leave out. */
const maybeText = () => t.optional(t.string());

/** One person as the caller may see them: a hidden birth date is not there, for anyone but who manages it. */
const FamilyPersonSchema = t.object({
  id: t.string(),
  /** Set for a member: their account's id (their profile, their card). */
  memberId: t.optional(t.integer()),
  /** How the family names them (a member: display name, else first and last name). */
  name: t.string(),
  firstName: maybeText(),
  lastName: maybeText(),
  gender: genderValue,
  /** YYYY, YYYY-MM or YYYY-MM-DD; '--MM-DD' or '--MM' when its year is hidden from the caller; absent when unknown or hidden. */
  birthDate: maybeText(),
  /** A relative's switches, sent to who may change them. */
  isBirthDateVisible: t.optional(t.boolean()),
  isBirthYearVisible: t.optional(t.boolean()),
  /** The birth date as a genealogist wrote it, when it says more than birthDate ('ABT 1850', '44 B.C.'); hidden with it. */
  birthDatePhrase: maybeText(),
  deathDate: maybeText(),
  deathDatePhrase: maybeText(),
  photoURL: maybeText(),
  note: maybeText(),
  /** Whether the caller may change this person and the links they are in. */
  canEdit: t.boolean(),
  /** A relative the caller added (admins may change every relative, but list only theirs as added). */
  addedByYou: t.optional(t.boolean()),
});

const ParentLinkSchema = t.object({
  child: t.string(),
  parent: t.string(),
  kind: kindValue,
});

const PartnerLinkSchema = t.object({
  id: t.integer(),
  a: t.string(),
  b: t.string(),
  married: t.boolean(),
  ended: t.boolean(),
  startDate: maybeText(),
  endDate: maybeText(),
});

export const FamilyTreeSchema = t.object({
  /** The caller's own place in the tree. */
  me: t.string(),
  people: t.array(FamilyPersonSchema),
  parents: t.array(ParentLinkSchema),
  partners: t.array(PartnerLinkSchema),
});

const FamilyRelationSchema = t.object({
  person: t.string(),
  /** What the person is to the caller, in the caller's language: 'mother', 'first cousin once removed', 'Cousine 2. Grades'. */
  word: t.string(),
  /**
   * The same said to the caller, mid-sentence, in a language other than English (issue 42): the
   * possessive agreeing with the word ('deine Cousine', 'ابن عمك', '你的堂姐'). Absent in English:
   * "Your" and the word.
   */
  yours: maybeText(),
  /** Where it comes from, when someone stands between: 'through Anna Smith, your mother', 'über Anna Smith, deine Mutter'. */
  path: maybeText(),
});

/** The answers of a change: the person, or the link, as now stored. */
export const PersonDataSchema = t.object({ person: FamilyPersonSchema });
export const ParentLinkDataSchema = t.object({ link: ParentLinkSchema });
export const PartnerLinkDataSchema = t.object({ link: PartnerLinkSchema });

/** GET family/relations: each person the caller is related to, with the closest relation. */
export const FamilyRelationsSchema = t.object({ me: t.string(), relations: t.array(FamilyRelationSchema) });

/** POST family/people, PUT family/people/{person}: a relative's facts ('' or null clears one). */
export const PersonPayloadSchema = t.object(
  {
    firstName: t.optional(nameText('First name')),
    lastName: t.optional(nameText('Last name')),
    gender: t.optional(genderValue),
    birthDate: t.optional(familyDate('Birth date')),
    isBirthDateVisible: t.optional(t.boolean({ title: 'Birth date visible' })),
    isBirthYearVisible: t.optional(t.boolean({ title: 'Birth year visible' })),
    deathDate: t.optional(familyDate('Death date')),
    note: t.optional(
      t.unsafe<string | null>({ type: ['string', 'null'], maxLength: FAMILY_LIMITS.note, format: SCHEMA_FORMATS.text, title: 'Note', errorMessage: PROFILE_MESSAGES.controlCharacters('Note') }),
    ),
  },
  { additionalProperties: false },
);

export const ParentLinkPayloadSchema = t.object(
  {
    child: personIdSchema('Child'),
    parent: personIdSchema('Parent'),
    kind: t.optional(kindValue),
  },
  { additionalProperties: false },
);

const partnershipFacts = {
  married: t.optional(t.boolean({ title: 'Married' })),
  ended: t.optional(t.boolean({ title: 'Ended' })),
  startDate: t.optional(familyDate('Start date')),
  endDate: t.optional(familyDate('End date')),
};

export const PartnerLinkPayloadSchema = t.object({ a: personIdSchema('Partner'), b: personIdSchema('Partner'), ...partnershipFacts }, { additionalProperties: false });
export const PartnerUpdatePayloadSchema = t.object(partnershipFacts, { additionalProperties: false });

export type FamilyPerson = t.Static<typeof FamilyPersonSchema>;
export type FamilyTree = t.Static<typeof FamilyTreeSchema>;
export type FamilyRelation = t.Static<typeof FamilyRelationSchema>;
export type PersonPayload = t.Static<typeof PersonPayloadSchema>;
