import type fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { BACKGROUND_COMPRESSION, BACKGROUND_UPLOAD_MAX_BYTES, type GalleryItem } from 'shared-contracts';
import type { UploadMessages } from '../../http/multipart.js';
import { removeUploadedFile } from '../../lib/file-removal.js';
import { uploadsDirOf } from '../members/index.js';
import { prepareImageDir, reencodeImage, storeImage, type ImageRules } from '../../lib/images.js';

/*
 * The family's background pictures: DATA_DIR/uploads/backgrounds/, served read-only at
 * /uploads/backgrounds/ by the uploads plugin. Every file here was written by this module under
 * a fresh random name (BACKGROUND_FILE_NAME), so a name is never reused and can be cached for
 * good, and nothing else is ever listed, served as a background or deleted.
 */

/** Largest upload accepted: the spec's 20MB (the page compresses to about 2 MB first). */
export const BACKGROUND_MAX_BYTES = BACKGROUND_UPLOAD_MAX_BYTES;
/** Largest picture decoded (width x height): stops decompression bombs before any pixel is read. */
const BACKGROUND_MAX_PIXELS = 60_000_000;
/** Longest side of the stored picture (px); smaller ones are not enlarged. */
const BACKGROUND_MAX_SIDE = BACKGROUND_COMPRESSION.maxWidthOrHeight;
const BACKGROUND_WEBP_QUALITY = 82;

export const BACKGROUNDS_URL_PREFIX = '/uploads/backgrounds/';
/** The only names this server gives backgrounds ('bg-' + 32 hex digits + '.webp'): all DELETE takes. */
const BACKGROUND_FILE_NAME = /^bg-[0-9a-f]{32}\.webp$/;

export const BACKGROUND_MESSAGES = {
  uploaded: 'Background image updated successfully!',
  updated: 'Background updated successfully',
  deleted: 'Background deleted successfully',
  notMultipart: 'Send the picture as multipart/form-data with one file field named "background".',
  oneFileOnly: 'Send exactly one file, in a field named "background", and nothing else.',
  noFile: 'Please choose a picture to upload.',
  tooLarge: 'The picture is too large. Please select a file smaller than 20MB',
  badImage: 'Please select a valid image file (JPEG, PNG, or WebP)',
  tooManyPixels: `The picture is too large: the limit is ${BACKGROUND_MAX_PIXELS / 1_000_000} megapixels.`,
  unreadable: 'The upload could not be read. Please try again.',
  badFileName: 'That is not a picture of the background gallery.',
  notFound: 'That background image does not exist (any more).',
  notInGallery: 'Choose a picture of the background gallery.',
} as const satisfies Record<string, string> & UploadMessages;

export function backgroundsDirOf(dataDir: string): string {
  return path.join(uploadsDirOf(dataDir), 'backgrounds');
}

const BACKGROUND_RULES: ImageRules = {
  maxPixels: BACKGROUND_MAX_PIXELS,
  maxSide: BACKGROUND_MAX_SIDE,
  webpQuality: BACKGROUND_WEBP_QUALITY,
  messages: BACKGROUND_MESSAGES,
};

/** An uploaded picture as a stored background (lib/images.ts: checked by content, upright, no metadata, WebP). Throws ImageError. */
export function reencodeBackground(data: Buffer): Promise<Buffer> {
  return reencodeImage(data, BACKGROUND_RULES);
}

/** Writes a background under a new random name ('bg-' + 32 hex digits); returns its URL path. */
export async function storeBackground(dataDir: string, webp: Buffer): Promise<{ url: string; name: string }> {
  const { name } = await storeImage(backgroundsDirOf(dataDir), 'bg-', webp);
  return { url: `${BACKGROUNDS_URL_PREFIX}${name}`, name };
}

/**
 * The file of a gallery picture by its name, only when the name is one this server gives
 * (BACKGROUND_FILE_NAME: no '/', no '..', no '%', nothing absolute) and the file is a regular
 * file in the backgrounds folder itself (a link placed there is not followed); else null.
 */
export async function backgroundFileOf(dataDir: string, name: string): Promise<string | null> {
  if (!BACKGROUND_FILE_NAME.test(name)) return null;
  const dir = backgroundsDirOf(dataDir);
  const file = path.join(dir, name);
  if (path.dirname(file) !== dir) return null;
  try {
    const stat = await fsp.lstat(file);
    return stat.isFile() ? file : null;
  } catch {
    return null;
  }
}

/** The name of a gallery picture from its URL ('/uploads/backgrounds/<name>'), or null for any other address. */
export function backgroundNameOf(url: string | null | undefined): string | null {
  if (!url || !url.startsWith(BACKGROUNDS_URL_PREFIX)) return null;
  const name = url.slice(BACKGROUNDS_URL_PREFIX.length);
  return BACKGROUND_FILE_NAME.test(name) ? name : null;
}

/** Every picture of the gallery, newest first (only regular files with a name this server gives). */
export async function listBackgrounds(dataDir: string, currentUrl: string | null): Promise<GalleryItem[]> {
  const dir = backgroundsDirOf(dataDir);
  let entries: fs.Dirent[];
  try {
    entries = await fsp.readdir(dir, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const items: Array<GalleryItem & { modified: number }> = [];
  for (const entry of entries) {
    if (!entry.isFile() || !BACKGROUND_FILE_NAME.test(entry.name)) continue;
    const stat = await fsp.lstat(path.join(dir, entry.name)).catch(() => null);
    if (!stat?.isFile()) continue;
    const url = `${BACKGROUNDS_URL_PREFIX}${entry.name}`;
    items.push({ url, filename: entry.name, filePath: entry.name, size: stat.size, isCurrent: url === currentUrl, modified: stat.mtimeMs });
  }
  // The names are ASCII (BACKGROUND_FILE_NAME): a plain comparison, without the locale collator's data.
  items.sort((a, b) => b.modified - a.modified || (a.filename < b.filename ? -1 : a.filename > b.filename ? 1 : 0));
  return items.map(({ modified: _modified, ...item }) => item);
}

/** Removes a gallery picture (see backgroundFileOf); false when there is no such picture. */
export async function deleteBackgroundFile(dataDir: string, name: string): Promise<boolean> {
  const file = await backgroundFileOf(dataDir, name);
  if (!file) return false;
  // Through the backup's gate: an archive being written must keep every picture its rows name.
  await removeUploadedFile(file);
  return true;
}

/** Creates the backgrounds folder and removes temporary files a crash may have left behind. */
export function prepareBackgroundsDir(dataDir: string): void {
  prepareImageDir(backgroundsDirOf(dataDir));
}
