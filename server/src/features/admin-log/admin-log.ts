import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_LOG_PAGE_SIZE, MEMBER_FIELDS, memberName, type AdminAct, type AdminLogData, type MemberField, type Translator } from 'shared-contracts';
import { saidAsList } from 'shared-contracts/i18n';
import type { Db } from '../../db/index.js';
import { deleteAdminActsBefore, insertAdminAct, listAdminActs } from './queries.js';

/*
 * The record of admin acts (issue 21). The routes of each act call recordAct once the act is
 * done; the details are words chosen by the route (field names, a mode, a count, an address),
 * never a password, token or position. Admins read it newest first, a page at a time.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * The log's own words, kept in English as the acts happen and said in the reader's language when
 * the log is read (the server's answers catalogue finds each filled-in text by its template).
 */
export const ADMIN_LOG_MESSAGES = {
  /** What an entry says of a member who deleted their own account. */
  formerMember: 'A former member',
  nothingChanged: 'nothing changed',
  membersImported: (imported: number, skipped: number) => `${imported} imported, ${skipped} skipped`,
  familyImported: (added: number, members: number, existing: number) => `${added} added, ${members} members, ${existing} already in the tree`,
  testEmailSent: (email: string) => `to ${email}`,
  joiningChanged: (mode: string, days: number) => `${mode}; invitations last ${days} days`,
} as const;
export const FORMER_MEMBER = ADMIN_LOG_MESSAGES.formerMember;

/** The acts whose details are the log's words (the others' are names: a picture's file, a language's own name). */
const DETAILS_IN_WORDS = new Set<AdminAct>(['membersImported', 'familyImported', 'testEmailSent', 'joiningChanged']);

/** Anyone with an id and the names a member has. */
export type Named = { id: number } & Parameters<typeof memberName>[0];

interface Act {
  act: AdminAct;
  actor: Named;
  subject?: Named;
  details?: string;
}

/**
 * Keeps one act. The act has happened by then: a log that cannot be written is reported in the
 * server's log, and the caller's answer stays the act's own.
 */
export async function recordAct(db: Db, act: Act, now: Date, log: FastifyBaseLogger): Promise<void> {
  try {
    await insertAdminAct(db, actRow(act, now));
  } catch (error) {
    log.error({ err: error, act: act.act }, 'an admin act could not be recorded');
  }
}

/** The log's row for an act, names as the family knows them at the time. */
export function actRow(act: Act, now: Date): Parameters<typeof insertAdminAct>[1] {
  return {
    at: now,
    act: act.act,
    actorId: act.actor.id,
    actorName: memberName(act.actor),
    subjectId: act.subject?.id ?? null,
    subjectName: act.subject ? memberName(act.subject) : null,
    details: act.details ?? null,
  };
}

/** An entry's details in the reader's language: the log's words, a profile's field names item by item. */
function detailsFor(act: string, details: string, say: Translator | null): string {
  if (!say) return details;
  if (act === 'profileChanged') return saidAsList(say, details);
  return DETAILS_IN_WORDS.has(act as AdminAct) ? say(details) : details;
}

/**
 * One page of the log, newest first; `person`: only the acts by or on that member; `say`: the
 * reader's language (null: English, as kept).
 */
export async function adminLogPage(db: Db, page: number, person?: number, say: Translator | null = null): Promise<AdminLogData> {
  const { acts, total } = await listAdminActs(db, { offset: (page - 1) * ADMIN_LOG_PAGE_SIZE, limit: ADMIN_LOG_PAGE_SIZE, person });
  const named = (name: string) => (say && name === FORMER_MEMBER ? say(name) : name);
  return {
    entries: acts.map((act) => ({
      id: act.id,
      at: act.at.toISOString(),
      act: act.act,
      actor: { ...(act.actorId !== null ? { id: act.actorId } : {}), name: named(act.actorName) },
      ...(act.subjectName !== null ? { subject: { ...(act.subjectId !== null ? { id: act.subjectId } : {}), name: named(act.subjectName) } } : {}),
      ...(act.details ? { details: detailsFor(act.act, act.details, say) } : {}),
    })),
    total,
    page,
    pageSize: ADMIN_LOG_PAGE_SIZE,
  };
}

/** The fields an edit changed, by the names the form shows ('Phone Number, Birthday'); never their values. */
export function changedFields(before: object, after: object): string {
  const was = before as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  const changed = (Object.keys(MEMBER_FIELDS) as MemberField[]).filter((key) => (was[key] ?? null) !== (now[key] ?? null));
  return changed.length > 0 ? changed.map((key) => MEMBER_FIELDS[key].label).join(', ') : ADMIN_LOG_MESSAGES.nothingChanged;
}

/** Housekeeping: the acts older than `days` go. */
export function pruneAdminLog(db: Db, now: Date, days: number): Promise<number> {
  return deleteAdminActsBefore(db, new Date(now.getTime() - days * DAY_MS));
}
