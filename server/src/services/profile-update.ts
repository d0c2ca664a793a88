import { validateProfile, type ProfileErrors, type ProfileFields } from 'shared-contracts';
import type { UserUpdate } from '../db/schema.js';

/*
 * What a profile save may change, read from the body of PUT /api/auth/profile (one's own) or
 * PUT /api/auth/admin/user/{id}/profile (an admin or manager editing anyone). Both calls accept
 * the same keys, in camelCase or in the spec's snake_case.
 *
 * Policy for every other key (id, email, role, password, photo_url, email_verified, created_at,
 * is_admin, ...): the whole request is REFUSED with 400 and the message names those keys. Nothing
 * is stored, and a client that sends something the server would not store finds out at once
 * instead of believing it was saved. The avatar has its own upload call; e-mail, role and
 * password are not editable through these calls at all.
 */

/** The editable text fields: camelCase key, snake_case alias, column. */
const TEXT_FIELDS = [
  ['displayName', 'display_name', 'display_name'],
  ['firstName', 'first_name', 'first_name'],
  ['lastName', 'last_name', 'last_name'],
  ['phoneNumber', 'phone_number', 'phone_number'],
  ['occupation', 'occupation', 'occupation'],
  ['bio', 'bio', 'bio'],
] as const;

const FLAG_FIELDS = [
  ['isLocationVisible', 'is_location_visible', 'is_location_visible'],
  ['isBirthdayVisible', 'is_birthday_visible', 'is_birthday_visible'],
] as const;

/** The parts of `address`: key -> column. */
const ADDRESS_FIELDS = {
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  state: 'state',
  country: 'country',
  postalCode: 'postal_code',
} as const;

type AddressKey = keyof typeof ADDRESS_FIELDS;

/** Every key a save may carry, each with the name it is reported under (camelCase). */
const ACCEPTED_KEYS = new Map<string, string>([
  ...TEXT_FIELDS.flatMap(([camel, snake]) => [[camel, camel] as const, [snake, camel] as const]),
  ...FLAG_FIELDS.flatMap(([camel, snake]) => [[camel, camel] as const, [snake, camel] as const]),
  ['birthday', 'birthday'],
  ['address', 'address'],
]);

export const PROFILE_UPDATE_MESSAGES = {
  updated: 'Profile updated.',
  notAnObject: 'The request body must be a JSON object.',
  notEditable: (keys: string[]) => `${keys.length === 1 ? 'This field' : 'These fields'} cannot be changed here: ${keys.join(', ')}.`,
  bothSpellings: (camel: string, snake: string) => `Send either ${camel} or ${snake}, not both.`,
  notBoolean: (field: string) => `${field} must be true or false`,
} as const;

export type ProfileUpdateResult =
  | { ok: true; update: UserUpdate; fields: string[] }
  | { ok: false; message: string; errors?: ProfileErrors & Record<string, string> };

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A key as it may be quoted back in a message: short, printable. */
function quoteKey(key: string): string {
  const printable = key.replace(/[^\x20-\x7e]/g, '?');
  return printable.length > 40 ? `${printable.slice(0, 40)}...` : printable;
}

function notEditable(keys: string[]): ProfileUpdateResult {
  const shown = keys.slice(0, 10).map(quoteKey);
  if (keys.length > 10) shown.push(`and ${keys.length - 10} more`);
  return { ok: false, message: PROFILE_UPDATE_MESSAGES.notEditable(shown) };
}

const has = (object: object, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);
const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);
/** '' and null clear a field (stored as NULL, so it is left out of the JSON). */
const stored = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);

/**
 * Reads a profile save. Only the keys present change (a partial save leaves the rest alone);
 * text is trimmed; '' or null clears a text field or the birthday; `address` may hold only some
 * of its parts, and `address: null` clears all of them. The rules and messages are those of
 * validateProfile (shared-contracts), so the form and the server agree.
 */
export function parseProfileUpdate(body: unknown): ProfileUpdateResult {
  if (!isPlainObject(body)) return { ok: false, message: PROFILE_UPDATE_MESSAGES.notAnObject };

  const refused = Object.keys(body).filter((key) => !ACCEPTED_KEYS.has(key));
  const address = body.address;
  if (isPlainObject(address)) {
    for (const key of Object.keys(address)) if (!has(ADDRESS_FIELDS, key)) refused.push(`address.${key}`);
  }
  if (refused.length > 0) return notEditable(refused);

  const fields: ProfileFields = {};
  const update: UserUpdate = {};
  const changed: string[] = [];
  const flagErrors: Record<string, string> = {};

  for (const [camel, snake, column] of TEXT_FIELDS) {
    if (camel !== snake && has(body, camel) && has(body, snake)) {
      return { ok: false, message: PROFILE_UPDATE_MESSAGES.bothSpellings(camel, snake) };
    }
    const key = has(body, camel) ? camel : has(body, snake) ? snake : null;
    if (key === null) continue;
    const value = trimmed(body[key]);
    fields[camel] = value;
    update[column] = stored(value);
    changed.push(camel);
  }

  if (has(body, 'birthday')) {
    const value = trimmed(body.birthday);
    fields.birthday = value;
    update.birthday = stored(value);
    changed.push('birthday');
  }

  if (has(body, 'address')) {
    if (address === null) {
      for (const column of Object.values(ADDRESS_FIELDS)) update[column] = null;
      changed.push('address');
    } else if (isPlainObject(address)) {
      const parts: Record<string, unknown> = {};
      for (const key of Object.keys(address) as AddressKey[]) {
        parts[key] = trimmed(address[key]);
        update[ADDRESS_FIELDS[key]] = stored(parts[key]);
      }
      fields.address = parts;
      changed.push('address');
    } else {
      fields.address = address;
    }
  }

  for (const [camel, snake, column] of FLAG_FIELDS) {
    if (has(body, camel) && has(body, snake)) return { ok: false, message: PROFILE_UPDATE_MESSAGES.bothSpellings(camel, snake) };
    const key = has(body, camel) ? camel : has(body, snake) ? snake : null;
    if (key === null) continue;
    const value = body[key];
    if (typeof value !== 'boolean') flagErrors[camel] = PROFILE_UPDATE_MESSAGES.notBoolean(camel);
    else {
      update[column] = value;
      changed.push(camel);
    }
  }

  const errors: Record<string, string> = { ...validateProfile(fields), ...flagErrors };
  const messages = Object.values(errors);
  if (messages.length > 0) {
    // One problem: the validator's own words (what the form shows). Several: one sentence each.
    const message = messages.length === 1 ? messages[0] : messages.map((m) => (/[.!?]$/.test(m) ? m : `${m}.`)).join(' ');
    return { ok: false, message, errors };
  }
  return { ok: true, update, fields: changed };
}
