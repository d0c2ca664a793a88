import { PRIVACY_FLAGS, PROFILE_TEXT_FIELDS } from './member/fields.js';
import type { Address, GeoPoint, User } from './schema/user.js';

export type { Address, GeoPoint, User };

type Raw = Record<string, unknown>;

/** camelCase name -> the snake_case variant the server may send instead (spec section 3). */
const USER_ALIASES: ReadonlyArray<readonly [string, string]> = [
  ...[...Object.entries(PROFILE_TEXT_FIELDS), ...Object.entries(PRIVACY_FLAGS)].flatMap(([camel, spec]) =>
    'snake' in spec ? [[camel, spec.snake] as const] : [],
  ),
  ['photoURL', 'photo_url'],
  ['emailVerified', 'email_verified'],
];

const ADDRESS_ALIASES: ReadonlyArray<readonly [keyof Address, string]> = [
  ['address1', 'address_1'],
  ['address2', 'address_2'],
  ['postalCode', 'postal_code'],
];

/** The date part of a birthday that may arrive as an ISO timestamp. */
export function birthdayDatePart(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value);
  return match ? match[1] : value;
}

function normalizeAddress(value: unknown): Address | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const raw = { ...(value as Raw) };
  for (const [camel, snake] of ADDRESS_ALIASES) {
    if (raw[camel] === undefined && raw[snake] !== undefined) raw[camel] = raw[snake];
    delete raw[snake];
  }
  return raw as Address;
}

function normalizeLocation(value: unknown): GeoPoint | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const raw = value as Raw;
  const lat = Number(raw.lat ?? raw.latitude);
  const lng = Number(raw.lng ?? raw.longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  const point: GeoPoint = { lat, lng };
  const updatedAt = raw.updatedAt ?? raw.updated_at;
  if (typeof updatedAt === 'string') point.updatedAt = updatedAt;
  const sharingUntil = raw.sharingUntil ?? raw.sharing_until;
  if (typeof sharingUntil === 'string') point.sharingUntil = sharingUntil;
  return point;
}

/**
 * Reads a user in either casing and returns the camelCase shape.
 * Unknown fields are kept as received; snake_case duplicates are dropped so
 * that a later merge cannot resurrect a stale value.
 */
export function normalizeUser(input: unknown): User {
  const raw: Raw = input && typeof input === 'object' ? { ...(input as Raw) } : {};
  for (const [camel, snake] of USER_ALIASES) {
    if (raw[camel] === undefined && raw[snake] !== undefined) raw[camel] = raw[snake];
    delete raw[snake];
  }
  if (raw.photoURL === null || raw.photoURL === '') delete raw.photoURL;
  if ('birthday' in raw) {
    const birthday = birthdayDatePart(raw.birthday);
    if (birthday === undefined) delete raw.birthday;
    else raw.birthday = birthday;
  }
  if ('address' in raw) {
    const address = normalizeAddress(raw.address);
    if (address === undefined) delete raw.address;
    else raw.address = address;
  }
  if ('location' in raw) {
    const location = normalizeLocation(raw.location);
    if (location === undefined) delete raw.location;
    else raw.location = location;
  }
  if (typeof raw.id === 'string' && /^\d+$/.test(raw.id)) raw.id = Number(raw.id);
  return raw as User;
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
