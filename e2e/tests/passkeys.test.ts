import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { PASSKEY_MESSAGES } from 'shared-contracts';
import { composedSite } from './support/suite.js';
import { DESKTOP, PHONE, newVisitor, screenshot } from './support/browser.js';
import { newMember, signInThroughPage, signUpThroughPage } from './support/family.js';
import { signUpViaApi, type SignedUp } from './support/api.js';
import { expectInDialog, keepJournal, type PageJournal } from './support/page-journal.js';

// Passkeys need a name for the site, not an address: the browser opens http://localhost:<port>
// (a secure context), and PUBLIC_URL says the same, so the relying party is 'localhost'.
const suite = composedSite({}, { host: 'localhost', database: 'postgres-when-given' });

let jo: SignedUp;

/** Chromium's virtual authenticator on this page (CTAP2, resident keys, user verification, always verified). */
async function virtualAuthenticator(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

/**
 * A browser without passkey autofill. Chromium's virtual authenticator answers the sign-in page's
 * autofill request by itself (as a member choosing the offered passkey would), so a test of the
 * button turns autofill off, or the page would sign in before the button is pressed.
 */
async function withoutAutofill(page: Page) {
  await page.addInitScript(() => {
    PublicKeyCredential.isConditionalMediationAvailable = async () => false;
  });
}

/** A visitor whose page keeps a journal for a failure's message (support/page-journal.ts). */
const journals = new WeakMap<Page, PageJournal>();
async function visitor(viewport: typeof DESKTOP) {
  const opened = await newVisitor(suite.browser, viewport);
  journals.set(opened.page, await keepJournal(opened.page));
  return opened;
}

async function openOwnProfile(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile Details' });
  await dialog.getByRole('button', { name: 'Manage passkeys' }).click();
  await expectInDialog(page, dialog, dialog.getByRole('button', { name: 'Add a passkey' }), 'Manage passkeys did not open the list', journals.get(page));
  return dialog;
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: /account menu/i }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.waitForURL(`${suite.site.url}/auth`);
}

describe('Passkeys in Chromium (virtual authenticator)', () => {
  before(async () => {
    jo = await signUpViaApi(suite.site.url, newMember('Jo', 'March'));
  });

  it('add a passkey, sign in with it (also after a restart), a replayed or foreign answer refused; removed, it is refused', async () => {
    const { context, page, errors } = await visitor(DESKTOP);
    const { cdp, authenticatorId } = await virtualAuthenticator(context, page);
    await withoutAutofill(page);
    await signInThroughPage(page, suite.site.url, jo.email, jo.password);
    await page.waitForURL(`${suite.site.url}/dashboard`);

    // Add one from the profile.
    let dialog = await openOwnProfile(page);
    await dialog.getByLabel('Name of the new passkey').fill("Jo's laptop");
    await dialog.getByRole('button', { name: 'Add a passkey' }).click();
    await dialog.getByText(PASSKEY_MESSAGES.added).waitFor();
    const list = dialog.getByRole('list', { name: 'Your passkeys' });
    await list.getByText("Jo's laptop").waitFor();
    await list.getByText(/not used yet/).waitFor();
    await dialog.getByRole('heading', { name: 'Passkeys' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'passkeys-profile-1280');
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    assert.equal(credentials.length, 1, 'a resident key on the authenticator');
    assert.equal(credentials[0].rpId, 'localhost');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();

    // Sign in with it, nothing typed; the answer is kept to be replayed.
    await logOut(page);
    let signInBody = '';
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/passkeys/signin')) signInBody = request.postData() ?? '';
    });
    await screenshot(page, 'passkeys-signin-1280');
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL(`${suite.site.url}/dashboard`);

    const replay = await fetch(`${suite.site.url}/api/auth/passkeys/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'FamilyNet' },
      body: signInBody,
    });
    assert.equal(replay.status, 400, 'a replayed answer is refused');
    assert.equal(((await replay.json()) as { message: string }).message, PASSKEY_MESSAGES.challengeExpired);

    // An answer carried to another origin: the signature covers where it was made.
    const optionsAnswer = await fetch(`${suite.site.url}/api/auth/passkeys/signin/options`, { method: 'POST', headers: { 'X-Requested-With': 'FamilyNet' } });
    const { challenge } = ((await optionsAnswer.json()) as { data: { options: { challenge: string } } }).data.options;
    const kept = JSON.parse(signInBody) as { response: { response: { clientDataJSON: string } } };
    kept.response.response.clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin: 'https://evil.example' })).toString('base64url');
    const foreign = await fetch(`${suite.site.url}/api/auth/passkeys/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'FamilyNet' },
      body: JSON.stringify(kept),
    });
    assert.equal(foreign.status, 401, 'an answer from another site is refused');

    // After a restart of the server: still signs in.
    await suite.site.restart();
    await page.goto(`${suite.site.url}/dashboard`);
    await logOut(page);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL(`${suite.site.url}/dashboard`);

    // Remove it: the authenticator still offers it, the site refuses it.
    dialog = await openOwnProfile(page);
    await dialog.getByText(/last used/).waitFor();
    await dialog.getByRole('button', { name: "Remove the passkey Jo's laptop" }).click();
    await dialog.getByText(PASSKEY_MESSAGES.removed).waitFor();
    assert.equal(await dialog.getByRole('list', { name: 'Your passkeys' }).count(), 0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await logOut(page);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByText(PASSKEY_MESSAGES.unknownPasskey).waitFor();
    assert.equal(page.url(), `${suite.site.url}/auth`);
    await screenshot(page, 'passkeys-signin-refused-1280');
    assert.deepEqual(errors.filter((e) => !/401|Failed to load resource/.test(e)), []);
    await context.close();
  });

  it('the profile list and the sign-in view at 390 px; password sign-in turned off, the password is refused with why (screenshots kept)', async () => {
    const { context, page } = await visitor(PHONE);
    await virtualAuthenticator(context, page);
    // The browser's autofill: the page asks for a conditional request as soon as it is idle
    // (Chromium's autofill list itself cannot be driven from a test; the request it answers is).
    await page.addInitScript(() => {
      const get = navigator.credentials.get.bind(navigator.credentials);
      navigator.credentials.get = (options?: CredentialRequestOptions) => {
        (window as unknown as { conditional?: string }).conditional = options?.mediation;
        return get(options);
      };
    });
    await page.goto(`${suite.site.url}/auth`);
    await page.getByRole('button', { name: 'Use a passkey' }).waitFor();
    assert.equal(await page.getByLabel('Email').getAttribute('autocomplete'), 'username webauthn');
    await page.waitForFunction(() => (window as unknown as { conditional?: string }).conditional === 'conditional');
    await screenshot(page, 'passkeys-signin-390');
    await signInThroughPage(page, suite.site.url, jo.email, jo.password);
    await page.waitForURL(`${suite.site.url}/dashboard`);
    const dialog = await openOwnProfile(page);
    await dialog.getByLabel('Name of the new passkey').fill("Jo's phone");
    await dialog.getByRole('button', { name: 'Add a passkey' }).click();
    await dialog.getByRole('list', { name: 'Your passkeys' }).getByText("Jo's phone").waitFor();
    const passwordSwitch = dialog.getByRole('switch');
    await passwordSwitch.click();
    await page.waitForFunction(() => document.querySelector('.fn-passkey-password [role="switch"]')?.getAttribute('aria-checked') === 'false');
    await dialog.getByRole('heading', { name: 'Passkeys' }).scrollIntoViewIfNeeded();
    await page.waitForTimeout(400); // the switch's own animation
    await screenshot(page, 'passkeys-profile-390');
    await context.close();

    // The password is now refused with why; a reset link turns it back on.
    const refused = await fetch(`${suite.site.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'FamilyNet' },
      body: JSON.stringify({ email: jo.email, password: jo.password }),
    });
    assert.equal(refused.status, 403);
    assert.equal(((await refused.json()) as { message: string }).message, PASSKEY_MESSAGES.passwordSignInOff);
  });

  it('Your data: download the archive; delete the account, confirmed with a passkey (screenshots kept)', async () => {
    const member = newMember('Meg', 'Brooke');
    const signedUp = await signUpViaApi(suite.site.url, member);
    const { context, page } = await visitor(PHONE);
    await virtualAuthenticator(context, page);
    await withoutAutofill(page);
    await signInThroughPage(page, suite.site.url, signedUp.email, signedUp.password);
    await page.waitForURL(`${suite.site.url}/dashboard`);
    const dialog = await openOwnProfile(page);
    await dialog.getByRole('button', { name: 'Add a passkey' }).click();
    await dialog.getByText(PASSKEY_MESSAGES.added).waitFor();

    const section = dialog.getByRole('region', { name: 'Your data' });
    await section.getByRole('button', { name: 'Manage my data' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download my data' }).click()]);
    assert.match(download.suggestedFilename(), /^familynet-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const archive = JSON.parse(fs.readFileSync((await download.path())!, 'utf8')) as { account: { email: string }; passkeys: unknown[] };
    assert.equal(archive.account.email, signedUp.email);
    assert.equal(archive.passkeys.length, 1);

    await section.getByRole('button', { name: 'Delete my account' }).click();
    await section.getByRole('button', { name: 'Confirm with a passkey' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'my-data-delete-390');
    await page.setViewportSize(DESKTOP);
    await screenshot(page, 'my-data-delete-1280');
    await section.getByRole('button', { name: 'Confirm with a passkey' }).click();
    await page.waitForURL(`${suite.site.url}/auth`);
    const gone = await fetch(`${suite.site.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'FamilyNet' },
      body: JSON.stringify({ email: signedUp.email, password: signedUp.password }),
    });
    assert.equal(gone.status, 401, 'the account is gone');
    await context.close();
  });

  it('offered once after sign-up, skippable; taken, the new member signs in with it next time, from the e-mail field\'s autofill', async () => {
    const { context, page } = await visitor(PHONE);
    const { cdp, authenticatorId } = await virtualAuthenticator(context, page);
    const amy = newMember('Amy', 'March');
    await signUpThroughPage(page, suite.site.url, amy);
    const offer = page.getByText('Sign in next time without a password');
    await offer.waitFor();
    await screenshot(page, 'passkeys-offer-390');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText(PASSKEY_MESSAGES.added).waitFor();
    assert.equal((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials.length, 1);
    await page.reload();
    await page.getByRole('heading', { name: 'Family Directory' }).waitFor();
    assert.equal(await offer.count(), 0, 'offered once');
    // Signed out, the sign-in page offers the passkey in the e-mail field's autofill; the virtual
    // authenticator chooses it as the member would, and nothing is typed or pressed.
    let autofilled = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/passkeys/signin')) autofilled = true;
    });
    await logOut(page);
    await page.waitForURL(`${suite.site.url}/dashboard`);
    assert.ok(autofilled, 'signed in with the passkey');
    await page.getByRole('heading', { name: 'Family Directory' }).waitFor();

    // Not now: gone, and not back after a reload.
    const beth = await newVisitor(suite.browser, DESKTOP);
    await signUpThroughPage(beth.page, suite.site.url, newMember('Beth', 'March'));
    await beth.page.getByRole('button', { name: 'Not now' }).click();
    await beth.page.reload();
    await beth.page.getByRole('heading', { name: 'Family Directory' }).waitFor();
    assert.equal(await beth.page.getByText('Sign in next time without a password').count(), 0);
    await beth.context.close();
    await context.close();
  });
});
