import { sql } from 'kysely';
import { ADMIN_USER_ID, MANAGER_USER_ID, MEMBER_FIELDS, memberName, normalizeEmail, type MemberField, type Role } from 'shared-contracts';
import type { Db } from '../../db/index.js';
import type { NewUser, UserRow, UserUpdate } from '../../db/schema.js';
import { userWritten } from '../../db/user-writes.js';
import { insertRows } from '../../db/bulk-rows.js';
import { turnTaker } from '../../lib/background-pace.js';

/*
 * The users table. Every read and write of a member's row goes through here: the column names
 * (snake_case) stay in db/, and the services get camelCase records. Every write tells the caches
 * of this process (userWritten) once it is committed.
 */

/** What a member is told when the address they gave already has an account (sign-up, Create New User). */
export const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists.';

export class DuplicateEmailError extends Error {
  constructor() {
    super('duplicate e-mail address');
    this.name = 'DuplicateEmailError';
  }
}

/** The column of a camelCase name: 'displayName' -> 'display_name', 'photoURL' -> 'photo_url' (ColumnOf in db/schema.ts). */
export function columnOf(name: string): string {
  let column = COLUMN_OF.get(name);
  if (column === undefined) {
    column = name.replace(/([a-z0-9])([A-Z]+)/g, (_match, before: string, capitals: string) => `${before}_${capitals.toLowerCase()}`);
    COLUMN_OF.set(name, column);
  }
  return column;
}
/** The few names there are, each worked out once (an import asks 150,000 times). */
const COLUMN_OF = new Map<string, string>();

/** The member's declared fields as stored: a switch true or false, text and dates null when not set. */
export type MemberFieldValues = { [K in MemberField]: (typeof MEMBER_FIELDS)[K] extends { kind: 'flag' } ? boolean : string | null };

/** A member as the services see it (the directory, the profile, the map). */
export interface MemberRecord extends MemberFieldValues {
  id: number;
  email: string;
  photoURL: string | null;
  /** The live position: both set while shared, else both null (live only, no history). */
  latitude: number | null;
  longitude: number | null;
  locationUpdatedAt: Date | null;
  /** When the sharing period ends; null: until turned off. */
  locationSharingUntil: Date | null;
  /** A handed-over role; null: the spec's rule by id (roleOf of shared-contracts decides). */
  role: Role | null;
}

/** A member with the account's own facts, which only the member, admins and managers are shown. */
export interface AccountRecord extends MemberRecord {
  emailVerified: boolean;
  createdAt: Date;
  lastLogin: Date | null;
  /** Signed up in Approval and not let in yet: sees nothing of the family. */
  awaitingApproval: boolean;
  /** Whose invitation they signed up with (null: none, or that member has gone). */
  invitedBy: number | null;
  /** The language they chose, as stored ('de', 'pt-BR'); null: never chose (the site's default is theirs). */
  language: string | null;
}

const MEMBER_KEYS = [
  'id',
  'email',
  ...(Object.keys(MEMBER_FIELDS) as MemberField[]),
  'photoURL',
  'latitude',
  'longitude',
  'locationUpdatedAt',
  'locationSharingUntil',
  'role',
] as const satisfies ReadonlyArray<keyof MemberRecord>;
const ACCOUNT_KEYS = [...MEMBER_KEYS, 'emailVerified', 'createdAt', 'lastLogin', 'awaitingApproval', 'invitedBy', 'language'] as const satisfies ReadonlyArray<keyof AccountRecord>;

type Pairs = ReadonlyArray<readonly [string, keyof UserRow]>;
const pairsOf = (keys: readonly string[]): Pairs => keys.map((key) => [key, columnOf(key) as keyof UserRow] as const);
const MEMBER_PAIRS = pairsOf(MEMBER_KEYS);
const ACCOUNT_PAIRS = pairsOf(ACCOUNT_KEYS);

/** The columns a member is shown from: the password hash and the account's dates stay out of the query. */
export const MEMBER_COLUMNS = MEMBER_PAIRS.map(([, column]) => column);
/** The columns of an account: a member's and the account's dates, never a secret. */
export const ACCOUNT_COLUMNS = ACCOUNT_PAIRS.map(([, column]) => column);

/**
 * Turns rows into records. Each record is a copy of a template that already has every key, then
 * filled in: adding 27 keys one by one to an empty object made V8 keep each record as a hash
 * table (1.7 KB a member instead of about 250 bytes; the kept directory of 1,000 members held
 * 1.7 MB, and every answer read its fields by hash lookup).
 */
function recordMaker<T>(pairs: Pairs): (row: Record<string, unknown>) => T {
  const template: Record<string, unknown> = Object.fromEntries(pairs.map(([key]) => [key, null]));
  return (row) => {
    const record = { ...template };
    for (const [key, column] of pairs) record[key] = row[column];
    return record as T;
  };
}

export const memberOf = recordMaker<MemberRecord>(MEMBER_PAIRS);
export const accountOf = recordMaker<AccountRecord>(ACCOUNT_PAIRS);

/** The columns of a partial record (only the keys it has). */
function columnsOf(values: Partial<Record<string, unknown>>): UserUpdate {
  const columns: Record<string, unknown> = {};
  for (const key of Object.keys(values)) {
    const value = values[key];
    if (value !== undefined) columns[columnOf(key)] = value;
  }
  return columns as UserUpdate;
}

/** What creating an account stores: the e-mail, the password hash (null: chosen later), some fields. */
export interface NewMember {
  email: string;
  passwordHash: string | null;
  fields: Partial<MemberFieldValues>;
  createdAt: Date;
  lastLogin?: Date;
  awaitingApproval?: boolean;
  invitedBy?: number | null;
}

/**
 * The row of a new account, made as one object: an import makes 10,000 of them, and the spreads
 * this was written with before made four objects a row (26 of the 134 MB an import allocated,
 * sampled).
 */
function newUserRow(member: NewMember, email = normalizeEmail(member.email)): NewUser {
  const row = columnsOf(member.fields) as Record<string, unknown>;
  row.email = email;
  row.password_hash = member.passwordHash;
  row.created_at = member.createdAt;
  row.updated_at = member.createdAt;
  if (member.lastLogin) row.last_login = member.lastLogin;
  if (member.awaitingApproval) row.awaiting_approval = true;
  if (member.invitedBy) row.invited_by = member.invitedBy;
  return row as unknown as NewUser;
}

/** A member with their account's dates, or undefined. */
export async function findAccount(db: Db, id: number): Promise<AccountRecord | undefined> {
  const row = await db.selectFrom('users').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && accountOf(row);
}

/** The account of an address (any case) and its password hash, for signing in. */
export async function findCredentials(
  db: Db,
  email: string,
): Promise<{ account: AccountRecord; passwordHash: string | null; passwordSignIn: boolean } | undefined> {
  const row = await db
    .selectFrom('users')
    .select([...ACCOUNT_COLUMNS, 'password_hash', 'password_sign_in'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst();
  return row && { account: accountOf(row), passwordHash: row.password_hash, passwordSignIn: row.password_sign_in };
}

/** Whether the install has any account yet (a fresh install has none). */
export async function anyAccount(db: Db): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').limit(1).executeTakeFirst());
}

/** The accounts that wait for approval, oldest first. */
export async function listWaitingAccounts(db: Db): Promise<AccountRecord[]> {
  const rows = await db.selectFrom('users').select(ACCOUNT_COLUMNS).where('awaiting_approval', '=', true).orderBy('created_at').orderBy('id').execute();
  return rows.map(accountOf);
}

/** Lets a waiting account in; undefined when it is not waiting (any more). */
export async function admitAccount(db: Db, id: number, now: Date): Promise<AccountRecord | undefined> {
  const row = await db
    .updateTable('users')
    .set({ awaiting_approval: false, updated_at: now })
    .where('id', '=', id)
    .where('awaiting_approval', '=', true)
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirst();
  userWritten(id);
  return row && accountOf(row);
}

/**
 * The accounts that manage the family: a handed-over admin or manager role, or the spec's ids 1
 * and 2 while no role was handed to them (the same rule as roleOf, asked of the database).
 */
export async function listManagingAccounts(db: Db): Promise<AccountRecord[]> {
  const rows = await db
    .selectFrom('users')
    .select(ACCOUNT_COLUMNS)
    .where((eb) => eb.or([eb('role', 'in', ['admin', 'manager']), eb.and([eb('role', 'is', null), eb('id', 'in', [ADMIN_USER_ID, MANAGER_USER_ID])])]))
    .orderBy('id')
    .execute();
  return rows.map(accountOf);
}

/**
 * Hands a role to a member (the admin's, when the admin leaves); undefined when there is no such
 * member. Meant for a transaction: the caller calls userWritten(id) once it is committed.
 */
export async function setRole(db: Db, id: number, role: Role, now: Date): Promise<AccountRecord | undefined> {
  const row = await db.updateTable('users').set({ role, updated_at: now }).where('id', '=', id).returning(ACCOUNT_COLUMNS).executeTakeFirst();
  return row && accountOf(row);
}

/**
 * Runs `work` in one transaction that holds the users table's lock (share row exclusive: reads
 * go on, every other writer of users waits), for a rule that reads several rows and then writes.
 */
export function withUsersLocked<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`lock table users in share row exclusive mode`.execute(trx);
    return work(trx);
  });
}

/** The names the family knows these accounts by (display name, else first and last, else e-mail). */
export async function namesByIds(db: Db, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', 'display_name', 'first_name', 'last_name', 'email'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, memberName({ displayName: row.display_name, firstName: row.first_name, lastName: row.last_name, email: row.email })]));
}

/** Whether an address (any case) has an account. */
export async function emailTaken(db: Db, email: string): Promise<boolean> {
  return !!(await db.selectFrom('users').select('id').where('email', '=', normalizeEmail(email)).executeTakeFirst());
}

/** A member of the family by id; an account that waits for approval is not one yet. */
export async function findMember(db: Db, id: number): Promise<MemberRecord | undefined> {
  const row = await db.selectFrom('users').select(MEMBER_COLUMNS).where('id', '=', id).where('awaiting_approval', '=', false).executeTakeFirst();
  return row && memberOf(row);
}

/** Every member, in directory order: display name ignoring case (none last), then id. Accounts that wait for approval are not members yet. */
export async function listMembers(db: Db): Promise<MemberRecord[]> {
  const rows = await db.selectFrom('users').select(MEMBER_COLUMNS).where('awaiting_approval', '=', false).orderBy(sql`lower(display_name)`).orderBy('id').execute();
  return rows.map(memberOf);
}

/**
 * Inserts an account. The e-mail is normalised; a duplicate (in any case) throws DuplicateEmailError.
 *
 * The first account of an install must be id 1 (the admin, by the spec's rule). An identity
 * sequence is not transactional: a failed or rolled-back insert still consumes a number. So while
 * the table is empty the row gets id 1 explicitly and the sequence is moved past it. The table
 * lock serialises concurrent creations, so two "first" accounts cannot race, and the duplicate
 * check under the same lock means a duplicate e-mail never burns a sequence number either (the
 * second account is then id 2, the manager).
 */
export async function insertMember(db: Db, member: NewMember): Promise<AccountRecord> {
  const values = newUserRow(member);
  const row = await db.transaction().execute(async (trx) => {
    await sql`lock table users in share row exclusive mode`.execute(trx);
    const duplicate = await trx.selectFrom('users').select('id').where('email', '=', values.email).executeTakeFirst();
    if (duplicate) throw new DuplicateEmailError();
    const any = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (any) return trx.insertInto('users').values(values).returning(ACCOUNT_COLUMNS).executeTakeFirstOrThrow();
    const first = await trx.insertInto('users').values({ ...values, id: ADMIN_USER_ID }).returning(ACCOUNT_COLUMNS).executeTakeFirstOrThrow();
    await sql`select setval(pg_get_serial_sequence('users', 'id'), (select max(id) from users))`.execute(trx);
    return first;
  });
  userWritten(row.id);
  return accountOf(row);
}

/**
 * Addresses per look-up of those that already have an account: one value each, so a statement
 * of 500 is built in about the time of an insert of 100 rows, and 10,000 addresses take 20
 * statements instead of 100 (0.13 s of the embedded database's time).
 */
const EXISTING_CHECK_ROWS = 500;

/** Of these (normalised) addresses, those that already have an account. */
async function existingEmails(db: Db, emails: readonly string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < emails.length; i += EXISTING_CHECK_ROWS) {
    const chunk = emails.slice(i, i + EXISTING_CHECK_ROWS);
    if (chunk.length === 0) continue;
    const rows = await db.selectFrom('users').select('email').where('email', 'in', chunk).execute();
    for (const row of rows) found.add(row.email);
  }
  return found;
}

/**
 * Inserts many accounts at once, all or none (one transaction). Under the same table lock as
 * insertMember, the addresses that already have an account are left out (returned in
 * `duplicates`), so a sign-up at the same moment cannot slip in between the check and the
 * insert. Never creates the first account: id 1 comes only from insertMember's rule.
 * The members come in batches, read while the previous one is written; a batch that cannot be
 * read (its source throws) undoes every batch written. Their e-mail addresses must be distinct.
 */
export async function insertMembers(
  db: Db,
  batches: AsyncIterable<readonly NewMember[]>,
): Promise<{ inserted: Array<Pick<MemberRecord, 'id' | 'email'>>; duplicates: Set<string> }> {
  const source = batches[Symbol.asyncIterator]();
  try {
    // The first batch is read before the table is locked: a file refused at its header locks nothing.
    let next = await source.next();
    if (next.done) return { inserted: [], duplicates: new Set() };
    const result = await db.transaction().execute(async (trx) => {
      await sql`lock table users in share row exclusive mode`.execute(trx);
      const any = await trx.selectFrom('users').select('id').limit(1).executeTakeFirst();
      if (!any) throw new Error('the first account of an install is created by sign-up, never by an import');
      // Under the lock nobody else takes an id: the import's are numbered here from the sequence's
      // next on (no rows to read back), and the sequence is moved past them at the end.
      const { rows: [{ first }] } = await sql<{ first: string }>`select greatest(nextval(pg_get_serial_sequence('users', 'id')), (select coalesce(max(id), 0) + 1 from users)) as first`.execute(trx);
      let nextId = Number(first);
      const inserted: Array<Pick<MemberRecord, 'id' | 'email'>> = [];
      const duplicates = new Set<string>();
      const write = async (members: readonly NewMember[]) => {
        for (const email of await existingEmails(trx, members.map((member) => normalizeEmail(member.email)))) duplicates.add(email);
        // A batch's rows are made and written out on one clock of turns of the event loop (as the file is read).
        const turns = turnTaker();
        const rows: Array<NewUser & { id: number }> = [];
        for (const member of members) {
          await turns.take();
          const email = normalizeEmail(member.email);
          if (duplicates.has(email)) continue;
          const row = newUserRow(member, email) as NewUser & { id: number };
          row.id = nextId++;
          rows.push(row);
        }
        await insertRows(trx, 'users', rows, turns);
        for (const row of rows) inserted.push({ id: row.id, email: row.email });
      };
      // One batch is written while the next is read: the database's thread and the server's side by side.
      let writing: Promise<void> = Promise.resolve();
      try {
        while (!next.done) {
          await writing;
          writing = write(next.value);
          // Its failure is awaited below; until then it is not an unhandled rejection.
          writing.catch(() => undefined);
          next = await source.next();
        }
        await writing;
      } catch (error) {
        // No statement of this transaction may still be running when it is rolled back; and a
        // write that failed meanwhile is the answer (a database failing is not a refused file).
        const failedWrite = await writing.then(
          () => null,
          (failure: unknown) => failure,
        );
        throw failedWrite ?? error;
      }
      if (inserted.length > 0) await sql`select setval(pg_get_serial_sequence('users', 'id'), ${nextId - 1})`.execute(trx);
      return { inserted, duplicates };
    });
    if (result.inserted.length > 0) userWritten(null);
    return result;
  } finally {
    await source.return?.();
  }
}

/** What changing an account may write: fields, the photo, the password hash, sign-in and verification facts. */
export type MemberChanges = Partial<MemberFieldValues> & {
  photoURL?: string | null;
  passwordHash?: string;
  emailVerified?: boolean;
  lastLogin?: Date;
  /** Deletes the live position with the write (turning sharing off by any path). */
  clearLocation?: true;
};

/** The columns turning sharing off (by any path) writes: live location is live only. */
const NO_LOCATION = {
  is_location_visible: false,
  latitude: null,
  longitude: null,
  location_updated_at: null,
  location_sharing_until: null,
} as const satisfies UserUpdate;

function changeColumns({ clearLocation, ...changes }: MemberChanges, now: Date): UserUpdate {
  return { ...columnsOf(changes), ...(clearLocation ? NO_LOCATION : {}), updated_at: now };
}

/** Writes some values of one account; undefined when there is no such account. */
export async function updateMember(db: Db, id: number, changes: MemberChanges, now: Date): Promise<AccountRecord | undefined> {
  const row = await db.updateTable('users').set(changeColumns(changes, now)).where('id', '=', id).returning(ACCOUNT_COLUMNS).executeTakeFirst();
  userWritten(id);
  return row && accountOf(row);
}

/** Sets a member's photo; answers with the photo it replaced, so its file can go (undefined: no such member). */
export async function replacePhoto(db: Db, id: number, url: string, now: Date): Promise<{ previous: string | null; member: AccountRecord } | undefined> {
  const replaced = await db.transaction().execute(async (trx) => {
    const current = await trx.selectFrom('users').select('photo_url').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!current) return undefined;
    const row = await trx.updateTable('users').set({ photo_url: url, updated_at: now }).where('id', '=', id).returning(ACCOUNT_COLUMNS).executeTakeFirstOrThrow();
    return { previous: current.photo_url, member: accountOf(row) };
  });
  userWritten(id);
  return replaced;
}

/** `%` and `_` are wildcards in LIKE: a search for them finds them as they are. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Accounts for User Management, in directory order: all of them, or one page of those whose name
 * or e-mail contains `search` (any case). `total` counts every match.
 */
export async function listAccounts(
  db: Db,
  options: { search?: string; page?: { offset: number; limit: number } } = {},
): Promise<{ accounts: AccountRecord[]; total: number }> {
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
  let rowsQuery = query.select(ACCOUNT_COLUMNS).orderBy(sql`lower(display_name)`).orderBy('id');
  if (options.page) rowsQuery = rowsQuery.offset(options.page.offset).limit(options.page.limit);
  const accounts = (await rowsQuery.execute()).map(accountOf);
  if (!options.page) return { accounts, total: accounts.length };
  const counted = await query.select((eb) => eb.fn.countAll<string | number | bigint>().as('count')).executeTakeFirstOrThrow();
  return { accounts, total: Number(counted.count) };
}

/**
 * Deletes an account in one statement, and with it, by the foreign keys (every one of them
 * cascades or lets go), its sessions, password links, passkeys, feed, invitations and
 * notification choices; their location and profile go with the row. Answers with the photo it
 * had, so its file can go; undefined: no such account. `db` may be a transaction the caller
 * holds. The caller calls userWritten(id) once committed: the caches of this process forget the
 * member.
 */
export async function deleteAccountRows(db: Db, id: number): Promise<{ photoURL: string | null } | undefined> {
  const row = await db.deleteFrom('users').where('id', '=', id).returning('photo_url').executeTakeFirst();
  return row ? { photoURL: row.photo_url } : undefined;
}

/** The users table's change counter (migration 0002's trigger moves it at every change), as text; null before the migration. */
export async function readUsersVersion(db: Db): Promise<string | null> {
  const counter = await db.selectFrom('directory_version').select('version').executeTakeFirst();
  return counter ? String(counter.version) : null;
}

/** The member fields a birthday feed entry is made from. */
export type BirthdayRecord = Pick<MemberRecord, 'id' | 'displayName' | 'firstName' | 'lastName' | 'birthday' | 'isBirthdayVisible' | 'isBirthYearVisible'>;
const BIRTHDAY_PAIRS = pairsOf(['id', 'displayName', 'firstName', 'lastName', 'birthday', 'isBirthdayVisible', 'isBirthYearVisible'] satisfies Array<keyof BirthdayRecord>);

const birthdayOf = recordMaker<BirthdayRecord>(BIRTHDAY_PAIRS);

/**
 * Every member whose owner made their birthday visible, in id order. A hidden birthday is not
 * even read: the feed cannot leak what it never had.
 */
export async function listVisibleBirthdays(db: Db): Promise<BirthdayRecord[]> {
  const rows = await db
    .selectFrom('users')
    .select(BIRTHDAY_PAIRS.map(([, column]) => column))
    .where('is_birthday_visible', '=', true)
    .where('birthday', 'is not', null)
    .where('awaiting_approval', '=', false)
    .orderBy('id')
    .execute();
  return rows.map(birthdayOf);
}

/*
 * The live-location columns of the users table (latitude, longitude, location_updated_at,
 * location_sharing_until). Live only: one current position per member, no history; whatever
 * turns sharing off writes NO_LOCATION in the same statement, so a hidden position no longer
 * exists anywhere to leak from. Like every write to users, each one tells this process's caches
 * (userWritten) once it is committed.
 */

export interface Position {
  latitude: number;
  longitude: number;
}

/**
 * Starts (or restarts) sharing: the position, its time, isLocationVisible and the end of the
 * period (null: until turned off). Undefined when there is no such member.
 */
export async function startSharing(db: Db, id: number, position: Position, now: Date, until: Date | null): Promise<AccountRecord | undefined> {
  const row = await db
    .updateTable('users')
    .set({ ...position, location_updated_at: now, location_sharing_until: until, is_location_visible: true, updated_at: now })
    .where('id', '=', id)
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirst();
  userWritten(id);
  return row && accountOf(row);
}

/**
 * A new position for a member who is sharing now (their period kept). Undefined when they are
 * not sharing (or no longer: their period has ended), so a refresh never turns sharing back on.
 */
export async function refreshPosition(db: Db, id: number, position: Position, now: Date): Promise<AccountRecord | undefined> {
  const row = await db
    .updateTable('users')
    .set({ ...position, location_updated_at: now, updated_at: now })
    .where('id', '=', id)
    .where('is_location_visible', '=', true)
    .where((eb) => eb.or([eb('location_sharing_until', 'is', null), eb('location_sharing_until', '>', now)]))
    .returning(ACCOUNT_COLUMNS)
    .executeTakeFirst();
  if (row) userWritten(id);
  return row && accountOf(row);
}

/** Turns sharing off and deletes the position. Undefined when there is no such member. */
export async function stopSharing(db: Db, id: number, now: Date): Promise<AccountRecord | undefined> {
  const row = await db.updateTable('users').set({ ...NO_LOCATION, updated_at: now }).where('id', '=', id).returning(ACCOUNT_COLUMNS).executeTakeFirst();
  userWritten(id);
  return row && accountOf(row);
}

/** When the next sharing period ends (null: none is running). */
export async function nextSharingEnd(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.min('location_sharing_until').as('next'))
    .where('location_sharing_until', 'is not', null)
    .executeTakeFirst();
  const next = row?.next as Date | string | null | undefined;
  return next ? new Date(next) : null;
}

/**
 * Ends every period that is over: sharing off, position deleted. Answers how many members it
 * touched. It writes only when one has ended: any statement on users moves the directory's
 * version (migration 0002), and an empty update would make every member list be read again.
 */
export async function endExpiredSharing(db: Db, now: Date): Promise<number> {
  const due = await db.selectFrom('users').select('id').where('location_sharing_until', '<=', now).limit(1).executeTakeFirst();
  if (!due) return 0;
  const result = await db
    .updateTable('users')
    .set({ ...NO_LOCATION, updated_at: now })
    .where('location_sharing_until', '<=', now)
    .executeTakeFirst();
  userWritten(null);
  return Number(result.numUpdatedRows);
}

/*
 * Columns of users that other features change inside their own transactions: they pass theirs
 * (trx), and this module stays the one that writes the table. The caller announces the change
 * (userWritten) once its transaction is committed.
 */

/** Password sign-in on or off (passkeys: the last passkey gone turns it back on). */
export async function writePasswordSignIn(trx: Db, id: number, enabled: boolean, now: Date): Promise<void> {
  await trx.updateTable('users').set({ password_sign_in: enabled, updated_at: now }).where('id', '=', id).execute();
}

/** A password set through an e-mailed link: stored, the address verified by it, password sign-in on. */
export async function writeNewPassword(trx: Db, id: number, passwordHash: string, now: Date): Promise<void> {
  await trx.updateTable('users').set({ password_hash: passwordHash, email_verified: true, password_sign_in: true, updated_at: now }).where('id', '=', id).execute();
}

/**
 * The language a member chose (languages), on its own: it is the account's, not the profile's, so
 * the profile's time of change stays. Answers the account as it is now; undefined: no such account.
 */
export async function writeLanguage(db: Db, id: number, language: string): Promise<AccountRecord | undefined> {
  const row = await db.updateTable('users').set({ language }).where('id', '=', id).returning(ACCOUNT_COLUMNS).executeTakeFirst();
  userWritten(id);
  return row && accountOf(row);
}

/** The time zone the member's reminders are timed in (notifications). */
export async function writeTimeZone(trx: Db, id: number, timeZone: string | null): Promise<void> {
  await trx.updateTable('users').set({ time_zone: timeZone }).where('id', '=', id).execute();
}
