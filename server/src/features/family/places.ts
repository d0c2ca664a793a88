import { canManageFamily } from 'shared-contracts';
import { FAMILY_MESSAGES, parsePersonId } from 'shared-contracts/family';
import type { Db } from '../../db/index.js';
import { findRelative, takePlace as takeRow, type PersonRecord } from './queries.js';
import { removeRelativePhotoFile } from './relative-photos.js';

/**
 * The relative whose place an invitation may be made from, for this viewer: one without an
 * account, whom the viewer may change (they added them, or they are an admin or a manager).
 */
export async function relativeToInvite(
  db: Db,
  viewer: { id: number; role?: string | null },
  raw: string | undefined,
): Promise<{ relative: PersonRecord } | { status: 400 | 403 | 404; message: string }> {
  const ref = raw === undefined ? null : parsePersonId(raw);
  if (!ref) return { status: 400, message: FAMILY_MESSAGES.personInvalid };
  if ('member' in ref) return { status: 400, message: FAMILY_MESSAGES.alreadyMember };
  const relative = await findRelative(db, ref.relative);
  if (!relative) return { status: 404, message: FAMILY_MESSAGES.personNotFound };
  if (!canManageFamily(viewer) && relative.createdBy !== viewer.id) return { status: 403, message: FAMILY_MESSAGES.notYours };
  return { relative };
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
