import zlib from 'node:zlib';
import sharp from 'sharp';

/*
 * Pictures and multipart bodies for the upload tests (avatars, backgrounds, imports).
 */

export const solidPicture = (width: number, height: number, rgb = { r: 200, g: 30, b: 60 }) =>
  sharp({ create: { width, height, channels: 3, background: rgb } });

/** A JPEG taken "sideways" (EXIF orientation 6) with a camera name and a GPS position. */
export async function jpegWithGps(width: number, height: number): Promise<Buffer> {
  return solidPicture(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'Spy 3000', Copyright: 'Alice' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2645/100', GPSLongitudeRef: 'W', GPSLongitude: '0/1 7/1 3959/100' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of width x height black pixels (1-bit greyscale): 20000x20000 is 400 megapixels
 * that compress to a few tens of KB, a decompression bomb.
 */
export function pngOfSize(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 + zero pixels, per row
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', zlib.deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** One part of a multipart body: a file when it has a file name, else a plain field. */
export type Part = { field: string; content: Buffer | string; filename?: string; type?: string };

export function form(...parts: Part[]): FormData {
  const data = new FormData();
  for (const part of parts) {
    if (part.filename === undefined) data.append(part.field, String(part.content));
    else data.append(part.field, new Blob([part.content], { type: part.type ?? 'application/octet-stream' }), part.filename);
  }
  return data;
}
