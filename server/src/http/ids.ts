import { isIdText } from 'shared-contracts';

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
  return isIdText(raw) ? Number(raw) : 'unknown';
}
