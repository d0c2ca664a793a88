/** Largest value of the integer id column. */
const MAX_ID = 2_147_483_647;

export const ID_MESSAGES = {
  invalidId: 'Invalid member id.',
  notFound: 'Member not found.',
} as const;

/**
 * A member id from the URL: a number, 'invalid' (not a whole number: 400) or 'unknown' (a
 * number no row can have: 404 like any other unknown id).
 */
export function parseMemberId(raw: string | undefined): number | 'invalid' | 'unknown' {
  if (!raw || !/^\d{1,20}$/.test(raw)) return 'invalid';
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : 'unknown';
}
