import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { default as Sharp, Metadata } from 'sharp';
import { AVATAR_COMPRESSION } from 'shared-contracts';
import { removeUploadedFile } from '../backup/file-removal.js';

/** Largest avatar upload accepted (the client compresses to ~0.5 MB, but may send the original). */
export const AVATAR_MAX_BYTES = 10 * 1024 * 1024;
/** Largest picture decoded (width x height): stops decompression bombs before any pixel is read. */
export const AVATAR_MAX_PIXELS = 40_000_000;
/** Longest side of the stored avatar (px); smaller pictures are not enlarged. */
export const AVATAR_MAX_SIDE = AVATAR_COMPRESSION.maxWidthOrHeight;
export const AVATAR_WEBP_QUALITY = 80;

/** URL path under which DATA_DIR/uploads is served. */
export const UPLOADS_URL_PREFIX = '/uploads/';
export const AVATARS_URL_PREFIX = '/uploads/avatars/';
/** The only names this server gives avatars: 32 hex digits + .webp. */
const AVATAR_FILE_NAME = /^[0-9a-f]{32}\.webp$/;
/**
 * libvips is loaded the first time a picture arrives, not at start: a family's server spends
 * most of its life without one, and the library's memory is then never taken.
 */
export async function loadSharp(): Promise<typeof Sharp> {
  return (await import('sharp')).default;
}

/** Files being written: the leading dot keeps them from ever being served. */
const TEMP_PREFIX = '.tmp-';

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

/** A picture that cannot become an avatar; `message` is the answer's (400). */
export class AvatarImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AvatarImageError';
  }
}

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** The format the first bytes announce (JPEG, PNG, WebP), whatever the file is called. */
export function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Re-encodes an uploaded picture as the stored avatar: checked by content (magic bytes, then
 * libvips must agree on the format), at most AVATAR_MAX_PIXELS, turned upright by its EXIF
 * orientation, converted to sRGB, at most AVATAR_MAX_SIDE px on its longest side (never
 * enlarged), WebP. Nothing of the original's metadata (EXIF, GPS, XMP, ICC) is kept.
 * Throws AvatarImageError for anything else, including broken or truncated files.
 */
export async function reencodeAvatar(data: Buffer): Promise<Buffer> {
  const format = sniffImageFormat(data);
  if (!format) throw new AvatarImageError(AVATAR_MESSAGES.badImage);
  const sharp = await loadSharp();
  const options = { failOn: 'error', limitInputPixels: AVATAR_MAX_PIXELS, sequentialRead: true } as const;
  let metadata: Metadata;
  try {
    // The header only (no pixel is decoded), so the size can be checked and named below.
    metadata = await sharp(data, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new AvatarImageError(AVATAR_MESSAGES.badImage);
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) throw new AvatarImageError(AVATAR_MESSAGES.badImage);
  if (metadata.width * metadata.height > AVATAR_MAX_PIXELS) throw new AvatarImageError(AVATAR_MESSAGES.tooManyPixels);
  try {
    return await sharp(data, options)
      .rotate()
      .resize({ width: AVATAR_MAX_SIDE, height: AVATAR_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .webp({ quality: AVATAR_WEBP_QUALITY })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new AvatarImageError(AVATAR_MESSAGES.tooManyPixels);
    throw new AvatarImageError(AVATAR_MESSAGES.badImage);
  }
}

/**
 * Writes an avatar under a new random name: first to a hidden temporary name, then renamed, so
 * the served name never points at half a file. Returns the URL path ('/uploads/avatars/<name>.webp').
 */
export async function storeAvatar(dataDir: string, webp: Buffer): Promise<{ url: string; file: string }> {
  const dir = avatarsDirOf(dataDir);
  await fsp.mkdir(dir, { recursive: true });
  const name = `${randomBytes(16).toString('hex')}.webp`;
  const temp = path.join(dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}-${name}`);
  const file = path.join(dir, name);
  try {
    await fsp.writeFile(temp, webp, { flag: 'wx', mode: 0o644 });
    await fsp.rename(temp, file);
  } catch (error) {
    await fsp.rm(temp, { force: true }).catch(() => {});
    throw error;
  }
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
  const dir = avatarsDirOf(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(dir)) {
    if (entry.startsWith(TEMP_PREFIX)) fs.rmSync(path.join(dir, entry), { force: true });
  }
}
