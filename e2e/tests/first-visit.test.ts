import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import zlib from 'node:zlib';
import { composedSite } from './support/suite.js';
import { newVisitor } from './support/browser.js';
import { signUpViaApi } from './support/api.js';
import { newMember } from './support/family.js';

// What a first visit to /auth may download, gzip-compressed. A change that makes the
// sign-in page heavier fails here; lower the budget when the page gets lighter. KB here are KiB.
// 174.0 before passkeys, which added 4.7 (at most 5: their autofill fetches the ceremonies once
// idle); then 1.1 for issue 21's part of the shared contracts (the four privacy switches and
// their help, member/shown.ts, the account, admin log and contact card calls): 179.8.
const AUTH_FIRST_VISIT_JS_BUDGET_KB = 181;

// What a signed-in first visit to each dashboard screen downloads, in KiB of JavaScript on the
// wire as the browser receives it (brotli from this server), measured the way `npm run bench`
// does (scripts/bench/first-visit.mjs). Issue 24's targets are 220 for each; these are today's
// figures (268.5, 323.3, 268.5, 347.8 on 2026-11-26) plus about 2 KiB, to be lowered as the
// screens get lighter.
const DASHBOARD_FIRST_VISIT_JS_BUDGET_KIB: Record<string, number> = {
  '/dashboard/directory': 271,
  '/dashboard/map': 326,
  '/dashboard/calendar': 271,
  '/dashboard/settings': 350,
};

const suite = composedSite();


describe('the first visit', () => {
  it(`to /auth downloads at most ${AUTH_FIRST_VISIT_JS_BUDGET_KB} KB of gzip JavaScript`, async () => {
    const { context, page } = await newVisitor(suite.browser);
    const scripts: Array<{ url: string; gzip: number }> = [];
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      scripts.push({ url: response.url().replace(suite.site.url, ''), gzip: zlib.gzipSync(body).length });
    });
    const started = Date.now();
    await page.goto(`${suite.site.url}/auth`);
    await page.getByRole('button', { name: 'SIGN IN' }).waitFor();
    const readyMs = Date.now() - started;
    await page.waitForLoadState('networkidle');
    const totalKb = scripts.reduce((sum, s) => sum + s.gzip, 0) / 1024;
    const largest = [...scripts].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
    console.log(
      `first visit to /auth: ${totalKb.toFixed(1)} KB gzip JS in ${scripts.length} files, usable after ${readyMs} ms;`,
      'largest:',
      largest.map((s) => `${s.url} ${(s.gzip / 1024).toFixed(1)} KB`).join(', '),
    );
    assert.ok(totalKb <= AUTH_FIRST_VISIT_JS_BUDGET_KB, `${totalKb.toFixed(1)} KB is over the budget`);
    await context.close();
  });

  it('to each dashboard screen, signed in, downloads no more JavaScript than its budget', async () => {
    const member = newMember('Bea', 'Budget');
    await signUpViaApi(suite.site.url, member);
    const over: string[] = [];
    for (const [screen, budget] of Object.entries(DASHBOARD_FIRST_VISIT_JS_BUDGET_KIB)) {
      const context = await suite.browser.newContext();
      const signIn = await context.request.post(`${suite.site.url}/api/auth/signin`, {
        data: { email: member.email, password: member.password },
        headers: { 'X-Requested-With': 'FamilyNet' },
      });
      assert.equal(signIn.status(), 200, await signIn.text());
      // The session the shell keeps on the device, so the page starts signed in with an empty cache.
      const user = ((await signIn.json()) as { data: { user: unknown } }).data.user;
      await context.addInitScript((u) => localStorage.setItem('root', JSON.stringify({ loginUser: u, isUserLogin: true })), user);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      const scripts = new Set<string>();
      let bytes = 0;
      cdp.on('Network.responseReceived', (event) => {
        if (/javascript/.test(event.response.mimeType) || event.response.url.endsWith('.js')) scripts.add(event.requestId);
      });
      cdp.on('Network.loadingFinished', (event) => {
        if (scripts.has(event.requestId)) bytes += event.encodedDataLength;
      });
      await page.goto(`${suite.site.url}${screen}`, { waitUntil: 'networkidle' });
      assert.equal(new URL(page.url()).pathname, screen, 'signed in, the screen itself is shown');
      const kib = bytes / 1024;
      console.log(`first visit to ${screen}: ${kib.toFixed(1)} KiB of JavaScript on the wire in ${scripts.size} files (budget ${budget})`);
      if (kib > budget) over.push(`${screen}: ${kib.toFixed(1)} KiB, budget ${budget}`);
      await context.close();
    }
    assert.deepEqual(over, [], 'over the budget');
  });
});
