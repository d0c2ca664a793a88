// The installed app's icons, drawn from the logo (public/favicon.svg) by the shell's build.
//
// Made at build time rather than by the server at start: they depend on the logo alone (not on
// the family's theme), so they are plain files served and cached like the rest of the build, and
// a server start costs nothing. sharp (libvips, which draws SVG) is the server's dependency for
// re-encoding uploads; the build borrows that one copy instead of pinning a second.
const fs = require('node:fs');
const path = require('node:path');

const sharp = require(require.resolve('sharp', { paths: [path.resolve(__dirname, '../../server')] }));

/** What the manifest and index.html point at (server/src/features/site-look/manifest-routes.ts lists the same files). */
const ICONS = [
  { file: 'icons/icon-192.png', size: 192, maskable: false },
  { file: 'icons/icon-512.png', size: 512, maskable: false },
  { file: 'icons/maskable-192.png', size: 192, maskable: true },
  { file: 'icons/maskable-512.png', size: 512, maskable: true },
  // iOS draws no transparency and rounds the corners itself: the full-bleed (maskable) drawing.
  { file: 'icons/apple-touch-icon.png', size: 180, maskable: true },
];

/**
 * A maskable icon may be cut to any shape inside its square; only the circle of 80% of its
 * width is sure to be seen. The logo is drawn at this share of the width on a full square of its
 * own background colour: its letter and dot then sit well inside that circle.
 */
const MASKABLE_LOGO_SHARE = 0.8;

/** The logo's background colour: the fill of its first shape (a rounded square). */
function logoBackground(svg) {
  const match = /<rect\b[^>]*\bfill="(#[0-9a-f]{3,8})"/i.exec(svg);
  return match ? match[1] : '#ffffff';
}

/** The SVG drawn at `size` px square, as a PNG (density scales the vector, so it is sharp). */
function drawLogo(svg, size) {
  const viewBox = /viewBox="[\d.]+ [\d.]+ ([\d.]+) [\d.]+"/.exec(svg);
  const width = viewBox ? Number(viewBox[1]) : 64;
  return sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / width) })
    .resize(size, size)
    .png()
    .toBuffer();
}

async function drawIcon(svg, { size, maskable }) {
  if (!maskable) return sharp(await drawLogo(svg, size)).png({ compressionLevel: 9 }).toBuffer();
  const logo = await drawLogo(svg, Math.round(size * MASKABLE_LOGO_SHARE));
  return sharp({ create: { width: size, height: size, channels: 4, background: logoBackground(svg) } })
    .composite([{ input: logo, gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

class AppIconsPlugin {
  /** @param {{ source: string }} options */
  constructor(options) {
    this.source = options.source;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('AppIconsPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise({ name: 'AppIconsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, async () => {
        compilation.fileDependencies.add(this.source);
        const svg = fs.readFileSync(this.source, 'utf8');
        for (const icon of ICONS) compilation.emitAsset(icon.file, new sources.RawSource(await drawIcon(svg, icon)));
      });
    });
  }
}

module.exports = { AppIconsPlugin, ICONS, MASKABLE_LOGO_SHARE };
