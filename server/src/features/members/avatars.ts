import path from 'node:path';
import { AVATAR_COMPRESSION } from 'shared-contracts';
import { removeUploadedFile } from '../../lib/file-removal.js';
import { prepareImageDir, reencodeImage, storeImage, type ImageRules } from '../../lib/images.js';

/** Largest avatar upload accepted (the client compresses to ~0.5 MB, but may send the original). */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
/** Largest picture decoded (width x height): stops decompression bombs before any pixel is read. */
const AVATAR_MAX_PIXELS = 40_000_000;
/** Longest side of the stored avatar (px); smaller pictures are not enlarged. */
const AVATAR_MAX_SIDE = AVATAR_COMPRESSION.maxWidthOrHeight;
const AVATAR_WEBP_QUALITY = 80;

/** URL path under which DATA_DIR/uploads is served. */
export const UPLOADS_URL_PREFIX = '/uploads/';
const AVATARS_URL_PREFIX = '/uploads/avatars/';
/** The only names this server gives avatars: 32 hex digits + .webp. */
const AVATAR_FILE_NAME = /^[0-9a-f]{32}\.webp$/;
export function uploadsDirOf(dataDir: string): string {
  return path.join(dataDir, 'uploads');
}

export function avatarsDirOf(dataDir: string): string {
  return path.join(uploadsDirOf(dataDir), 'avatars');
}

export const AVATAR_MESSAGES = {
  updated: 'Avatar updated.',
  notMultipart: 'Send the picture as multipart/form-data with one file field named "avatar".',
  oneFileOnly: 'Send exactly one file, in a field named "avatar", and nothing else.',
  noFile: 'Please choose a picture to upload.',
  tooLarge: `The picture is too large: the limit is ${AVATAR_MAX_BYTES / (1024 * 1024)} MB.`,
  badImage: 'Please upload a JPEG, PNG or WebP image.',
  tooManyPixels: `The picture is too large: the limit is ${AVATAR_MAX_PIXELS / 1_000_000} megapixels.`,
  unreadable: 'The upload could not be read. Please try again.',
} as const;

const AVATAR_RULES: ImageRules = {
  maxPixels: AVATAR_MAX_PIXELS,
  maxSide: AVATAR_MAX_SIDE,
  webpQuality: AVATAR_WEBP_QUALITY,
  messages: AVATAR_MESSAGES,
};

/** An uploaded picture as the stored avatar (lib/images.ts: checked by content, upright, no metadata, WebP). Throws ImageError. */
export function reencodeAvatar(data: Buffer): Promise<Buffer> {
  return reencodeImage(data, AVATAR_RULES);
}

/** Writes an avatar under a new random name; returns its URL path ('/uploads/avatars/<name>.webp'). */
export async function storeAvatar(dataDir: string, webp: Buffer): Promise<{ url: string; file: string }> {
  const { name, file } = await storeImage(avatarsDirOf(dataDir), '', webp);
  return { url: `${AVATARS_URL_PREFIX}${name}`, file };
}

/**
 * The file behind an avatar URL, but only when it is one this server wrote into the avatars
 * folder ('/uploads/avatars/<32 hex>.webp'); anything else (an outside URL, a path that would
 * leave the folder) gives null, so deleting "the previous avatar" can never touch another file.
 */
export function avatarFileOf(dataDir: string, url: string | null | undefined): string | null {
  if (!url || !url.startsWith(AVATARS_URL_PREFIX)) return null;
  const name = url.slice(AVATARS_URL_PREFIX.length);
  if (!AVATAR_FILE_NAME.test(name)) return null;
  return path.join(avatarsDirOf(dataDir), name);
}

/** Removes an avatar file this server wrote (see avatarFileOf); a missing file is fine. */
export async function deleteAvatarFile(dataDir: string, url: string | null | undefined): Promise<boolean> {
  const file = avatarFileOf(dataDir, url);
  if (!file) return false;
  await removeUploadedFile(file);
  return true;
}

/** Creates the uploads folders and removes temporary files a crash may have left behind. */
export function prepareUploadDirs(dataDir: string): void {
  prepareImageDir(avatarsDirOf(dataDir));
}
