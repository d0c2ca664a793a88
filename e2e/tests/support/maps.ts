import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { pngSquare } from './api.js';
import { signInThroughPage } from './family.js';
import { newVisitor } from './browser.js';

/*
 * The Family Map's outside hosts, answered inside the test (there is no internet here): map
 * tiles with a small image, and Google's script with the stand-in the map's unit tests use. Any
 * other outside request is refused and recorded, so a test can say none was made.
 */

const STAND_IN = fs.readFileSync(fileURLToPath(new URL('../../../mf-map/src/test-support/google-maps-stand-in.js', import.meta.url)), 'utf8');
/** Every tile: a flat, light green square (enough for a map that is drawn). */
const TILE = pngSquare(256, [214, 228, 210]);

export const OSM_TILES = 'https://tile.openstreetmap.org/';
export const GOOGLE_SCRIPT = 'https://maps.googleapis.com/maps/api/js';

interface MapVisitorOptions {
  viewport: { width: number; height: number };
  /** The device's position, with the permission granted; absent: permission denied. */
  position?: { latitude: number; longitude: number };
  /** Refuse tiles (a tile server that is down). */
  tilesDown?: boolean;
}

export interface MapVisitor {
  context: BrowserContext;
  page: Page;
  /** Errors thrown in the page, and console errors (a CSP refusal is one). */
  errors: string[];
  /** Outside requests answered here (tiles, Google's script). */
  answered: string[];
  /** Outside requests refused (nothing else may be asked for). */
  refused: string[];
  close(): Promise<void>;
}

export async function mapVisitor(browser: Browser, siteUrl: string, options: MapVisitorOptions): Promise<MapVisitor> {
  const { context, page, errors } = await newVisitor(browser, options.viewport, {
    more: options.position ? { geolocation: options.position, permissions: ['geolocation'] } : {},
  });
  const answered: string[] = [];
  const refused: string[] = [];
  await context.route(
    (url) => url.origin !== new URL(siteUrl).origin,
    async (route) => {
      const url = route.request().url();
      if (url.startsWith(OSM_TILES) && !options.tilesDown) {
        answered.push(url);
        await route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
      } else if (url.startsWith(GOOGLE_SCRIPT)) {
        answered.push(url);
        await route.fulfill({ status: 200, contentType: 'text/javascript; charset=utf-8', body: STAND_IN });
      } else {
        refused.push(url);
        await route.abort('internetdisconnected');
      }
    },
  );
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return { context, page, errors, answered, refused, close: () => context.close() };
}

/** Signs in through the page and opens the map. */
export async function openMap(visitor: MapVisitor, siteUrl: string, who: { email: string; password: string }): Promise<Page> {
  const { page } = visitor;
  await signInThroughPage(page, siteUrl, who.email, who.password);
  await page.waitForURL(`${siteUrl}/dashboard`);
  await page.goto(`${siteUrl}/dashboard/map`);
  await page.getByRole('heading', { name: /^Family Locations \(/ }).waitFor();
  await page.getByRole('status', { name: 'Loading the map' }).waitFor({ state: 'detached' });
  return page;
}
