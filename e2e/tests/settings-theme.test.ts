import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import { composedSite } from './support/suite.js';
import { DESKTOP, PHONE, QUIET, artifactsDir, newVisitor, screenshot, type Motion } from './support/browser.js';
import { newMember, signInThroughPage } from './support/family.js';
import { signUpViaApi, type SignedUp } from './support/api.js';
import { landscapePng } from './support/pictures.js';
import { showSection } from './support/settings.js';

const suite = composedSite();
let admin: SignedUp;
let manager: SignedUp;
let jo: SignedUp;

const VIEWPORTS = [
  ['390', PHONE],
  ['1280', DESKTOP],
] as const;

async function signedIn(who: SignedUp, viewport = DESKTOP, at = '/dashboard', motion: Motion = QUIET) {
  const { context, page, errors } = await newVisitor(suite.browser, viewport, { motion });
  await signInThroughPage(page, suite.site.url, who.email, who.password);
  await page.waitForURL(`${suite.site.url}/dashboard`);
  if (at !== '/dashboard') await page.goto(`${suite.site.url}${at}`);
  return { page, errors, close: () => context.close() };
}

async function openSettings(who: SignedUp, viewport = DESKTOP) {
  const visit = await signedIn(who, viewport, '/dashboard/settings');
  await visit.page.getByRole('heading', { level: 2, name: 'Theme Customization' }).waitFor({ timeout: 20_000 });
  // Below the theme's long form, drawn when scrolled near.
  await showSection(visit.page, 'Background Image');
  return visit;
}

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const cssVar = (page: Page, name: string) => page.evaluate((n) => document.documentElement.style.getPropertyValue(n), name);
const backgroundOf = (locator: Locator) => locator.evaluate((element) => (element as HTMLElement).style.backgroundImage);

/** A screenshot of one element, however tall (e2e/artifacts/<name>.png). */
async function shoot(locator: Locator, name: string): Promise<void> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  // The sticky top bar and the fixed bottom bar would show up in the middle of a tall element.
  await locator.screenshot({ path: path.join(artifactsDir, `${name}.png`), animations: 'disabled', style: '.fn-topbar, .fn-bottomnav { visibility: hidden !important; }' });
}

/** Waits until the moving background shows an uploaded picture, decoded (so a screenshot has it). */
async function pictureShown(page: Page, testId: string): Promise<void> {
  await page.waitForFunction((id) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`)?.style.backgroundImage.includes('/uploads/backgrounds/'), testId);
  await page.evaluate(async (id) => {
    const src = /url\("?([^")]+)"?\)/.exec(document.querySelector<HTMLElement>(`[data-testid="${id}"]`)!.style.backgroundImage)![1];
    const image = new Image();
    image.src = src;
    await image.decode();
  }, testId);
  await page.waitForTimeout(300);
}

async function noSidewaysScroll(page: Page, label: string) {
  const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  assert.ok(scroll <= inner, `${label}: the page scrolls sideways (${scroll} > ${inner})`);
}

async function saveTheme(page: Page) {
  await page.getByRole('tab', { name: 'Actions' }).click();
  await page.getByRole('button', { name: 'Save Theme' }).click();
  await page.getByText('Theme saved successfully!').waitFor();
}

async function setSwitch(page: Page, name: string, on: boolean) {
  await page.getByRole('tab', { name: 'Colors' }).click();
  const control = page.getByRole('switch', { name });
  if ((await control.getAttribute('aria-checked')) !== String(on)) await control.click();
}

describe('Settings: Theme Customization and Background Image on the composed site', () => {
  before(async () => {
    admin = await signUpViaApi(suite.site.url, newMember('Marmee', 'March'));
    manager = await signUpViaApi(suite.site.url, newMember('Meg', 'Brooke'));
    jo = await signUpViaApi(suite.site.url, newMember('Jo', 'March'));
    assert.deepEqual([admin.id, manager.id], [1, 2]);
  });

  it('a member sees only the notice; the manager sees both sections, usable at 390 and 1280 px (screenshots kept)', async () => {
    const member = await signedIn(jo, PHONE, '/dashboard/settings');
    await member.page.getByText('Admin or manager access required for advanced settings.').waitFor({ timeout: 20_000 });
    assert.equal(await member.page.getByRole('heading', { name: 'Theme Customization' }).count(), 0);
    assert.equal(await member.page.getByRole('heading', { name: 'Background Image' }).count(), 0);
    await member.close();

    for (const [label, viewport] of VIEWPORTS) {
      const { page, errors, close } = await openSettings(manager, viewport);
      assert.ok(await page.getByRole('heading', { level: 1, name: 'Manager Settings' }).isVisible());
      const theme = section(page, 'Theme Customization');
      await noSidewaysScroll(page, `settings ${label}`);
      await shoot(theme, `settings-theme-colors-${label}`);
      await page.getByRole('tab', { name: 'Actions' }).click();
      await shoot(theme, `settings-theme-actions-${label}`);
      const background = section(page, 'Background Image');
      await background.getByRole('button', { name: /Browse Gallery/ }).click();
      await background.getByText('No background images yet. Upload one to start the gallery.').waitFor();
      await shoot(background, `settings-background-${label}`);
      await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
      await screenshot(page, `settings-appearance-${label}`);
      await noSidewaysScroll(page, `settings with the gallery ${label}`);
      assert.deepEqual(errors, []);
      await close();
    }
  });

  it('every control of both sections is reachable with the keyboard', async () => {
    const { page, close } = await openSettings(manager, DESKTOP);
    const background = section(page, 'Background Image');
    await background.getByRole('button', { name: /Browse Gallery/ }).click();
    await page.getByRole('heading', { level: 1 }).click();
    const reached = new Set<string>();
    const describe = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        if (!element) return '';
        const labelled = element.getAttribute('aria-label') || (element.id && document.querySelector(`label[for="${element.id}"]`)?.textContent) || element.textContent || '';
        return `${element.getAttribute('role') ?? element.tagName.toLowerCase()}:${labelled.trim()}`;
      });
    for (let i = 0; i < 160; i += 1) {
      await page.keyboard.press('Tab');
      reached.add(await describe());
    }
    for (const wanted of ['tab:Colors', 'input:Primary colour picker', 'input:Primary', 'input:Primary opacity', 'input:Border opacity', 'input:Font Family', 'input:Heavy Shadow', 'switch:Dark Mode', 'switch:Glassmorphism', 'button:Browse Gallery', 'button:Upload Background']) {
      assert.ok([...reached].some((name) => name.startsWith(wanted)), `${wanted} is reached by Tab (reached: ${[...reached].join(' | ')})`);
    }
    // The tab list is one stop; the arrow keys choose the tab, then Tab goes into its panel.
    await page.getByRole('tab', { name: 'Colors' }).focus();
    await page.keyboard.press('ArrowRight');
    assert.equal(await page.getByRole('tab', { name: 'Actions' }).getAttribute('aria-selected'), 'true');
    const actions: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      actions.push(await describe());
    }
    assert.deepEqual(actions.map((name) => name.replace(/^button:(download |upload )?/, '')), ['Save Theme', 'Reset to Default', 'Export Theme', 'Import Theme']);
    await close();
  });

  it('a manager changes the primary colour: it shows at once, and another member sees it after a reload, on the directory and on /auth', async () => {
    const member = await signedIn(jo);
    await member.page.getByRole('heading', { name: 'Family Directory' }).waitFor();
    assert.equal(await cssVar(member.page, '--fn-color-primary'), '#1976d2');

    const { page, close } = await openSettings(manager);
    const primary = page.getByLabel('Primary', { exact: true });
    await primary.fill('#8e24aa');
    await saveTheme(page);
    assert.equal(await cssVar(page, '--fn-color-primary'), '#8e24aa', 'the manager’s own page changes at once');
    const wordmarkFirstHalf = page.getByRole('img', { name: 'FamilyNet' }).locator('span').first();
    assert.equal(await wordmarkFirstHalf.evaluate((element) => getComputedStyle(element).color), 'rgb(142, 36, 170)');
    await close();

    await member.page.reload();
    await member.page.getByRole('heading', { name: 'Family Directory' }).waitFor();
    await member.page.waitForFunction(() => document.documentElement.style.getPropertyValue('--fn-color-primary') === '#8e24aa');
    const firstHalf = member.page.getByRole('img', { name: 'FamilyNet' }).locator('span').first();
    assert.equal(await firstHalf.evaluate((element) => getComputedStyle(element).color), 'rgb(142, 36, 170)');
    await member.page.waitForTimeout(300);
    await screenshot(member.page, 'directory-primary-1280');
    await member.close();

    for (const [label, viewport] of VIEWPORTS) {
      const visitor = await newVisitor(suite.browser, viewport);
      await visitor.page.goto(`${suite.site.url}/auth`);
      const button = visitor.page.getByRole('button', { name: 'SIGN IN' });
      await button.waitFor();
      await visitor.page.waitForFunction(() => document.documentElement.style.getPropertyValue('--fn-color-primary') === '#8e24aa');
      await visitor.page.waitForFunction(() => {
        const signIn = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'SIGN IN');
        return !!signIn && getComputedStyle(signIn).backgroundColor === 'rgb(142, 36, 170)';
      });
      await visitor.page.waitForTimeout(300);
      await screenshot(visitor.page, `auth-primary-${label}`);
      assert.deepEqual(visitor.errors, []);
      await visitor.context.close();
    }
  });

  it('a background upload shows at once on the dashboard and on /auth for everyone, re-encoded to at most 1920 px', async () => {
    const { page, close } = await openSettings(manager);
    await page.getByLabel('Background picture').setInputFiles({ name: 'landscape.png', mimeType: 'image/png', buffer: landscapePng(2400, 1350) });
    await page.getByText('Background image updated successfully!').waitFor({ timeout: 30_000 });
    const backdrop = page.getByTestId('dashboard-background');
    await backdrop.waitFor({ state: 'attached' });
    const style = await backgroundOf(backdrop);
    const url = /\/uploads\/backgrounds\/bg-[0-9a-f]{32}\.webp/.exec(style)?.[0];
    assert.ok(url, `the dashboard shows the new picture at once (${style})`);
    assert.equal(await section(page, 'Background Image').getByRole('img', { name: 'The current background image' }).getAttribute('src'), url);
    const size = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return [image.naturalWidth, image.naturalHeight];
    }, url!);
    assert.deepEqual(size, [1920, 1080]);
    await close();

    for (const [label, viewport] of VIEWPORTS) {
      // A system that does not ask for less motion: the picture moves.
      const visitor = await newVisitor(suite.browser, viewport, { motion: 'no-preference' });
      await visitor.page.goto(`${suite.site.url}/auth`);
      const auth = visitor.page.getByTestId('auth-background');
      await visitor.page.waitForFunction((src) => document.querySelector<HTMLElement>('[data-testid="auth-background"]')?.style.backgroundImage.includes(src), url!);
      assert.match(await backgroundOf(auth), /\/uploads\/backgrounds\//);
      await pictureShown(visitor.page, 'auth-background');
      assert.deepEqual(await auth.evaluate((element) => [getComputedStyle(element).animationDuration, getComputedStyle(element).position]), ['60s', 'fixed']);
      await screenshot(visitor.page, `auth-background-${label}`);
      await visitor.context.close();

      const member = await signedIn(jo, viewport, '/dashboard', 'no-preference');
      await member.page.getByRole('heading', { name: 'Family Directory' }).waitFor();
      await member.page.waitForFunction((src) => document.querySelector<HTMLElement>('[data-testid="dashboard-background"]')?.style.backgroundImage.includes(src), url!);
      const remembered = await member.page.evaluate(() => localStorage.getItem('familynet.background'));
      assert.equal(remembered, url, 'remembered on the device for an instant restore');
      await pictureShown(member.page, 'dashboard-background');
      const moving = await member.page.getByTestId('dashboard-background').evaluate((element) => [getComputedStyle(element).animationDuration, getComputedStyle(element).position]);
      assert.deepEqual(moving, ['60s', 'fixed'], 'fixed, in a 60-second loop');
      await screenshot(member.page, `directory-background-${label}`);
      await member.close();
    }

    // People who ask their system for less motion get the picture still.
    const { context: still, page: stillPage } = await newVisitor(suite.browser, DESKTOP, { motion: 'reduce' });
    await stillPage.goto(`${suite.site.url}/auth`);
    await pictureShown(stillPage, 'auth-background');
    assert.equal(await stillPage.getByTestId('auth-background').evaluate((element) => getComputedStyle(element).animationName), 'none');
    await still.close();
  });

  it('dark mode, glassmorphism and high contrast change what members see (screenshots kept)', async () => {
    const { page, close } = await openSettings(manager);
    await setSwitch(page, 'Dark Mode', true);
    await setSwitch(page, 'Glassmorphism', true);
    await saveTheme(page);
    await page.waitForTimeout(300);
    await page.getByRole('heading', { level: 1 }).scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-dark-glass-1280');

    for (const [label, viewport] of VIEWPORTS) {
      const member = await signedIn(jo, viewport);
      await member.page.getByRole('heading', { name: 'Family Directory' }).waitFor();
      await member.page.waitForFunction(() => document.documentElement.classList.contains('fn-dark') && document.documentElement.classList.contains('fn-glass'));
      assert.equal(await member.page.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(18, 18, 18)');
      const topBar = member.page.locator('.fn-topbar');
      assert.match(await topBar.evaluate((element) => getComputedStyle(element).backdropFilter), /blur/);
      await pictureShown(member.page, 'dashboard-background');
      await screenshot(member.page, `directory-dark-glass-${label}`);
      await member.close();
    }
    const visitor = await newVisitor(suite.browser, PHONE);
    await visitor.page.goto(`${suite.site.url}/auth`);
    await visitor.page.waitForFunction(() => document.documentElement.classList.contains('fn-dark'));
    await pictureShown(visitor.page, 'auth-background');
    await screenshot(visitor.page, 'auth-dark-390');
    await visitor.context.close();

    await setSwitch(page, 'Dark Mode', false);
    await setSwitch(page, 'Glassmorphism', false);
    await setSwitch(page, 'High Contrast', true);
    await saveTheme(page);
    await close();
    const member = await signedIn(jo);
    await member.page.getByRole('heading', { name: 'Family Directory' }).waitFor();
    await member.page.waitForFunction(() => document.documentElement.classList.contains('fn-high-contrast'));
    assert.equal(await cssVar(member.page, '--fn-color-text-primary'), '#000000');
    await member.page.waitForTimeout(500);
    await screenshot(member.page, 'directory-high-contrast-1280');
    await member.close();

    const settings = await openSettings(manager, PHONE);
    await setSwitch(settings.page, 'High Contrast', false);
    await saveTheme(settings.page);
    await settings.close();
  });

  it('the gallery: set a picture, delete one after the confirmation; deleting the current one falls back to the default for everyone', async () => {
    const { page, close } = await openSettings(manager);
    const background = section(page, 'Background Image');
    await page.getByLabel('Background picture').setInputFiles({ name: 'dusk.png', mimeType: 'image/png', buffer: landscapePng(1600, 900, 'dusk') });
    await page.getByText('Background image updated successfully!').waitFor({ timeout: 30_000 });
    await background.getByRole('button', { name: /Browse Gallery/ }).click();
    const items = background.getByRole('listitem');
    await items.nth(1).waitFor();
    assert.equal(await items.count(), 2);
    assert.ok(await items.nth(0).getByText('Current').isVisible(), 'the latest upload is current and first');
    await items.nth(0).scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    await shoot(background, 'settings-gallery-1280');

    const older = (await items.nth(1).getAttribute('aria-label'))!;
    await items.nth(1).getByRole('button', { name: `Set ${older} as the background` }).click();
    await page.getByText('Background updated successfully').waitFor();
    assert.match(await backgroundOf(page.getByTestId('dashboard-background')), new RegExp(older));

    await background.getByRole('button', { name: `Delete ${older}` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete this background image?').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Background deleted successfully').waitFor();
    await page.getByTestId('dashboard-background').waitFor({ state: 'detached' });
    assert.equal(await background.getByRole('listitem').count(), 1);
    await background.getByText('Default background: no picture chosen').waitFor();
    await close();

    const visitor = await newVisitor(suite.browser);
    await visitor.page.goto(`${suite.site.url}/auth`);
    await visitor.page.getByRole('button', { name: 'SIGN IN' }).waitFor();
    await visitor.page.waitForFunction(() => {
      const style = document.querySelector<HTMLElement>('[data-testid="auth-background"]')?.style.backgroundImage ?? '';
      return style !== '' && !style.includes('/uploads/');
    });
    assert.equal(await visitor.page.evaluate(() => localStorage.getItem('familynet.background')), null);
    await visitor.context.close();
  });
});
