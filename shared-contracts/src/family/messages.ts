import { familyDateMessage, PERSON_INVALID } from './schema-messages.js';

/** What the family tree's calls answer (issue 41). */
export const FAMILY_MESSAGES = {
  personInvalid: PERSON_INVALID,
  personNotFound: 'Person not found.',
  nameRequired: 'A relative needs a first or a last name.',
  date: familyDateMessage,
  deathBeforeBirth: 'The date of death cannot be before the date of birth.',
  partnershipEndsBeforeStart: 'A partnership cannot end before it starts.',
  /** A member's name and birthday are their profile's: the tree changes only their gender. */
  memberProfileOwnsIt: "A member's name, birthday and photo are changed in their profile.",
  notYours: 'Only admins and managers can change this: members change themselves, the relatives they added, and the links of both.',
  isMember: 'This person is a member: their account is removed by an admin, not from the tree.',
  alreadyMember: 'This person is a member already: they have their own account.',
  linkNotFound: 'That link does not exist.',
  /** Two changes of the tree crossed (the database made one give way): nothing was written. */
  writesCrossed: 'Someone changed the family tree at the same moment: please try again.',
  relativeAdded: 'Relative added.',
  personSaved: 'Saved.',
  relativeRemoved: 'Relative removed.',
  linkAdded: 'Link added.',
  linkSaved: 'Link saved.',
  linkRemoved: 'Link removed.',
} as const;
