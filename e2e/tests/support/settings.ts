import type { Page } from 'playwright-core';

/**
 * Scrolls Settings to the section titled `title` and waits until it is drawn: each section's code
 * comes when it is scrolled near (mf-admin's parts/lazySections), as for a member scrolling
 * down. `heading` is the section's h2 once drawn when it says more than the title ("Waiting for
 * approval (1)").
 */
export async function showSection(page: Page, title: string, heading: string | RegExp = title): Promise<void> {
  const drawn = page.getByRole('heading', { level: 2, name: heading });
  const loading = page.getByRole('status', { name: `Loading ${title}`, exact: true });
  await drawn.or(loading).first().waitFor({ timeout: 20_000 });
  // Not a locator: the placeholder may be replaced at any moment, and then there is nothing to scroll.
  await page.evaluate((label) => {
    const placeholder = [...document.querySelectorAll('[role="status"]')].find((element) => element.getAttribute('aria-label') === label);
    placeholder?.scrollIntoView({ block: 'center' });
  }, `Loading ${title}`);
  await drawn.waitFor({ timeout: 20_000 });
}

/** Scrolls to each section of Settings not drawn yet, top to bottom, until all are (before a check of the whole page). */
export async function showEverySection(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
  for (let i = 0; i < 20; i += 1) {
    const label = await page.evaluate(() => {
      const placeholder = document.querySelector('[role="status"][aria-label^="Loading "]');
      placeholder?.scrollIntoView({ block: 'center' });
      return placeholder?.getAttribute('aria-label') ?? null;
    });
    if (label === null) return;
    await page.getByRole('status', { name: label, exact: true }).waitFor({ state: 'detached', timeout: 20_000 });
  }
  throw new Error('Settings has sections still loading after 20 scrolls');
}
