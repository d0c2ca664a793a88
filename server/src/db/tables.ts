import { sql } from 'kysely';
import type { Db } from './index.js';
import { jsonValue } from './json.js';
import { userWritten } from './user-writes.js';

/*
 * The family's tables as a whole, for backup and restore: every row as plain JSON, so an
 * archive of the embedded database restores into PostgreSQL and the other way round.
 */

/** The family's tables, in the order a restore fills them (a row's references come first). */
export const BACKUP_TABLES = [
  { name: 'users', key: 'id', identity: true },
  { name: 'sessions', key: 'id', identity: true },
  { name: 'password_tokens', key: 'id', identity: true },
  { name: 'settings', key: 'key', identity: false },
  { name: 'calendar_feeds', key: 'user_id', identity: false },
  // `since`: the migration that made the table; a backup from before it has none of its rows.
  // The family tree (issue 41): its people first, then the links between them; before the
  // invitations, as an invitation made from a relative's place names that person.
  { name: 'people', key: 'id', identity: true, since: '0013_family_tree' },
  { name: 'parent_links', key: 'child_id', order: ['child_id', 'parent_id'], identity: false, since: '0013_family_tree' },
  { name: 'partner_links', key: 'id', identity: true, since: '0013_family_tree' },
  { name: 'invitations', key: 'id', identity: true, since: '0006_invitations_and_approval' },
  { name: 'passkeys', key: 'id', identity: true, since: '0007_passkeys' },
  { name: 'admin_log', key: 'id', identity: true, since: '0009_admin_log' },
  // Notifications (issue 22): each member's choices, their devices, and what was sent (so a
  // restored site does not send a reminder twice).
  { name: 'notification_choices', key: 'user_id', order: ['user_id', 'kind', 'channel'], identity: false, since: '0011_notifications' },
  { name: 'push_subscriptions', key: 'id', identity: true, since: '0011_notifications' },
  { name: 'sent_notifications', key: 'recipient_id', order: ['kind', 'recipient_id', 'subject_id', 'occasion'], identity: false, since: '0011_notifications' },
] as const;

type BackupTable = (typeof BACKUP_TABLES)[number]['name'];

/** A table's rows in one order, every time: by its key, or by the columns that make a row unique. */
export function orderOf(table: (typeof BACKUP_TABLES)[number]) {
  return sql.join(('order' in table ? table.order : [table.key]).map((column) => sql.ref(column)));
}
type TableRows = Record<string, Array<Record<string, unknown>>>;

/** Columns stored as jsonb: written back as JSON, not as text. */
const JSON_COLUMNS: Partial<Record<BackupTable, string[]>> = { settings: ['value'], passkeys: ['transports'] };

/** Every row of every table, read in one snapshot (consistent to one moment while the site writes), table by table in key order. */
export async function readAllTables(db: Db, each: (table: BackupTable, rows: Array<Record<string, unknown>>) => Promise<void>): Promise<void> {
  await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      for (const table of BACKUP_TABLES) {
        const result = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)} order by ${orderOf(table)}`.execute(trx);
        await each(table.name, result.rows);
      }
    });
}

/** The first table that has rows, or null when every table is empty. */
export async function firstTableWithRows(db: Db): Promise<BackupTable | null> {
  for (const table of BACKUP_TABLES) {
    const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)}`.execute(db);
    if (Number(result.rows[0].n) > 0) return table.name;
  }
  return null;
}

const BATCH = 500;

/** Writes every table's rows into an empty database, all or none (one transaction), ids and counters as they were. */
export async function insertAllTables(db: Db, rowsByTable: TableRows): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of BACKUP_TABLES) {
      const jsonColumns = new Set(JSON_COLUMNS[table.name] ?? []);
      const rows = (rowsByTable[table.name] ?? []).map((row) =>
        Object.fromEntries(Object.entries(row).map(([column, value]) => [column, jsonColumns.has(column) ? jsonValue(value) : value])),
      );
      for (let i = 0; i < rows.length; i += BATCH) {
        await trx
          .insertInto(table.name as never)
          .values(rows.slice(i, i + BATCH) as never)
          .execute();
      }
      if (table.identity && rows.length > 0) {
        await sql`select setval(pg_get_serial_sequence(${table.name}, 'id'), (select max(id) from ${sql.table(table.name)}))`.execute(trx);
      }
    }
  });
  userWritten(null);
}
