import { sql } from 'kysely';
import { ADMIN_USER_ID, canManageFamily, normalizeEmail, type Address, type User } from 'shared-contracts';
import type { Db } from '../db/index.js';
import type { NewUser, UserRow } from '../db/schema.js';

export class DuplicateEmailError extends Error {
  constructor() {
    super('duplicate e-mail address');
    this.name = 'DuplicateEmailError';
  }
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/**
 * Inserts a user. The e-mail is normalised; a duplicate (in any case) throws DuplicateEmailError.
 *
 * The first account of an install must be id 1 (the admin, by the spec's rule). An identity
 * sequence is not transactional: a failed or rolled-back insert still consumes a number. So while
 * the table is empty the row gets id 1 explicitly and the sequence is moved past it. The table
 * lock serialises concurrent creations, so two "first" accounts cannot race, and the duplicate
 * check under the same lock means a duplicate e-mail never burns a sequence number either.
 */
export async function createUser(db: Db, values: NewUser): Promise<UserRow> {
  const email = normalizeEmail(values.email);
  return db.transaction().execute(async (trx) => {
    await sql`lock table users in share row exclusive mode`.execute(trx);
    const duplicate = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (duplicate) throw new DuplicateEmailError();
    const any = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (!any) {
      const row = await trx
        .insertInto('users')
        .values({ ...values, email, id: ADMIN_USER_ID } as NewUser)
        .returningAll()
        .executeTakeFirstOrThrow();
      await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`.execute(trx);
      return row;
    }
    return trx
      .insertInto('users')
      .values({ ...values, email })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Who is looking: the signed-in user (only the id matters for roles), or nobody. */
export type Viewer = { id: number } | null | undefined;

const iso = (value: Date | string | null | undefined): string | undefined => {
  if (value === null || value === undefined) return undefined;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
};

/**
 * The columns a member is shown from (directory card and profile dialog). Reading only these
 * keeps the password hash and every date the directory does not show out of the query itself.
 */
export const MEMBER_COLUMNS = [
  'id',
  'email',
  'display_name',
  'first_name',
  'last_name',
  'phone_number',
  'occupation',
  'bio',
  'photo_url',
  'birthday',
  'is_location_visible',
  'is_birthday_visible',
  'address1',
  'address2',
  'city',
  'state',
  'country',
  'postal_code',
  'latitude',
  'longitude',
] as const satisfies ReadonlyArray<keyof UserRow>;

export type MemberRow = Pick<UserRow, (typeof MEMBER_COLUMNS)[number]>;

/**
 * A member as the directory and the profile dialog show them, for one viewer. Privacy is
 * enforced here: when the viewer is another ordinary member (not the user, not an admin or
 * manager), a hidden birthday and a hidden location are left out of the JSON altogether.
 * Admins and managers, who may edit any profile, receive them so that their edits never wipe
 * a value they could not see.
 *
 * `viewerManages` may be passed when the same viewer looks at many rows (the role is then
 * worked out once).
 */
export function toMemberJson(row: MemberRow, viewer: Viewer, viewerManages = canManageFamily(viewer)): User {
  const everything = viewerManages || (!!viewer && viewer.id === row.id);
  const user: User = { id: row.id, email: row.email };
  if (row.display_name !== null) user.displayName = row.display_name;
  if (row.first_name !== null) user.firstName = row.first_name;
  if (row.last_name !== null) user.lastName = row.last_name;
  if (row.phone_number !== null) user.phoneNumber = row.phone_number;
  if (row.occupation !== null) user.occupation = row.occupation;
  if (row.bio !== null) user.bio = row.bio;
  if (row.photo_url) user.photoURL = row.photo_url;
  if (row.birthday && (everything || row.is_birthday_visible)) user.birthday = row.birthday;
  user.isLocationVisible = row.is_location_visible;
  user.isBirthdayVisible = row.is_birthday_visible;
  const address: Address = {};
  if (row.address1 !== null) address.address1 = row.address1;
  if (row.address2 !== null) address.address2 = row.address2;
  if (row.city !== null) address.city = row.city;
  if (row.state !== null) address.state = row.state;
  if (row.country !== null) address.country = row.country;
  if (row.postal_code !== null) address.postalCode = row.postal_code;
  user.address = address;
  if (row.latitude !== null && row.longitude !== null && (everything || row.is_location_visible)) {
    user.location = { lat: row.latitude, lng: row.longitude };
  }
  return user;
}

/**
 * The one shape in which the API sends a whole user (the User type of shared-contracts,
 * camelCase): the member fields of toMemberJson (with the same privacy rule) plus
 * emailVerified, created_at and last_login. Never includes the password hash or any token.
 */
export function toUserJson(row: UserRow, viewer: Viewer): User {
  const user = toMemberJson(row, viewer);
  user.emailVerified = row.email_verified;
  const created = iso(row.created_at);
  if (created) user.created_at = created;
  const lastLogin = iso(row.last_login);
  if (lastLogin) user.last_login = lastLogin;
  return user;
}

/** JSON schema of a member in responses (fast-json-stringify drops anything not listed). */
export const memberJsonSchema = {
  type: 'object',
  required: ['id', 'email'],
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    displayName: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    phoneNumber: { type: 'string' },
    occupation: { type: 'string' },
    bio: { type: 'string' },
    photoURL: { type: 'string' },
    birthday: { type: 'string' },
    isLocationVisible: { type: 'boolean' },
    isBirthdayVisible: { type: 'boolean' },
    address: {
      type: 'object',
      properties: {
        address1: { type: 'string' },
        address2: { type: 'string' },
        city: { type: 'string' },
        state: { type: 'string' },
        country: { type: 'string' },
        postalCode: { type: 'string' },
      },
    },
    location: {
      type: 'object',
      required: ['lat', 'lng'],
      properties: { lat: { type: 'number' }, lng: { type: 'number' } },
    },
  },
} as const;

/** JSON schema of the whole user in responses. */
export const userJsonSchema = {
  ...memberJsonSchema,
  properties: {
    ...memberJsonSchema.properties,
    emailVerified: { type: 'boolean' },
    created_at: { type: 'string' },
    last_login: { type: 'string' },
  },
} as const;
