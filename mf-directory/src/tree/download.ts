/*
 * The tree as a file for the family reunion's poster: the drawing as SVG (any size, any printer),
 * or as PNG at twice its size. Both are made in the browser from the drawing on screen.
 */

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A picture of the site (a photo in a box) as a data: URL, to be written into the file. */
async function pictureAsData(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  const blob = await response.blob();
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error(`${url} could not be read`));
    reader.readAsDataURL(blob);
  });
}

/**
 * The whole drawing as a standalone SVG document: every person in view whatever the pan and
 * zoom, the theme's colours written out (a file cannot read the page's CSS variables), and the
 * photos written in (a file, and the PNG drawn from it, cannot fetch them): a photo that cannot
 * be had is left out, its box then shows like one without.
 */
export async function treeSvgText(
  svg: SVGSVGElement,
  width: number,
  height: number,
  colourOf: (variable: string) => string,
  pictureData: (url: string) => Promise<string> = pictureAsData,
): Promise<string> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', SVG_NS);
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  copy.setAttribute('viewBox', `0 0 ${width} ${height}`);
  copy.removeAttribute('class');
  copy.removeAttribute('style');
  copy.querySelector('[data-tree-view]')?.removeAttribute('transform');
  // What only the screen needs: the buttons on the boxes and what is said to screen readers.
  copy.querySelectorAll('[data-tree-control]').forEach((node) => node.remove());
  copy.querySelectorAll('[data-tree-action]').forEach((node) => {
    for (const name of ['role', 'tabindex', 'aria-label', 'style', 'data-tree-action']) node.removeAttribute(name);
  });
  await Promise.all(
    [...copy.querySelectorAll('image')].map(async (image) => {
      const url = image.getAttribute('href');
      const data = url ? await pictureData(url).catch((error: unknown) => console.warn('A photo is left out of the downloaded tree', error)) : undefined;
      if (data) image.setAttribute('href', data);
      else image.remove();
    }),
  );
  const text = new XMLSerializer().serializeToString(copy);
  return `<?xml version="1.0" encoding="UTF-8"?>\n${text.replace(/var\((--[a-z0-9-]+)\)/g, (_match, name: string) => colourOf(name) || '#1976d2')}`;
}

/** The SVG drawn on a canvas at `scale` times its size, as PNG. */
export async function pngOf(svgText: string, width: number, height: number, scale = 2): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([svgText], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The tree could not be drawn as a picture'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(width * scale);
    canvas.height = Math.ceil(height * scale);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.scale(scale, scale);
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('No PNG'))), 'image/png'));
  } finally {
    URL.revokeObjectURL(url);
  }
}
