import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { SESSION_COOKIE_NAME } from 'shared-contracts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, PHONE, QUIET, screenshot } from './support/browser.js';
import { signUpViaApi, type SignedUp } from './support/api.js';
import { waitUntil } from './support/eventually.js';
import { newMember, signInThroughPage } from './support/family.js';
import { OSM_TILES } from './support/maps.js';
import { pngSquare } from './support/pictures.js';
import { freePort, startSite, type Site } from './support/site.js';

/*
 * The HTTPS recipe of the README, tried (issue 23): the composed site behind Caddy with the
 * repository's deploy/Caddyfile, on a name that is not localhost (family.test, mapped by
 * Chromium's host resolver rules), its certificate from Caddy's internal authority, which this
 * test's browser profile trusts (an NSS database in the browser's own HOME, as a relative's
 * device would after installing the family's root certificate).
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const NAME = 'family.test';
const ORCHARD_HOUSE = { latitude: 42.4584, longitude: -71.3498 };

/** This machine's address on its network, through which the browser reaches Caddy as a phone on the LAN would (127.0.0.1 when it has none). */
const lanAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
const browserReaches = lanAddress ?? '127.0.0.1';

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, host);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

let site: Site;
let caddy: ChildProcess;
let caddyLog = '';
let context: BrowserContext;
/** Outside requests answered here (map tiles): nothing else may leave the machine. */
const answered: string[] = [];
const refused: string[] = [];
let base: string;
let jo: SignedUp;
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-caddy-'));

before(async () => {
  const httpsPort = await freePort();
  base = `https://${NAME}:${httpsPort}`;
  site = await startSite({ PUBLIC_URL: base, TRUST_PROXY: '127.0.0.1', RATE_LIMIT_SCALE: '1' });
  const serverPort = new URL(site.url).port;

  caddy = spawn('caddy', ['run', '--config', path.join(root, 'deploy/Caddyfile'), '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      HOME: home,
      XDG_DATA_HOME: path.join(home, 'data'),
      XDG_CONFIG_HOME: path.join(home, 'config'),
      FAMILYNET_ADDRESS: `${NAME}:${httpsPort}`,
      FAMILYNET_TLS: 'internal',
      FAMILYNET_UPSTREAM: `127.0.0.1:${serverPort}`,
      CADDY_ADMIN: 'off',
      CADDY_HTTP_PORT: String(await freePort()),
      CADDY_HTTPS_PORT: String(httpsPort),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  caddy.stdout?.on('data', (chunk) => (caddyLog += String(chunk)));
  caddy.stderr?.on('data', (chunk) => (caddyLog += String(chunk)));
  const rootCert = path.join(home, 'data/caddy/pki/authorities/local/root.crt');
  await waitUntil(() => caddy.exitCode === null && fs.existsSync(rootCert), `Caddy's root certificate\n${caddyLog}`);
  await waitUntil(() => connects('127.0.0.1', httpsPort), 'Caddy listening');

  // The family's root certificate, trusted by this browser profile only.
  const nssdb = path.join(home, '.pki/nssdb');
  fs.mkdirSync(nssdb, { recursive: true });
  execFileSync('certutil', ['-d', `sql:${nssdb}`, '-N', '--empty-password']);
  execFileSync('certutil', ['-d', `sql:${nssdb}`, '-A', '-t', 'C,,', '-n', 'FamilyNet family root (Caddy)', '-i', rootCert]);
  // A persistent profile, as a relative's browser is (Chromium does not install apps from an incognito one).
  context = await chromium.launchPersistentContext(path.join(home, 'profile'), {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${NAME} ${browserReaches}`],
    env: { ...process.env, HOME: home },
    viewport: PHONE,
    reducedMotion: QUIET,
    serviceWorkers: 'allow',
    geolocation: ORCHARD_HOUSE,
    permissions: ['geolocation'],
  });
  const tile = pngSquare(256, [214, 228, 210]);
  await context.route(
    (url) => url.origin !== new URL(base).origin,
    async (route) => {
      const url = route.request().url();
      if (url.startsWith(OSM_TILES)) {
        answered.push(url);
        await route.fulfill({ status: 200, contentType: 'image/png', body: tile });
      } else {
        refused.push(url);
        await route.abort('internetdisconnected');
      }
    },
  );
  jo = await signUpViaApi(site.url, newMember('Jo', 'March'));
});

after(async () => {
  await context?.close();
  caddy?.kill('SIGTERM');
  await site?.stop();
  fs.rmSync(home, { recursive: true, force: true });
});

const pageErrors: string[] = [];
async function newPage(): Promise<Page> {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  return page;
}

describe(`the composed site behind Caddy at https://${NAME} (the README's recipe)`, () => {
  it('signs in over HTTPS with a Secure cookie and HSTS; the service worker runs, the app is installable, the map shares a position', async () => {
    const page = await newPage();
    await signInThroughPage(page, base, jo.email, jo.password);
    await page.waitForURL(`${base}/dashboard`);

    const cookie = (await context.cookies(base)).find((c) => c.name === SESSION_COOKIE_NAME);
    assert.deepEqual([cookie?.secure, cookie?.httpOnly, cookie?.sameSite], [true, true, 'Lax'], 'the session cookie is Secure');
    const answer = await page.goto(`${base}/dashboard`);
    assert.match(answer?.headers()['strict-transport-security'] ?? '', /max-age=\d{7,}/, 'HSTS');
    assert.equal(await page.evaluate(() => window.isSecureContext), true);

    const worker = await page.evaluate(async () => {
      const active = (await navigator.serviceWorker.ready).active!;
      if (active.state !== 'activated') await new Promise((resolve) => active.addEventListener('statechange', () => active.state === 'activated' && resolve(null)));
      return active.state;
    });
    assert.equal(worker, 'activated', 'the service worker is active');
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    console.log(`behind Caddy: ${base} (browser reaches ${browserReaches}); installability errors: ${JSON.stringify(installabilityErrors)}; cookie ${cookie?.name} secure=${cookie?.secure}; HSTS "${answer?.headers()['strict-transport-security']}"; service worker ${worker}`);
    assert.deepEqual(installabilityErrors, [], 'installable');
    await cdp.detach();

    await page.goto(`${base}/dashboard/map`);
    const share = page.getByRole('switch', { name: 'Share my location' });
    await share.click();
    await page.waitForFunction(() => document.querySelector('[role="switch"]')?.getAttribute('aria-checked') === 'true');
    await page.getByRole('button', { name: /^Jo March \(you\)/ }).waitFor();
    const own = await page.evaluate(async () => (await (await fetch('/api/auth/current/user', { headers: { 'X-Requested-With': 'FamilyNet' } })).json()).data.user.location);
    assert.deepEqual([own?.lat, own?.lng], [ORCHARD_HOUSE.latitude, ORCHARD_HOUSE.longitude], 'the position reached the server');
    assert.ok(answered.length > 0, 'tiles were asked for, and answered here');
    assert.deepEqual(refused, [], 'nothing else left the machine');
    await screenshot(page, 'https-caddy-map-390');
    assert.deepEqual(pageErrors, []);
    await page.close();
  });

  it("rate limits count the relative's own address: what a client claims in X-Forwarded-For is not believed", async () => {
    const page = await newPage();
    await page.goto(`${base}/auth`);
    // Eleven wrong sign-ins, each claiming another address: the limit (10 a minute per address) still counts them as one.
    const statuses = await page.evaluate(async () => {
      const out: number[] = [];
      for (let i = 1; i <= 11; i += 1) {
        const answer = await fetch('/api/auth/signin', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'FamilyNet', 'X-Forwarded-For': `203.0.113.${i}` },
          body: JSON.stringify({ email: `nobody-${i}@example.org`, password: 'not a password' }),
        });
        out.push(answer.status);
      }
      return out;
    });
    console.log(`sign-ins through Caddy with forged X-Forwarded-For: ${statuses.join(' ')}`);
    assert.equal(statuses.at(-1), 429, 'refused once the address has had its ten');
    await page.close();
    if (lanAddress) {
      // Caddy told the server the browser's own address (this machine's LAN address): this
      // machine's other address (the server's own loopback) still has all of its tries.
      const direct = await fetch(`${site.url}/api/auth/signin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'FamilyNet' },
        body: JSON.stringify({ email: 'nobody@example.org', password: 'not a password' }),
      });
      assert.equal(direct.status, 401, 'another address is not limited by the first one');
    }
  });

  it("the server's own port is not reachable from the network: only Caddy, on this machine, reaches it", async () => {
    const port = Number(new URL(site.url).port);
    assert.equal(await connects('127.0.0.1', port), true, 'Caddy reaches it');
    if (lanAddress) assert.equal(await connects(lanAddress, port), false, `refused on ${lanAddress}`);
    else assert.match(site.logs.join(''), /127\.0\.0\.1/, 'it listens on loopback only');
  });
});
