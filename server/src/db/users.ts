import { sql } from 'kysely';
import { ADDRESS_FIELDS, ADMIN_USER_ID, PRIVACY_FLAGS, PROFILE_TEXT_FIELDS, normalizeEmail, type ProfileUpdate } from 'shared-contracts';
import type { Db } from './index.js';
import { NO_LOCATION } from './locations.js';
import type { NewUser, UserRow, UserUpdate, UsersTable } from './schema.js';
import { userWritten } from './user-writes.js';

/*
 * The users table: every read and write of a member's row goes through here, so the column
 * names (the spec's snake_case) are known in one place. Every write tells the caches of this
 * process (userWritten) once it is committed.
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
  'location_sharing_until',
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
  const row = await insertUserRow(db, values);
  userWritten(row.id);
  return row;
}

async function insertUserRow(db: Db, values: NewUser): Promise<UserRow> {
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
  const row = await db.updateTable('users').set(update).where('id', '=', id).returningAll().executeTakeFirst();
  userWritten(id);
  return row;
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
  // Live location is live only: turning sharing off deletes the position in the same write.
  if (update.isLocationVisible === false) Object.assign(columns, NO_LOCATION);
  return columns as UserUpdate;
}

/** Sets a user's photo; answers with the photo it replaced, so its file can go (undefined: no such user). */
export async function replacePhoto(db: Db, id: number, url: string, now: Date): Promise<{ previous: string | null; row: UserRow } | undefined> {
  const replaced = await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('users').select('photo_url').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    const row = await trx.updateTable('users').set({ photo_url: url, updated_at: now }).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    return { previous: current.photo_url, row };
  });
  userWritten(id);
  return replaced;
}

/** The columns User Management shows: a member's fields and the account's dates, never a secret. */
export const ADMIN_LIST_COLUMNS = [...MEMBER_COLUMNS, 'email_verified', 'created_at', 'last_login'] as const satisfies ReadonlyArray<keyof UserRow>;
export type AdminListRow = Pick<UserRow, (typeof ADMIN_LIST_COLUMNS)[number]>;

/** `%` and `_` are wildcards in LIKE: a search for them finds them as they are. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Users for User Management, in directory order: all of them, or one page of those whose name or
 * e-mail contains `search` (any case). `total` counts every match.
 */
export async function listUsersForAdmin(
  db: Db,
  options: { search?: string; page?: { offset: number; limit: number } } = {},
): Promise<{ rows: AdminListRow[]; total: number }> {
  const search = options.search?.trim();
  let query = db.selectFrom('users');
  if (search) {
    const pattern = likePattern(search.toLowerCase());
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(coalesce(display_name, ''))`, 'like', pattern),
        eb(sql`lower(coalesce(first_name, '') || ' ' || coalesce(last_name, ''))`, 'like', pattern),
        eb('email', 'like', pattern),
      ]),
    );
  }
  let rowsQuery = query.select(ADMIN_LIST_COLUMNS).orderBy(sql`lower(display_name)`).orderBy('id');
  if (options.page) rowsQuery = rowsQuery.offset(options.page.offset).limit(options.page.limit);
  const rows = await rowsQuery.execute();
  if (!options.page) return { rows, total: rows.length };
  const counted = await query.select((eb) => eb.fn.countAll<string | number | bigint>().as('count')).executeTakeFirstOrThrow();
  return { rows, total: Number(counted.count) };
}

/** Of these (normalised) addresses, those that already have an account. */
export async function existingEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < emails.length; i += 1000) {
    const chunk = emails.slice(i, i + 1000);
    if (chunk.length === 0) continue;
    const rows = await db.selectFrom('users').select('email').where('email', 'in', chunk).execute();
    for (const row of rows) found.add(row.email);
  }
  return found;
}

/** Rows per INSERT of a batch (14 columns: well under PostgreSQL's 65,535 parameters). */
const INSERT_BATCH_ROWS = 1000;

/**
 * Inserts many users at once, all or none (one transaction). Under the same table lock as
 * insertUser, the addresses that already have an account are left out (returned in
 * `duplicates`), so a sign-up at the same moment cannot slip in between the check and the
 * insert. Never creates the first account: id 1 comes only from insertUser's rule.
 * `values` must have distinct e-mail addresses.
 */
export async function insertUsersBatch(db: Db, values: readonly NewUser[]): Promise<{ inserted: Array<Pick<UserRow, 'id' | 'email'>>; duplicates: Set<string> }> {
  const rows = values.map((row) => ({ ...row, email: normalizeEmail(row.email) }));
  const result = await db.transaction().execute(async (trx) => {
    await sql`lock table users in share row exclusive mode`.execute(trx);
    const any = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (!any) throw new Error('the first account of an install is created by sign-up, never by an import');
    const duplicates = await existingEmails(trx, rows.map((row) => row.email));
    const fresh = rows.filter((row) => !duplicates.has(row.email));
    const inserted: Array<Pick<UserRow, 'id' | 'email'>> = [];
    for (let i = 0; i < fresh.length; i += INSERT_BATCH_ROWS) {
      const batch = fresh.slice(i, i + INSERT_BATCH_ROWS);
      inserted.push(...(await trx.insertInto('users').values(batch).returning(['id', 'email']).execute()));
    }
    return { inserted, duplicates };
  });
  if (result.inserted.length > 0) userWritten(null);
  return result;
}

/**
 * Deletes a user's row (their location and profile with it; their password links go by the
 * foreign key). Answers with the photo it had, so its file can go; undefined: no such user.
 * The caller runs it in a transaction with the revocation of the sessions (services/sessions.ts)
 * and calls userWritten(id) once that has committed.
 */
export async function deleteUserRow(db: Db, id: number): Promise<{ photoUrl: string | null } | undefined> {
  const row = await db.deleteFrom('users').where('id', '=', id).returning('photo_url').executeTakeFirst();
  return row ? { photoUrl: row.photo_url } : undefined;
}
