import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { JOIN_MESSAGES } from 'shared-contracts';
import { composedSite } from './support/suite.js';
import { DESKTOP, PHONE, newVisitor, screenshot } from './support/browser.js';
import { newMember, signInThroughPage, type Member } from './support/family.js';
import { signUpViaApi, type SignedUp } from './support/api.js';
import { showSection } from './support/settings.js';

// A family that has closed its door: Invitation only, the default once the first account exists.
const suite = composedSite({ JOIN_MODE: 'invite' }, { database: 'postgres-when-given' });

let admin: SignedUp;

async function signedIn(page: Page, who: Member) {
  await signInThroughPage(page, suite.site.url, who.email, who.password);
  await page.waitForURL(`${suite.site.url}/dashboard`);
}

async function fillSignUp(page: Page, member: Member) {
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('First Name').fill(member.firstName);
  await page.getByLabel('Last Name').fill(member.lastName);
  await page.getByLabel('Password', { exact: true }).fill(member.password);
  await page.getByLabel('Confirm Password').fill(member.password);
}

/** The link My QR Code shows, read from the dialog (screenshots kept). */
async function invitationLinkOf(page: Page, shot?: string): Promise<string> {
  await page.getByRole('button', { name: 'My QR Code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite Family Members' });
  await dialog.getByText(/Your invitation works until/).waitFor();
  await dialog.getByRole('img', { name: 'QR code of the registration link' }).waitFor();
  const link = await dialog.getByRole('textbox', { name: 'Registration link' }).inputValue();
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  return link;
}

describe('Only the family gets in (Invitation only, Approval, Open) in Chromium', () => {
  // In the suite's hook, after the site has started. The first account is made from this
  // machine (the test runs beside the server): the admin.
  before(async () => {
    admin = await signUpViaApi(suite.site.url, newMember('Margaret', 'March'));
    assert.equal(admin.id, 1);
  });

  it("a relative signs up with the link of a member's QR dialog, opened in a second browser, and lands on the dashboard", async () => {
    const { context, page } = await newVisitor(suite.browser, DESKTOP);
    await signedIn(page, admin);
    const link = await invitationLinkOf(page, 'invite-qr-dialog-1280');
    assert.match(link, new RegExp(`^${suite.site.url}/auth\\?mode=signup&invitation=[A-Za-z0-9_-]{43}$`));

    const phone = await newVisitor(suite.browser, PHONE);
    try {
      await phone.page.goto(link);
      await phone.page.getByText(JOIN_MESSAGES.invitedBy('Margaret March')).waitFor();
      await screenshot(phone.page, 'invite-signup-invited-390');
      const jo = newMember('Jo', 'March');
      await fillSignUp(phone.page, jo);
      await phone.page.getByRole('button', { name: 'SIGN UP' }).click();
      await phone.page.waitForURL(`${suite.site.url}/dashboard`);
      await phone.page.getByRole('heading', { name: 'Family Directory' }).waitFor();
    } finally {
      await phone.context.close();
    }

    // Phone-sized QR dialog too.
    const small = await newVisitor(suite.browser, PHONE);
    await signedIn(small.page, admin);
    assert.equal(await invitationLinkOf(small.page, 'invite-qr-dialog-390'), link, 'the same invitation each time the dialog opens');
    await small.context.close();
    await context.close();
  });

  it('without an invitation the sign-up view says one is needed; after Revoke the link says it was withdrawn', async () => {
    const stranger = await newVisitor(suite.browser, PHONE);
    await stranger.page.goto(`${suite.site.url}/auth?mode=signup`);
    await stranger.page.getByText(JOIN_MESSAGES.invitationNeeded).waitFor();
    assert.equal(await stranger.page.getByRole('button', { name: 'SIGN UP' }).isDisabled(), true);
    await screenshot(stranger.page, 'invite-signup-needed-390');

    // The admin revokes the link in Settings.
    for (const [width, viewport] of [['1280', DESKTOP], ['390', PHONE]] as const) {
      const { context, page } = await newVisitor(suite.browser, viewport);
      await signedIn(page, admin);
      const link = await invitationLinkOf(page);
      await page.goto(`${suite.site.url}/dashboard/settings`);
      await showSection(page, 'Invitations');
      const list = page.getByRole('list', { name: 'Open invitations' });
      await list.waitFor({ timeout: 15_000 });
      await list.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await screenshot(page, `invite-settings-invitations-${width}`);
      await list.getByRole('button', { name: /^Revoke the invitation made by Margaret March/ }).first().click();
      await page.getByText('Invitation revoked: its link and QR code no longer work.').waitFor();
      await context.close();

      await stranger.page.goto(link);
      await stranger.page.getByText(JOIN_MESSAGES.invitation.revoked).waitFor();
      assert.equal(await stranger.page.getByRole('button', { name: 'SIGN UP' }).isDisabled(), true);
      if (width === '1280') await screenshot(stranger.page, 'invite-signup-revoked-390');
    }
    await stranger.context.close();
  });

  it('Approval: a stranger waits on one page and sees nothing; the admin is e-mailed, approves, and the relative gets in', async () => {
    const adminPage = await newVisitor(suite.browser, DESKTOP);
    await signedIn(adminPage.page, admin);
    await adminPage.page.goto(`${suite.site.url}/dashboard/settings`);
    await showSection(adminPage.page, 'Who can join');
    await adminPage.page.getByRole('radio', { name: /^Approval/ }).check();
    await adminPage.page.getByRole('region', { name: 'Who can join' }).getByRole('button', { name: 'Save', exact: true }).click();
    await adminPage.page.getByText('Saved. The change applies at once.').waitFor();
    await screenshot(adminPage.page, 'invite-settings-who-can-join-1280');

    const beth = newMember('Beth', 'March');
    const stranger = await newVisitor(suite.browser, PHONE);
    await stranger.page.goto(`${suite.site.url}/auth?mode=signup`);
    await stranger.page.getByText(JOIN_MESSAGES.approvalNeeded).waitFor();
    await fillSignUp(stranger.page, beth);
    await stranger.page.getByRole('button', { name: 'SIGN UP' }).click();
    await stranger.page.waitForURL(`${suite.site.url}/waiting`);
    await stranger.page.getByRole('heading', { name: 'Waiting for approval' }).waitFor();
    await screenshot(stranger.page, 'invite-waiting-390');
    // The family's pages send a waiting account back here.
    await stranger.page.goto(`${suite.site.url}/dashboard/directory`);
    await stranger.page.waitForURL(`${suite.site.url}/waiting`);
    const status = await stranger.page.evaluate(async () => (await fetch('/api/auth/family/members', { headers: { 'X-Requested-With': 'FamilyNet' } })).status);
    assert.equal(status, 403);

    const mail = await suite.site.smtp.waitFor((m) => m.subject.includes('asks to join'));
    assert.match(mail.text, /Beth March/);

    await adminPage.page.reload();
    await showSection(adminPage.page, 'Waiting for approval', 'Waiting for approval (1)');
    const waiting = adminPage.page.getByRole('heading', { name: 'Waiting for approval (1)' });
    await waiting.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(adminPage.page, 'invite-settings-waiting-1280');
    await adminPage.page.getByRole('button', { name: 'Approve Beth March' }).click();
    await adminPage.page.getByText('Beth March can now sign in.').waitFor();
    await suite.site.smtp.waitFor((m) => m.to.includes(beth.email.toLowerCase()) && /let in/.test(m.text));

    await stranger.page.getByRole('button', { name: 'Check again' }).click();
    await stranger.page.waitForURL(`${suite.site.url}/dashboard`);
    await stranger.page.getByRole('heading', { name: 'Family Directory' }).waitFor();
    await stranger.context.close();
    await adminPage.context.close();
  });

  it('the Settings sections at 390 px (screenshots kept)', async () => {
    const { context, page } = await newVisitor(suite.browser, PHONE);
    await signedIn(page, admin);
    await page.goto(`${suite.site.url}/dashboard/settings`);
    await showSection(page, 'Who can join');
    const heading = page.getByRole('heading', { level: 2, name: 'Who can join' });
    await heading.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'invite-settings-who-can-join-390');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `no sideways scrolling at 390 px (${overflow} px too wide)`);
    await context.close();
  });
});
