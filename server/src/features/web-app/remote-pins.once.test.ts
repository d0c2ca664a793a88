import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { APP_CONFIG_ELEMENT_ID, APP_CONFIG_PATH, mapsCspSources, MAPS_DEFAULTS, type AppConfig } from 'shared-contracts';
import { PINNED_PAGE_FILE, PINNED_WORKER_FILE, WORKER_PINNED_FOLDERS } from 'shared-contracts/remote-pins';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { contentSecurityPolicy } from '../../plugins/security.js';
import { REMOTES_FRESH_MS } from './index.js';

/*
 * A remote served from another origin, pinned by the SHA-384 of its files (issue 43): what the
 * server makes of a pinned line of remotes.json (the configuration, the page's policy, the
 * service worker), what it refuses, and what it says when the remote's host does not serve a
 * file as pinned. The host is a real HTTP server on this machine.
 */

let ctx: TestContext;
let server: TestServer;
let host: http.Server;
let hostOrigin: string;

const WORKER = 'self.addEventListener("fetch", () => {});';
const PINNED_WORKER = '(()=>{/* the pinned remotes */})();';
const INDEX_HTML = '<!doctype html><html lang=en><head><title>FamilyNet</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';
/** The shell's script that applies pins, as the page names it: deferred, before the shell's. */
const PINNING_SCRIPT = `<script defer src="/${PINNED_PAGE_FILE}"></script><script defer src=/main.js>`;

/** What the remote's host serves: path -> body; CORS on unless a test takes it away. */
const hosted = new Map<string, string>();
let hostSendsCors = true;
/** Files the host was asked for (by the server's checks: no browser here). */
let hostAsked = 0;

const sha384 = (text: string) => `sha384-${createHash('sha384').update(text).digest('base64')}`;
const FOLDER = '/mf-map/1.0.0/';
const FILES: Record<string, string> = {
  'mf-manifest.json': JSON.stringify({ id: 'mf_map', metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } } }),
  // A build of deploy:remote --out: its chunk loader asks the page for their pins.
  'remoteEntry.js': 'var mf_map = {}; var pinnedIntegrityOf = window.__familynetIntegrityOf;',
  '__federation_expose_MapPage.0123456789.js': 'console.log("map");',
};
const pinnedEntry = () => ({
  manifest: `${hostOrigin}${FOLDER}mf-manifest.json`,
  integrity: Object.fromEntries(Object.entries(FILES).map(([file, body]) => [file, sha384(body)])),
});

function write(relative: string, content: string) {
  const file = path.join(ctx.webRoot, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Writes remotes.json and waits until the server serves what it says. */
async function useRemotes(content: unknown, expect: (config: AppConfig) => boolean): Promise<AppConfig> {
  fs.writeFileSync(path.join(ctx.dataDir, 'remotes.json'), JSON.stringify(content));
  const deadline = Date.now() + REMOTES_FRESH_MS * 5;
  for (;;) {
    const config = (await server.client().get(APP_CONFIG_PATH)).body as AppConfig;
    if (expect(config)) return config;
    if (Date.now() > deadline) throw new Error(`the server did not take remotes.json: ${JSON.stringify(config)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const directive = (csp: string, name: string) => csp.split(';').map((part) => part.trim().split(/\s+/)).find(([found]) => found === name)?.slice(1) ?? [];
const warnings = () => server.logs.filter((line) => line.includes('"level":40')).map((line) => JSON.parse(line) as { msg: string; check?: string; file?: string });

async function logsFor(what: (line: string) => boolean, ms = 5000): Promise<string[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = server.logs.filter(what);
    if (found.length > 0 || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

before(async () => {
  ctx = await createTestContext();
  write('shell/dist/index.html', INDEX_HTML);
  write('shell/dist/main.js', 'console.log("main")');
  write('shell/dist/sw.js', WORKER);
  write(`shell/dist/${PINNED_WORKER_FILE}`, PINNED_WORKER);
  for (const [file, body] of Object.entries(FILES)) hosted.set(`${FOLDER}${file}`, body);
  host = http.createServer((request, response) => {
    hostAsked += 1;
    const body = hosted.get(request.url ?? '');
    if (hostSendsCors) response.setHeader('Access-Control-Allow-Origin', '*');
    if (body === undefined) return void response.writeHead(404).end('not here');
    response.writeHead(200, { 'Content-Type': request.url?.endsWith('.json') ? 'application/json' : 'text/javascript' }).end(body);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  hostOrigin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  server = await ctx.start();
});
after(async () => {
  await ctx.close();
  await new Promise((resolve) => host.close(resolve));
});

describe('a site with no remote elsewhere', () => {
  test('answers as before: the policy names no other origin, the worker is the build, the configuration has no pins, the page no pinning script', async () => {
    const page = await server.client().get('/', { headers: { Accept: 'text/html' } });
    assert.equal(page.headers.get('content-security-policy'), contentSecurityPolicy({ remoteOrigins: [] }, mapsCspSources(MAPS_DEFAULTS)));
    assert.ok(!String(page.text).includes(PINNED_PAGE_FILE), 'the page names no pinning script');
    const worker = await fetch(`${server.url}/sw.js`);
    assert.equal(await worker.text(), WORKER);
    assert.equal(worker.headers.get('cache-control'), 'no-cache');
    assert.ok(worker.headers.get('etag'), 'revalidated with its ETag, as every file');
    const config = (await server.client().get(APP_CONFIG_PATH)).body as AppConfig;
    assert.equal(config.pinnedRemotes, undefined);
  });
});

describe('a pinned line of remotes.json', () => {
  test('the configuration carries the manifest and the pins; the policy names the origin where a remote loads from', async () => {
    const entry = pinnedEntry();
    const config = await useRemotes({ mf_map: entry }, (c) => c.pinnedRemotes?.mf_map?.manifest === entry.manifest);
    assert.deepEqual(config.pinnedRemotes, { mf_map: entry });
    // Its location only with its pins: a page that did not apply them finds none, and loads nothing unchecked.
    assert.equal(config.remotes.mf_map, undefined);
    assert.equal(config.remotes.mf_calendar, '/remotes/mf-calendar/mf-manifest.json');

    const page = await server.client().get('/', { headers: { Accept: 'text/html' } });
    const csp = page.headers.get('content-security-policy') ?? '';
    // No wider than the pinned folder on that origin.
    const folder = `${hostOrigin}${FOLDER}`;
    for (const name of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) assert.ok(directive(csp, name).includes(folder), `${name} names ${folder}: ${csp}`);
    assert.ok(!directive(csp, 'script-src').includes(hostOrigin), 'not the whole origin');
    for (const name of ['default-src', 'object-src', 'frame-ancestors', 'worker-src', 'manifest-src']) assert.ok(!directive(csp, name).some((source) => source.startsWith(hostOrigin)), `${name} stays as it was`);
    // The page carries the same configuration inline.
    const inline = new RegExp(`<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">([^<]*)</script>`).exec(String(page.text))?.[1];
    assert.deepEqual((JSON.parse(inline ?? '{}') as AppConfig).pinnedRemotes, { mf_map: entry });
    // ...and the script that applies them, run before the shell's code (both deferred, in order).
    assert.ok(String(page.text).includes(PINNING_SCRIPT), String(page.text));
  });

  test('a page served has the server ask the host again, at most once every few minutes', async () => {
    const settled = async () => {
      for (let last = -1; last !== hostAsked; ) {
        last = hostAsked;
        await new Promise((resolve) => setTimeout(resolve, 300));
      }
      return hostAsked;
    };
    const asked = await settled();
    await server.client().get('/', { headers: { Accept: 'text/html' } });
    assert.equal(await settled(), asked, 'not again minutes after the last check');
    // Six minutes later (the server's clock; the server runs in this process).
    const now = performance.now.bind(performance);
    performance.now = () => now() + 6 * 60_000;
    try {
      await server.client().get('/dashboard/map', { headers: { Accept: 'text/html' } });
      assert.equal(await settled(), asked + Object.keys(pinnedEntry().integrity).length, 'every pinned file asked for again');
    } finally {
      performance.now = now;
    }
  });

  test('the service worker gets the pinned folders and their handling before its own code, revalidated by ETag', async () => {
    const worker = await fetch(`${server.url}/sw.js`);
    const text = await worker.text();
    assert.equal(text, `self.${WORKER_PINNED_FOLDERS}=${JSON.stringify([`${hostOrigin}${FOLDER}`])};\n${PINNED_WORKER}\n${WORKER}`);
    assert.equal(worker.headers.get('cache-control'), 'no-cache');
    const etag = worker.headers.get('etag') ?? '';
    assert.ok(etag);
    const again = await fetch(`${server.url}/sw.js`, { headers: { 'If-None-Match': etag } });
    assert.equal(again.status, 304);
  });

  test('the server finds each file on the host as pinned, and says so', async () => {
    const found = await logsFor((line) => line.includes('pinned remote mf_map: every file answers with CORS and matches its SHA-384'));
    assert.equal(found.length, 1, server.logs.slice(-5).join(''));
    assert.deepEqual(warnings().filter((line) => line.msg.includes('pinned remote')), []);
  });

  test('a file changed on the host, a file missing, an answer without CORS, an entry not pinned: the log says which check failed', async () => {
    const state = server.app.remoteOverrides.known();
    const before = server.logs.length;
    const since = () => server.logs.slice(before).filter((line) => line.includes('pinned remote mf_map')).map((line) => JSON.parse(line) as { check?: string; file?: string; msg: string });

    hosted.set(`${FOLDER}__federation_expose_MapPage.0123456789.js`, 'console.log("changed");');
    await server.app.remoteOverrides.pins.check(state);
    assert.deepEqual(since().map(({ check, file }) => [check, file]), [['integrity', '__federation_expose_MapPage.0123456789.js']]);
    assert.match(since()[0].msg, /failed the integrity check \(its SHA-384 is sha384-.+, pinned sha384-.+\); browsers refuse it/);

    const mark = server.logs.length;
    hosted.delete(`${FOLDER}__federation_expose_MapPage.0123456789.js`);
    hostSendsCors = false;
    await server.app.remoteOverrides.pins.check(state);
    const checks = server.logs.slice(mark).filter((line) => line.includes('pinned remote mf_map')).map((line) => JSON.parse(line) as { check: string; file: string });
    assert.deepEqual(
      checks.map(({ check, file }) => `${check} ${file}`).sort(),
      ['cors mf-manifest.json', 'cors remoteEntry.js', 'status __federation_expose_MapPage.0123456789.js'].sort(),
    );
    hostSendsCors = true;
    hosted.set(`${FOLDER}__federation_expose_MapPage.0123456789.js`, FILES['__federation_expose_MapPage.0123456789.js']);

    // A manifest that names an entry the pins leave out (the page would refuse it).
    const renamed = JSON.stringify({ id: 'mf_map', metaData: { remoteEntry: { name: 'otherEntry.js', path: '' } } });
    hosted.set(`${FOLDER}mf-manifest.json`, renamed);
    const entry = { ...pinnedEntry(), integrity: { ...pinnedEntry().integrity, 'mf-manifest.json': sha384(renamed) } };
    const mark2 = server.logs.length;
    await useRemotes({ mf_map: entry }, (c) => c.pinnedRemotes?.mf_map?.integrity['mf-manifest.json'] === sha384(renamed));
    const unlisted = await logsFor((line) => server.logs.indexOf(line) >= mark2 && line.includes('"check":"unlisted"'));
    assert.match(unlisted[0] ?? '', /otherEntry\.js failed the unlisted check \(the manifest names this entry, which is not pinned\)/);
    hosted.set(`${FOLDER}mf-manifest.json`, FILES['mf-manifest.json']);
  });

  test('an entry built without deploy:remote --out is named (its chunks would load unchecked); a repeated finding is not logged again', async () => {
    const plain = 'var mf_map = {};';
    hosted.set(`${FOLDER}remoteEntry.js`, plain);
    const entry = { ...pinnedEntry(), integrity: { ...pinnedEntry().integrity, 'remoteEntry.js': sha384(plain) } };
    const mark = server.logs.length;
    await useRemotes({ mf_map: entry }, (c) => c.pinnedRemotes?.mf_map?.integrity['remoteEntry.js'] === sha384(plain));
    const found = await logsFor((line) => server.logs.indexOf(line) >= mark && line.includes('"check":"build"'));
    assert.match(found[0] ?? '', /remoteEntry\.js failed the build check \(it was not built for pinning/);
    await server.app.remoteOverrides.pins.check(server.app.remoteOverrides.known());
    assert.equal(server.logs.slice(mark).filter((line) => line.includes('"check":"build"')).length, 1, 'the same finding is logged once');
    hosted.set(`${FOLDER}remoteEntry.js`, FILES['remoteEntry.js']);
  });

  test('a host that cannot be reached is named', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const entry = { ...pinnedEntry(), manifest: `http://127.0.0.1:${port}${FOLDER}mf-manifest.json` };
    const mark = server.logs.length;
    await useRemotes({ mf_map: entry }, (c) => c.pinnedRemotes?.mf_map?.manifest === entry.manifest);
    const found = await logsFor((line) => server.logs.indexOf(line) >= mark && line.includes('"check":"unreachable"'));
    assert.ok(found.length >= 1, 'the log says the host could not be reached');
  });
});

describe('lines of remotes.json that are refused', () => {
  type Entry = ReturnType<typeof pinnedEntry>;
  const cases: Array<[string, (entry: Entry) => unknown, RegExp]> = [
    ['a hash that is not SHA-384', (e) => ({ ...e, integrity: { ...e.integrity, 'remoteEntry.js': 'sha256-abc' } }), /the integrity of remoteEntry\.js must be "sha384-"/],
    ['a manifest left unpinned', (e) => ({ ...e, integrity: { 'remoteEntry.js': e.integrity['remoteEntry.js'] } }), /the manifest \(mf-manifest\.json\) must be pinned too/],
    ['a file outside the folder', (e) => ({ ...e, integrity: { ...e.integrity, '../other/x.js': e.integrity['remoteEntry.js'] } }), /is not a file inside the remote's folder/],
    ['no integrity at all', (e) => ({ manifest: e.manifest }), /"integrity" must be an object/],
    ['a manifest that is not a URL', (e) => ({ ...e, manifest: 'javascript:alert(1)' }), /"manifest" must be a path on this site or an http\(s\) URL/],
    ['a manifest with a query', (e) => ({ ...e, manifest: `${e.manifest}?v=2` }), /without a query/],
  ];
  for (const [what, change, message] of cases) {
    test(`${what}: left out, with a warning; the site keeps its own build and its policy`, async () => {
      const entry = change(pinnedEntry());
      const mark = server.logs.length;
      await useRemotes({ mf_map: entry, mf_calendar: '/remotes/mf-calendar/mf-manifest.json' }, (c) => c.remotes.mf_map === '/remotes/mf-map/mf-manifest.json' && !c.pinnedRemotes);
      const warned = await logsFor((line) => server.logs.indexOf(line) >= mark && line.includes('remotes file: entry ignored'));
      assert.match((JSON.parse(warned[0] ?? '{}') as { msg?: string }).msg ?? '', message);
      const page = await server.client().get('/', { headers: { Accept: 'text/html' } });
      assert.ok(!(page.headers.get('content-security-policy') ?? '').includes('127.0.0.1:'), 'no other origin in the policy');
    });
  }

  test('an unpinned line at another origin is refused (only REMOTE_*_URL origins may be unpinned)', async () => {
    const mark = server.logs.length;
    await useRemotes({ mf_map: `${hostOrigin}${FOLDER}mf-manifest.json` }, (c) => c.remotes.mf_map === '/remotes/mf-map/mf-manifest.json');
    assert.ok((await logsFor((line) => server.logs.indexOf(line) >= mark && line.includes('a remote elsewhere is pinned'))).length > 0);
  });

  test('rolled back (the line removed), the origin leaves the policy and the worker is the build again', async () => {
    const entry = pinnedEntry();
    await useRemotes({ mf_map: entry }, (c) => c.pinnedRemotes?.mf_map?.manifest === entry.manifest);
    assert.ok(((await server.client().get('/', { headers: { Accept: 'text/html' } })).headers.get('content-security-policy') ?? '').includes(hostOrigin));
    await useRemotes({}, (c) => c.remotes.mf_map === '/remotes/mf-map/mf-manifest.json');
    const page = await server.client().get('/', { headers: { Accept: 'text/html' } });
    const csp = page.headers.get('content-security-policy') ?? '';
    assert.ok(!csp.includes(hostOrigin), csp);
    assert.ok(!String(page.text).includes(PINNED_PAGE_FILE), 'the page names no pinning script');
    assert.equal(await (await fetch(`${server.url}/sw.js`)).text(), WORKER);
    assert.equal(((await server.client().get(APP_CONFIG_PATH)).body as AppConfig).pinnedRemotes, undefined);
  });
});
