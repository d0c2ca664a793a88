/*
 * The two messages the family tree's schemas say themselves. They are apart from the others
 * (messages.ts) because the schemas are in every page's copy of shared-contracts, and the rest of
 * the family's messages are for the server and the tree's own screens only.
 */

export const PERSON_INVALID = 'Person must be m and a member id, or r and a relative id.';

export const familyDateMessage = (field: string) => `${field} must be a year, a year and month, or a full date (1921, 1921-04 or 1921-04-03).`;
