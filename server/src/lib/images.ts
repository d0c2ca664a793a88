import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { default as Sharp, Metadata } from 'sharp';

/*
 * The one pipeline every uploaded picture goes through (avatars, backgrounds): checked by its
 * content, re-encoded without any of its metadata, and written under a fresh random name so a
 * served name never points at half a file. What differs per kind of picture is its ImageRules.
 */

/** What a kind of picture may be and becomes. */
export interface ImageRules {
  /** Largest picture decoded (width x height): stops decompression bombs before any pixel is read. */
  maxPixels: number;
  /** Longest side of the stored picture (px); smaller pictures are not enlarged. */
  maxSide: number;
  webpQuality: number;
  messages: { badImage: string; tooManyPixels: string };
}

/** A picture that cannot be stored; `message` is the answer's (400). */
export class ImageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageError';
  }
}

/**
 * libvips is loaded the first time a picture arrives, not at start: a family's server spends
 * most of its life without one, and the library's memory is then never taken.
 */
async function loadSharp(): Promise<typeof Sharp> {
  return (await import('sharp')).default;
}

type ImageFormat = 'jpeg' | 'png' | 'webp';

/** A stored picture as a small JPEG (a contact card's photo: every phone reads JPEG). */
export async function smallJpeg(file: string, side: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(file).resize(side, side, { fit: 'cover' }).jpeg({ quality: 72 }).toBuffer();
}

/** The format the first bytes announce (JPEG, PNG, WebP), whatever the file is called. */
function sniffImageFormat(data: Buffer): ImageFormat | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (data.length >= 12 && data.toString('latin1', 0, 4) === 'RIFF' && data.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

/**
 * Re-encodes an uploaded picture: checked by content (magic bytes, then libvips must agree on
 * the format), at most `maxPixels`, turned upright by its EXIF orientation, converted to sRGB, at
 * most `maxSide` px on its longest side (never enlarged), WebP. Nothing of the original's
 * metadata (EXIF, GPS, XMP, ICC) is kept. Throws ImageError for anything else, including broken
 * or truncated files.
 */
export async function reencodeImage(data: Buffer, rules: ImageRules): Promise<Buffer> {
  const { messages } = rules;
  const format = sniffImageFormat(data);
  if (!format) throw new ImageError(messages.badImage);
  const sharp = await loadSharp();
  const options = { failOn: 'error', limitInputPixels: rules.maxPixels, sequentialRead: true } as const;
  let metadata: Metadata;
  try {
    // The header only (no pixel is decoded), so the size can be checked and named below.
    metadata = await sharp(data, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageError(messages.badImage);
  }
  if (metadata.format !== format || !metadata.width || !metadata.height) throw new ImageError(messages.badImage);
  if (metadata.width * metadata.height > rules.maxPixels) throw new ImageError(messages.tooManyPixels);
  try {
    return await sharp(data, options)
      .rotate()
      .resize({ width: rules.maxSide, height: rules.maxSide, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .webp({ quality: rules.webpQuality })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageError(messages.tooManyPixels);
    throw new ImageError(messages.badImage);
  }
}

/** Files being written: the leading dot keeps them from ever being listed or served. */
const TEMP_PREFIX = '.tmp-';

/**
 * Writes a picture into `dir` under `prefix` + 32 random hex digits + '.webp': first to a hidden
 * temporary name, then renamed, so the served name never points at half a file.
 */
export async function storeImage(dir: string, prefix: string, webp: Buffer): Promise<{ name: string; file: string }> {
  await fsp.mkdir(dir, { recursive: true });
  const name = `${prefix}${randomBytes(16).toString('hex')}.webp`;
  const temp = path.join(dir, `${TEMP_PREFIX}${randomBytes(8).toString('hex')}-${name}`);
  const file = path.join(dir, name);
  try {
    await fsp.writeFile(temp, webp, { flag: 'wx', mode: 0o644 });
    await fsp.rename(temp, file);
  } catch (error) {
    await fsp.rm(temp, { force: true }).catch(() => {});
    throw error;
  }
  return { name, file };
}

/** Creates a pictures folder and removes the temporary files a crash may have left in it. */
export function prepareImageDir(dir: string): void {
  fs.mkdirSync(dir, { recursive: true });
  for (const entry of fs.readdirSync(dir)) {
    if (entry.startsWith(TEMP_PREFIX)) fs.rmSync(path.join(dir, entry), { force: true });
  }
}
