import { BIRTHDAY_MAX_YEAR, BIRTHDAY_MIN_YEAR } from '../constants.js';
import { filled } from '../i18n/translate.js';

/*
 * A member's fields, declared once. Everything else is derived from this table or checked
 * against it: the API's User schema and the profile save's schema (member/schema.ts,
 * profile/schema.ts), create-user's schema (userAdmin/schema.ts), the CSV import's columns
 * (userAdmin/userAdmin.ts), the validators and the edit form (profile/profile.ts, mf-directory), who receives a
 * field (the server's member JSON) and the database columns (server/src/db: a field `fooBar` is
 * the column `foo_bar`, added by a migration; a test fails while it has none).
 *
 * Where the family sees a field (the card, the profile, the contact card, the search, the map's
 * popup) is its `shows`: those places read it (profile/shown-fields.ts, the server's vCards).
 *
 * Adding a field is one entry here (and its migration). The account's own facts (id, e-mail,
 * photo, live position, dates) are not profile fields: their own services keep them.
 */

/**
 * Where a member's card and profile show a field: under the name ('heading'), as the About text
 * ('about'), among the ways to reach them, before the location ('contact'), or among the other
 * facts, after it ('fact').
 */
export type MemberSlot = 'heading' | 'about' | 'contact' | 'fact';

/**
 * The vCard property a field is written as. TEL, BDAY and ANNIVERSARY have their own shapes; any
 * other is a text property (an `X-` name for what vCard has no word for).
 */
export type VcardProperty = 'TEL' | 'BDAY' | 'ANNIVERSARY' | 'TITLE' | 'NOTE' | 'NICKNAME' | 'ROLE' | `X-${string}`;

/** The icon a fact is shown with (the remotes draw them; an undeclared one is a neutral mark). */
export type FieldIcon = 'phone' | 'gift' | 'info';

/**
 * Where the family sees a field. Each place reads this, so a field added to the table shows on
 * the card, the profile, the contact card, the search and the map's popup without editing them.
 * The names, the e-mail address, the photo and the address are shown by those places themselves:
 * the address as one (the profile's Address, the card's city and state, the vCard's ADR).
 */
interface FieldShows {
  card?: MemberSlot;
  profile?: MemberSlot;
  /** In the map's marker popup: the line under the name, or a line of its own. */
  mapPopup?: 'heading' | 'line';
  vcard?: VcardProperty;
  /** The directory's search looks in it (names and e-mail always). */
  search?: true;
  /** How a fact is introduced on the profile ('Phone'); else the field's name. */
  term?: string;
  icon?: FieldIcon;
}

/** What every field declares beyond its kind. */
interface FieldRules {
  /** Where the family sees it; absent: only in the edit forms. */
  shows?: FieldShows;
  /** The form's label (spec section 2). */
  label: string;
  /** How a message names the field ('Display name must be at most 100 characters'). */
  name: string;
  /** The spec's snake_case spelling, which the own profile save uses (spec section 7). */
  snake?: string;
  /**
   * Who receives it. Absent: every signed-in member. `{ whenOn: flag }`: the member, admins and
   * managers always (so their edits never wipe it), other members only while that flag is on.
   */
  visibleTo?: { whenOn: string };
  /** Who may change it. Absent: the member, and admins and managers (spec section 6). */
  editableBy?: 'managers';
  /** Create New User takes it (spec section 3, create-user form). */
  createUser?: boolean;
  /** A column of the user import: required by the spec (section 5), or read when present. */
  csv?: 'required' | 'optional';
  /** Sent nested under `address` (spec section 3). */
  group?: 'address';
  /** The edit form shows it just before this field (spec section 2's order); else in table order. */
  formBefore?: string;
}

export interface TextFieldSpec extends FieldRules {
  kind: 'text';
  /** Longest accepted value, in characters, after trimming. */
  max: number;
  /** Allowed characters (a regular expression source) and what to say otherwise. */
  pattern?: { source: string; message: string };
  /** How the form asks for it. */
  input?: 'text' | 'tel' | 'textarea';
  /** The browser's autofill hint for one's own profile. */
  autoComplete?: string;
  /** Spans the whole width of the form's grid. */
  wide?: boolean;
}

/** A calendar date, YYYY-MM-DD, read from its digits (never through a time zone). */
interface DateFieldSpec extends FieldRules {
  kind: 'date';
}

/** A switch. */
interface FlagFieldSpec extends FieldRules {
  kind: 'flag';
  /** Turning it off deletes the live position in the same write (live location is live only). */
  liveLocation?: true;
  /** Off, other members are not sent the account's e-mail address (it is not a profile field). */
  hidesEmail?: true;
  /** Off, other members are sent this date without its year ('--MM-DD'), and no age is shown. */
  hidesYearOf?: string;
  /** A line under the switch in the edit form. */
  help?: string;
  /** On for a member who never chose (a new account, an empty CSV cell); else off. */
  startsOn?: true;
}

export type MemberFieldSpec = TextFieldSpec | DateFieldSpec | FlagFieldSpec;

/** A table of fields: MEMBER_FIELDS, or a test's own with a field the product does not have. */
export type FieldTable = Readonly<Record<string, MemberFieldSpec>>;

const dateInvalid = (name: string) => `${name} must be a real date between ${BIRTHDAY_MIN_YEAR} and ${BIRTHDAY_MAX_YEAR}`;

export const PROFILE_MESSAGES = {
  phoneInvalid: 'Phone number may contain only digits, spaces and + ( ) - .',
  postalCodeInvalid: 'Postal code may contain only letters, digits, spaces and hyphens',
  birthdayInvalid: dateInvalid('Birthday'),
  dateInvalid,
  /** `field`: a key of the table ('displayName') or a name as it should read ('Display name'). */
  tooLong: (field: string, max: number) => `${nameOf(field)} must be at most ${max} characters`,
  notText: (field: string) => `${nameOf(field)} must be text`,
  notBoolean: (key: string) => `${key} must be true or false`,
  addressInvalid: 'Address must be an object of address1, address2, city, state, country and postalCode',
  displayNameRequired: 'Display name is required',
  controlCharacters: (field: string) => `${nameOf(field)} must not contain control or invisible formatting characters`,
  managersOnly: (names: readonly string[]) => filled('Only an admin or manager can change {names}.', { names: names.join(', ') }),
} as const;

const ADDRESS = 'address' as const;
const ADDRESS_VISIBLE = { whenOn: 'isAddressVisible' } as const;

/** The member's fields, in the order of the spec's User (section 3). */
export const MEMBER_FIELDS = {
  displayName: {
    kind: 'text', label: 'Display Name', name: 'Display name', max: 100, snake: 'display_name',
    autoComplete: 'nickname', wide: true, createUser: true, csv: 'required',
  },
  firstName: {
    kind: 'text', label: 'First Name', name: 'First name', max: 100, snake: 'first_name',
    autoComplete: 'given-name', createUser: true, csv: 'required',
  },
  lastName: {
    kind: 'text', label: 'Last Name', name: 'Last name', max: 100, snake: 'last_name',
    autoComplete: 'family-name', createUser: true, csv: 'required',
  },
  phoneNumber: {
    kind: 'text', label: 'Phone Number', name: 'Phone number', max: 30, snake: 'phone_number',
    pattern: { source: '^[0-9 +().-]*$', message: PROFILE_MESSAGES.phoneInvalid },
    input: 'tel', autoComplete: 'tel', createUser: true, csv: 'required', visibleTo: { whenOn: 'isPhoneVisible' },
    shows: { card: 'contact', profile: 'contact', mapPopup: 'line', vcard: 'TEL', term: 'Phone', icon: 'phone' },
  },
  occupation: {
    kind: 'text', label: 'Occupation', name: 'Occupation', max: 100,
    autoComplete: 'organization-title', createUser: true, csv: 'required',
    shows: { card: 'heading', profile: 'heading', mapPopup: 'heading', vcard: 'TITLE', search: true },
  },
  bio: {
    kind: 'text', label: 'Bio', name: 'Bio', max: 1000, input: 'textarea', wide: true, createUser: true, csv: 'required',
    shows: { card: 'about', profile: 'about', vcard: 'NOTE' },
  },
  birthday: {
    kind: 'date', label: 'Birthday', name: 'Birthday', visibleTo: { whenOn: 'isBirthdayVisible' },
    createUser: true, csv: 'required', formBefore: 'bio',
    shows: { card: 'fact', profile: 'fact', vcard: 'BDAY', icon: 'gift' },
  },
  isLocationVisible: { kind: 'flag', label: 'Location Visible', name: 'isLocationVisible', snake: 'is_location_visible', liveLocation: true, createUser: true },
  isBirthdayVisible: { kind: 'flag', label: 'Birthday Visible', name: 'isBirthdayVisible', snake: 'is_birthday_visible', createUser: true, csv: 'required' },
  // Beyond the spec (issue 21): each on by default, so an upgraded install shows what it showed.
  isBirthYearVisible: {
    kind: 'flag', label: 'Birth Year Visible', name: 'isBirthYearVisible', hidesYearOf: 'birthday', csv: 'optional', startsOn: true,
    help: 'Off: the family sees the day and month of your birthday, never the year or your age.',
  },
  isPhoneVisible: { kind: 'flag', label: 'Phone Visible', name: 'isPhoneVisible', csv: 'optional', startsOn: true, help: 'Off: only you, admins and managers see your phone number.' },
  isEmailVisible: { kind: 'flag', label: 'Email Visible', name: 'isEmailVisible', hidesEmail: true, csv: 'optional', startsOn: true, help: 'Off: only you, admins and managers see your e-mail address.' },
  isAddressVisible: { kind: 'flag', label: 'Address Visible', name: 'isAddressVisible', csv: 'optional', startsOn: true, help: 'Off: only you, admins and managers see your address.' },
  address1: { kind: 'text', group: ADDRESS, visibleTo: ADDRESS_VISIBLE, label: 'Address Line 1', name: 'Address line 1', max: 100, autoComplete: 'address-line1', wide: true },
  address2: { kind: 'text', group: ADDRESS, visibleTo: ADDRESS_VISIBLE, label: 'Address Line 2', name: 'Address line 2', max: 100, autoComplete: 'address-line2', wide: true },
  city: { kind: 'text', group: ADDRESS, visibleTo: ADDRESS_VISIBLE, label: 'City', name: 'City', max: 100, autoComplete: 'address-level2' },
  state: { kind: 'text', group: ADDRESS, visibleTo: ADDRESS_VISIBLE, label: 'State', name: 'State', max: 100, autoComplete: 'address-level1' },
  country: { kind: 'text', group: ADDRESS, visibleTo: ADDRESS_VISIBLE, label: 'Country', name: 'Country', max: 100, autoComplete: 'country-name' },
  postalCode: {
    kind: 'text', group: ADDRESS, visibleTo: ADDRESS_VISIBLE, label: 'Postal Code', name: 'Postal code', max: 20,
    pattern: { source: '^[A-Za-z0-9 -]*$', message: PROFILE_MESSAGES.postalCodeInvalid },
    autoComplete: 'postal-code',
  },
} as const satisfies Record<string, MemberFieldSpec>;

type Fields = typeof MEMBER_FIELDS;
export type MemberField = keyof Fields;

/** The fields whose declaration matches `Shape`. */
type FieldsWhere<Shape> = { [K in MemberField]: Fields[K] extends Shape ? K : never }[MemberField];

export type AddressField = FieldsWhere<{ group: 'address' }>;
type ProfileTextField = Exclude<FieldsWhere<{ kind: 'text' }>, AddressField>;
export type PrivacyFlag = FieldsWhere<{ kind: 'flag' }>;
type DateField = FieldsWhere<{ kind: 'date' }>;
/** Every field a message may be about (the switches say theirs by name). */
export type ProfileField = ProfileTextField | AddressField | DateField;
export type CreateUserField = FieldsWhere<{ createUser: true }>;
export type RequiredCsvField = FieldsWhere<{ csv: 'required' }>;

const ENTRIES = Object.entries(MEMBER_FIELDS) as Array<[MemberField, MemberFieldSpec]>;

function pick<K extends MemberField>(test: (spec: MemberFieldSpec) => boolean): { [P in K]: Fields[P] } {
  return Object.fromEntries(ENTRIES.filter(([, spec]) => test(spec))) as { [P in K]: Fields[P] };
}

/** The profile's own text fields (the address apart). */
export const PROFILE_TEXT_FIELDS = pick<ProfileTextField>((spec) => spec.kind === 'text' && !spec.group);
/** The parts of the address, in the order the form shows them. */
export const ADDRESS_FIELDS = pick<AddressField>((spec) => spec.group === ADDRESS);
/** The switches of the edit form's Privacy Settings. */
export const PRIVACY_FLAGS = pick<PrivacyFlag>((spec) => spec.kind === 'flag');

/** What Create New User takes, in table order. */
export const CREATE_USER_FIELDS = ENTRIES.filter(([, spec]) => spec.createUser).map(([key]) => key) as CreateUserField[];

/** The fields only an admin or manager may change (none today: every field is the member's own). */
export const MANAGER_ONLY_FIELDS = ENTRIES.filter(([, spec]) => spec.editableBy === 'managers').map(([key]) => key);

/** Longest accepted value of each text field (characters). */
export const PROFILE_LIMITS = Object.fromEntries(
  ENTRIES.flatMap(([key, spec]) => (spec.kind === 'text' ? [[key, spec.max]] : [])),
) as Record<ProfileTextField | AddressField, number>;

/** How a message names a field of the table; any other text is used as it is. */
export function nameOf(field: string): string {
  return Object.hasOwn(MEMBER_FIELDS, field) ? MEMBER_FIELDS[field as MemberField].name : field;
}

/** The edit form's fields in the spec's order (section 2, Profile dialog); the switches apart. */
export const PROFILE_FORM_ORDER: ReadonlyArray<ProfileField> = ENTRIES.reduce<ProfileField[]>((order, [key, spec]) => {
  if (spec.kind === 'flag') return order;
  const before = spec.formBefore ? order.indexOf(spec.formBefore as ProfileField) : -1;
  if (before === -1) order.push(key as ProfileField);
  else order.splice(before, 0, key as ProfileField);
  return order;
}, []);

const CAMEL_OF_SNAKE: Record<string, string> = Object.fromEntries(ENTRIES.flatMap(([camel, spec]) => (spec.snake ? [[spec.snake, camel]] : [])));

/** The form's (camelCase) name of a field sent in either spelling: 'display_name' -> 'displayName'. */
export function canonicalFieldName(key: string): string {
  return Object.hasOwn(CAMEL_OF_SNAKE, key) ? CAMEL_OF_SNAKE[key] : key;
}
