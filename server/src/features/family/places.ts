import { canManageFamily } from 'shared-contracts';
import { FAMILY_MESSAGES, parsePersonId } from 'shared-contracts/family';
import type { Db } from '../../db/index.js';
import { takePlace as takeRow, withRelativeHeld, type PersonRecord } from './queries.js';
import { removeRelativePhotoFile } from './relative-photos.js';

/**
 * Makes an invitation from a relative's place, for this viewer: one without an account, whom the
 * viewer may change (they added them, or they are an admin or a manager). `make` runs in one
 * transaction with the relative's row held, and writes with the transaction it is given: a removal
 * of the relative waits for it (and takes the invitation with the place), or came first (404).
 */
export async function relativeToInvite<T>(
  db: Db,
  viewer: { id: number; role?: string | null },
  raw: string | undefined,
  make: (trx: Db, relative: PersonRecord) => Promise<T>,
): Promise<{ made: T } | { status: 400 | 403 | 404; message: string }> {
  const ref = raw === undefined ? null : parsePersonId(raw);
  if (!ref) return { status: 400, message: FAMILY_MESSAGES.personInvalid };
  if ('member' in ref) return { status: 400, message: FAMILY_MESSAGES.alreadyMember };
  const outcome = await withRelativeHeld(db, ref.relative, async (trx, relative) => {
    if (!canManageFamily(viewer) && relative.createdBy !== viewer.id) return { status: 403 as const, message: FAMILY_MESSAGES.notYours };
    return { made: await make(trx, relative) };
  });
  return outcome ?? { status: 404, message: FAMILY_MESSAGES.personNotFound };
}

/**
 * A new member takes a relative's place (they signed up with an invitation made from it): the row
 * becomes theirs, with every link, and the photo the relative had goes with its file (their
 * photo is their profile's). False when the place was taken meanwhile or is gone.
 */
export async function takePlace(db: Db, dataDir: string, personId: number, userId: number, now: Date, log?: { warn: (details: object, message: string) => void }): Promise<boolean> {
  const taken = await takeRow(db, personId, userId, now);
  if (taken) await removeRelativePhotoFile(dataDir, taken.photoURL, log);
  return taken !== undefined;
}
