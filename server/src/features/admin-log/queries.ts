import type { Db } from '../../db/index.js';

/*
 * The admin_log table: one row per admin act, newest first when read. Its rules (what is an
 * act, what goes in the details, how long rows stay) are admin-log.ts.
 */

interface AdminLogRecord {
  id: number;
  at: Date;
  act: string;
  actorId: number | null;
  actorName: string;
  subjectId: number | null;
  subjectName: string | null;
  details: string | null;
}

type NewAdminLogRecord = Omit<AdminLogRecord, 'id'>;

export async function insertAdminAct(db: Db, act: NewAdminLogRecord): Promise<void> {
  await db
    .insertInto('admin_log')
    .values({ at: act.at, act: act.act, actor_id: act.actorId, actor_name: act.actorName, subject_id: act.subjectId, subject_name: act.subjectName, details: act.details })
    .execute();
}

/** One page of acts, newest first: all of them, or those by or on one member. */
export async function listAdminActs(db: Db, options: { offset: number; limit: number; person?: number }): Promise<{ acts: AdminLogRecord[]; total: number }> {
  let query = db.selectFrom('admin_log');
  if (options.person !== undefined) {
    const person = options.person;
    query = query.where((eb) => eb.or([eb('actor_id', '=', person), eb('subject_id', '=', person)]));
  }
  const rows = await query.selectAll().orderBy('at', 'desc').orderBy('id', 'desc').offset(options.offset).limit(options.limit).execute();
  const counted = await query.select((eb) => eb.fn.countAll<string | number | bigint>().as('count')).executeTakeFirstOrThrow();
  return {
    acts: rows.map((row) => ({
      id: row.id,
      at: new Date(row.at),
      act: row.act,
      actorId: row.actor_id,
      actorName: row.actor_name,
      subjectId: row.subject_id,
      subjectName: row.subject_name,
      details: row.details,
    })),
    total: Number(counted.count),
  };
}

/** Drops the acts older than `before`; answers how many went. */
export async function deleteAdminActsBefore(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('admin_log').where('at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows ?? 0);
}

/** A member who deletes their own account leaves no name behind in the log (an admin's deletion keeps who was deleted). */
export async function forgetNameInAdminLog(db: Db, id: number, replacement: string): Promise<void> {
  await db.updateTable('admin_log').set({ actor_name: replacement }).where('actor_id', '=', id).execute();
  await db.updateTable('admin_log').set({ subject_name: replacement }).where('subject_id', '=', id).execute();
}
