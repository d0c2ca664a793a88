import type { Address, GeoPoint, User } from './schema.js';

export type { Address, GeoPoint, User };

/** The date part of a birthday that may arrive as an ISO timestamp. */
export function birthdayDatePart(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match ? match[1] : value;
}

/** The name a person is shown by: display name, else first + last name. */
export function userDisplayName(user: Pick<User, 'displayName' | 'firstName' | 'lastName'>): string {
  const display = user.displayName?.trim();
  if (display) return display;
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** What is shown for a member without any name (the spec's fallback). */
export const UNKNOWN_USER_NAME = 'Unknown User';

/** A stored member's name as the family knows them, columns that may be null included. */
export interface StoredName {
  displayName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

/**
 * The name the server writes for a member (an inviter's name, a calendar feed, a vCard, a
 * passkey): their name, else their e-mail address, else ''. One rule: the server reads the
 * columns and applies it, never a copy of it in SQL.
 */
export function memberName(member: StoredName): string {
  return userDisplayName({ displayName: member.displayName ?? undefined, firstName: member.firstName ?? undefined, lastName: member.lastName ?? undefined }) || member.email || '';
}

/** The first character of the name a member is shown by (a whole emoji or accented letter), uppercased; '?' without a name. */
export function userInitial(user: Pick<User, 'displayName' | 'firstName' | 'lastName'>): string {
  const first = Array.from(userDisplayName(user))[0];
  return first ? first.toUpperCase() : '?';
}
