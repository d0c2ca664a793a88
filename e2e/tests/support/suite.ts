import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import { startSite, type Site, type SiteOptions } from './site.js';
import { launchBrowser } from './browser.js';

interface Suite {
  readonly site: Site;
  readonly browser: Browser;
}

/**
 * One production site and one browser for the test file that calls this: started before
 * its first test, stopped after its last.
 */
export function composedSite(env: Record<string, string> = {}, options: SiteOptions = {}): Suite {
  let site: Site | undefined;
  let browser: Browser | undefined;
  // Bounded, so a site or a browser that never comes up fails this file instead of holding CI.
  before(
    async () => {
      site = await startSite(env, options);
      browser = await launchBrowser();
    },
    { timeout: 180_000 },
  );
  after(async () => {
    await browser?.close();
    await site?.stop();
  });
  return {
    get site() {
      if (!site) throw new Error('the site is not started yet');
      return site;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started yet');
      return browser;
    },
  };
}
