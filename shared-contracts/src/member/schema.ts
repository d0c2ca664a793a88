import { ADDRESS_FIELDS, MEMBER_FIELDS, type AddressField, type MemberField } from './fields.js';
import { LocaleSchema } from '../i18n/schema.js';
import * as t from '../schema/t.js';

type Fields = typeof MEMBER_FIELDS;
type Answered<F> = F extends { kind: 'flag' } ? t.TOptional<t.TBoolean> : t.TOptional<t.TString>;
type AnswerProps<K extends MemberField> = { [P in K]: Answered<Fields[P]> };

/** Each field as an answer carries it: a switch true or false, anything else text (a date YYYY-MM-DD, or --MM-DD with its year hidden). */
function answerProps<K extends MemberField>(keys: readonly K[]): AnswerProps<K> {
  return Object.fromEntries(keys.map((key) => [key, t.optional(MEMBER_FIELDS[key].kind === 'flag' ? t.boolean() : t.string())])) as AnswerProps<K>;
}

type TopLevelField = Exclude<MemberField, AddressField>;
const TOP_LEVEL_FIELDS = (Object.keys(MEMBER_FIELDS) as MemberField[]).filter((key): key is TopLevelField => !(key in ADDRESS_FIELDS));

/** A postal address as the API sends it; a part that is not set is absent. */
const AddressSchema = t.object(answerProps(Object.keys(ADDRESS_FIELDS) as AddressField[]));

/**
 * A shared live position, with when it was last updated (ISO time) and, for its owner only,
 * when the sharing period ends (absent: until they turn it off).
 */
const GeoPointSchema = t.object({
  lat: t.number(),
  lng: t.number(),
  updatedAt: t.optional(t.string()),
  sharingUntil: t.optional(t.string()),
});

/**
 * A family member: the one shape in which the API sends a user, whichever call it is
 * (spec section 3): the account's own facts and the member's fields (member/fields.ts). As a
 * response schema it is also the allow-list: a column not named here (the password hash, a
 * token) can never reach the JSON. What a viewer may not see (another member's hidden birthday
 * or location) is left out, not blanked.
 */
export const UserSchema = t.object({
  id: t.integer(),
  /** Absent for other members while its owner hides it (isEmailVisible off). */
  email: t.optional(t.string()),
  ...answerProps(TOP_LEVEL_FIELDS),
  photoURL: t.optional(t.string()),
  emailVerified: t.optional(t.boolean()),
  address: t.optional(AddressSchema),
  location: t.optional(GeoPointSchema),
  created_at: t.optional(t.string()),
  last_login: t.optional(t.string()),
  /** Only on the member's own account (and to admins and managers): signed up, not let in yet. */
  awaitingApproval: t.optional(t.boolean()),
  /** To admins (User Management): whose invitation the member signed up with. */
  invitedBy: t.optional(t.object({ id: t.integer(), name: t.string() })),
  /** admin, manager or member: the spec's rule by id unless the admin role was handed over (roles.ts). */
  role: t.optional(t.union([t.literal('admin'), t.literal('manager'), t.literal('member')])),
  /** Only on the member's own account: the language they chose (issue 42); absent until they choose. */
  language: t.optional(LocaleSchema),
});

export type Address = t.Static<typeof AddressSchema>;
export type GeoPoint = t.Static<typeof GeoPointSchema>;
/** Fields the server adds beyond the spec are kept as received (spec section 3). */
export type User = t.Static<typeof UserSchema> & { [extra: string]: unknown };

/** `data` of the calls that answer with one user. */
export const UserDataSchema = t.object({ user: UserSchema });
/** `data` of family/members. */
export const MembersDataSchema = t.object({ members: t.array(UserSchema) });
