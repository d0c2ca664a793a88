import { PROFILE_MESSAGES } from '../member/fields.js';
import { SCHEMA_FORMATS } from '../schema/formats.js';
import * as t from '../schema/t.js';
import type { Gender, ParentKind } from './graph.js';

/*
 * The family tree's calls (issue 41): people (every member, and relatives without an account),
 * the parent and partner links between them, and how each person is related to the caller.
 */

const PARENT_KINDS = ['birth', 'adoptive', 'step', 'foster'] as const satisfies readonly ParentKind[];
const GENDERS = ['female', 'male'] as const satisfies readonly Gender[];

const FAMILY_LIMITS = {
  /** A relative's first or last name, as a member's (member/fields.ts). */
  name: 100,
  /** A relative's short note. */
  note: 1000,
} as const;

export const FAMILY_MESSAGES = {
  personInvalid: 'Person must be a person of the family tree (m and a member id, or r and a relative id).',
  personNotFound: 'Person not found.',
  nameRequired: 'A relative needs a first or a last name.',
  date: (field: string) => `${field} must be a year, a year and month, or a full date (1921, 1921-04 or 1921-04-03).`,
  deathBeforeBirth: 'The date of death cannot be before the date of birth.',
  partnershipEndsBeforeStart: 'A partnership cannot end before it starts.',
  kind: 'Kind must be birth, adoptive, step or foster.',
  married: 'Married must be true or false.',
  /** A member's name and birthday are their profile's: the tree changes only their gender. */
  memberProfileOwnsIt: "A member's name, birthday and photo are changed in their profile.",
  notYours: 'Only admins and managers can change this: members change themselves, the relatives they added, and the links of both.',
  isMember: 'This person is a member: their account is removed by an admin, not from the tree.',
  linkNotFound: 'That link does not exist.',
  relativeAdded: 'Relative added.',
  personSaved: 'Saved.',
  relativeRemoved: 'Relative removed.',
  linkAdded: 'Link added.',
  linkSaved: 'Link saved.',
  linkRemoved: 'Link removed.',
} as const;

/** A person's id: 'm12' (a member), 'r5' (a relative without an account). */
const personIdSchema = (title: string) =>
  t.string({ maxLength: 11, format: SCHEMA_FORMATS.person, title, errorMessage: FAMILY_MESSAGES.personInvalid });

const familyDate = (title: string) =>
  t.unsafe<string | null>({ type: ['string', 'null'], maxLength: 10, format: SCHEMA_FORMATS.familyDate, title, errorMessage: FAMILY_MESSAGES.date(title) });

const nameText = (title: string) =>
  t.unsafe<string | null>({ type: ['string', 'null'], maxLength: FAMILY_LIMITS.name, format: SCHEMA_FORMATS.line, title, errorMessage: PROFILE_MESSAGES.controlCharacters(title) });

const genderValue = t.unsafe<Gender | null>({ type: ['string', 'null'], enum: [...GENDERS, null], title: 'Gender' });

/** One person as the caller may see them: a hidden birth date is not there, for anyone but who manages it. */
export const FamilyPersonSchema = t.object({
  id: t.string(),
  /** Set for a member: their account's id (their profile, their card). */
  memberId: t.optional(t.integer()),
  /** How the family names them (a member: display name, else first and last name). */
  name: t.string(),
  firstName: t.optional(t.string()),
  lastName: t.optional(t.string()),
  gender: t.union([t.literal('female'), t.literal('male'), t.null()]),
  /** YYYY, YYYY-MM or YYYY-MM-DD; absent when unknown or hidden from the caller. */
  birthDate: t.optional(t.string()),
  /** A relative's switch, sent to who may change it. */
  isBirthDateVisible: t.optional(t.boolean()),
  deathDate: t.optional(t.string()),
  photoURL: t.optional(t.string()),
  note: t.optional(t.string()),
  /** Whether the caller may change this person and the links they are in. */
  canEdit: t.boolean(),
});

export const ParentLinkSchema = t.object({
  child: t.string(),
  parent: t.string(),
  kind: t.unsafe<ParentKind>({ type: 'string', enum: [...PARENT_KINDS] }),
});

export const PartnerLinkSchema = t.object({
  id: t.integer(),
  a: t.string(),
  b: t.string(),
  married: t.boolean(),
  ended: t.boolean(),
  startDate: t.optional(t.string()),
  endDate: t.optional(t.string()),
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
  /** What the person is to the caller: 'mother', 'first cousin once removed', 'sister-in-law'. */
  word: t.string(),
  /** Where it comes from, when someone stands between: 'through Anna Smith, your mother'. */
  path: t.optional(t.string()),
});

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
    kind: t.optional(t.unsafe<ParentKind>({ type: 'string', enum: [...PARENT_KINDS], title: 'Kind', errorMessage: FAMILY_MESSAGES.kind })),
  },
  { additionalProperties: false },
);

const partnershipFacts = {
  married: t.optional(t.boolean({ title: 'Married', errorMessage: FAMILY_MESSAGES.married })),
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
