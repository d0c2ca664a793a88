import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Route } from 'playwright-core';
import { composedSite } from './support/suite.js';
import { DESKTOP, PHONE, newVisitor, screenshot } from './support/browser.js';
import { newMember, signInThroughPage, signUpThroughPage } from './support/family.js';

const suite = composedSite({}, { database: 'postgres-when-given' });


describe('accounts on the composed site', () => {
  it('the sign-in page renders at phone and desktop width (screenshots kept)', async () => {
    for (const [name, viewport] of [['auth-390', PHONE], ['auth-1280', DESKTOP]] as const) {
      const { context, page, errors } = await newVisitor(suite.browser, viewport);
      await page.goto(`${suite.site.url}/auth`);
      await page.getByRole('heading', { name: 'Sign in' }).waitFor();
      await page.getByRole('button', { name: 'SIGN IN' }).waitFor();
      assert.ok(await page.getByRole('img', { name: 'FamilyNet' }).isVisible(), 'the wordmark is shown');
      await page.waitForTimeout(300);
      await screenshot(page, name);
      assert.deepEqual(errors, []);
      await context.close();
    }
  });

  it('sign up lands on the dashboard, a reload keeps the session, logout ends it', async () => {
    const member = newMember('Meg', 'March');
    const { context, page, errors } = await newVisitor(suite.browser);
    await signUpThroughPage(page, suite.site.url, member);
    await page.getByRole('heading', { name: 'Family Directory' }).waitFor();
    assert.ok(await page.getByRole('navigation', { name: 'Main navigation' }).isVisible());

    await page.reload();
    await page.getByRole('heading', { name: 'Family Directory' }).waitFor();
    assert.equal(new URL(page.url()).pathname, '/dashboard');

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${suite.site.url}/auth`);
    await page.goto(`${suite.site.url}/dashboard`);
    await page.waitForURL(`${suite.site.url}/auth`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('an account menu whose code does not arrive leaves its button, and the focus on it; it opens once the code can come', async () => {
    const { context, page, errors } = await newVisitor(suite.browser);
    // The menu's own script (the only one that says the frame's word for Logout) does not arrive.
    let refused = 0;
    const refuseTheMenu = async (route: Route) => {
      const response = await route.fetch();
      if ((await response.text()).includes('("account.logout")')) {
        refused += 1;
        return route.abort('connectionreset');
      }
      return route.fulfill({ response });
    };
    await context.route(/\.js$/, refuseTheMenu);
    await signUpThroughPage(page, suite.site.url, newMember('Amy', 'March'));
    await page.getByRole('heading', { name: 'Family Directory' }).waitFor();

    const before = refused;
    await page.getByRole('button', { name: 'Account menu' }).focus();
    await page.keyboard.press('Enter');
    for (const deadline = Date.now() + 10_000; refused === before; ) {
      assert.ok(Date.now() < deadline, 'the menu was never asked for');
      await page.waitForTimeout(100);
    }
    await page.locator('button[aria-label="Account menu"][aria-expanded="false"]').waitFor();
    await page.waitForTimeout(300);
    assert.equal(await page.getByRole('menuitem', { name: 'Logout' }).count(), 0);
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Account menu');

    await context.unroute(/\.js$/, refuseTheMenu);
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Logout' }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('aria-label')), 'Account menu');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("a malformed e-mail gets the form's own message, not the browser's", async () => {
    const { context, page } = await newVisitor(suite.browser);
    await page.goto(`${suite.site.url}/auth?mode=signup`);
    await page.getByLabel('Email').fill('bad');
    await page.getByRole('button', { name: 'SIGN UP' }).click();
    await page.getByText('Invalid email address').waitFor();
    await page.getByText('First name is required').waitFor();
    assert.equal(await page.getByLabel('Email').evaluate((input) => (input as HTMLInputElement).form?.noValidate), true);
    await context.close();
  });

  it('a logged-out visitor of /dashboard is sent to /auth', async () => {
    const { context, page } = await newVisitor(suite.browser);
    await page.goto(`${suite.site.url}/dashboard/map`);
    await page.waitForURL(`${suite.site.url}/auth`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await context.close();
  });

  it('a wrong password shows the server message and keeps the visitor on /auth', async () => {
    const member = newMember('Beth', 'March');
    const first = await newVisitor(suite.browser);
    await signUpThroughPage(first.page, suite.site.url, member);
    await first.context.close();

    const { context, page } = await newVisitor(suite.browser);
    await signInThroughPage(page, suite.site.url, member.email, 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.match((await alert.textContent()) ?? '', /Invalid email or password/);
    assert.equal(new URL(page.url()).pathname, '/auth');

    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.waitForURL(`${suite.site.url}/dashboard`);
    await context.close();
  });

  it('forgot password: the e-mail arrives, its link resets the password, only the new one works', async () => {
    const member = newMember('Amy', 'March');
    const setup = await newVisitor(suite.browser);
    await signUpThroughPage(setup.page, suite.site.url, member);
    await setup.context.close();

    const { context, page } = await newVisitor(suite.browser);
    await page.goto(`${suite.site.url}/auth`);
    await page.getByRole('button', { name: 'RESET' }).click();
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText('Password reset link has been sent to your email address.').waitFor();

    const mail = await suite.site.smtp.waitFor((m) => m.to.includes(member.email), 10_000);
    const link = /(http:\/\/127\.0\.0\.1:\d+\/reset-password\?[^\s"<>]+)/.exec(mail.text)?.[1];
    assert.ok(link, `the e-mail carries the reset link:\n${mail.text}`);
    assert.ok(link.startsWith(`${suite.site.url}/reset-password?token=`), 'the link is built on PUBLIC_URL');

    await page.goto(link.replaceAll('&amp;', '&'));
    await page.getByRole('heading', { name: 'Reset Password' }).waitFor();
    const newPassword = 'a-brand-new-password';
    await page.getByLabel('New Password').fill(newPassword);
    await page.getByLabel('Confirm Password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successful! Redirecting to login...').waitFor();
    await page.waitForURL(`${suite.site.url}/auth`, { timeout: 5000 });

    await signInThroughPage(page, suite.site.url, member.email, member.password);
    await page.getByRole('alert').waitFor();
    assert.match((await page.getByRole('alert').textContent()) ?? '', /Invalid email or password/);

    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'SIGN IN' }).click();
    await page.waitForURL(`${suite.site.url}/dashboard`);

    // The link is single use.
    const second = await newVisitor(suite.browser);
    await second.page.goto(link.replaceAll('&amp;', '&'));
    await second.page.getByLabel('New Password').fill('yet-another-password');
    await second.page.getByLabel('Confirm Password').fill('yet-another-password');
    await second.page.getByRole('button', { name: 'Reset Password' }).click();
    await second.page.getByRole('alert').waitFor();
    assert.doesNotMatch((await second.page.getByRole('alert').textContent()) ?? '', /successful/);
    await second.context.close();
    await context.close();
  });
});
