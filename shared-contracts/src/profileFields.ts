import { BIRTHDAY_MAX_YEAR, BIRTHDAY_MIN_YEAR } from './constants.js';

/*
 * The editable fields of a profile, once: the label the form shows, the name a message uses,
 * the limit, the allowed characters and their message, and the spec's snake_case spelling.
 * The request schemas (schema/profile.ts), the validators (validation/profile.ts) and the
 * edit form all read this table, so they cannot disagree.
 */

export interface TextFieldSpec {
  /** The form's label (spec section 2). */
  label: string;
  /** How a message names the field ('Display name must be at most 100 characters'). */
  name: string;
  /** Longest accepted value, in characters, after trimming. */
  max: number;
  /** The spec's snake_case spelling, when it has one. */
  snake?: string;
  /** Allowed characters (a regular expression source) and what to say otherwise. */
  pattern?: { source: string; message: string };
  /** How the form asks for it. */
  input?: 'text' | 'tel' | 'textarea';
  /** The browser's autofill hint for one's own profile. */
  autoComplete?: string;
  /** Spans the whole width of the form's grid. */
  wide?: boolean;
}

export const PROFILE_MESSAGES = {
  phoneInvalid: 'Phone number may contain only digits, spaces and + ( ) - .',
  postalCodeInvalid: 'Postal code may contain only letters, digits, spaces and hyphens',
  birthdayInvalid: `Birthday must be a real date between ${BIRTHDAY_MIN_YEAR} and ${BIRTHDAY_MAX_YEAR}`,
  /** `field`: a key of the table ('displayName') or a name as it should read ('Display name'). */
  tooLong: (field: string, max: number) => `${nameOf(field)} must be at most ${max} characters`,
  notText: (field: string) => `${nameOf(field)} must be text`,
  notBoolean: (key: string) => `${key} must be true or false`,
  addressInvalid: 'Address must be an object of address1, address2, city, state, country and postalCode',
  displayNameRequired: 'Display name is required',
  controlCharacters: (field: string) => `${nameOf(field)} must not contain control or invisible formatting characters`,
} as const;

/** The profile's own text fields, in the order the edit form shows them. */
export const PROFILE_TEXT_FIELDS = {
  displayName: { label: 'Display Name', name: 'Display name', max: 100, snake: 'display_name', autoComplete: 'nickname', wide: true },
  firstName: { label: 'First Name', name: 'First name', max: 100, snake: 'first_name', autoComplete: 'given-name' },
  lastName: { label: 'Last Name', name: 'Last name', max: 100, snake: 'last_name', autoComplete: 'family-name' },
  phoneNumber: {
    label: 'Phone Number',
    name: 'Phone number',
    max: 30,
    snake: 'phone_number',
    pattern: { source: '^[0-9 +().-]*$', message: PROFILE_MESSAGES.phoneInvalid },
    input: 'tel',
    autoComplete: 'tel',
  },
  occupation: { label: 'Occupation', name: 'Occupation', max: 100, autoComplete: 'organization-title' },
  bio: { label: 'Bio', name: 'Bio', max: 1000, input: 'textarea', wide: true },
} as const satisfies Record<string, TextFieldSpec>;

/** The parts of the address (spec section 3), in the order the form shows them. */
export const ADDRESS_FIELDS = {
  address1: { label: 'Address Line 1', name: 'Address line 1', max: 100, autoComplete: 'address-line1', wide: true },
  address2: { label: 'Address Line 2', name: 'Address line 2', max: 100, autoComplete: 'address-line2', wide: true },
  city: { label: 'City', name: 'City', max: 100, autoComplete: 'address-level2' },
  state: { label: 'State', name: 'State', max: 100, autoComplete: 'address-level1' },
  country: { label: 'Country', name: 'Country', max: 100, autoComplete: 'country-name' },
  postalCode: {
    label: 'Postal Code',
    name: 'Postal code',
    max: 20,
    snake: 'postal_code',
    pattern: { source: '^[A-Za-z0-9 -]*$', message: PROFILE_MESSAGES.postalCodeInvalid },
    autoComplete: 'postal-code',
  },
} as const satisfies Record<string, TextFieldSpec>;

export const BIRTHDAY_FIELD = { label: 'Birthday', name: 'Birthday' } as const;

/** The two privacy switches of the edit form. */
export const PRIVACY_FLAGS = {
  isLocationVisible: { label: 'Location Visible', snake: 'is_location_visible' },
  isBirthdayVisible: { label: 'Birthday Visible', snake: 'is_birthday_visible' },
} as const;

export type ProfileTextField = keyof typeof PROFILE_TEXT_FIELDS;
export type AddressField = keyof typeof ADDRESS_FIELDS;
export type PrivacyFlag = keyof typeof PRIVACY_FLAGS;
/** Every field a message may be about. */
export type ProfileField = ProfileTextField | AddressField | 'birthday';

/** Longest accepted value of each text field (characters). */
export const PROFILE_LIMITS = Object.fromEntries(
  [...Object.entries(PROFILE_TEXT_FIELDS), ...Object.entries(ADDRESS_FIELDS)].map(([key, spec]) => [key, spec.max]),
) as Record<ProfileTextField | AddressField, number>;

/** The spec for any text field of the profile, address parts included. */
export function textFieldSpec(field: ProfileTextField | AddressField): TextFieldSpec {
  return (PROFILE_TEXT_FIELDS as Record<string, TextFieldSpec>)[field] ?? (ADDRESS_FIELDS as Record<string, TextFieldSpec>)[field];
}

/** How a message names a field of the table; any other text is used as it is. */
export function nameOf(field: string): string {
  if (field === 'birthday') return BIRTHDAY_FIELD.name;
  const spec = (PROFILE_TEXT_FIELDS as Record<string, TextFieldSpec>)[field] ?? (ADDRESS_FIELDS as Record<string, TextFieldSpec>)[field];
  return spec ? spec.name : field;
}

/** The edit form's fields in the spec's order (section 2, Profile dialog). */
export const PROFILE_FORM_ORDER: ReadonlyArray<ProfileField> = [
  'displayName',
  'firstName',
  'lastName',
  'phoneNumber',
  'occupation',
  'birthday',
  'bio',
  ...(Object.keys(ADDRESS_FIELDS) as AddressField[]),
];

const CAMEL_OF_SNAKE: Record<string, string> = Object.fromEntries(
  [...Object.entries(PROFILE_TEXT_FIELDS), ...Object.entries(ADDRESS_FIELDS), ...Object.entries(PRIVACY_FLAGS)].flatMap(([camel, spec]) =>
    'snake' in spec ? [[spec.snake, camel]] : [],
  ),
);

/** The form's (camelCase) name of a field sent in either spelling: 'display_name' -> 'displayName'. */
export function canonicalFieldName(key: string): string {
  return Object.hasOwn(CAMEL_OF_SNAKE, key) ? CAMEL_OF_SNAKE[key] : key;
}
