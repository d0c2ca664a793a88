import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

export const artifactsDir = fileURLToPath(new URL('../../artifacts/', import.meta.url));

/** Debian's chromium (apt), never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Flags that work as root on these machines (a persistent profile needs the same ones). */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, timeout: 60_000 });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/*
 * The browser tests are bound by the machine's two cores: a visitor's system asks for less
 * motion unless the test is about motion, since the moving background repaints a layer 25 times
 * a second for as long as a page is open (the directory's flow: 134 -> 120 s of CPU).
 */
export type Motion = 'reduce' | 'no-preference';
export const QUIET: Motion = 'reduce';

/*
 * A flow runs in a browser that offers no service workers, as every browser does at an address
 * that is neither HTTPS nor localhost (the site must work there, and does). The worker's install
 * and its passing on of every request took a fifth of a flow's CPU (the directory's: 95 -> 73
 * CPU-s), and nothing in those flows is about it. The files about what the worker does (the
 * installed and offline app, updates, the PWA debug page, remotes shipped on their own or
 * missing, the site behind HTTPS) open visitors WITH_WORKER, as a member's browser is over HTTPS.
 */
type ServiceWorkers = 'allow' | 'block';
export const WITH_WORKER: ServiceWorkers = 'allow';
const WITHOUT_WORKER: ServiceWorkers = 'block';

/**
 * A browser with no service workers, as the page sees it: no navigator.serviceWorker at all (a
 * [SecureContext] attribute outside a secure context), rather than Playwright's blocked
 * register() that resolves with nothing, which no real browser does.
 */
async function withoutServiceWorkers(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    delete (Navigator.prototype as { serviceWorker?: unknown }).serviceWorker;
  });
}

export interface VisitorOptions {
  motion?: Motion;
  serviceWorkers?: ServiceWorkers;
  /** More of the browser's set-up (a position and the permission to read it). */
  more?: BrowserContextOptions;
}

/** A fresh browser profile (no cookies, no storage) at the given size. */
export async function newVisitor(
  browser: Browser,
  viewport = DESKTOP,
  { motion = QUIET, serviceWorkers = WITHOUT_WORKER, more = {} }: VisitorOptions = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ ...more, viewport, reducedMotion: motion, serviceWorkers });
  if (serviceWorkers === WITHOUT_WORKER) await withoutServiceWorkers(context);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Saves a screenshot as a test artefact (e2e/artifacts/<name>.png). */
export async function screenshot(page: Page, name: string): Promise<string> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  const file = path.join(artifactsDir, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}
