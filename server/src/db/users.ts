import { sql } from 'kysely';
import { ADDRESS_FIELDS, ADMIN_USER_ID, PRIVACY_FLAGS, PROFILE_TEXT_FIELDS, normalizeEmail, type ProfileUpdate } from 'shared-contracts';
import type { Db } from './index.js';
import type { NewUser, UserRow, UserUpdate, UsersTable } from './schema.js';

/*
 * The users table: every read and write of a member's row goes through here, so the column
 * names (the spec's snake_case) are known in one place.
 */

export class DuplicateEmailError extends Error {
  constructor() {
    super('duplicate e-mail address');
    this.name = 'DuplicateEmailError';
  }
}

/** The columns a member is shown from: the password hash and dates the directory does not show stay out of the query. */
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
  'location_updated_at',
] as const satisfies ReadonlyArray<keyof UserRow>;
export type MemberRow = Pick<UserRow, (typeof MEMBER_COLUMNS)[number]>;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findMember(db: Db, id: number): Promise<MemberRow | undefined> {
  return db.selectFrom('users').select(MEMBER_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Every member, in directory order: display name ignoring case (none last), then id. */
export async function listMembers(db: Db): Promise<MemberRow[]> {
  return db.selectFrom('users').select(MEMBER_COLUMNS).orderBy(sql`lower(display_name)`).orderBy('id').execute();
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
export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
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

/** Writes some columns of one user; undefined when there is no such user. */
export async function updateUser(db: Db, id: number, update: UserUpdate): Promise<UserRow | undefined> {
  return db.updateTable('users').set(update).where('id', '=', id).returningAll().executeTakeFirst();
}

type Column = keyof UsersTable & string;
/** '' and null clear a field (stored as NULL, so it is left out of the JSON). */
const stored = (value: string | null | undefined): string | null => (value ? value : null);

/** The columns a profile save writes: only the fields it names (a partial save leaves the rest alone). */
export function profileColumns(update: ProfileUpdate): UserUpdate {
  const columns: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(PROFILE_TEXT_FIELDS)) {
    const value = update[key as keyof typeof PROFILE_TEXT_FIELDS];
    if (value !== undefined) columns[('snake' in spec ? spec.snake : key) as Column] = stored(value);
  }
  if (update.birthday !== undefined) columns.birthday = stored(update.birthday);
  if (update.address !== undefined) {
    for (const [key, spec] of Object.entries(ADDRESS_FIELDS)) {
      const column = ('snake' in spec ? spec.snake : key) as Column;
      if (update.address === null) columns[column] = null;
      else if (key in update.address) columns[column] = stored(update.address[key as keyof typeof ADDRESS_FIELDS]);
    }
  }
  for (const [key, spec] of Object.entries(PRIVACY_FLAGS)) {
    const value = update[key as keyof typeof PRIVACY_FLAGS];
    if (value !== undefined) columns[spec.snake] = value;
  }
  return columns as UserUpdate;
}

/** Sets a user's photo; answers with the photo it replaced, so its file can go (undefined: no such user). */
export async function replacePhoto(db: Db, id: number, url: string, now: Date): Promise<{ previous: string | null; row: UserRow } | undefined> {
  return db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('users').select('photo_url').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    const row = await trx.updateTable('users').set({ photo_url: url, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    return { previous: current.photo_url, row };
  });
}
