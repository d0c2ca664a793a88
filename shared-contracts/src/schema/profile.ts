import { ADDRESS_FIELDS, BIRTHDAY_FIELD, PRIVACY_FLAGS, PROFILE_MESSAGES, PROFILE_TEXT_FIELDS, type TextFieldSpec } from '../profileFields.js';
import { SCHEMA_FORMATS } from './formats.js';
import * as t from './t.js';

/*
 * The profile saves of spec section 7, built from the field table (profileFields.ts). The own
 * save sends the spec's snake_case names and the admin save camelCase; either path reads both
 * spellings (one of them per field). Text is trimmed before it is checked (trimProfileText);
 * '' or null clears a field.
 */

/** A text field of a request: text or null, at most `max` characters, maybe a pattern. */
export function requestText(spec: TextFieldSpec) {
  return t.unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: spec.max,
    title: spec.name,
    format: spec.input === 'textarea' ? SCHEMA_FORMATS.text : SCHEMA_FORMATS.line,
    errorMessage: spec.pattern ? spec.pattern.message : PROFILE_MESSAGES.controlCharacters(spec.name),
    ...(spec.pattern ? { pattern: spec.pattern.source } : {}),
  });
}

const birthday = t.unsafe<string | null>({
  type: ['string', 'null'],
  format: SCHEMA_FORMATS.birthday,
  title: BIRTHDAY_FIELD.name,
  errorMessage: PROFILE_MESSAGES.birthdayInvalid,
});

const flag = (key: string) => t.optional(t.unsafe<boolean>({ type: 'boolean', title: key }));

function textProperties<T extends Record<string, TextFieldSpec>>(fields: T) {
  const properties: Record<string, ReturnType<typeof t.optional>> = {};
  for (const [key, spec] of Object.entries(fields)) {
    properties[key] = t.optional(requestText(spec));
    if (spec.snake) properties[spec.snake] = t.optional(requestText(spec));
  }
  return properties;
}

/** The address of a save: any of its parts; null clears them all. */
export const AddressUpdateSchema = t.unsafe<Partial<Record<keyof typeof ADDRESS_FIELDS, string | null>> | null>({
  type: ['object', 'null'],
  title: 'Address',
  errorMessage: PROFILE_MESSAGES.addressInvalid,
  additionalProperties: false,
  properties: Object.fromEntries(Object.entries(ADDRESS_FIELDS).map(([key, spec]) => [key, requestText(spec)])),
});

/** The body of PUT profile and PUT admin/user/{id}/profile. Any other key is refused. */
export const ProfileUpdateSchema = t.unsafe<OwnProfilePayload | ProfileUpdate>(t.object(
  {
    ...textProperties(PROFILE_TEXT_FIELDS),
    birthday: t.optional(birthday),
    address: t.optional(AddressUpdateSchema),
    ...Object.fromEntries(
      Object.entries(PRIVACY_FLAGS).flatMap(([key, spec]) => [
        [key, flag(key)],
        [spec.snake, flag(key)],
      ]),
    ),
  },
  { additionalProperties: false },
));

type TextKey = keyof typeof PROFILE_TEXT_FIELDS;
type Snake<K extends TextKey> = (typeof PROFILE_TEXT_FIELDS)[K] extends { snake: infer S extends string } ? S : never;

/** A profile save in its canonical (camelCase) form, as the server applies it. */
export type ProfileUpdate = { [K in TextKey]?: string | null } & {
  birthday?: string | null;
  address?: Partial<Record<keyof typeof ADDRESS_FIELDS, string | null>> | null;
  isLocationVisible?: boolean;
  isBirthdayVisible?: boolean;
};

/** The own save as the spec sends it: snake_case names plus the two camelCase flags. */
export type OwnProfilePayload = { [K in TextKey as Snake<K> extends never ? K : Snake<K>]?: string | null } & Omit<
  ProfileUpdate,
  TextKey
>;
/** The admin save of someone else's profile (camelCase). */
export type AdminProfilePayload = ProfileUpdate;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A profile save with its text trimmed (top-level fields and the address' parts), as it is
 * checked and stored: the limits count what is kept, not the spaces around it.
 */
export function trimProfileText<T>(body: T): T {
  if (!isRecord(body)) return body;
  const trim = (record: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(record).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value]));
  const trimmed = trim(body);
  if (isRecord(trimmed.address)) trimmed.address = trim(trimmed.address);
  return trimmed as T;
}
