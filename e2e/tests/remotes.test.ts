import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { AREAS, BOTTOM_NAV_ENTRIES, INDEX_AREA, REMOTE_FOLDERS } from 'shared-contracts';
import { composedSite } from './support/suite.js';
import { DESKTOP, WITH_WORKER, newVisitor, screenshot } from './support/browser.js';
import { waitUntil } from './support/eventually.js';
import { newMember, signUpThroughPage } from './support/family.js';

const suite = composedSite();


describe('remotes loaded at run time', () => {
  it('each dashboard screen comes from its own remote', async () => {
    const { context, page, errors } = await newVisitor(suite.browser, DESKTOP, { serviceWorkers: WITH_WORKER });
    const fetched = new Set<string>();
    page.on('response', (response) => {
      const remote = /\/remotes\/(mf-[a-z]+)\//.exec(response.url())?.[1];
      if (remote && response.ok()) fetched.add(remote);
    });
    await signUpThroughPage(page, suite.site.url, newMember('Laurie', 'Laurence'));
    // Every tab of the one list of areas, the page the dashboard opens on last.
    const tabs = [...BOTTOM_NAV_ENTRIES.filter(({ area }) => area !== INDEX_AREA), ...BOTTOM_NAV_ENTRIES.filter(({ area }) => area === INDEX_AREA)];
    for (const { area, label, path } of tabs) {
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: label }).click();
      await page.waitForURL((url) => url.pathname === path);
      const folder = REMOTE_FOLDERS[AREAS[area].remote];
      await waitUntil(() => fetched.has(folder), `${label}: something of ${folder} fetched`);
      await page.getByRole('heading').first().waitFor();
    }
    assert.deepEqual([...fetched].sort(), Object.values(REMOTE_FOLDERS).sort());
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('a blocked remote shows its message and Retry, while the shell keeps working', async () => {
    const { context, page } = await newVisitor(suite.browser, DESKTOP, { serviceWorkers: WITH_WORKER });
    await signUpThroughPage(page, suite.site.url, newMember('John', 'Brooke'));
    await context.route('**/remotes/mf-map/**', (route) => route.abort());

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Map' }).click();
    await page.getByText('Family Map could not be loaded').waitFor();
    assert.ok(await page.getByRole('button', { name: 'Retry' }).isVisible());
    assert.ok(await page.getByRole('banner').isVisible(), 'the top bar stays');
    await screenshot(page, 'blocked-remote-1280');

    await nav.getByRole('link', { name: 'Calendar' }).click();
    await page.getByRole('heading', { name: 'Birthday Calendar' }).waitFor();

    // The remote comes back: Retry loads it.
    await context.unroute('**/remotes/mf-map/**');
    await nav.getByRole('link', { name: 'Map' }).click();
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { name: /^Family Locations/ }).waitFor();
    await context.close();
  });
});
