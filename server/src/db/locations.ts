import type { Db } from './index.js';
import { ACCOUNT_COLUMNS, NO_LOCATION, accountOf, type AccountRecord } from './members.js';
import { userWritten } from './user-writes.js';

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
