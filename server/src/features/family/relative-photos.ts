import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/index.js';
import { AVATAR_MESSAGES, deleteAvatarFile, storeAvatar } from '../members/index.js';
import { replaceRelativePhoto } from './queries.js';

/*
 * A relative's photo (issue 41: "Relatives without an account ... are people too: name, birth
 * date, death date, photo, a short note"). It goes through the avatar's pipeline (the same limits,
 * checked by content, re-encoded to WebP without metadata, a fresh random name) into the same
 * folder, so it is served, backed up and restored as avatars are. A file is removed once no row
 * names it: the photo replaced or removed, the relative removed, their place taken by a member.
 */

/** What the photo's calls answer (the upload's refusals as the avatar's, for a field named "photo"). */
export const RELATIVE_PHOTO_MESSAGES = {
  ...AVATAR_MESSAGES,
  notMultipart: 'Send the picture as multipart/form-data with one file field named "photo".',
  oneFileOnly: 'Send exactly one file, in a field named "photo", and nothing else.',
  saved: 'Photo saved.',
  removed: 'Photo removed.',
} as const;

/** Removes the file a relative's photo URL names (one this server wrote; anything else is left alone). */
export async function removeRelativePhotoFile(dataDir: string, url: string | null | undefined, log?: { warn: (details: object, message: string) => void }): Promise<void> {
  if (!url) return;
  await deleteAvatarFile(dataDir, url).catch((error: unknown) => log?.warn({ err: error }, "a relative's previous photo file could not be removed"));
}

/**
 * Stores a re-encoded picture as the relative's photo and removes the one it replaces. False when
 * there is no such relative any more (the new file is removed again).
 */
export async function setRelativePhoto(db: Db, dataDir: string, id: number, webp: Buffer, now: Date, log: FastifyBaseLogger): Promise<boolean> {
  const stored = await storeAvatar(dataDir, webp);
  let replaced;
  try {
    replaced = await replaceRelativePhoto(db, id, stored.url, now);
  } catch (error) {
    await removeRelativePhotoFile(dataDir, stored.url, log);
    throw error;
  }
  if (!replaced) {
    await removeRelativePhotoFile(dataDir, stored.url, log);
    return false;
  }
  if (replaced.previous !== stored.url) await removeRelativePhotoFile(dataDir, replaced.previous, log);
  return true;
}

/** Clears the relative's photo and removes its file. False when there is no such relative. */
export async function clearRelativePhoto(db: Db, dataDir: string, id: number, now: Date, log: FastifyBaseLogger): Promise<boolean> {
  const replaced = await replaceRelativePhoto(db, id, null, now);
  if (!replaced) return false;
  await removeRelativePhotoFile(dataDir, replaced.previous, log);
  return true;
}
