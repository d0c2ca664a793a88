import type { Db } from '../../db/index.js';

/*
 * The one read of users this feature makes (members/queries.ts writes the column): the language
 * of a member known only by id, for what reaches them without a session (the calendar feed, the
 * unsubscribe page).
 */

/** The member's stored choice; null: never chose, or no such member. */
export async function readLanguage(db: Db, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  return row?.language ?? null;
}
