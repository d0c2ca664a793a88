import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { composedSite } from './support/suite.js';
import { DESKTOP, PHONE, newVisitor, screenshot } from './support/browser.js';
import { signInThroughPage } from './support/family.js';
import { marchFamily, saveOwnProfile, type SignedUp } from './support/api.js';
import { checkA11y, formatViolations } from './support/axe.js';

const suite = composedSite({}, { database: 'postgres-when-given' });
let admin: SignedUp;
let manager: SignedUp;
let jo: SignedUp;
let beth: SignedUp;
let amy: SignedUp;

const now = new Date();
const two = (n: number) => String(n).padStart(2, '0');
/** Amy's birthday falls in the month the calendar opens on. */
const AMY_BIRTHDAY = `2012-${two(now.getMonth() + 1)}-${two(now.getDate() === 15 ? 16 : 15)}`;

/** A call of the family tree as one member, over the API. */
async function asMember(who: SignedUp, method: string, path: string, body?: unknown): Promise<{ data?: { person?: { id: string } } }> {
  const response = await fetch(`${suite.site.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'FamilyNet', cookie: who.cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.status >= 300) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data?: { person?: { id: string } } };
}

async function signedIn(who: SignedUp, viewport = DESKTOP): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const { context, page, errors } = await newVisitor(suite.browser, viewport);
  await signInThroughPage(page, suite.site.url, who.email, who.password);
  await page.waitForURL(`${suite.site.url}/dashboard`);
  await page.getByRole('heading', { name: 'Family Directory' }).waitFor();
  return { page, errors, close: () => context.close() };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

describe('how we are related, on the real site (issue 41)', () => {
  before(async () => {
    ({ admin, manager, jo, beth, amy } = await marchFamily(suite.site.url));
    const m = (who: SignedUp) => `m${who.id}`;
    // Margaret is the mother of Meg, Jo and Beth; Amy is Meg's daughter. Margaret's own mother
    // has no account: she is a relative the admin adds.
    for (const who of [admin, manager, jo, beth, amy]) await asMember(admin, 'PUT', `/api/auth/family/people/${m(who)}`, { gender: 'female' });
    const grandma = await asMember(admin, 'POST', '/api/auth/family/people', { firstName: 'Grandma', lastName: 'March', gender: 'female', birthDate: '1921', deathDate: '1999-04' });
    await asMember(admin, 'POST', '/api/auth/family/parents', { child: m(admin), parent: grandma.data!.person!.id });
    for (const child of [manager, jo, beth]) await asMember(admin, 'POST', '/api/auth/family/parents', { child: m(child), parent: m(admin) });
    await asMember(manager, 'POST', '/api/auth/family/parents', { child: m(amy), parent: m(manager) });
    await saveOwnProfile(suite.site.url, amy, { birthday: AMY_BIRTHDAY, isBirthdayVisible: true });
  });

  it('each card says what the member is to you, search finds them by it, and the profile says through whom (screenshots kept)', async () => {
    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      const { page, close, errors } = await signedIn(beth, viewport);
      await card(page, 'Jo March').getByText('Your sister').waitFor();
      assert.equal(await card(page, 'Margaret March').getByText('Your mother').count(), 1);
      assert.equal(await card(page, 'Meg Brooke').getByText('Your sister').count(), 1);
      assert.equal(await card(page, 'Amy Laurence').getByText('Your niece').count(), 1);
      assert.equal(await card(page, 'Beth March').getByText(/^Your /).count(), 0, 'nothing on one\'s own card');
      await page.waitForTimeout(300);
      await screenshot(page, `directory-relations-${label}`);
      const cards = await checkA11y(page);
      assert.deepEqual(cards.blocking, [], formatViolations(cards.blocking));

      await page.getByRole('searchbox', { name: 'Search family members' }).fill('sister');
      await page.waitForFunction(() => document.querySelectorAll('article').length === 2);
      assert.deepEqual((await page.getByRole('article').getByRole('heading').allTextContents()).sort(), ['Jo March', 'Meg Brooke']);
      await page.getByRole('searchbox', { name: 'Search family members' }).fill('');

      await card(page, 'Amy Laurence').click();
      const dialog = page.getByRole('dialog', { name: 'Profile Details' });
      await dialog.getByText('Your niece, through Meg Brooke, your sister').waitFor();
      await page.waitForTimeout(600);
      await screenshot(page, `profile-relation-${label}`);
      const profile = await checkA11y(page);
      assert.deepEqual(profile.blocking, [], formatViolations(profile.blocking));
      assert.deepEqual(errors, []);
      await close();
    }
  });

  it('the birthday calendar says it too: "Amy Laurence, your niece" (screenshot kept)', async () => {
    const { page, close, errors } = await signedIn(jo, PHONE);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Calendar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Birthday Calendar' }).waitFor();
    const day = page.getByRole('gridcell', { name: /Amy Laurence, your niece, \d+ years/ });
    await day.waitFor();
    await day.click();
    const list = page.locator('.fn-month-list');
    await list.getByText('Your niece').waitFor();
    await page.waitForTimeout(300);
    await screenshot(page, 'calendar-relation-390');
    assert.deepEqual(errors, []);
    await close();
  });

  it('a hidden birth date of a relative never reaches a member who did not add them', async () => {
    const added = await asMember(admin, 'POST', '/api/auth/family/people', { firstName: 'Quiet', lastName: 'Cousin', birthDate: '1977-07-17', isBirthDateVisible: false });
    const tree = await fetch(`${suite.site.url}/api/auth/family/tree`, { headers: { 'X-Requested-With': 'FamilyNet', cookie: jo.cookie } });
    const text = await tree.text();
    assert.ok(text.includes(added.data!.person!.id));
    assert.ok(!text.includes('1977-07-17'));
  });
});
