import type { User } from '../member/schema.js';
import { userDisplayName } from '../member/names.js';
import { asShown } from '../member/shown.js';
import { MEMBER_FIELDS, type FieldTable } from '../member/fields.js';
import { searchedValues } from './shown-fields.js';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * The members whose display name (or first + last name), e-mail, a searched field of the table
 * (the occupation) or what `alsoSearched` gives for them (their relation to the viewer: "cousin")
 * contains the query, ignoring case. An empty query keeps everyone (the same array).
 */
export function filterMembers<T extends User>(
  members: readonly T[],
  query: string,
  fields: FieldTable = MEMBER_FIELDS,
  alsoSearched?: (member: T) => string | undefined,
): readonly T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return members;
  return members.filter((member) => {
    // What is hidden finds nobody, admins' searches alike (they receive it, for editing).
    const shown = asShown(member);
    return [userDisplayName(member), `${text(member.firstName)} ${text(member.lastName)}`, shown.email, ...searchedValues(shown, fields), alsoSearched?.(member)].some(
      (value) => typeof value === 'string' && value.toLowerCase().includes(needle),
    );
  });
}
