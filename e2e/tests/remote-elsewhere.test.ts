import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, DESKTOP, PHONE, QUIET, screenshot } from './support/browser.js';
import { waitUntil } from './support/eventually.js';
import { newMember, signUpThroughPage } from './support/family.js';
import { OSM_TILES } from './support/maps.js';
import { pngSquare } from './support/pictures.js';
import { freePort, startSite, type Site } from './support/site.js';
import { PINNED_PAGE_FILE } from 'shared-contracts/remote-pins';

/*
 * A team's remote from its own address (issue 43): the map is built for a static host of its own
 * (`deploy:remote -- mf-map --out DIR --base-url URL`), served by Caddy's file server at another
 * host name (remotes.test, mapped to this machine for the browser and the server alike), and
 * pinned by the site's remotes.json (`deploy:remote -- --use`). The page's policy names that
 * origin; the installed app opens the map offline; a byte changed in one file on that host is
 * refused (the map shows its failure and Retry, the rest works, the server's log says which
 * check failed); rolling back the one line brings the site's own map back.
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const HOST = 'remotes.test';
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-remote-host-'));
const hostRoot = path.join(work, 'www');
const versionDir = path.join(hostRoot, 'mf-map', '1.0.0');

let site: Site;
let browser: Browser;
let caddy: ChildProcess;
let caddyLog = '';
let hostOrigin: string;
let deployOutput = '';

const connects = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

function deployRemote(...args: string[]): string {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/deploy-remote.mjs'), ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: site.dataDir },
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr || run.stdout);
  return run.stdout;
}

/** The headers the remote's host sends for one of its files (asked at this machine, by its name). */
function hostHeaders(pathname: string): Promise<http.IncomingHttpHeaders> {
  const { hostname, port, host } = new URL(hostOrigin);
  assert.equal(hostname, HOST);
  return new Promise((resolve, reject) => {
    http.get({ host: '127.0.0.1', port: Number(port), path: pathname, headers: { Host: host } }, (response) => {
      response.resume();
      resolve(response.headers);
    }).on('error', reject);
  });
}

const pinLines = () => site.logs.join('').split('\n').filter((line) => line.includes('pinned remote mf_map'));

async function newPage(viewport = DESKTOP, serviceWorkers: 'allow' | 'block' = 'allow'): Promise<{ page: Page; close: () => Promise<void>; errors: string[] }> {
  const context = await browser.newContext({ viewport, reducedMotion: QUIET, serviceWorkers });
  const tile = pngSquare(256, [214, 228, 210]);
  await context.route((url) => url.href.startsWith(OSM_TILES), (route) => route.fulfill({ status: 200, contentType: 'image/png', body: tile }));
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, close: () => context.close(), errors };
}

before(
  async () => {
    const hostPort = await freePort();
    hostOrigin = `http://${HOST}:${hostPort}`;
    site = await startSite({
      NODE_OPTIONS: `--require ${path.join(root, 'e2e/tests/support/test-hosts.cjs')}`,
      FAMILYNET_TEST_HOSTS: HOST,
    });
    deployOutput = deployRemote('mf-map', '--out', versionDir, '--base-url', `${hostOrigin}/mf-map/1.0.0/`);

    // The team's static host: Caddy's file server with the snippet the deploy wrote.
    const caddyfile = path.join(work, 'Caddyfile');
    fs.writeFileSync(caddyfile, `{\n\tadmin off\n\tauto_https off\n}\n${hostOrigin} {\n\timport ${path.join(versionDir, 'Caddyfile')}\n}\n`);
    caddy = spawn('caddy', ['run', '--config', caddyfile, '--adapter', 'caddyfile'], {
      env: { ...process.env, HOME: work, XDG_DATA_HOME: path.join(work, 'data'), XDG_CONFIG_HOME: path.join(work, 'config') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    caddy.stdout?.on('data', (chunk) => (caddyLog += String(chunk)));
    caddy.stderr?.on('data', (chunk) => (caddyLog += String(chunk)));
    await waitUntil(() => caddy.exitCode === null && connects(hostPort), () => `Caddy listening\n${caddyLog}`);

    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, `--host-resolver-rules=MAP ${HOST} 127.0.0.1`], timeout: 60_000 });
  },
  { timeout: 240_000 },
);

after(async () => {
  await browser?.close();
  caddy?.kill('SIGTERM');
  await site?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe(`a remote served from another origin (${HOST}), pinned by hash`, () => {
  it('the deploy writes the folder for the static host, its headers, and the pinned entry', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'Caddyfile', '_headers']) assert.ok(fs.existsSync(path.join(versionDir, file)), `${file} is in the folder`);
    assert.deepEqual(fs.readdirSync(versionDir).filter((file) => file.endsWith('.map')), [], 'no source map is published');
    const { container, entry } = JSON.parse(fs.readFileSync(`${versionDir}.entry.json`, 'utf8'));
    assert.equal(container, 'mf_map');
    assert.equal(entry.manifest, `${hostOrigin}/mf-map/1.0.0/mf-manifest.json`);
    assert.match(entry.integrity['remoteEntry.js'], /^sha384-[A-Za-z0-9+/]{64}$/);
    assert.ok(Object.keys(entry.integrity).every((file) => file.endsWith('.js') || file === 'mf-manifest.json'), 'only what the page loads is pinned');
    assert.match(deployOutput, /"mf_map": \{"manifest":/, 'the entry is printed');
    console.log(deployOutput.split('\n').filter((line) => /Built|Serve|On the FamilyNet server/.test(line)).join('\n'));

    // Served with the snippet: CORS on every file, the entry points revalidated, chunks kept for good.
    const chunk = Object.keys(entry.integrity).find((file) => /\.[0-9a-f]{10}\.js$/.test(file))!;
    for (const [file, caching] of [['remoteEntry.js', 'no-cache'], ['mf-manifest.json', 'no-cache'], [chunk, 'public, max-age=31536000, immutable']]) {
      const headers = await hostHeaders(`/mf-map/1.0.0/${file}`);
      assert.equal(headers['access-control-allow-origin'], '*', `${file}: CORS`);
      assert.equal(headers['cache-control'], caching, `${file}: caching`);
    }
  });

  it('applied by one command, the map loads from that origin, named by the page policy, and opens offline once visited', async () => {
    const applied = deployRemote('--use', `${versionDir}.entry.json`);
    assert.match(applied, /To roll back, put back its previous line \(there was none: remove the line\)/);
    const { page, close, errors } = await newPage(PHONE);
    try {
      const fromHost: string[] = [];
      page.on('response', (response) => {
        if (response.url().startsWith(hostOrigin) && response.ok()) fromHost.push(new URL(response.url()).pathname);
      });
      // Every script the page adds, as it is added: the entry (by the federation runtime's plugin)
      // and the chunks (by the remote's own loader) must carry their pin and CORS.
      await page.addInitScript(() => {
        const seen: Array<{ src: string; integrity: string; crossOrigin: string | null }> = [];
        (window as unknown as { scriptsAdded: typeof seen }).scriptsAdded = seen;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src) seen.push({ src: node.src, integrity: node.integrity, crossOrigin: node.crossOrigin });
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await signUpThroughPage(page, site.url, newMember('Amy', 'March'));
      const answer = await page.goto(`${site.url}/dashboard/map`);
      const policy = (await answer?.headerValue('content-security-policy')) ?? '';
      console.log(`the page's policy, pinned: ${policy}`);
      // The pinned folder on that origin, nothing wider.
      for (const directive of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
        assert.match(policy, new RegExp(`${directive} [^;]*${hostOrigin.replace(/\./g, '\\.')}/mf-map/1\\.0\\.0/(?:;| )`), `${directive} names the folder`);
      }
      await page.locator('#fn-map-title').waitFor();
      await waitUntil(() => fromHost.some((file) => file.endsWith('/remoteEntry.js')), 'the map entry from the remote host');
      assert.ok(fromHost.some((file) => file.endsWith('/mf-manifest.json')), 'the manifest came from the remote host');
      assert.ok(!fromHost.some((file) => !file.startsWith('/mf-map/1.0.0/')), 'only the pinned folder');
      const added = await page.evaluate(() => (window as unknown as { scriptsAdded: Array<{ src: string; integrity: string; crossOrigin: string | null }> }).scriptsAdded);
      const { integrity } = JSON.parse(fs.readFileSync(`${versionDir}.entry.json`, 'utf8')).entry as { integrity: Record<string, string> };
      const fromThere = added.filter(({ src }) => src.startsWith(hostOrigin));
      assert.ok(fromThere.some(({ src }) => src.endsWith('/remoteEntry.js')), `the entry's script: ${JSON.stringify(added)}`);
      assert.ok(fromThere.some(({ src }) => /\.[0-9a-f]{10}\.js$/.test(src)), 'a chunk of the map');
      for (const script of fromThere) {
        assert.equal(script.integrity, integrity[script.src.slice(`${hostOrigin}/mf-map/1.0.0/`.length)], `${script.src} carries its pin`);
        assert.equal(script.crossOrigin, 'anonymous', `${script.src} is fetched with CORS`);
      }

      // Installed: the worker (which knows the pinned origin) keeps the remote's files.
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        while (!navigator.serviceWorker.controller) await new Promise((resolve) => setTimeout(resolve, 100));
        return registration.active?.state;
      });
      await page.reload();
      await page.locator('#fn-map-title').waitFor();
      await page.context().setOffline(true);
      try {
        await page.reload();
        await page.getByText('You are offline', { exact: true }).waitFor();
        await page.locator('#fn-map-title').waitFor();
        assert.equal(await page.getByText('Family Map could not be loaded').count(), 0);
        await screenshot(page, 'remote-elsewhere-offline-390');
      } finally {
        await page.context().setOffline(false);
      }
      assert.deepEqual(pinLines().filter((line) => line.includes('"level":40')), [], 'the server found every pinned file as pinned');
      assert.deepEqual(errors, []);
    } finally {
      await close();
    }
  });

  it("a page on which the pins were not applied (their script did not load) loads nothing of that remote: the map shows Retry", async () => {
    // No service worker: what it fetches for the page is out of the page's routing (Playwright's rule).
    const { page, close } = await newPage(DESKTOP, 'block');
    try {
      const fromHost: string[] = [];
      page.on('request', (request) => {
        if (request.url().startsWith(hostOrigin)) fromHost.push(request.url());
      });
      await page.route(`**/${PINNED_PAGE_FILE}`, (route) => route.abort());
      await signUpThroughPage(page, site.url, newMember('Jo', 'March'));
      await page.goto(`${site.url}/dashboard/map`);
      await page.getByText('Family Map could not be loaded').waitFor();
      assert.deepEqual(fromHost, [], 'nothing was asked of the remote host');
      await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Calendar' }).click();
      await page.getByRole('heading', { name: 'Birthday Calendar' }).waitFor();
    } finally {
      await close();
    }
  });

  it('a byte changed on that host is refused: the map shows Retry, the rest works, the log names the check; rolling back restores the map', async () => {
    const chunk = fs.readdirSync(versionDir).find((file) => /^__federation_expose_MapPage\..*\.js$/.test(file));
    assert.ok(chunk, 'the map page has a chunk of its own');
    const file = path.join(versionDir, chunk);
    const tampered = fs.readFileSync(file, 'utf8').replace('Family Locations', 'Family Locatiöns');
    assert.notEqual(tampered, fs.readFileSync(file, 'utf8'));
    fs.writeFileSync(file, tampered);
    // Its encoded copies, which the host serves in its place, changed alike.
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(tampered));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(tampered));

    const { page, close } = await newPage(DESKTOP);
    try {
      await signUpThroughPage(page, site.url, newMember('Beth', 'March'));
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('link', { name: 'Map' }).click();
      await page.getByText('Family Map could not be loaded').waitFor();
      assert.equal(await page.getByText('Family Locatiöns').count(), 0, 'the changed code never ran');
      await screenshot(page, 'remote-elsewhere-refused-1280');

      await nav.getByRole('link', { name: 'Calendar' }).click();
      await page.getByRole('heading', { name: 'Birthday Calendar' }).waitFor();

      // The server checks the host when the pins are applied (and when a page is served, at most
      // every few minutes): applied again, its log names the file and the check it failed.
      deployRemote('--use', `${versionDir}.entry.json`);
      await waitUntil(() => pinLines().some((line) => line.includes(chunk) && line.includes('"check":"integrity"')), () => `the server log naming the changed file: ${site.logs.join('').slice(-3000)}`);
      console.log(pinLines().find((line) => line.includes(chunk)));
      await nav.getByRole('link', { name: 'Map' }).click();
      // The message is on screen from before: Retry must really load the remote again (its entry
      // is asked of the host anew; the refused chunk itself comes from the page's memory cache).
      const askedAgain = page.waitForRequest((request) => request.url().startsWith(hostOrigin) && request.url().endsWith('/remoteEntry.js'));
      await page.getByRole('button', { name: 'Retry' }).click();
      await askedAgain;
      await page.getByText('Family Map could not be loaded').waitFor();
      assert.equal(await page.getByText('Family Locatiöns').count(), 0, 'the changed code never ran');

      // Rolling back is the one line: here, back to none (the site's own build of the map).
      const remotesFile = path.join(site.dataDir, 'remotes.json');
      fs.writeFileSync(remotesFile, '{}\n');
      const answer = await page.reload();
      await page.locator('#fn-map-title').waitFor();
      const policy = (await answer?.headerValue('content-security-policy')) ?? '';
      console.log(`the page's policy, rolled back: ${policy}`);
      assert.ok(!policy.includes(HOST), 'the origin is gone from the policy');
      await screenshot(page, 'remote-elsewhere-rolled-back-1280');
    } finally {
      await close();
    }
  });
});
