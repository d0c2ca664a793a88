import {
  ADDRESS_FIELDS,
  MEMBER_FIELDS,
  PROFILE_MESSAGES,
  type AddressField,
  type MemberField,
  type MemberFieldSpec,
  type TextFieldSpec,
} from '../member/fields.js';
import { SCHEMA_FORMATS } from '../schema/formats.js';
import * as t from '../schema/t.js';

/*
 * The profile saves of spec section 7, built from the member's fields (member/fields.ts). The
 * own save sends the spec's snake_case names and the admin save camelCase; either path reads
 * both spellings (one of them per field). Text is trimmed before it is checked
 * (trimProfileText); '' or null clears a field.
 */

/** A text field of a request: text or null, at most `max` characters, maybe a pattern. */
function requestText(spec: TextFieldSpec) {
  return t.unsafe<string | null>({
    type: ['string', 'null'],
    maxLength: spec.max,
    title: spec.name,
    format: spec.input === 'textarea' ? SCHEMA_FORMATS.text : SCHEMA_FORMATS.line,
    errorMessage: spec.pattern ? spec.pattern.message : PROFILE_MESSAGES.controlCharacters(spec.name),
    ...(spec.pattern ? { pattern: spec.pattern.source } : {}),
  });
}

/** A date field of a request: YYYY-MM-DD, '' or null. */
function requestDate(spec: MemberFieldSpec) {
  return t.unsafe<string | null>({
    type: ['string', 'null'],
    format: SCHEMA_FORMATS.birthday,
    title: spec.name,
    errorMessage: PROFILE_MESSAGES.dateInvalid(spec.name),
  });
}

/** A switch of a request: true or false. */
const requestFlag = (spec: MemberFieldSpec) => t.unsafe<boolean>({ type: 'boolean', title: spec.name });

/** How a request carries one field, by its kind. */
export function requestValue(spec: MemberFieldSpec) {
  if (spec.kind === 'text') return requestText(spec);
  return spec.kind === 'date' ? requestDate(spec) : requestFlag(spec);
}

type Fields = typeof MEMBER_FIELDS;
type TopLevelField = Exclude<MemberField, AddressField>;
type Stored<F> = F extends { kind: 'flag' } ? boolean : string | null;

/** The address of a save: any of its parts; null clears them all. */
const AddressUpdateSchema = t.unsafe<Partial<Record<AddressField, string | null>> | null>({
  type: ['object', 'null'],
  title: 'Address',
  errorMessage: PROFILE_MESSAGES.addressInvalid,
  additionalProperties: false,
  properties: Object.fromEntries(Object.entries(ADDRESS_FIELDS).map(([key, spec]) => [key, requestText(spec)])),
});

/** The body of PUT profile and PUT admin/user/{id}/profile: every field, in either spelling. Any other key is refused. */
export const ProfileUpdateSchema = t.unsafe<OwnProfilePayload | ProfileUpdate>(
  t.object(
    {
      ...Object.fromEntries(
        (Object.entries(MEMBER_FIELDS) as Array<[MemberField, MemberFieldSpec]>).flatMap(([key, spec]) =>
          spec.group ? [] : [[key, t.optional(requestValue(spec))], ...(spec.snake ? [[spec.snake, t.optional(requestValue(spec))]] : [])],
        ),
      ),
      address: t.optional(AddressUpdateSchema),
    },
    { additionalProperties: false },
  ),
);

/** A profile save in its canonical (camelCase) form, as the server applies it. */
export type ProfileUpdate = { [K in TopLevelField]?: Stored<Fields[K]> } & {
  address?: Partial<Record<AddressField, string | null>> | null;
};

type SnakeOf<K extends TopLevelField> = Fields[K] extends { kind: 'flag' } ? K : Fields[K] extends { snake: infer S extends string } ? S : K;
/** The own save as the spec sends it: snake_case names, the two switches in camelCase. */
export type OwnProfilePayload = { [K in TopLevelField as SnakeOf<K>]?: Stored<Fields[K]> } & Pick<ProfileUpdate, 'address'>;
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
