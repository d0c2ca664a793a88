import type { Page } from 'playwright-core';
import { screenshot } from './browser.js';

/**
 * A section of Settings not drawn yet is its card and title with a spinner named "Loading
 * <title>" (mf-admin's parts/lazySections): its code comes when it is scrolled near.
 */
const LOADING = '.fn-settings-loading [role="img"][aria-label^="Loading "]';

/** Scrolls the spinner named `label` (if it is still there) to the middle of the screen. */
async function scrollToLoading(page: Page, label: string): Promise<void> {
  // Not a locator: the spinner may be replaced at any moment, and then there is nothing to scroll.
  await page.evaluate(
    ({ selector, wanted }) => [...document.querySelectorAll(selector)].find((element) => element.getAttribute('aria-label') === wanted)?.scrollIntoView({ block: 'center' }),
    { selector: LOADING, wanted: label },
  );
}

/**
 * Scrolls Settings to the section titled `title` and waits until it is drawn, as for a member
 * scrolling down. `heading` is the section's h2 once drawn when it says more than the title
 * ("Waiting for approval (1)").
 */
export async function showSection(page: Page, title: string, heading: string | RegExp = title): Promise<void> {
  // Its card is there, drawn or not, once the page is.
  await page.getByRole('heading', { level: 2, name: title }).first().waitFor({ timeout: 20_000 });
  await scrollToLoading(page, `Loading ${title}`);
  await page.getByRole('img', { name: `Loading ${title}`, exact: true }).waitFor({ state: 'detached', timeout: 20_000 });
  await page.getByRole('heading', { level: 2, name: heading }).waitFor({ timeout: 20_000 });
}

/** Scrolls to each section of Settings not drawn yet, top to bottom, until all are (before a check of the whole page). */
export async function showEverySection(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
  for (let i = 0; i < 20; i += 1) {
    const label = await page.evaluate((selector) => document.querySelector(selector)?.getAttribute('aria-label') ?? null, LOADING);
    if (label === null) return;
    await scrollToLoading(page, label);
    await page.getByRole('img', { name: label, exact: true }).waitFor({ state: 'detached', timeout: 20_000 });
  }
  throw new Error('Settings has sections still loading after 20 scrolls');
}

/** A section of Settings by its title (drawn or not). */
export const section = (page: Page, title: string) => page.locator('section.fn-settings-section', { has: page.getByRole('heading', { level: 2, name: title }) });

/** A screenshot of one section of Settings at the top of the viewport, just below the sticky top bar. */
export async function shootSection(page: Page, title: string, name: string): Promise<void> {
  await showSection(page, title);
  await section(page, title).evaluate((element) => {
    const bar = document.querySelector('header')?.getBoundingClientRect().height ?? 64;
    window.scrollBy(0, element.getBoundingClientRect().top - bar - 8);
  });
  await page.waitForTimeout(300);
  await screenshot(page, name);
}
