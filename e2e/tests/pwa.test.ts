import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { REMOTE_FOLDERS } from 'shared-contracts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DESKTOP, PHONE, QUIET, launchBrowser, newVisitor, screenshot } from './support/browser.js';
import { newMember, signInThroughPage } from './support/family.js';
import { pngSquare, signUpViaApi, type SignedUp } from './support/api.js';
import { startProxy, type Exchange, type SiteProxy } from './support/proxy.js';
import { eventually } from './support/eventually.js';
import { pictureDrawn } from './support/pictures.js';
import { startSite, type Site } from './support/site.js';

/*
 * The installable, offline-capable app in real Chromium, with persistent profiles (Chromium
 * refuses installability in an incognito context, which is what a plain context is).
 *
 * The site is served from a copy of the built shell (the remotes are the real builds), so a test
 * can deploy a new service worker as a redeploy would; the browser reaches it through a front
 * door the test can unplug (support/proxy.ts), which also counts what crosses the wire.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));

let webRoot: string;
let proxy: SiteProxy;
let site: Site;
let url: string;
let jo: SignedUp;
let meg: SignedUp;

/** A web root laid out like the repository: a copy of shell/dist, links to the remotes' builds. */
function copyOfTheBuild(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-pwa-web-'));
  fs.cpSync(path.join(root, 'shell/dist'), path.join(dir, 'shell/dist'), { recursive: true });
  for (const folder of Object.values(REMOTE_FOLDERS)) {
    fs.mkdirSync(path.join(dir, folder));
    fs.symlinkSync(path.join(root, folder, 'dist'), path.join(dir, folder, 'dist'));
  }
  return dir;
}

interface Profile {
  context: BrowserContext;
  page: Page;
  errors: string[];
  close(): Promise<void>;
}

/** A browser with a profile on disk (not incognito), like a member's own browser. */
async function persistentProfile(viewport = DESKTOP): Promise<Profile> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-pwa-profile-'));
  const context = await chromium.launchPersistentContext(dir, { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS, viewport, serviceWorkers: 'allow', reducedMotion: QUIET });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    context,
    page,
    errors,
    close: async () => {
      await context.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Waits until the site's service worker is active and controls the page. */
async function controlledBySw(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
const jsBodies = (log: Exchange[]) => log.filter((e) => e.status === 200 && /\.js(?:\?|$)/.test(e.path));
const kib = (exchanges: Exchange[]) => (exchanges.reduce((sum, e) => sum + e.bytes, 0) / 1024).toFixed(1);

/** The notification with `tag` the site's worker shows, once it is shown (15 s at most). */
async function shownNotification(page: Page, tag: string): Promise<{ title: string; body: string; tag: string; data: unknown }> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = await page.evaluate(async (wanted) => {
      const [notification] = await (await navigator.serviceWorker.ready).getNotifications({ tag: wanted });
      return notification ? { title: notification.title, body: notification.body, tag: notification.tag, data: notification.data as unknown } : null;
    }, tag);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no notification with the tag ${tag} was shown`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Waits until nothing has crossed the wire for `quietMs` (the worker's installing included). */
async function quiet(quietMs = 1500): Promise<void> {
  let seen = -1;
  while (seen !== proxy.log.length) {
    seen = proxy.log.length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
}

/** The first exchange that `holds`, waiting for it up to `ms` (undefined: none came). */
async function exchangeWhere(holds: (exchange: Exchange) => boolean, ms: number): Promise<Exchange | undefined> {
  const deadline = Date.now() + ms;
  for (;;) {
    const exchange = proxy.log.find(holds);
    if (exchange || Date.now() > deadline) return exchange;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const OFFLINE_NOTICE = 'You are offline';

/** Waits until the page has fetched the shell's script that holds `text` (15 s at most). */
async function fetchedWhileOnline(text: string): Promise<void> {
  const holds = (exchange: Exchange) => {
    const file = path.join(webRoot, 'shell/dist', exchange.path);
    return exchange.status === 200 && /\.js$/.test(exchange.path) && fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(text);
  };
  if (!(await exchangeWhere(holds, 15_000))) throw new Error(`no script with "${text}" was fetched while online`);
}

describe('the installable app', () => {
  let profile: Profile;

  before(async () => {
    webRoot = copyOfTheBuild();
    proxy = await startProxy();
    site = await startSite({ WEB_ROOT: webRoot, PUBLIC_URL: proxy.url });
    proxy.target(site.url);
    url = proxy.url;
    jo = await signUpViaApi(site.url, newMember('Jo', 'March'));
    meg = await signUpViaApi(site.url, newMember('Meg', 'Brooke'));
    // Meg's picture: the directory shows it, and the worker keeps pictures (until logout).
    const form = new FormData();
    form.append('avatar', new Blob([new Uint8Array(pngSquare(96, [46, 125, 50]))], { type: 'image/png' }), 'meg.png');
    const uploaded = await fetch(`${site.url}/api/auth/upload-avatar`, { method: 'POST', headers: { cookie: meg.cookie, 'X-Requested-With': 'FamilyNet' }, body: form });
    assert.equal(uploaded.status, 200, await uploaded.text());
    profile = await persistentProfile();
  });

  after(async () => {
    await profile?.close();
    await site?.stop();
    await proxy?.close();
    fs.rmSync(webRoot, { recursive: true, force: true });
  });

  it('Chromium reports the site installable: no installability errors', async () => {
    const { page, context } = profile;
    proxy.clearLog();
    await page.goto(`${url}/auth`);
    await page.getByRole('button', { name: 'SIGN IN' }).waitFor();
    const authJs = jsBodies(proxy.log);
    await controlledBySw(page);
    await quiet();
    console.log(
      `first visit to /auth: ${kib(authJs)} KiB of JavaScript for the page; ` +
        `with the service worker's install ${kib(jsBodies(proxy.log))} KiB in ${jsBodies(proxy.log).length} files over the wire`,
    );
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const manifest = await cdp.send('Page.getAppManifest');
    console.log(`installability: ${JSON.stringify(installabilityErrors)}; manifest ${manifest.url}, ${manifest.errors.length} errors`);
    assert.deepEqual(installabilityErrors, []);
    assert.equal(manifest.url, `${url}/manifest.webmanifest`);
    assert.deepEqual(manifest.errors, []);
    await cdp.detach();
  });

  it('the service worker at /sw.js is active, precaches the shell and never a remote entry', async () => {
    const { page } = profile;
    const state = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      const shell = await caches.open('familynet-code-shell');
      return {
        script: registration?.active?.scriptURL,
        scope: registration?.scope,
        controlled: navigator.serviceWorker.controller !== null,
        precached: (await shell.keys()).map((request) => new URL(request.url).pathname),
      };
    });
    assert.equal(state.script, `${url}/sw.js`);
    assert.equal(state.scope, `${url}/`);
    assert.equal(state.controlled, true);
    assert.ok(state.precached.includes('/main.js'), 'the shell entry');
    assert.ok(state.precached.includes('/favicon.svg'), 'the logo');
    assert.ok(state.precached.filter((p) => /^\/\d+\.[0-9a-f]{10}\.js$/.test(p)).length > 10, 'the shell chunks');
    assert.deepEqual(state.precached.filter((p) => p.startsWith('/remotes/') || p.includes('remoteEntry') || p.endsWith('.html')), []);
  });

  it('a push message from the server is shown as a notification by the service worker (delivered through the DevTools protocol)', async () => {
    const { page, context } = profile;
    await context.grantPermissions(['notifications'], { origin: url });
    // The grant reaches the page and its worker on their own time; a push delivered before it
    // is shown to nobody (a worker without the permission cannot show a notification).
    await page.waitForFunction(() => Notification.permission === 'granted', null, { timeout: 10_000 });
    const cdp = await context.newCDPSession(page);
    try {
      const registrationId = new Promise<string>((resolve) => {
        cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
          const ours = registrations.find((registration) => registration.scopeURL === `${url}/` && !registration.isDeleted);
          if (ours) resolve(ours.registrationId);
        });
      });
      await cdp.send('ServiceWorker.enable');
      const payload = { title: 'Grandma March turns 80 today', body: 'A few words from you will make the day.', url: '/dashboard/calendar', tag: 'birthday-7-2026-05-27' };
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(url).origin, registrationId: await registrationId, data: JSON.stringify(payload) });
      assert.deepEqual(await shownNotification(page, payload.tag), { title: payload.title, body: payload.body, tag: payload.tag, data: { url: '/dashboard/calendar' } });

      // A message that names another site still opens this one.
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: new URL(url).origin, registrationId: await registrationId, data: JSON.stringify({ title: 'Hello', body: '', url: 'https://evil.example/', tag: 'elsewhere' }) });
      assert.deepEqual((await shownNotification(page, 'elsewhere')).data, { url: '/dashboard' });
      await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).forEach((notification) => notification.close()));
    } finally {
      await cdp.detach();
    }
  });

  it('a repeat visit downloads no JavaScript bodies', async () => {
    const { page } = profile;
    proxy.clearLog();
    await signInThroughPage(page, url, jo.email, jo.password);
    await page.waitForURL(`${url}/dashboard`);
    await page.getByRole('article', { name: 'Meg Brooke' }).waitFor();
    await quiet();
    const firstDirectory = jsBodies(proxy.log);

    proxy.clearLog();
    await page.goto(`${url}/dashboard/directory`);
    await page.getByRole('article', { name: 'Meg Brooke' }).waitFor();
    await quiet();
    const repeat = proxy.log.filter((e) => /\.js(?:\?|$)/.test(e.path));
    console.log(
      `directory after sign-in: ${kib(firstDirectory)} KiB of JavaScript in ${firstDirectory.length} files; ` +
        `repeat visit: ${jsBodies(proxy.log).length} JavaScript bodies, ${repeat.length} revalidations (${repeat.map((e) => `${e.path} ${e.status}`).join(', ')})`,
    );
    assert.deepEqual(jsBodies(proxy.log), [], 'no script came from the network with a body');
    // The remote entries are asked for every time (network first), and answered 304.
    assert.ok(repeat.some((e) => e.path === '/remotes/mf-directory/remoteEntry.js' && e.status === 304), 'the directory entry was revalidated');
  });

  it('offline, the dashboard and the directory open with the banner and the last member list, with its time', async () => {
    const { page, context } = profile;
    // Meg's picture was shown online: the worker kept it.
    assert.ok((await cacheNames(page)).includes('familynet-data-pictures'));
    proxy.unplug();
    await context.setOffline(true);
    try {
      for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
        await page.setViewportSize(viewport);
        for (const screen of ['/dashboard', '/dashboard/directory']) {
          await page.goto(`${url}${screen}`);
          await page.getByText('You are offline', { exact: true }).waitFor();
          await page.getByText(/^Showing data from today at \d{1,2}:\d{2} [AP]M$/).waitFor();
          await page.getByRole('article', { name: 'Meg Brooke' }).waitFor();
          assert.ok(await page.getByRole('article', { name: 'Jo March' }).isVisible());
        }
        // Meg's picture comes from the worker's cache.
        const avatar = page.getByRole('article', { name: 'Meg Brooke' }).locator('img').first();
        await avatar.waitFor();
        assert.ok(await pictureDrawn(avatar), "Meg's picture shows offline");
        await page.waitForTimeout(300);
        await screenshot(page, `pwa-offline-directory-${label}`);
      }
    } finally {
      await context.setOffline(false);
      proxy.plugIn();
      await page.setViewportSize(DESKTOP);
    }
    // Back online, the banner goes with the first answer.
    proxy.clearLog();
    await page.goto(`${url}/dashboard/directory`);
    await page.getByRole('article', { name: 'Meg Brooke' }).waitFor();
    assert.equal(await page.getByText('You are offline', { exact: true }).count(), 0);
    assert.equal(await page.getByText(/^Showing data from/).count(), 0);
    // The kept list may be drawn before its revalidation is sent: wait for the request itself.
    const members = await exchangeWhere((e) => e.path === '/api/auth/family/members', 10_000);
    assert.equal(members?.status, 304, 'the kept list was revalidated with its ETag');
  });

  it('offline, the app keeps the language chosen: its words were kept by the worker once fetched', async () => {
    const { page, context } = profile;
    // Chosen in the address: the page speaks German and the account keeps it.
    await page.goto(`${url}/dashboard/directory?lang=de`);
    await page.getByRole('heading', { name: 'Familienverzeichnis' }).waitFor();
    await quiet();
    assert.ok((await cacheNames(page)).includes('familynet-code-languages'), "the shell's German words are kept");
    proxy.unplug();
    await context.setOffline(true);
    try {
      await page.goto(`${url}/dashboard/directory`);
      await page.getByText('Du bist offline', { exact: true }).waitFor();
      await page.getByRole('heading', { name: 'Familienverzeichnis' }).waitFor();
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'de');
      await screenshot(page, 'pwa-offline-directory-de');
    } finally {
      await context.setOffline(false);
      proxy.plugIn();
    }
    // Back to English for the tests that follow (the account keeps the last choice).
    await page.goto(`${url}/dashboard/directory?lang=en`);
    await page.getByRole('heading', { name: 'Family Directory' }).waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    await quiet();
  });

  it('without service workers (an address that is not HTTPS), losing the network keeps the dashboard and says so', async () => {
    // Nothing keeps the shell's code for such a browser: what the notice needs is fetched while
    // the network is there.
    const browser = await launchBrowser();
    try {
      const { context, page, errors } = await newVisitor(browser, PHONE);
      assert.equal(await page.evaluate(() => 'serviceWorker' in navigator), false);
      proxy.clearLog();
      await signInThroughPage(page, url, jo.email, jo.password);
      await page.waitForURL(`${url}/dashboard`);
      await page.getByRole('article', { name: 'Meg Brooke' }).waitFor();
      await fetchedWhileOnline(OFFLINE_NOTICE);
      // The notice's words come with the frame, its look in a chunk of its own (known by its
      // class name) that is fetched ahead a moment after the dashboard opens.
      await fetchedWhileOnline('fn-offline-banner');
      // The account menu too (its words are the frame's): it is fetched on first use where a
      // worker keeps it.
      await fetchedWhileOnline('("account.logout")');
      proxy.unplug();
      await context.setOffline(true);
      try {
        await page.getByText(OFFLINE_NOTICE, { exact: true }).waitFor();
        assert.ok(await page.getByRole('heading', { name: 'Family Directory' }).isVisible(), 'the directory stays');
        assert.ok(await page.getByRole('article', { name: 'Meg Brooke' }).isVisible(), 'and its members');
        await screenshot(page, 'offline-without-worker-390');
        await page.setViewportSize(DESKTOP);
        await page.getByText(OFFLINE_NOTICE, { exact: true }).waitFor();
        await screenshot(page, 'offline-without-worker-1280');
        await page.getByRole('button', { name: 'Account menu' }).click();
        await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
        await page.keyboard.press('Escape');
      } finally {
        await context.setOffline(false);
        proxy.plugIn();
      }
      assert.deepEqual(errors, []);
      await context.close();
    } finally {
      await browser.close();
    }
  });

  it('the PWA debug page shows the four checks (screenshots kept)', async () => {
    const { page } = profile;
    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`${url}/dashboard/pwa-debug`);
      await page.getByRole('heading', { level: 1, name: 'PWA Debug' }).waitFor();
      const checks = page.getByRole('list', { name: 'Installability checks' });
      await page.locator('ul[aria-label="Installability checks"][aria-busy="false"]').waitFor();
      const verdicts: Record<string, string> = {};
      for (const item of await checks.getByRole('listitem').all()) {
        verdicts[(await item.getByRole('heading').textContent()) ?? ''] = (await item.getByText(/^(Pass|Fail)$/).textContent()) ?? '';
      }
      assert.deepEqual(verdicts, { HTTPS: 'Pass', 'Service worker': 'Pass', Manifest: 'Pass', Installed: 'Fail' });
      await page.getByRole('button', { name: 'Test Install Event' }).click();
      await page.getByText("Waiting 5 seconds for the browser's install event...").waitFor();
      await page.getByText(/^(No install prompt|The browser's install prompt is available)/).waitFor({ timeout: 8000 });
      await page.waitForTimeout(300);
      await screenshot(page, `pwa-debug-${label}`);
    }
    await page.setViewportSize(DESKTOP);
  });

  it("a new version waits for the member: 'A new version is available', and Reload brings it in", async () => {
    const { page } = profile;
    await page.goto(`${url}/dashboard/directory`);
    await page.getByRole('article', { name: 'Meg Brooke' }).waitFor();
    const before = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL);
    // A redeploy of the shell: a different /sw.js (its compressed twins go, as a build rewrites them).
    const sw = path.join(webRoot, 'shell/dist/sw.js');
    fs.appendFileSync(sw, '\n// the next release\n');
    for (const twin of ['.br', '.gz']) fs.rmSync(sw + twin, { force: true });
    // The page asks every 300000 ms; the test asks now, as that timer would.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByText('A new version is available', { exact: true });
    await prompt.waitFor();
    // It only waits: the old version still runs this page until the member chooses.
    assert.equal(await page.evaluate(() => navigator.serviceWorker.controller?.state), 'activated');
    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      await page.setViewportSize(viewport);
      await page.waitForTimeout(300);
      await screenshot(page, `pwa-update-prompt-${label}`);
    }
    await page.setViewportSize(DESKTOP);

    await page.evaluate(() => ((window as unknown as { beforeReload: boolean }).beforeReload = true));
    await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Reload' }).click()]);
    await page.getByRole('article', { name: 'Meg Brooke' }).waitFor();
    assert.equal(await page.evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload), undefined, 'the page reloaded');
    const after = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return { waiting: registration?.waiting !== null, script: registration?.active?.scriptURL };
    });
    assert.deepEqual(after, { waiting: false, script: before });
    assert.equal(await prompt.count(), 0);
    assert.deepEqual(profile.errors, []);
  });

  it("logout removes every cached answer and picture of the member; the app's code stays", async () => {
    const { page } = profile;
    await page.goto(`${url}/dashboard/directory`);
    await page.getByRole('article', { name: 'Meg Brooke' }).waitFor();
    assert.ok((await cacheNames(page)).includes('familynet-data-pictures'));
    assert.ok(await page.evaluate(() => localStorage.getItem('familynet.offline.members') !== null), 'the offline copy is there');

    proxy.clearLog();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByText('Logout', { exact: true }).click();
    await page.waitForURL(`${url}/auth`);
    const logout = proxy.log.find((e) => e.path === '/api/auth/logout');
    assert.equal(logout?.status, 200);

    // The page is sent to /auth as soon as the session ends; the member's caches are deleted a
    // moment later (the account menu's logout, after the server's answer).
    const names = await eventually(() => cacheNames(page), (found) => found.every((name) => name.startsWith('familynet-code-')));
    assert.deepEqual(names.filter((name) => !name.startsWith('familynet-code-')), [], `only code caches remain: ${names.join(', ')}`);
    assert.ok(names.includes('familynet-code-shell'), 'the precached shell stays');
    const stored = await page.evaluate(() => Object.keys(localStorage).sort());
    assert.deepEqual(stored.filter((key) => !['root', 'familynet.theme', 'familynet.background'].includes(key)), []);

    // The next person on this device, offline: the sign-in page, nothing of Jo's.
    proxy.unplug();
    await profile.context.setOffline(true);
    try {
      await page.goto(`${url}/dashboard/directory`);
      await page.waitForURL(`${url}/auth`);
      await page.getByRole('button', { name: 'SIGN IN' }).waitFor();
      assert.equal(await page.getByText('Meg Brooke').count(), 0);
    } finally {
      await profile.context.setOffline(false);
      proxy.plugIn();
    }
  });
});
