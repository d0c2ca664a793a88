import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { composedSite } from './support/suite.js';
import { DESKTOP, PHONE, newVisitor, screenshot } from './support/browser.js';
import { signInThroughPage } from './support/family.js';
import { marchFamily, pngSquare, saveOwnProfile, type SignedUp } from './support/api.js';
import { expectInDialog, keepJournal, type PageJournal } from './support/page-journal.js';

const suite = composedSite({}, { database: 'postgres-when-given' });
let admin: SignedUp;
let manager: SignedUp;
let jo: SignedUp;
let beth: SignedUp;
let amy: SignedUp;

/** Each page's journal, for a failure's message (support/page-journal.ts). */
const journals = new WeakMap<Page, PageJournal>();

async function signedIn(who: SignedUp, viewport = DESKTOP): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const { context, page, errors } = await newVisitor(suite.browser, viewport);
  journals.set(page, await keepJournal(page));
  await signInThroughPage(page, suite.site.url, who.email, who.password);
  await page.waitForURL(`${suite.site.url}/dashboard`);
  await page.getByRole('heading', { name: 'Family Directory' }).waitFor();
  return { page, errors, close: () => context.close() };
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

/**
 * Edit Profile in an open Profile Details, until the form is there. It has failed now and then in
 * CI under load (the form never came); when it does, the message says what the dialog showed and
 * what went wrong in the page, and a screenshot is kept.
 */
async function startEditing(page: Page, dialog: Locator): Promise<void> {
  await dialog.getByRole('button', { name: 'Edit Profile' }).click();
  await expectInDialog(page, dialog, dialog.getByRole('button', { name: 'Save Changes' }), 'The edit form did not come after Edit Profile', journals.get(page));
}

describe('the Family Directory', () => {
  // Inside the suite: its hooks run after the file's, which start the site.
  before(async () => {
    // The first account is the admin (id 1), the second the manager (id 2).
    ({ admin, manager, jo, beth, amy } = await marchFamily(suite.site.url));
    assert.deepEqual([admin.id, manager.id], [1, 2]);
    await saveOwnProfile(suite.site.url, admin, { occupation: 'Retired teacher', bio: 'Loves long letters.', phone_number: '5551234567', birthday: '1948-03-14', isBirthdayVisible: true, address: { city: 'Concord', state: 'MA' } });
    await saveOwnProfile(suite.site.url, jo, { occupation: 'Writer', bio: 'Working on a novel, again.', birthday: '1990-11-25', isBirthdayVisible: false, address: { address1: '12 Orchard St', city: 'New York', state: 'NY', postalCode: '10002' } });
    await saveOwnProfile(suite.site.url, beth, { occupation: 'Pianist', birthday: '1995-06-02', isBirthdayVisible: true });
    await saveOwnProfile(suite.site.url, amy, { occupation: 'Painter', bio: 'Art is life.', phone_number: '5559876543' });
  });

  it('lists every member with their details, and search narrows the list (screenshots kept)', async () => {
    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      const { page, close, errors } = await signedIn(beth, viewport);
      await card(page, 'Beth March').waitFor();
      assert.match((await page.getByRole('status', { name: /members shown/ }).textContent()) ?? '', /5 members/);
      await page.waitForTimeout(300);
      await screenshot(page, `directory-${label}`);
      if (viewport === PHONE) {
        // A phone's column of compact cards: four or more relatives on a screen once the list
        // is scrolled to, and nothing on a card cut off.
        const onScreen = await page.evaluate(() => {
          const grid = document.querySelector('[aria-label="Family members"]')!;
          window.scrollBy(0, grid.getBoundingClientRect().top - (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) - 8);
          const top = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
          const bottom = document.querySelector('nav[aria-label="Main navigation"]')?.getBoundingClientRect().top ?? innerHeight;
          const cards = [...document.querySelectorAll('article')];
          const cut = cards.flatMap((article) => {
            const box = article.getBoundingClientRect();
            return [...article.querySelectorAll('h3, p, li, a, button')].filter((part) => part.getBoundingClientRect().bottom > box.bottom + 0.5).map((part) => part.textContent);
          });
          return { whole: cards.filter((a) => a.getBoundingClientRect().top >= top - 1 && a.getBoundingClientRect().bottom <= bottom + 1).length, cut };
        });
        console.log(`390 x 844: ${onScreen.whole} whole cards on a screen`);
        assert.ok(onScreen.whole >= 4, `${onScreen.whole} whole cards on a 390 x 844 screen`);
        assert.deepEqual(onScreen.cut, [], 'nothing cut off a card');
        await screenshot(page, 'directory-scrolled-390');
        await page.evaluate(() => window.scrollTo(0, 0));
      }

      const own = card(page, 'Beth March');
      assert.ok(await own.getByText('You', { exact: true }).isVisible(), 'the own card says You');
      const amyCard = card(page, 'Amy Laurence');
      await amyCard.scrollIntoViewIfNeeded();
      assert.ok(await amyCard.getByText('"Art is life."').isVisible(), 'bio in quotes');
      assert.ok(await amyCard.getByText('(555) 987-6543').isVisible(), 'phone formatted');

      const search = page.getByPlaceholder('Search family members...');
      await search.fill('WRITER');
      await page.getByRole('status', { name: '1 member shown' }).waitFor();
      assert.ok(await card(page, 'Jo March').isVisible());
      await search.fill('march');
      await page.getByRole('status', { name: '3 members shown' }).waitFor();
      await search.fill(amy.email);
      await page.getByRole('status', { name: '1 member shown' }).waitFor();
      assert.deepEqual(errors, []);
      await close();
    }
  });

  it('a card opens Profile Details (screenshots kept)', async () => {
    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      const { page, close } = await signedIn(beth, viewport);
      await card(page, 'Margaret March').click();
      const dialog = page.getByRole('dialog', { name: 'Profile Details' });
      await dialog.waitFor();
      for (const text of ['About', 'Contact Information', 'Loves long letters.', '(555) 123-4567', 'Concord, MA', 'March 14, 1948']) {
        assert.ok(await dialog.getByText(text, { exact: true }).first().isVisible(), `${text} is shown`);
      }
      await page.waitForTimeout(300);
      await screenshot(page, `profile-dialog-${label}`);
      assert.equal(await dialog.getByRole('button', { name: 'Edit Profile' }).count(), 0, 'a member cannot edit another');
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await dialog.waitFor({ state: 'hidden' });
      await close();
    }
  });

  it('a hidden birthday never reaches another member, but the admin sees it', async () => {
    const asBeth = await signedIn(beth);
    const joCard = card(asBeth.page, 'Jo March');
    await joCard.waitFor();
    assert.equal(await joCard.getByText('November 25, 1990').count(), 0);
    const raw = await asBeth.page.evaluate(async () => {
      const response = await fetch('/api/auth/family/members', { credentials: 'same-origin' });
      return response.text();
    });
    assert.ok(raw.includes(jo.email), 'Jo is in the list');
    assert.ok(!raw.includes('1990-11-25'), "Jo's hidden birthday is not in the answer");
    await joCard.click();
    const dialog = asBeth.page.getByRole('dialog', { name: 'Profile Details' });
    await dialog.waitFor();
    assert.equal(await dialog.getByText('November 25, 1990').count(), 0);
    await asBeth.close();

    const asAdmin = await signedIn(admin);
    await card(asAdmin.page, 'Jo March').click();
    const adminDialog = asAdmin.page.getByRole('dialog', { name: 'Profile Details' });
    await startEditing(asAdmin.page, adminDialog);
    assert.equal(await adminDialog.getByLabel('Birthday', { exact: true }).inputValue(), '1990-11-25', 'the admin can edit what others cannot see');
    await asAdmin.close();
  });

  it('privacy per field: Amy hides her phone and her birth year with the switches; the family, the admin alike, sees neither (screenshots kept)', async () => {
    await saveOwnProfile(suite.site.url, amy, { birthday: '1998-05-27', isBirthdayVisible: true });
    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      const { page, close } = await signedIn(amy, viewport);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Profile Details' });
      await startEditing(page, dialog);
      const privacy = dialog.getByRole('group', { name: 'Privacy Settings' });
      for (const name of ['Phone Visible', 'Birth Year Visible']) {
        const toggle = privacy.getByRole('switch', { name });
        if ((await toggle.getAttribute('aria-checked')) === 'true') await toggle.click();
      }
      await privacy.scrollIntoViewIfNeeded();
      await screenshot(page, `privacy-switches-${label}`);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Profile' }).click();
      await dialog.getByText('Hidden from the family: Birth Year, Phone. Edit Profile changes it.').waitFor();
      await close();
    }

    for (const viewer of [beth, admin]) {
      const { page, close } = await signedIn(viewer);
      const amyCard = card(page, 'Amy Laurence');
      await amyCard.getByText('May 27', { exact: true }).waitFor();
      const seen = `${viewer.firstName} sees on Amy's card: ${JSON.stringify(await amyCard.innerText())}`;
      assert.equal(await amyCard.getByText('(555) 987-6543').count(), 0, `no phone: ${seen}`);
      assert.equal(await amyCard.getByText(/1998/).count(), 0, `no birth year: ${seen}`);
      const raw = await page.evaluate(async () => (await fetch('/api/auth/family/members', { credentials: 'same-origin' })).text());
      if (viewer === beth) assert.ok(!raw.includes('5559876543') && !raw.includes('1998'), 'the server sends another member neither');

      // Her contact card, from Profile Details: what the family sees, nothing she hides.
      await amyCard.click();
      const dialog = page.getByRole('dialog', { name: 'Profile Details' });
      const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Add to contacts' }).click()]);
      assert.equal(download.suggestedFilename(), 'amy-laurence.vcf');
      const vcf = fs.readFileSync((await download.path())!, 'utf8');
      assert.match(vcf, /^BEGIN:VCARD\r\nVERSION:3\.0\r\n/, 'the version phones import');
      assert.match(vcf, /\r\nFN:Amy Laurence\r\n/);
      assert.match(vcf, /\r\nBDAY;X-APPLE-OMIT-YEAR=1604:1604-05-27\r\n/, 'day and month, the year left out as Apple writes it');
      // Her number's own digits and a TEL line, not '555' alone: the card's REV time may hold 555.
      assert.ok(!/^TEL/m.test(vcf) && !vcf.includes('9876543') && !vcf.includes('987-6543') && !vcf.includes('1998'), `nothing Amy hides, for ${viewer.firstName}:\n${vcf}`);
      if (viewer === beth) {
        await screenshot(page, 'vcard-profile-1280');
        await dialog.getByRole('button', { name: 'Close', exact: true }).click();
        const [all] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add everyone to contacts' }).click()]);
        const everyone = fs.readFileSync((await all.path())!, 'utf8');
        assert.equal(everyone.match(/BEGIN:VCARD/g)?.length, 5, 'every member');
        await screenshot(page, 'vcard-directory-1280');
      }
      await close();
    }
  });

  it('editing one’s own profile persists after a reload (screenshots kept)', async () => {
    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      const { page, close } = await signedIn(beth, viewport);
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Profile Details' });
      await startEditing(page, dialog);
      await dialog.getByLabel('Occupation').fill(`Pianist and teacher ${label}`);
      await dialog.getByLabel('Phone Number').fill('5552223333');
      await dialog.getByLabel('City').fill('Orchard House');
      await page.waitForTimeout(200);
      await screenshot(page, `profile-edit-${label}`);
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'hidden' });
      const own = card(page, 'Beth March');
      await own.getByText(`Pianist and teacher ${label}`).waitFor();
      await page.reload();
      await card(page, 'Beth March').getByText(`Pianist and teacher ${label}`).waitFor();
      assert.ok(await card(page, 'Beth March').getByText('(555) 222-3333').isVisible());
      await close();
    }
  });

  it('bad input gets a clear message and loses nothing', async () => {
    const { page, close } = await signedIn(amy);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Details' });
    await startEditing(page, dialog);
    await dialog.getByLabel('Occupation').fill('Sculptor');
    await dialog.getByLabel('Phone Number').fill('call me maybe');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.getByText(/Phone number may contain only/).first().waitFor();
    assert.equal(await dialog.getByLabel('Occupation').inputValue(), 'Sculptor');
    await close();
  });

  it('a manager edits another member, and that member sees it', async () => {
    const asManager = await signedIn(manager);
    await card(asManager.page, 'Jo March').click();
    const dialog = asManager.page.getByRole('dialog', { name: 'Profile Details' });
    await startEditing(asManager.page, dialog);
    await dialog.getByLabel('Occupation').fill('Novelist');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await card(asManager.page, 'Jo March').getByText('Novelist').waitFor();
    await asManager.close();

    const asJo = await signedIn(jo);
    await card(asJo.page, 'Jo March').getByText('Novelist').waitFor();
    await asJo.close();
  });

  it('an uploaded avatar shows on the card', async () => {
    const { page, close } = await signedIn(amy);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile Details' });
    await startEditing(page, dialog);
    await dialog.getByText('Click to change avatar').waitFor();
    await dialog.getByLabel('Avatar picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: pngSquare() });
    const photo = card(page, 'Amy Laurence').locator('img');
    await photo.waitFor();
    const src = (await photo.getAttribute('src')) ?? '';
    assert.match(src, /\/uploads\/avatars\/[0-9a-f]+\.webp$/);
    const served = await page.request.get(new URL(src, suite.site.url).href);
    assert.equal(served.headers()['content-type'], 'image/webp');
    assert.equal(served.headers()['x-content-type-options'], 'nosniff');
    await close();
  });
});
