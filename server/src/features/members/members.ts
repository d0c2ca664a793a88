import type { FastifyBaseLogger } from 'fastify';
import {
  MANAGER_ONLY_FIELDS,
  MEMBER_FIELDS,
  NAME_FIELDS,
  PROFILE_MESSAGES,
  canManageFamily,
  isAdmin,
  nameProblem,
  normalizeLineBreaks,
  type MemberField,
  type MemberFieldSpec,
  type ProfileUpdate,
} from 'shared-contracts';
import { retriedWhenCrossed } from '../../db/crossed.js';
import type { Db } from '../../db/index.js';
import {
  admitAccount,
  anyAccount,
  deleteAccountRows,
  endExpiredSharing,
  emailTaken,
  findAccount,
  findCredentials,
  findMember,
  insertMember,
  insertMembers,
  listAccounts,
  listManagingAccounts,
  listWaitingAccounts,
  namesByIds,
  nextSharingEnd,
  refreshPosition,
  replacePhoto,
  startSharing,
  stopSharing,
  updateMember,
  type AccountRecord,
  type MemberChanges,
  type MemberFieldValues,
  type MemberRecord,
  type NewMember,
  type Position,
} from './queries.js';
import { userWritten } from '../../db/user-writes.js';
import { deleteAvatarFile } from './avatars.js';

/*
 * The one way a member comes to be, changes and goes: sign-up, create-user and the CSV import
 * create through here; the profile saves, the photo, the live position, sign-in and deletion
 * change through here. The rules live here once:
 *  - roles come from ids (spec section 6): the first account of an install is id 1, the admin,
 *    and the second id 2, the manager (queries.ts holds the ids under a table lock);
 *  - an e-mail address has one account, whatever its case (DuplicateEmailError);
 *  - live location is live only: turning sharing off by any path deletes the position;
 *  - a name once given may change but not be taken away; a field only managers may change is
 *    refused to the member;
 *  - deleting a member takes their sessions, links, feed and picture with them.
 */

export { DUPLICATE_EMAIL_MESSAGE, DuplicateEmailError } from './queries.js';
export type { AccountRecord, MemberRecord, NewMember, Position };

/** Creates one account (sign-up or an admin's Create New User). Throws DuplicateEmailError. */
export function createMember(db: Db, member: NewMember): Promise<AccountRecord> {
  return insertMember(db, { ...member, fields: storedFields(member.fields) });
}

/**
 * Creates the accounts of an import at once (all or none), its members coming in batches while
 * they are read (a batch's source that throws undoes the whole import). Addresses that already
 * have an account are left out and returned in `duplicates`. Never the first account of an install.
 */
export function importMembers(db: Db, batches: AsyncIterable<readonly NewMember[]>) {
  return insertMembers(db, storedBatches(batches));
}

async function* storedBatches(batches: AsyncIterable<readonly NewMember[]>): AsyncGenerator<NewMember[]> {
  for await (const batch of batches) yield batch.map((member) => ({ ...member, fields: storedFields(member.fields) }));
}

/**
 * A field as it is stored: '' clears it (stored as nothing, so left out of every answer), and
 * text has LF as its only line break, whichever path wrote it (a form, an admin, a CSV row).
 */
function storedFields(fields: Partial<MemberFieldValues>): Partial<MemberFieldValues> {
  // A loop, not entries and fromEntries: an import stores 10,000 rows of fields (a pair array a field).
  const stored: Record<string, unknown> = {};
  for (const key of Object.keys(fields) as Array<keyof MemberFieldValues>) {
    const value = fields[key];
    stored[key] = value === '' ? null : typeof value === 'string' ? normalizeLineBreaks(value) : value;
  }
  return stored as Partial<MemberFieldValues>;
}

/** Whether the install has any account yet (a fresh install has none). */
export const hasAnyAccount = anyAccount;

/** Whether an address (any case) has an account. */
export const emailHasAccount = emailTaken;

/** The accounts that wait for approval, oldest first. */
export const waitingAccounts = listWaitingAccounts;

/** Lets a waiting account in (undefined: it is not waiting, or does not exist). */
export const admitWaiting = admitAccount;

/** The accounts of these ids that exist (the admin and the manager, to tell them something). */
export async function accountsByIds(db: Db, ids: readonly number[]): Promise<AccountRecord[]> {
  const accounts = await Promise.all(ids.map((id) => findAccount(db, id)));
  return accounts.filter((account): account is AccountRecord => account !== undefined);
}

/** The admins and managers (approval requests are e-mailed to them). */
export const managingAccounts = listManagingAccounts;

/** A member as the directory shows them, or undefined. */
export function memberById(db: Db, id: number): Promise<MemberRecord | undefined> {
  return findMember(db, id);
}

/** An account and its password hash, by address (any case), for signing in. */
export function credentialsOf(db: Db, email: string) {
  return findCredentials(db, email);
}

/** Whose invitation a member joined with, by id and name (undefined: none, or that member has gone). */
export async function inviterOf(db: Db, account: AccountRecord): Promise<{ id: number; name: string } | undefined> {
  if (!account.invitedBy) return undefined;
  const name = (await namesByIds(db, [account.invitedBy])).get(account.invitedBy);
  return name ? { id: account.invitedBy, name } : undefined;
}

/** The accounts for User Management: all, or one page of a search; with the name of whoever invited each (when known). */
export async function accountsForAdmin(db: Db, options: Parameters<typeof listAccounts>[1]) {
  const { accounts, total } = await listAccounts(db, options);
  const names = await namesByIds(db, accounts.flatMap((account) => (account.invitedBy ? [account.invitedBy] : [])));
  const inviterOf = (account: AccountRecord) => {
    const name = account.invitedBy ? names.get(account.invitedBy) : undefined;
    return name ? { id: account.invitedBy!, name } : undefined;
  };
  return { accounts, total, inviterOf };
}

/** Notes a sign-in (and stores a password hash redone with today's settings, when given). */
export async function recordSignIn(db: Db, id: number, now: Date, passwordHash?: string): Promise<AccountRecord | undefined> {
  return updateMember(db, id, { lastLogin: now, ...(passwordHash ? { passwordHash } : {}) }, now);
}

/** Why a profile save was refused: the status, the sentence, and each field's message when fields were at fault. */
type SaveRefusal = { status: 404 } | { status: 400 | 403; message: string; errors?: Record<string, string> };

/**
 * The changes a profile save makes (only the fields it names: a partial save leaves the rest
 * alone): the address flattened into its parts, and sharing turned off deleting the position.
 */
export function profileChanges(update: ProfileUpdate): MemberChanges {
  const { address, ...top } = update;
  const changes: Record<string, unknown> = { ...top };
  if (address !== undefined) {
    for (const [key, spec] of Object.entries(MEMBER_FIELDS) as Array<[MemberField, MemberFieldSpec]>) {
      if (spec.group !== 'address') continue;
      if (address === null) changes[key] = null;
      else if (key in address) changes[key] = address[key as keyof typeof address];
    }
  }
  const cleaned = storedFields(changes as Partial<MemberFieldValues>) as MemberChanges;
  if (update.isLocationVisible === false) cleaned.clearLocation = true;
  return cleaned;
}

/** The fields of `update` that `editor` may not change on `memberId`'s profile (spec section 6, and `editableBy`). */
export function fieldsEditorMayNotChange(update: ProfileUpdate, editor: { id: number }, managerOnly: readonly string[] = MANAGER_ONLY_FIELDS): string[] {
  if (canManageFamily(editor)) return [];
  const keys = [...Object.keys(update), ...Object.keys(update.address ?? {})];
  return keys.filter((key) => managerOnly.includes(key));
}

/** The names this save would empty (field -> message); empty when none. */
function nameProblems(update: ProfileUpdate, current: AccountRecord): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const field of NAME_FIELDS) {
    const problem = nameProblem(field, update[field], current[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}

/** One sentence for the answer: the field's own words, or one sentence per field. */
function problemsMessage(problems: Record<string, string>): string {
  const messages = Object.values(problems);
  return messages.length === 1 ? messages[0] : messages.map((m) => (/[.!?]$/.test(m) ? m : `${m}.`)).join(' ');
}

/**
 * Saves a profile (one's own, or by an admin or manager anyone's; the caller checked the role
 * for someone else's). `update` is camelCase and checked against ProfileUpdateSchema.
 */
export async function saveProfile(
  db: Db,
  editor: { id: number },
  memberId: number,
  update: ProfileUpdate,
  now: Date,
): Promise<{ ok: true; member: AccountRecord } | ({ ok: false } & SaveRefusal)> {
  const refused = fieldsEditorMayNotChange(update, editor);
  if (refused.length > 0) return { ok: false, status: 403, message: PROFILE_MESSAGES.managersOnly(refused.map((key) => MEMBER_FIELDS[key as MemberField].name)) };
  const current = await findAccount(db, memberId);
  if (!current) return { ok: false, status: 404 };
  const names = nameProblems(update, current);
  if (Object.keys(names).length > 0) return { ok: false, status: 400, message: problemsMessage(names), errors: names };
  const member = await updateMember(db, memberId, profileChanges(update), now);
  return member ? { ok: true, member } : { ok: false, status: 404 };
}

/**
 * Makes `url` the member's photo; the file of the photo it replaces is removed. Undefined when
 * there is no such member (the new file is removed then too).
 */
export async function changePhoto(db: Db, dataDir: string, id: number, url: string, now: Date, log: FastifyBaseLogger): Promise<AccountRecord | undefined> {
  let saved;
  try {
    saved = await replacePhoto(db, id, url, now);
  } catch (error) {
    await deleteAvatarFile(dataDir, url).catch(() => {});
    throw error;
  }
  if (!saved) {
    await deleteAvatarFile(dataDir, url).catch(() => {});
    return undefined;
  }
  if (saved.previous && saved.previous !== url) {
    await deleteAvatarFile(dataDir, saved.previous).catch((error) => log.warn({ err: error, userId: id }, 'the previous avatar file could not be removed'));
  }
  return saved.member;
}

/** Starts (or restarts) sharing a position until `until` (null: until turned off). */
export function shareLocation(db: Db, id: number, position: Position, now: Date, until: Date | null) {
  return startSharing(db, id, position, now, until);
}

/** A new position while sharing; undefined when the member is not sharing (any more). */
export function moveLocation(db: Db, id: number, position: Position, now: Date) {
  return refreshPosition(db, id, position, now);
}

/** Turns sharing off: the position is deleted. */
export function stopSharingLocation(db: Db, id: number, now: Date) {
  return stopSharing(db, id, now);
}

/** Ends the sharing periods that are over (positions deleted); how many. */
export function endSharingPeriods(db: Db, now: Date): Promise<number> {
  return endExpiredSharing(db, now);
}

/** When the next sharing period ends (null: none is running). */
export function nextSharingPeriodEnd(db: Db): Promise<Date | null> {
  return nextSharingEnd(db);
}

/**
 * Deletes a member and everything of theirs: their row (profile and live location), with it
 * their sessions, password links, passkeys and feed (by the foreign keys), and their avatar
 * file. False: no such member.
 */
export async function deleteMember(db: Db, dataDir: string, id: number, log: FastifyBaseLogger): Promise<boolean> {
  // Crossing a link write of the member's own (which holds the tree's links and waits on their
  // row), PostgreSQL may make the deletion give way: it is asked for once, so it is made again.
  const deleted = await retriedWhenCrossed(() => deleteAccountRows(db, id));
  if (!deleted) return false;
  await memberDeleted(dataDir, id, deleted.photoURL, log);
  return true;
}

/** Once a member's deletion is committed: this process's caches (sessions, the member list) forget them at once, and their picture goes. */
export async function memberDeleted(dataDir: string, id: number, photoURL: string | null, log: FastifyBaseLogger): Promise<void> {
  userWritten(id);
  await deleteAvatarFile(dataDir, photoURL).catch((error) => log.warn({ err: error, userId: id }, 'the avatar file of a deleted member could not be removed'));
}
