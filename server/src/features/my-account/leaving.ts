import type { FastifyBaseLogger } from 'fastify';
import { isAdmin } from 'shared-contracts';
import { retriedWhenCrossed } from '../../db/crossed.js';
import type { Db } from '../../db/index.js';
import { forgetNameInAdminLog, insertAdminAct, actRow, FORMER_MEMBER } from '../admin-log/index.js';
import { deleteAccountRows, findAccount, listManagingAccounts, setRole, withUsersLocked, type AccountRecord, memberDeleted } from '../members/index.js';
import { userWritten } from '../../db/user-writes.js';

/*
 * A member deletes their own account (Settings, My data). The family is never left without an
 * admin: its only admin names who takes over, a member who has been let in and has signed in at
 * least once (an account made by an admin or an import whose owner never came would hold the role
 * and use it never). The check, the handover, its line in the admin log and the deletion happen
 * in one transaction under the users table's lock: two admins leaving at once, or the named
 * successor leaving at the same moment, cannot leave the family without one.
 */

type LeaveOutcome =
  | { left: true; successor?: AccountRecord }
  /** No such account (already gone). */
  | { left: false }
  /** The only admin named nobody, or nobody who may take over: nothing changed. */
  | { refused: 'nameNewAdmin' | 'newAdminUnknown' };

/** Whether this member may be handed the admin role by `leaving`. */
const mayTakeOver = (candidate: AccountRecord | undefined, leaving: number): candidate is AccountRecord =>
  !!candidate && candidate.id !== leaving && !candidate.awaitingApproval && candidate.lastLogin !== null;

export async function leaveFamily(db: Db, dataDir: string, leavingId: number, successorId: number | undefined, now: Date, log: FastifyBaseLogger): Promise<LeaveOutcome> {
  // Made again when PostgreSQL makes it give way to a write it crossed (see deleteMember).
  const outcome = await retriedWhenCrossed(() => withUsersLocked(db, async (trx): Promise<LeaveOutcome & { photoURL?: string | null }> => {
    const me = await findAccount(trx, leavingId);
    if (!me) return { left: false };
    let successor: AccountRecord | undefined;
    const otherAdmin = (await listManagingAccounts(trx)).some((account) => account.id !== me.id && isAdmin(account));
    if (isAdmin(me) && !otherAdmin) {
      if (successorId === undefined) return { refused: 'nameNewAdmin' };
      const candidate = await findAccount(trx, successorId);
      if (!mayTakeOver(candidate, me.id)) return { refused: 'newAdminUnknown' };
      successor = await setRole(trx, candidate.id, 'admin', now);
      await insertAdminAct(trx, actRow({ act: 'roleChanged', actor: me, subject: candidate, details: 'now Admin, handed over when leaving' }, now));
    }
    await forgetNameInAdminLog(trx, me.id, FORMER_MEMBER);
    const deleted = await deleteAccountRows(trx, me.id);
    return { left: true, successor, photoURL: deleted?.photoURL ?? null };
  }));
  if (!('left' in outcome) || !outcome.left) return outcome;
  // Committed: this process's caches (sessions, the member list) see both changes at once.
  if (outcome.successor) {
    userWritten(outcome.successor.id);
    log.info({ userId: outcome.successor.id, by: leavingId }, 'admin role handed over');
  }
  await memberDeleted(dataDir, leavingId, outcome.photoURL ?? null, log);
  return { left: true, successor: outcome.successor };
}
