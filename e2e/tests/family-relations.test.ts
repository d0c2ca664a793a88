import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { composedSite } from './support/suite.js';
import { DESKTOP, PHONE, newVisitor, screenshot } from './support/browser.js';
import { newMember, signInThroughPage } from './support/family.js';
import { marchFamily, saveOwnProfile, signUpViaApi, type SignedUp } from './support/api.js';
import { checkA11y, formatViolations } from './support/axe.js';
import { landscapePng, pictureDrawn } from './support/pictures.js';

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

  it('a member says who their family is in their own profile; the cards follow (screenshots kept)', async () => {
    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      const { page, close, errors } = await signedIn(amy, viewport);
      await card(page, 'Amy Laurence').click();
      const dialog = page.getByRole('dialog', { name: 'Profile Details' });
      await dialog.getByRole('button', { name: 'Manage my family' }).click();
      const parents = dialog.getByRole('region', { name: 'Your parents' });
      await parents.getByText('Meg Brooke').waitFor();
      if (label === '390') {
        // Amy adds her father, who has no account, and links him as her parent.
        await dialog.getByRole('button', { name: 'Add a relative without an account' }).click();
        const form = dialog.getByRole('form', { name: 'A relative without an account' });
        await form.getByLabel('First name', { exact: true }).fill('John');
        await form.getByLabel('Last name', { exact: true }).fill('Brooke');
        await form.getByLabel('Gender', { exact: true }).selectOption('male');
        await form.getByLabel('Birth date', { exact: true }).fill('1840');
        await form.getByRole('button', { name: 'Add relative' }).click();
        await dialog.getByRole('region', { name: 'Relatives you added' }).getByText('John Brooke (b. 1840)').waitFor();
        const add = dialog.getByRole('form', { name: 'Add to your family' });
        await add.getByLabel('Who').selectOption({ label: 'John Brooke (b. 1840)' });
        await add.getByRole('button', { name: 'Add' }).click();
        await parents.getByText('John Brooke').waitFor();
        // A link that would make Amy her own grandmother is refused, with the names.
        await add.getByLabel('Who').selectOption({ label: 'Margaret March' });
        await add.getByLabel('As your').selectOption('child');
        await add.getByRole('button', { name: 'Add' }).click();
        await dialog.getByRole('alert').getByText("Amy Laurence is already Margaret March's descendant and cannot also be their parent.").waitFor();
        // John gets an account: the invitation made from his place makes him that person.
        const relatives = dialog.getByRole('region', { name: 'Relatives you added' });
        await relatives.getByRole('button', { name: 'Invite to join' }).click();
        const link = await relatives.getByLabel(/^John Brooke's invitation/).inputValue();
        await relatives.scrollIntoViewIfNeeded();
        await screenshot(page, 'family-invite-390');
        const token = new URL(link).searchParams.get('invitation');
        assert.ok(token, link);
        const john = await signUpViaApi(suite.site.url, { ...newMember('John', 'Brooke'), invitation: token! });
        const words = await fetch(`${suite.site.url}/api/auth/family/relations`, { headers: { 'X-Requested-With': 'FamilyNet', cookie: amy.cookie } });
        const { data } = (await words.json()) as { data: { relations: Array<{ person: string; word: string }> } };
        assert.equal(data.relations.find((relation) => relation.person === `m${john.id}`)?.word, 'father');
      }
      await dialog.getByRole('region', { name: 'Your parents' }).scrollIntoViewIfNeeded();
      await page.waitForTimeout(600);
      await screenshot(page, `family-section-${label}`);
      const report = await checkA11y(page);
      assert.deepEqual(report.blocking, [], formatViolations(report.blocking));
      assert.deepEqual(errors, []);
      await close();
    }
    const tree = await fetch(`${suite.site.url}/api/auth/family/tree`, { headers: { 'X-Requested-With': 'FamilyNet', cookie: amy.cookie } });
    const { data } = (await tree.json()) as { data: { parents: Array<{ child: string; parent: string }>; people: Array<{ id: string; name: string }> } };
    const john = data.people.find((person) => person.name === 'John Brooke')!;
    assert.ok(data.parents.some((link) => link.child === `m${amy.id}` && link.parent === john.id), 'the link is stored');
  });

  it('the Tree view: centred on the viewer, a member opens their profile, the list says the same, SVG and PNG download (screenshots kept)', async () => {
    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      const { page, close, errors } = await signedIn(beth, viewport);
      await page.getByRole('button', { name: 'Tree' }).click();
      const drawing = page.getByRole('group', { name: /^Family tree drawing/ });
      await drawing.getByRole('button', { name: 'Margaret March Your mother: open profile' }).waitFor();
      // Her birth date is hidden (the admin who added her left it so): only the year she died shows.
      await drawing.getByRole('button', { name: 'Grandma March Your grandmother d. 1999: centre the tree here' }).waitFor();
      await page.getByRole('region', { name: 'Your ancestors' }).getByText('Margaret March (your mother)').waitFor();
      await page.waitForTimeout(300);
      await screenshot(page, `tree-${label}`);
      const report = await checkA11y(page);
      assert.deepEqual(report.blocking, [], formatViolations(report.blocking));

      // Pan with the keyboard: the drawing moves.
      const before = await drawing.locator('[data-tree-view]').getAttribute('transform');
      await drawing.focus();
      await page.keyboard.press('ArrowLeft');
      assert.notEqual(await drawing.locator('[data-tree-view]').getAttribute('transform'), before);

      if (label === '1280') {
        const [svgFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
        assert.equal(svgFile.suggestedFilename(), 'family-tree.svg');
        const svgText = fs.readFileSync(await svgFile.path(), 'utf8');
        assert.match(svgText, /^<\?xml/);
        for (const name of ['Margaret March', 'Grandma March', 'Meg Brooke', 'Amy Laurence']) assert.ok(svgText.includes(name), name);
        assert.ok(!svgText.includes('var(--'), 'the colours are written out');
        const [pngFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
        assert.equal(pngFile.suggestedFilename(), 'family-tree.png');
        const png = fs.readFileSync(await pngFile.path());
        assert.deepEqual([...png.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a PNG file');
        assert.ok(png.length > 5000, `a picture of the tree (${png.length} bytes)`);
        const [gedcomFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download GEDCOM' }).click()]);
        assert.equal(gedcomFile.suggestedFilename(), 'family-tree.ged');
        const gedcom = fs.readFileSync(await gedcomFile.path(), 'utf8');
        assert.match(gedcom, /^0 HEAD\r\n/);
        assert.match(gedcom, /1 NAME Grandma \/March\/\r\n/);
        assert.match(gedcom, /0 TRLR\r\n$/);
      }

      await drawing.getByRole('button', { name: 'Meg Brooke Your sister: open profile' }).click();
      await page.getByRole('dialog', { name: 'Profile Details' }).getByRole('heading', { name: 'Meg Brooke' }).waitFor();
      assert.deepEqual(errors, []);
      await close();
    }
  });

  it("a relative gets a photo in Your family, and the tree shows it, in the downloads too (screenshots kept)", async () => {
    // Beth adds her daughter, who is too young for an account, and links her.
    const lizzie = await asMember(beth, 'POST', '/api/auth/family/people', { firstName: 'Lizzie', lastName: 'March', gender: 'female', birthDate: '2015' });
    await asMember(beth, 'POST', '/api/auth/family/parents', { child: lizzie.data!.person!.id, parent: `m${beth.id}` });
    let photoURL = '';
    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      const { page, close, errors } = await signedIn(beth, viewport);
      await card(page, 'Beth March').click();
      const dialog = page.getByRole('dialog', { name: 'Profile Details' });
      await dialog.getByRole('button', { name: 'Manage my family' }).click();
      const relatives = dialog.getByRole('region', { name: 'Relatives you added' });
      await relatives.getByRole('button', { name: "Change Lizzie March's facts" }).click();
      const photo = relatives.getByRole('group', { name: "Lizzie March's photo" });
      if (label === '390') {
        await photo.getByRole('button', { name: 'Remove photo' }).waitFor({ state: 'detached' });
        await photo.getByLabel("Picture for Lizzie March's photo").setInputFiles({ name: 'lizzie.png', mimeType: 'image/png', buffer: landscapePng(900, 900, 'dusk') });
        await photo.getByRole('button', { name: 'Remove photo' }).waitFor();
      }
      await photo.getByRole('button', { name: 'Change photo' }).waitFor();
      const inRow = relatives.getByRole('listitem').filter({ hasText: 'Lizzie March (b. 2015)' }).getByRole('img', { name: 'Photo of Lizzie March' }).first();
      photoURL = (await inRow.getAttribute('src')) ?? '';
      assert.match(photoURL, /^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/);
      // The picture loaded: the browser drew it.
      assert.ok(await pictureDrawn(inRow), 'the photo is drawn');
      await photo.scrollIntoViewIfNeeded();
      await page.waitForTimeout(400);
      await screenshot(page, `family-photo-${label}`);
      const report = await checkA11y(page);
      assert.deepEqual(report.blocking, [], formatViolations(report.blocking));
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await page.getByRole('button', { name: 'Tree' }).click();
      const drawing = page.getByRole('group', { name: /^Family tree drawing/ });
      const box = drawing.getByRole('button', { name: /^Lizzie March/ });
      await box.waitFor();
      assert.equal(await box.locator('image').getAttribute('href'), photoURL);
      await page.waitForTimeout(400);
      await screenshot(page, `tree-photo-${label}`);
      if (label === '1280') {
        const [svgFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download SVG' }).click()]);
        const svgText = fs.readFileSync(await svgFile.path(), 'utf8');
        assert.match(svgText, /<image[^>]+href="data:image\/webp;base64,/, 'the photo is written into the file');
        assert.ok(!svgText.includes('/uploads/'), 'no address the file cannot reach');
        const [pngFile] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PNG' }).click()]);
        assert.ok(fs.readFileSync(await pngFile.path()).length > 5000);
      }
      assert.deepEqual(errors, []);
      await close();
    }
  });

  it('a hidden birth date of a relative never reaches a member who did not add them', async () => {
    const added = await asMember(admin, 'POST', '/api/auth/family/people', { firstName: 'Quiet', lastName: 'Cousin', birthDate: '1977-07-17', isBirthDateVisible: false });
    const tree = await fetch(`${suite.site.url}/api/auth/family/tree`, { headers: { 'X-Requested-With': 'FamilyNet', cookie: jo.cookie } });
    const text = await tree.text();
    assert.ok(text.includes(added.data!.person!.id));
    assert.ok(!text.includes('1977-07-17'));
  });
});
