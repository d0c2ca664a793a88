import zlib from 'node:zlib';
import type { Locator } from 'playwright-core';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real RGB PNG of a simple landscape (sky, sun, two rows of hills), so a background picture is
 * something a person can recognise on a screenshot; `hue` shifts its colours.
 */
export function landscapePng(width = 1600, height = 900, hue: 'day' | 'dusk' = 'day'): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  const [skyTop, skyBottom] = hue === 'day' ? [[70, 130, 220], [190, 225, 250]] : [[60, 40, 110], [250, 160, 110]];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const t = y / height;
      let [r, g, b] = skyTop.map((top, i) => Math.round(top + (skyBottom[i] - top) * t));
      const sun = Math.hypot(x - width * 0.72, y - height * 0.3) < height * 0.09;
      if (sun) [r, g, b] = [255, 220, 120];
      const far = height * (0.62 + 0.06 * Math.sin((x / width) * Math.PI * 3));
      const near = height * (0.78 + 0.05 * Math.sin((x / width) * Math.PI * 5 + 1));
      if (y > far) [r, g, b] = hue === 'day' ? [90, 150, 90] : [90, 70, 110];
      if (y > near) [r, g, b] = hue === 'day' ? [50, 110, 60] : [50, 40, 70];
      row[1 + x * 3] = r;
      row[2 + x * 3] = g;
      row[3 + x * 3] = b;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A small real PNG (a coloured square), for upload tests. */
export function pngSquare(size = 64, rgb: [number, number, number] = [220, 0, 78]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(size * 3).map((_, i) => rgb[i % 3])]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Whether the browser drew the picture an <img> names: it is waited for while it still loads (an
 * element is on the page before its file has come), and a picture that failed to load is not drawn.
 */
export async function pictureDrawn(image: Locator): Promise<boolean> {
  return image.evaluate(async (img: HTMLImageElement) => {
    if (!img.complete) {
      await new Promise<void>((resolve) => {
        img.addEventListener('load', () => resolve(), { once: true });
        img.addEventListener('error', () => resolve(), { once: true });
      });
    }
    return img.naturalWidth > 0;
  });
}
