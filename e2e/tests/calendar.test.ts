import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { composedSite } from './support/suite.js';
import { DESKTOP, PHONE, newVisitor, screenshot } from './support/browser.js';
import { newMember, signInThroughPage } from './support/family.js';
import { saveOwnProfile, signUpViaApi, type SignedUp } from './support/api.js';

const suite = composedSite();
let beth: SignedUp;
let jo: SignedUp;
let amy: SignedUp;

// The browser runs on this machine's clock and zone, as this test does.
const now = new Date();
const THIS_YEAR = now.getFullYear();
const THIS_MONTH = now.getMonth() + 1;
const monthName = (year: number, month: number) => new Date(year, month - 1, 1).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
const THIS_MONTH_LABEL = monthName(THIS_YEAR, THIS_MONTH);
const BIRTHDAY_DAY = now.getDate() === 15 ? 16 : 15;
const two = (n: number) => String(n).padStart(2, '0');

/** Signs in through the page and opens the calendar from the bottom navigation, as a member would. */
async function openCalendar(who: SignedUp, viewport = DESKTOP) {
  const { context, page, errors } = await newVisitor(suite.browser, viewport);
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol)) outside.push(request.url());
  });
  await signInThroughPage(page, suite.site.url, who.email, who.password);
  await page.waitForURL(`${suite.site.url}/dashboard`);
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Calendar' }).click();
  await page.waitForURL(`${suite.site.url}/dashboard/calendar`);
  await page.getByRole('heading', { level: 1, name: 'Birthday Calendar' }).waitFor();
  return { page, errors, outside, close: () => context.close() };
}

const grid = (page: Page, label: string) => page.getByRole('grid', { name: label });
const bethsDay = (page: Page) => page.getByRole('gridcell', { name: new RegExp(` ${BIRTHDAY_DAY}, ${THIS_YEAR}(, today)?, 1 birthday: Beth March, 30 years$`) });

describe('the Birthday Calendar on the composed site', () => {
  before(async () => {
    await signUpViaApi(suite.site.url, newMember('Margaret', 'March')); // the admin
    beth = await signUpViaApi(suite.site.url, newMember('Beth', 'March'));
    jo = await signUpViaApi(suite.site.url, newMember('Jo', 'March'));
    amy = await signUpViaApi(suite.site.url, newMember('Amy', 'Laurence'));
    await saveOwnProfile(suite.site.url, beth, { birthday: `${THIS_YEAR - 30}-${two(THIS_MONTH)}-${two(BIRTHDAY_DAY)}`, isBirthdayVisible: true });
    // Jo's birthday is in the same month, but hidden.
    await saveOwnProfile(suite.site.url, jo, { birthday: `${THIS_YEAR - 40}-${two(THIS_MONTH)}-${two(BIRTHDAY_DAY === 15 ? 20 : 21)}`, isBirthdayVisible: false });
  });

  it('shows a seeded birthday with the right age, today highlighted, and Today returns to this month (screenshots kept)', async () => {
    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      const { page, errors, outside, close } = await openCalendar(amy, viewport);
      assert.equal(await page.getByText('Keep track of family birthdays and celebrate together').count(), 1);
      await grid(page, THIS_MONTH_LABEL).waitFor();
      const today = page.locator('[role="gridcell"][aria-current="date"]');
      assert.equal(await today.count(), 1, 'one day is today');
      assert.match((await today.getAttribute('aria-label')) ?? '', new RegExp(`${now.getDate()}, ${THIS_YEAR}, today`));
      await bethsDay(page).waitFor();
      assert.equal(await page.getByRole('gridcell', { name: /Jo March/ }).count(), 0, "Jo's hidden birthday is not shown");
      if (label === '1280') {
        assert.ok(await bethsDay(page).getByText('Beth March').isVisible(), 'the name is in the day');
        assert.ok(await bethsDay(page).getByText('30 years').isVisible(), 'and the age');
        assert.ok(!(await page.getByRole('list', { name: `Birthdays in ${THIS_MONTH_LABEL}` }).isVisible()), 'no list beside the full grid');
      } else {
        // On a phone the day keeps the avatar; the month's list under the grid names everyone.
        assert.ok(!(await bethsDay(page).getByText('Beth March').isVisible()));
        const list = page.getByRole('list', { name: `Birthdays in ${THIS_MONTH_LABEL}` });
        assert.ok(await list.getByText('Beth March').isVisible());
        assert.ok(await list.getByText('30 years').isVisible());
      }
      for (const text of ['Today', 'Birthday']) assert.ok(await page.getByRole('list', { name: 'Legend' }).getByText(text, { exact: true }).isVisible());
      await page.waitForTimeout(300);
      await screenshot(page, `calendar-${label}`);
      if (label === '390') {
        await page.getByRole('list', { name: `Birthdays in ${THIS_MONTH_LABEL}` }).scrollIntoViewIfNeeded();
        await bethsDay(page).click();
        await page.waitForTimeout(400);
        await screenshot(page, `calendar-list-${label}`);
      }

      for (let i = 0; i < 3; i += 1) await page.getByRole('button', { name: 'Previous month' }).click();
      const back = new Date(THIS_YEAR, THIS_MONTH - 4, 1);
      await grid(page, monthName(back.getFullYear(), back.getMonth() + 1)).waitFor();
      assert.equal(await page.locator('[aria-current="date"]').count(), 0);
      await page.getByRole('button', { name: 'Today', exact: true }).click();
      await grid(page, THIS_MONTH_LABEL).waitFor();
      assert.equal(await page.locator('[role="gridcell"][aria-current="date"]').count(), 1);

      assert.deepEqual(errors, []);
      assert.deepEqual(outside, [], 'nothing is fetched from outside the site');
      await close();
    }
  });

  it('works from the keyboard alone', async () => {
    const { page, close } = await openCalendar(amy);
    await grid(page, THIS_MONTH_LABEL).waitFor();
    await page.getByRole('button', { name: 'Today', exact: true }).focus();
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    assert.match(await focused(), /, today/);
    await page.keyboard.press('PageDown');
    const next = new Date(THIS_YEAR, THIS_MONTH, 1);
    await grid(page, monthName(next.getFullYear(), next.getMonth() + 1)).waitFor();
    assert.doesNotMatch(await focused(), /today/);
    await page.keyboard.press('PageUp');
    await grid(page, THIS_MONTH_LABEL).waitFor();
    assert.match(await focused(), /, today/);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowUp');
    await screenshot(page, 'calendar-keyboard-1280');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    assert.match(await focused(), /, today/);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter'); // Previous month
    const previous = new Date(THIS_YEAR, THIS_MONTH - 2, 1);
    await grid(page, monthName(previous.getFullYear(), previous.getMonth() + 1)).waitFor();
    await close();
  });

  it('Subscribe gives a private address whose feed a calendar parser reads; turning it off ends it (screenshots kept)', async () => {
    const { page, close } = await openCalendar(amy, PHONE);
    await grid(page, THIS_MONTH_LABEL).waitFor();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe to birthdays' });
    await dialog.getByRole('button', { name: 'Create my address' }).click();
    const address = dialog.getByRole('textbox', { name: 'Calendar address' });
    await address.waitFor();
    const url = await address.inputValue();
    assert.match(url, new RegExp(`^${suite.site.url}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    await page.waitForTimeout(300);
    await screenshot(page, 'calendar-subscribe-390');

    // A calendar app fetches it with no cookie.
    const answer = await fetch(url);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'text/calendar; charset=utf-8');
    const events = new ICAL.Component(ICAL.parse(await answer.text())).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const host = new URL(suite.site.url).host;
    assert.deepEqual(
      events.map((e) => [e.uid, e.summary, e.startDate.toString()]),
      [[`birthday-${beth.id}@${host}`, "Beth March's birthday", `${THIS_YEAR - 30}-${two(THIS_MONTH)}-${two(BIRTHDAY_DAY)}`]],
      "Beth's birthday only: Jo's is hidden",
    );
    console.log(`the feed from the composed site, read by ical.js: ${events.length} event(s)`);

    await dialog.getByRole('button', { name: 'Turn off' }).click();
    await dialog.getByText(/Your calendar address is turned off/).waitFor();
    assert.equal((await fetch(url)).status, 404);
    await close();
  });
});
