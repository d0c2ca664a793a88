import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { composedSite } from './support/suite.js';
import { DESKTOP, PHONE, newVisitor, screenshot } from './support/browser.js';
import { newMember, signInThroughPage } from './support/family.js';
import { signUpViaApi, type SignedUp } from './support/api.js';
import { section, shootSection, showSection } from './support/settings.js';

const suite = composedSite({}, { database: 'postgres-when-given' });

let admin: SignedUp;
let manager: SignedUp;

async function openSettings(page: Page, who: SignedUp) {
  await signInThroughPage(page, suite.site.url, who.email, who.password);
  await page.waitForURL(`${suite.site.url}/dashboard`);
  await page.goto(`${suite.site.url}/dashboard/settings`);
}

const shoot = shootSection;

describe('Settings: user administration on the composed site', () => {
  // In the suite's hook, after the site has started: the first account is the admin (id 1), the second the manager (id 2).
  before(async () => {
    admin = await signUpViaApi(suite.site.url, newMember('Ada', 'Admin'));
    manager = await signUpViaApi(suite.site.url, newMember('Max', 'Manager'));
    assert.equal(admin.id, 1);
    assert.equal(manager.id, 2);
  });

  it('every section at 390 and 1280 px, reachable by keyboard (screenshots kept)', async () => {
    for (const [width, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      const { context, page, errors } = await newVisitor(suite.browser, viewport);
      await openSettings(page, admin);
      await page.getByRole('heading', { level: 1, name: 'Admin Settings' }).waitFor();
      await showSection(page, 'User Management');
      await page.getByRole('list', { name: 'Users' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(overflow <= 0, `no sideways scrolling at ${width} px (${overflow} px too wide)`);
      await shoot(page, 'Create New User', `settings-create-user-${width}`);
      await shoot(page, 'Bulk User Import', `settings-import-${width}`);
      await shoot(page, 'User Management', `settings-users-${width}`);
      await shoot(page, 'Email System Test', `settings-email-test-${width}`);

      // Tab through the page from the top: every control of the four sections gets the focus.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('body').focus();
      const reached = new Set<string>();
      for (let i = 0; i < 120; i += 1) {
        await page.keyboard.press('Tab');
        const name = await page.evaluate(() => {
          const active = document.activeElement as HTMLElement | null;
          if (!active) return '';
          const label = active.getAttribute('aria-label') || (active.id && document.querySelector(`label[for="${active.id}"]`)?.textContent) || active.textContent || '';
          return label.trim();
        });
        if (name) reached.add(name);
      }
      for (const control of ['Email', 'Display Name', 'Download Sample CSV', 'Choose CSV File', 'Search users', 'Delete Max Manager', 'Test email address', 'Send Test Email']) {
        assert.ok([...reached].some((name) => name === control || name.endsWith(control)), `${control} is reachable by Tab at ${width} px (reached: ${[...reached].join(' | ')})`);
      }
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('a created user receives the welcome mail, follows its link, sets a password and signs in', async () => {
    const { context, page, errors } = await newVisitor(suite.browser);
    await openSettings(page, admin);
    await showSection(page, 'Create New User');
    const create = section(page, 'Create New User');
    await create.waitFor({ timeout: 15_000 });
    const email = `welcome.${Date.now()}@example.com`;
    assert.equal(await create.getByRole('button', { name: 'Create User' }).isDisabled(), true, 'disabled until e-mail and display name');
    await create.getByLabel('Email', { exact: true }).fill(email);
    await create.getByLabel('Display Name').fill('Wendy Welcome');
    await create.getByLabel('Occupation').fill('Pilot');
    await create.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('User created successfully! Welcome email sent.').waitFor();
    await shoot(page, 'Create New User', 'settings-create-user-done-1280');
    await context.close();

    const mail = await suite.site.smtp.waitFor((m) => m.to.includes(email), 10_000);
    assert.equal(mail.subject, 'Welcome to FamilyNet');
    const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\?[^\s"<>]+)/.exec(mail.text)?.[1];
    assert.ok(link && link.startsWith(`${suite.site.url}/reset-password?token=`), `the welcome link is built on PUBLIC_URL:\n${mail.text}`);

    const newcomer = await newVisitor(suite.browser, PHONE);
    await newcomer.page.goto(link);
    await newcomer.page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    await newcomer.page.getByLabel('New Password').fill('wendys-first-password');
    await newcomer.page.getByLabel('Confirm Password').fill('wendys-first-password');
    await newcomer.page.getByRole('button', { name: 'Reset Password' }).click();
    await newcomer.page.waitForURL(`${suite.site.url}/dashboard`);
    await newcomer.page.getByRole('heading', { name: 'Family Directory' }).waitFor();
    await screenshot(newcomer.page, 'welcome-landed-390');
    assert.deepEqual(newcomer.errors, []);
    await newcomer.context.close();

    // The password works for a normal sign-in too; the link does not work twice.
    const later = await newVisitor(suite.browser);
    await signInThroughPage(later.page, suite.site.url, email, 'wendys-first-password');
    await later.page.waitForURL(`${suite.site.url}/dashboard`);
    await later.page.goto(link);
    await later.page.getByLabel('New Password').fill('another-password-1');
    await later.page.getByLabel('Confirm Password').fill('another-password-1');
    await later.page.getByRole('button', { name: 'Reset Password' }).click();
    await later.page.getByText('This reset link is invalid or has expired. Please request a new one.').waitFor();
    await later.context.close();
    assert.deepEqual(errors, []);
  });

  it('a CSV import with one bad row shows the report', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-csv-'));
    const file = path.join(dir, 'cousins.csv');
    const stamp = Date.now();
    fs.writeFileSync(
      file,
      [
        'email,displayName,firstName,lastName,phoneNumber,occupation,bio,birthday,isBirthdayVisible',
        `cousin.one.${stamp}@example.com,Cousin One,Cousin,One,5551234567,Baker,"Bakes bread, cakes",1980-05-01,true`,
        `not-an-address,Cousin Two,Cousin,Two,,,,1981-06-02,false`,
        `cousin.three.${stamp}@example.com,Cousin Three,Cousin,Three,,,,,`,
      ].join('\r\n'),
    );
    const { context, page, errors } = await newVisitor(suite.browser, PHONE);
    await openSettings(page, admin);
    await showSection(page, 'Bulk User Import');
    const importer = section(page, 'Bulk User Import');
    await importer.waitFor({ timeout: 15_000 });
    await importer.getByLabel('CSV file').setInputFiles(file);
    await importer.getByText('cousins.csv').waitFor();
    await importer.getByRole('button', { name: 'Import Users' }).click();
    await page.getByText('Import completed! 2 users imported, 1 skipped.').waitFor();
    const report = importer.getByRole('region', { name: 'Import report' });
    await report.waitFor();
    assert.deepEqual(await report.getByRole('listitem').allTextContents(), ['Row 3: Invalid email address']);
    await shoot(page, 'Bulk User Import', 'settings-import-report-390');

    // The client refuses a file that is not .csv.
    const wrong = path.join(dir, 'cousins.txt');
    fs.writeFileSync(wrong, 'hello');
    await importer.getByLabel('CSV file').setInputFiles(wrong);
    await page.getByText('Please select a CSV file').waitFor();
    fs.rmSync(dir, { recursive: true, force: true });
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the admin deletes a user after the confirmation', async () => {
    const doomed = await signUpViaApi(suite.site.url, newMember('Doomed', 'Cousin'));
    const { context, page, errors } = await newVisitor(suite.browser);
    await openSettings(page, admin);
    await showSection(page, 'User Management');
    const users = section(page, 'User Management');
    await users.waitFor({ timeout: 15_000 });
    await users.getByRole('searchbox', { name: 'Search users' }).fill('Doomed');
    await users.getByText('1 user found').waitFor();
    await users.getByRole('button', { name: 'Delete Doomed Cousin' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Are you sure you want to delete user "Doomed Cousin"? This action cannot be undone.').waitFor();
    await page.waitForTimeout(600); // the dialog's opening animation
    await screenshot(page, 'settings-delete-confirm-1280');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('User deleted successfully').waitFor();
    await users.getByText('No users match your search.').waitFor();

    // Their session is gone, and so is their card.
    const check = await fetch(`${suite.site.url}/api/auth/current/user`, { headers: { cookie: doomed.cookie } });
    assert.equal(check.status, 401);
    // The list this device kept is drawn first: the server's answer is what must not name them.
    const listed = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/auth/family/members');
    await page.goto(`${suite.site.url}/dashboard/directory`);
    await page.getByRole('heading', { name: 'Family Directory' }).waitFor();
    const { members } = ((await (await listed).json()) as { data: { members: unknown[] } }).data;
    await page.getByText('Ada Admin').first().waitFor();
    // A list kept on this device may be drawn first, with them in it: the count says the server's once its answer is drawn.
    await page.getByRole('status', { name: `${members.length} members shown`, exact: true }).waitFor();
    assert.equal(await page.getByText('Doomed Cousin').count(), 0);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the test e-mail arrives', async () => {
    const { context, page, errors } = await newVisitor(suite.browser);
    await openSettings(page, admin);
    await showSection(page, 'Email System Test');
    const tester = section(page, 'Email System Test');
    await tester.waitFor({ timeout: 15_000 });
    await tester.getByRole('button', { name: 'Send Test Email' }).click();
    await page.getByText('Please enter an email address to test').waitFor();
    const to = `postmaster.${Date.now()}@example.com`;
    await tester.getByLabel('Test email address').fill(to);
    await tester.getByLabel('Test email address').press('Enter');
    await page.getByText(`Test email sent successfully to ${to}. Check your inbox (and spam folder).`).waitFor();
    await shoot(page, 'Email System Test', 'settings-email-test-sent-1280');
    const mail = await suite.site.smtp.waitFor((m) => m.to.includes(to), 10_000);
    assert.equal(mail.subject, 'FamilyNet test email');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('the admin log says what was done, newest first, by person (screenshots kept)', async () => {
    for (const [label, viewport] of [['390', PHONE], ['1280', DESKTOP]] as const) {
      const { context, page, errors } = await newVisitor(suite.browser, viewport);
      await openSettings(page, admin);
      await showSection(page, 'Admin log');
      const log = section(page, 'Admin log');
      await log.waitFor({ timeout: 15_000 });
      const acts = log.getByRole('list', { name: 'Admin acts, newest first' });
      await acts.getByText(/^Ada Admin sent a test e-mail: to postmaster\./).first().waitFor();
      await acts.getByText(/^Ada Admin imported members: \d+ imported, \d+ skipped$/).first().waitFor();
      await shoot(page, 'Admin log', `settings-admin-log-${label}`);
      // Max has done nothing here, and nothing was done to him.
      await log.getByLabel('Person').selectOption({ label: 'Max Manager' });
      await log.getByText('Nothing recorded yet.').waitFor();
      assert.equal(await log.getByText(/^Ada Admin sent a test e-mail/).count(), 0, 'only the acts by or on Max');
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('a manager has Create New User and Bulk User Import, not User Management or Email System Test', async () => {
    const { context, page } = await newVisitor(suite.browser, PHONE);
    await openSettings(page, manager);
    await page.getByRole('heading', { level: 1, name: 'Manager Settings' }).waitFor();
    await showSection(page, 'Bulk User Import');
    await showSection(page, 'Create New User');
    // Neither drawn nor waiting to be (a section not loaded yet has its title too).
    for (const title of ['User Management', 'Email System Test']) assert.equal(await page.getByRole('heading', { level: 2, name: title }).count(), 0);
    await context.close();
  });

  // Last: the admin leaves.
  it('the admin leaves, naming Max as the new admin, and Max has Admin Settings at once (screenshots kept)', async () => {
    const { context, page, errors } = await newVisitor(suite.browser, PHONE);
    await openSettings(page, admin);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Profile' }).click();
    const data = page.getByRole('dialog', { name: 'Profile Details' }).getByRole('region', { name: 'Your data' });
    await data.getByRole('button', { name: 'Manage my data' }).click();
    await data.getByRole('button', { name: 'Delete my account' }).click();
    const successor = data.getByLabel('New admin');
    await successor.selectOption({ label: 'Max Manager' });
    const offered = await successor.locator('option').allTextContents();
    assert.ok(!offered.includes('Ada Admin'), `not oneself: ${offered.join(', ')}`);
    await data.getByLabel('Your password').fill(admin.password);
    await data.getByRole('button', { name: 'Keep my account' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'my-data-new-admin-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'my-data-new-admin-1280');
    await data.getByRole('button', { name: 'Delete my account for ever' }).click();
    await page.waitForURL(`${suite.site.url}/auth`);
    assert.deepEqual(errors, []);
    await context.close();

    const max = await newVisitor(suite.browser, DESKTOP);
    await openSettings(max.page, manager);
    await max.page.getByRole('heading', { level: 1, name: 'Admin Settings' }).waitFor();
    await showSection(max.page, 'User Management');
    await showSection(max.page, 'Admin log');
    await section(max.page, 'Admin log').getByText(/^A former member changed the role of Max Manager: now Admin/).first().waitFor({ timeout: 15_000 });
    await max.context.close();
  });
});
