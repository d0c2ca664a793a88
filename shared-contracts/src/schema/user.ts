import * as t from './t.js';

/** A postal address as the API sends it; a part that is not set is absent. */
export const AddressSchema = t.object({
  address1: t.optional(t.string()),
  address2: t.optional(t.string()),
  city: t.optional(t.string()),
  state: t.optional(t.string()),
  country: t.optional(t.string()),
  postalCode: t.optional(t.string()),
});

/**
 * A shared live position, with when it was last updated (ISO time) and, for its owner only,
 * when the sharing period ends (absent: until they turn it off).
 */
export const GeoPointSchema = t.object({
  lat: t.number(),
  lng: t.number(),
  updatedAt: t.optional(t.string()),
  sharingUntil: t.optional(t.string()),
});

/**
 * A family member: the one shape in which the API sends a user, whichever call it is
 * (spec section 3). As a response schema it is also the allow-list: a column not named here
 * (the password hash, a token) can never reach the JSON. What a viewer may not see (another
 * member's hidden birthday or location) is left out, not blanked.
 */
export const UserSchema = t.object({
  id: t.integer(),
  email: t.string(),
  displayName: t.optional(t.string()),
  firstName: t.optional(t.string()),
  lastName: t.optional(t.string()),
  phoneNumber: t.optional(t.string()),
  occupation: t.optional(t.string()),
  bio: t.optional(t.string()),
  photoURL: t.optional(t.string()),
  /** YYYY-MM-DD */
  birthday: t.optional(t.string()),
  isLocationVisible: t.optional(t.boolean()),
  isBirthdayVisible: t.optional(t.boolean()),
  emailVerified: t.optional(t.boolean()),
  address: t.optional(AddressSchema),
  location: t.optional(GeoPointSchema),
  created_at: t.optional(t.string()),
  last_login: t.optional(t.string()),
});

export type Address = t.Static<typeof AddressSchema>;
export type GeoPoint = t.Static<typeof GeoPointSchema>;
/** Fields the server adds beyond the spec are kept as received (spec section 3). */
export type User = t.Static<typeof UserSchema> & { [extra: string]: unknown };

/** `data` of the calls that answer with one user. */
export const UserDataSchema = t.object({ user: UserSchema });
/** `data` of family/members. */
export const MembersDataSchema = t.object({ members: t.array(UserSchema) });
