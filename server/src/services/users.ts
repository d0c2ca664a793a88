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

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
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
 * The one shape in which the API sends a user (the User type of shared-contracts, camelCase).
 *
 * Never includes the password hash or any token. Privacy is enforced here: when the viewer is
 * another ordinary member (not the user, not an admin or manager), a hidden birthday and a hidden
 * location are left out of the JSON altogether. Admins and managers, who may edit any profile,
 * receive them so that their edits never wipe a value they could not see.
 */
export function toUserJson(row: UserRow, viewer: Viewer): User {
  const seesEverything = !!viewer && (viewer.id === row.id || canManageFamily(viewer));
  const user: User = { id: row.id, email: row.email };
  const text = (key: keyof User, value: string | null) => {
    if (value !== null && value !== undefined) user[key] = value;
  };
  text('displayName', row.display_name);
  text('firstName', row.first_name);
  text('lastName', row.last_name);
  text('phoneNumber', row.phone_number);
  text('occupation', row.occupation);
  text('bio', row.bio);
  if (row.photo_url) user.photoURL = row.photo_url;
  if (row.birthday && (seesEverything || row.is_birthday_visible)) user.birthday = row.birthday;
  user.isLocationVisible = row.is_location_visible;
  user.isBirthdayVisible = row.is_birthday_visible;
  user.emailVerified = row.email_verified;
  const address: Address = {};
  if (row.address1 !== null) address.address1 = row.address1;
  if (row.address2 !== null) address.address2 = row.address2;
  if (row.city !== null) address.city = row.city;
  if (row.state !== null) address.state = row.state;
  if (row.country !== null) address.country = row.country;
  if (row.postal_code !== null) address.postalCode = row.postal_code;
  user.address = address;
  if (row.latitude !== null && row.longitude !== null && (seesEverything || row.is_location_visible)) {
    user.location = { lat: row.latitude, lng: row.longitude };
  }
  const created = iso(row.created_at);
  if (created) user.created_at = created;
  const lastLogin = iso(row.last_login);
  if (lastLogin) user.last_login = lastLogin;
  return user;
}

/** JSON schema of the user object in responses (fast-json-stringify drops anything not listed). */
export const userJsonSchema = {
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
    emailVerified: { type: 'boolean' },
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
    created_at: { type: 'string' },
    last_login: { type: 'string' },
  },
} as const;
