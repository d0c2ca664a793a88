import { PHONE_FORMAT_DIGITS } from '../constants.js';
import { MESSAGES, type Validator } from '../validation.js';
import { birthdayParts } from '../member/shown.js';
import type { Address, User } from '../member/schema.js';
import { FORMAT_CHECKS, SCHEMA_FORMATS } from '../schema/formats.js';
import { MEMBER_FIELDS, PROFILE_MESSAGES, type FieldTable, type MemberFieldSpec, type ProfileField, type TextFieldSpec } from '../member/fields.js';

/*
 * How a profile is shown, searched and checked. Pure functions only: the directory remote
 * uses them in the browser and the server uses the same rules on what it is sent.
 */

// ---------------------------------------------------------------------------------------
// Display
// ---------------------------------------------------------------------------------------

/** '(xxx) xxx-xxxx' when the value holds exactly 10 digits; any other value as given. */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/\D/g, '');
  if (digits.length !== PHONE_FORMAT_DIGITS) return value;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** The months in English, January first: the birthday texts and the calendar's headings. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A birthday as a long US date ('December 10, 1990', or 'December 10' when its owner hides the
 * year). The date is read from its digits, never through a Date in a time zone, so it cannot
 * slip to the day before. Anything that is not a real date with a year from 1900 to 2100 reads
 * 'Invalid Date' (spec section 5).
 */
export function formatBirthday(value: string | null | undefined): string {
  const parts = birthdayParts(value);
  if (!parts) return MESSAGES.invalidDate;
  const { year, month, day } = parts;
  return year === null ? `${MONTH_NAMES[month - 1]} ${day}` : `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
}

export const LOCATION_TEXT = {
  live: 'Live location available',
  none: 'No location shared',
} as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** True when the member shares their live location and it has coordinates. */
export function hasVisibleCoordinates(user: Pick<User, 'isLocationVisible' | 'location'>): boolean {
  return user.isLocationVisible === true && !!user.location && Number.isFinite(user.location.lat) && Number.isFinite(user.location.lng);
}

/** 'city, state' (whichever exist), else 'Live location available', else 'No location shared'. */
export function locationText(user: Pick<User, 'address' | 'isLocationVisible' | 'location'>): string {
  const cityState = [text(user.address?.city), text(user.address?.state)].filter(Boolean).join(', ');
  if (cityState) return cityState;
  return hasVisibleCoordinates(user) ? LOCATION_TEXT.live : LOCATION_TEXT.none;
}

/** The address parts that hold something, in reading order. */
export function addressParts(address: Address | null | undefined): string[] {
  if (!address) return [];
  return [address.address1, address.address2, address.city, address.state, address.postalCode, address.country]
    .map(text)
    .filter(Boolean);
}

/** The non-empty address lines joined into one line ('' when there is no address). */
export function addressLines(address: Address | null | undefined): string {
  return addressParts(address).join(', ');
}

/** Where "view location" leads: the live position if shared, else a search for the address. */
export function locationMapUrl(user: Pick<User, 'address' | 'isLocationVisible' | 'location'>): string | null {
  if (hasVisibleCoordinates(user)) {
    const { lat, lng } = user.location!;
    return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=15/${lat}/${lng}`;
  }
  const address = addressLines(user.address);
  return address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}` : null;
}

// ---------------------------------------------------------------------------------------
// Validation (the field table's rules; the server's request schemas carry the same ones)
// ---------------------------------------------------------------------------------------

/** Characters the table's limits are counted in: code points, as the server's validator counts. */
const textLength = (value: string): number => [...value].length;

/** The checks of one text field of the table, for the form and for any other caller. */
function textFieldValidator(spec: TextFieldSpec): Validator<unknown> {
  const pattern = spec.pattern ? new RegExp(spec.pattern.source) : null;
  return (value) => {
    if (value !== undefined && value !== null && typeof value !== 'string') return PROFILE_MESSAGES.notText(spec.name);
    const s = typeof value === 'string' ? value.trim() : '';
    if (textLength(s) > spec.max) return PROFILE_MESSAGES.tooLong(spec.name, spec.max);
    if (pattern && !pattern.test(s)) return spec.pattern!.message;
    if (!FORMAT_CHECKS[spec.input === 'textarea' ? SCHEMA_FORMATS.text : SCHEMA_FORMATS.line](s)) return PROFILE_MESSAGES.controlCharacters(spec.name);
    return undefined;
  };
}

/** The checks of a date field: empty, or a real date YYYY-MM-DD with a year the product accepts. */
function dateFieldValidator({ name }: MemberFieldSpec): Validator<unknown> {
  return (value) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') return PROFILE_MESSAGES.notText(name);
    return FORMAT_CHECKS[SCHEMA_FORMATS.birthday](value.trim()) ? undefined : PROFILE_MESSAGES.dateInvalid(name);
  };
}

/** One validator per text and date field of a table (its switches take true or false only). */
export function fieldValidators(fields: FieldTable): Record<string, Validator<unknown>> {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([key, spec]) => {
      if (spec.kind === 'text') return [[key, textFieldValidator(spec)]];
      if (spec.kind === 'date') return [[key, dateFieldValidator(spec)]];
      return [];
    }),
  );
}

/** One validator per field of the form (text and dates), for forms and for the server alike. */
export const PROFILE_VALIDATORS = fieldValidators(MEMBER_FIELDS) as Record<ProfileField, Validator<unknown>>;

/** The names a member is known by: once given, they may be changed but not taken away. */
export const NAME_FIELDS = ['displayName', 'firstName', 'lastName'] as const;
type NameField = (typeof NAME_FIELDS)[number];

const NAME_REQUIRED: Record<NameField, string> = {
  displayName: PROFILE_MESSAGES.displayNameRequired,
  firstName: MESSAGES.firstNameRequired,
  lastName: MESSAGES.lastNameRequired,
};
/**
 * A name as a save would leave it: a member signs up with both names, so a save may not take a
 * name away once it is set (it may change it, even to an initial). A name never given, e.g. of a
 * member an admin created with a display name only, may stay empty.
 */
export function nameProblem(field: NameField, value: unknown, previous: string | null | undefined): string | undefined {
  if (value === undefined) return undefined;
  const next = typeof value === 'string' ? value.trim() : '';
  return next === '' && previous && previous.trim() ? NAME_REQUIRED[field] : undefined;
}
