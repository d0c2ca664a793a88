import { BIRTHDAY_MAX_YEAR, BIRTHDAY_MIN_YEAR, PHONE_FORMAT_DIGITS } from './constants.js';
import { MESSAGES, isValidBirthday, type Validator } from './validation.js';
import { birthdayDatePart, userDisplayName, type Address, type User } from './user.js';

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

const MONTH_NAMES = [
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
 * A birthday as a long US date ('December 10, 1990'). The date is read from its digits, never
 * through a Date in a time zone, so it cannot slip to the day before. Anything that is not a
 * real date with a year from 1900 to 2100 reads 'Invalid Date' (spec section 5).
 */
export function formatBirthday(value: string | null | undefined): string {
  const date = birthdayDatePart(value);
  if (!date || !isValidBirthday(date)) return MESSAGES.invalidDate;
  const [year, month, day] = date.split('-').map(Number);
  return `${MONTH_NAMES[month - 1]} ${day}, ${year}`;
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
// Search
// ---------------------------------------------------------------------------------------

/**
 * The members whose display name (or first + last name), e-mail or occupation contains the
 * query, ignoring case. An empty query keeps everyone (the same array).
 */
export function filterMembers<T extends User>(members: readonly T[], query: string): readonly T[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return members;
  return members.filter((member) =>
    [userDisplayName(member), `${text(member.firstName)} ${text(member.lastName)}`, member.email, member.occupation].some(
      (value) => typeof value === 'string' && value.toLowerCase().includes(needle),
    ),
  );
}

// ---------------------------------------------------------------------------------------
// Validation
// ---------------------------------------------------------------------------------------

/** Longest accepted value of each editable profile field (characters). */
export const PROFILE_LIMITS = {
  displayName: 100,
  firstName: 100,
  lastName: 100,
  phoneNumber: 30,
  occupation: 100,
  bio: 1000,
  address1: 100,
  address2: 100,
  city: 100,
  state: 100,
  country: 100,
  postalCode: 20,
} as const;

export type ProfileTextField = keyof typeof PROFILE_LIMITS;
export type ProfileField = ProfileTextField | 'birthday';

/** How each field is named in a message. */
export const PROFILE_FIELD_NAMES: Record<ProfileField, string> = {
  displayName: 'Display name',
  firstName: 'First name',
  lastName: 'Last name',
  phoneNumber: 'Phone number',
  occupation: 'Occupation',
  bio: 'Bio',
  address1: 'Address line 1',
  address2: 'Address line 2',
  city: 'City',
  state: 'State',
  country: 'Country',
  postalCode: 'Postal code',
  birthday: 'Birthday',
};

export const PROFILE_MESSAGES = {
  phoneInvalid: 'Phone number may contain only digits, spaces and + ( ) - .',
  postalCodeInvalid: 'Postal code may contain only letters, digits, spaces and hyphens',
  birthdayInvalid: `Birthday must be a real date between ${BIRTHDAY_MIN_YEAR} and ${BIRTHDAY_MAX_YEAR}`,
  tooLong: (field: ProfileField, max: number) => `${PROFILE_FIELD_NAMES[field]} must be at most ${max} characters`,
  notText: (field: ProfileField) => `${PROFILE_FIELD_NAMES[field]} must be text`,
  addressInvalid: 'Address must be an object of address1, address2, city, state, country and postalCode',
} as const;

const PHONE_PATTERN = /^[0-9 +().-]*$/;
const POSTAL_CODE_PATTERN = /^[A-Za-z0-9 -]*$/;

/** A non-string that is not "nothing" cannot be checked as text (the server is sent any JSON). */
function notText(value: unknown): boolean {
  return value !== undefined && value !== null && typeof value !== 'string';
}

function textValidator(field: ProfileTextField, pattern?: { test: RegExp; message: string }): Validator<unknown> {
  return (value) => {
    if (notText(value)) return PROFILE_MESSAGES.notText(field);
    const s = (value as string | null | undefined) ?? '';
    if (s.length > PROFILE_LIMITS[field]) return PROFILE_MESSAGES.tooLong(field, PROFILE_LIMITS[field]);
    if (pattern && !pattern.test.test(s)) return pattern.message;
    return undefined;
  };
}

/** One validator per editable field, for forms (with antdRule) and for the server alike. */
export const PROFILE_VALIDATORS: Record<ProfileField, Validator<unknown>> = {
  displayName: textValidator('displayName'),
  firstName: textValidator('firstName'),
  lastName: textValidator('lastName'),
  phoneNumber: textValidator('phoneNumber', { test: PHONE_PATTERN, message: PROFILE_MESSAGES.phoneInvalid }),
  occupation: textValidator('occupation'),
  bio: textValidator('bio'),
  address1: textValidator('address1'),
  address2: textValidator('address2'),
  city: textValidator('city'),
  state: textValidator('state'),
  country: textValidator('country'),
  postalCode: textValidator('postalCode', { test: POSTAL_CODE_PATTERN, message: PROFILE_MESSAGES.postalCodeInvalid }),
  birthday: (value) => {
    if (value === undefined || value === null || value === '') return undefined;
    if (typeof value !== 'string') return PROFILE_MESSAGES.notText('birthday');
    return isValidBirthday(value) ? undefined : PROFILE_MESSAGES.birthdayInvalid;
  },
};

/**
 * The editable fields of a profile, camelCase with the address nested: the admin payload's
 * shape. The own-profile payload (snake_case) reads the same after normalizeUser().
 */
export interface ProfileFields {
  displayName?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  phoneNumber?: unknown;
  occupation?: unknown;
  bio?: unknown;
  birthday?: unknown;
  address?: unknown;
}

const ADDRESS_FIELDS = ['address1', 'address2', 'city', 'state', 'country', 'postalCode'] as const;
const TOP_FIELDS = ['displayName', 'firstName', 'lastName', 'phoneNumber', 'occupation', 'bio', 'birthday'] as const;

/**
 * Checks every editable field; returns field -> message for those that fail (empty when all
 * are fine). Address parts are reported under their own names (city, postalCode, ...).
 */
export type ProfileErrors = Partial<Record<ProfileField | 'address', string>>;

export function validateProfile(fields: ProfileFields): ProfileErrors {
  const errors: ProfileErrors = {};
  for (const field of TOP_FIELDS) {
    const message = PROFILE_VALIDATORS[field](fields[field]);
    if (message) errors[field] = message;
  }
  const address = fields.address;
  if (address === undefined || address === null) return errors;
  if (typeof address !== 'object' || Array.isArray(address)) {
    errors.address = PROFILE_MESSAGES.addressInvalid;
    return errors;
  }
  for (const field of ADDRESS_FIELDS) {
    const message = PROFILE_VALIDATORS[field]((address as Record<string, unknown>)[field]);
    if (message) errors[field] = message;
  }
  return errors;
}
