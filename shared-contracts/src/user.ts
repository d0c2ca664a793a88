import type { Address, GeoPoint, User } from './schema/user.js';

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

/** The first character of the name a member is shown by (a whole emoji or accented letter), uppercased; '?' without a name. */
export function userInitial(user: Pick<User, 'displayName' | 'firstName' | 'lastName'>): string {
  const first = Array.from(userDisplayName(user))[0];
  return first ? first.toUpperCase() : '?';
}
