import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import { ADDRESS_LINK_ATTRIBUTE, APP_CONFIG_ELEMENT_ID, APP_CONFIG_PATH, MAPS_DEFAULTS, SESSION_COOKIE_NAME, SHELL_START_CHUNKS_FILE, SITE_NAME_META } from 'shared-contracts';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { cacheControlFor, renderIndexHtml, withStartHints } from './site.js';

let ctx: TestContext;
let server: TestServer;
const SITE_NAME = 'Smith & "Jones" <Family>';
const ESCAPED = 'Smith &amp; &quot;Jones&quot; &lt;Family&gt;';

/** The shape webpack writes: minified, unquoted attributes. */
const INDEX_HTML =
  '<!doctype html><html lang=en><head><meta charset=utf-8><meta name=familynet-site-name content=FamilyNet>' +
  '<title>FamilyNet</title><script defer src=/main.js></script></head><body><div id=root></div></body></html>';

/** The link index.html writes for the address it was asked at (the service worker's copy leaves it out). */
const manifestLink = (href: string) => `<link rel="preload" ${ADDRESS_LINK_ATTRIBUTE} href="${href}" as="fetch" crossorigin="anonymous">`;
/** The scripts index.html asks for beyond every page's, in order. */
const startScripts = (html: string) => [...html.matchAll(new RegExp(`<link rel="preload" ${ADDRESS_LINK_ATTRIBUTE} href="([^"]+)" as="script">`, 'g'))].map((match) => match[1]);

function write(relative: string, content: string) {
  const file = path.join(ctx.webRoot, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const JS_PLAIN = `/* plain */ ${'console.log("hello");'.repeat(50)}`;
const JS_GZ = JS_PLAIN.replace('plain', 'gzip');
const JS_BR = JS_PLAIN.replace('plain', 'brotli');

function writeBytes(relative: string, content: Buffer) {
  const file = path.join(ctx.webRoot, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

before(async () => {
  ctx = await createTestContext();
  write('shell/dist/index.html', INDEX_HTML);
  write('shell/dist/main.js', 'console.log("main")');
  write('shell/dist/sw.js', 'self.addEventListener("fetch", () => {})');
  write('shell/dist/155.36a484a360.js', 'chunk');
  write('shell/dist/155.36a484a360.js.map', '{"version":3}');
  write('shell/dist/manifest.webmanifest', '{"name":"x"}');
  write('shell/dist/favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('shell/dist/.env', 'SECRET=1');
  write('mf-auth/dist/remoteEntry.js', 'var mf_auth;');
  write('mf-auth/dist/mf-manifest.json', '{"id":"mf_auth"}');
  write('mf-auth/dist/271.0123456789.js', 'remote chunk');
  write('mf-auth/dist/271.0123456789.js.map', '{"version":3}');
  write('shell/secret.txt', 'outside the served folder');
  // Precompressed siblings, as the build writes them. Each says which file it is, so the tests
  // can tell which one was sent; the stale index.html.* must never replace the rendered page.
  write('shell/dist/a.js', JS_PLAIN);
  writeBytes('shell/dist/a.js.gz', zlib.gzipSync(JS_GZ));
  writeBytes('shell/dist/a.js.br', zlib.brotliCompressSync(JS_BR));
  writeBytes('shell/dist/index.html.gz', zlib.gzipSync(INDEX_HTML));
  writeBytes('shell/dist/index.html.br', zlib.brotliCompressSync(INDEX_HTML));
  write('mf-auth/dist/c.0123456789.js', JS_PLAIN);
  writeBytes('mf-auth/dist/c.0123456789.js.gz', zlib.gzipSync(JS_GZ));
  writeBytes('mf-auth/dist/c.0123456789.js.br', zlib.brotliCompressSync(JS_BR));
  write('package.json', '{"private":true}');
  server = await ctx.start({
    env: { SITE_NAME, REMOTE_MF_MAP_URL: 'https://maps.example.net/mf-map', REMOTE_MF_ADMIN_URL: '/custom/admin/manifest.json' },
  });
});
after(() => ctx.close());

/** A raw request (fetch would normalise ../ away). */
function rawGet(url: string, rawPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${url}/`, { method: 'GET', path: rawPath }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

describe('app-config.json', () => {
  test('site name and the manifest URL of every remote, no-cache', async () => {
    const answer = await server.client().get(APP_CONFIG_PATH);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(answer.body, {
      siteName: SITE_NAME,
      remotes: {
        mf_auth: '/remotes/mf-auth/mf-manifest.json',
        mf_directory: '/remotes/mf-directory/mf-manifest.json',
        mf_map: 'https://maps.example.net/mf-map/mf-manifest.json',
        mf_calendar: '/remotes/mf-calendar/mf-manifest.json',
        mf_admin: '/custom/admin/manifest.json',
      },
      maps: MAPS_DEFAULTS,
    });
  });

  test('a remote on another origin is allowed by the CSP', async () => {
    const answer = await server.client().get(APP_CONFIG_PATH);
    const csp = answer.headers.get('content-security-policy') ?? '';
    assert.match(csp, /script-src 'self' https:\/\/maps\.example\.net/);
    assert.match(csp, /connect-src 'self' https:\/\/maps\.example\.net/);
  });
});

describe('the shell and its client-side routes', () => {
  test('index.html has the site name, HTML-escaped, in <title> and the meta tag', async () => {
    for (const route of ['/', '/index.html', '/auth', '/reset-password?token=abc&email=a%40b.org', '/dashboard/map']) {
      const answer = await server.client().get(route, { headers: { accept: 'text/html,application/xhtml+xml' } });
      assert.equal(answer.status, 200, route);
      assert.match(answer.headers.get('content-type') ?? '', /^text\/html/);
      assert.equal(answer.headers.get('cache-control'), 'no-cache', route);
      assert.ok(answer.text.includes(`<title>${ESCAPED}</title>`), route);
      assert.ok(answer.text.includes(`<meta name="${SITE_NAME_META}" content="${ESCAPED}">`), route);
      assert.ok(!answer.text.includes('<Family>'), 'never unescaped');
    }
  });

  test('index.html carries the run-time configuration, the same as /app-config.json, and asks for the page\'s remote', async () => {
    const client = server.client();
    const published = (await client.get(APP_CONFIG_PATH)).body;
    const page = await client.get('/auth', { headers: { accept: 'text/html' } });
    const inline = page.text.match(new RegExp(`<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}">([^<]*)</script>`));
    assert.ok(inline, 'the configuration is in the page');
    assert.deepEqual(JSON.parse(inline[1]), published);
    // The sign-in remote's manifest is fetched beside the shell's first scripts; the map, on
    // another origin here, is left to its own CORS rules; a page of the shell's own asks for none.
    assert.ok(published.remotes.mf_auth.startsWith('/remotes/'));
    assert.ok(page.text.includes(manifestLink(published.remotes.mf_auth)));
    const map = await client.get('/dashboard/map', { headers: { accept: 'text/html' } });
    assert.ok(!map.text.includes('href="https://'));
    const own = await client.get('/dashboard/pwa-debug', { headers: { accept: 'text/html' } });
    assert.ok(!own.text.includes('href="/remotes/'));
    assert.ok(own.text.includes(`id="${APP_CONFIG_ELEMENT_ID}"`));
  });

  test('index.html asks for the scripts the page\'s remote starts with, as its build lists them', async () => {
    write(
      'mf-calendar/dist/mf-manifest.json',
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'CalendarPage', assets: { js: { sync: ['__federation_expose_CalendarPage.0123456789.js', '../../secret.js', 'x.js"><script>'], async: ['9.0123456789.js'] } } }],
      }),
    );
    const withSession = { accept: 'text/html', cookie: `${SESSION_COOKIE_NAME}=a-session` };
    const page = (await server.client().get('/dashboard/calendar', { headers: withSession })).text;
    // Only the build's own plain file names; what the page fetches later (async) is not asked for.
    assert.deepEqual(startScripts(page), ['/remotes/mf-calendar/remoteEntry.js', '/remotes/mf-calendar/__federation_expose_CalendarPage.0123456789.js']);
    // Nothing of a page the visitor is about to be sent away from: a member's page without a
    // session (to sign in), the sign-in page with one (to the family).
    const guest = (await server.client().get('/dashboard/calendar', { headers: { accept: 'text/html' } })).text;
    assert.ok(!guest.includes('href="/remotes/'));
    const member = (await server.client().get('/auth', { headers: withSession })).text;
    assert.ok(!member.includes('href="/remotes/'));
    assert.ok(member.includes(`id="${APP_CONFIG_ELEMENT_ID}"`));
    // A manifest that cannot be read costs the hint, not the page.
    write('mf-calendar/dist/mf-manifest.json', '{not json');
    const broken = await server.client().get('/dashboard/calendar', { headers: withSession });
    assert.equal(broken.status, 200);
    assert.ok(!broken.text.includes('as="script"'));
  });

  test("index.html asks for the shell's scripts a page starts with beyond every page's: the frame, the family list's loader", async () => {
    write(
      'mf-calendar/dist/mf-manifest.json',
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'CalendarPage', assets: { js: { sync: ['cal.0123456789.js'] } } }] }),
    );
    write(
      `shell/dist/${SHELL_START_CHUNKS_FILE}`,
      JSON.stringify({ member: ['/345.frame.js', '/../secret.js', 'https://elsewhere.example/x.js'], showsFamilyList: ['/681.list.js', '/x.js"><script>'] }),
    );
    const withSession = { accept: 'text/html', cookie: `${SESSION_COOKIE_NAME}=a-session` };
    const calendar = (await server.client().get('/dashboard/calendar', { headers: withSession })).text;
    // The frame first (it draws before the page), the page's remote, then what the page shows first.
    assert.deepEqual(startScripts(calendar), ['/345.frame.js', '/remotes/mf-calendar/remoteEntry.js', '/remotes/mf-calendar/cal.0123456789.js', '/681.list.js']);
    const settings = (await server.client().get('/dashboard/settings', { headers: withSession })).text;
    assert.deepEqual(startScripts(settings).filter((src) => !src.startsWith('/remotes/')), ['/345.frame.js']);
    // Not for a page the visitor is about to be sent away from (the shell's guards' rule,
    // mayStay), nor for the sign-in page.
    assert.deepEqual(startScripts((await server.client().get('/dashboard/calendar', { headers: { accept: 'text/html' } })).text), []);
    assert.ok(!(await server.client().get('/waiting', { headers: { accept: 'text/html' } })).text.includes(ADDRESS_LINK_ATTRIBUTE));
    assert.ok(!startScripts((await server.client().get('/auth', { headers: { accept: 'text/html' } })).text).some((src) => !src.startsWith('/remotes/')));
    // The remote's own copy of a library the shell does not provide is waited for before its
    // page runs: named too. One the shell provides comes from the shell.
    write(
      'mf-calendar/dist/mf-manifest.json',
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ name: 'CalendarPage', assets: { js: { sync: ['cal.0123456789.js'] } } }],
        shared: [{ name: 'react', assets: { js: { sync: ['react.0123456789.js'] } } }, { name: 'dayjs', assets: { js: { sync: ['dayjs.0123456789.js', '../x.js'] } } }],
      }),
    );
    write('shell/dist/mf-manifest.json', JSON.stringify({ shared: [{ name: 'react' }, { name: 'react-dom' }] }));
    assert.deepEqual(startScripts((await server.client().get('/dashboard/calendar', { headers: withSession })).text), [
      '/345.frame.js',
      '/remotes/mf-calendar/remoteEntry.js',
      '/remotes/mf-calendar/cal.0123456789.js',
      '/remotes/mf-calendar/dayjs.0123456789.js',
      '/681.list.js',
    ]);
    // A list that cannot be read costs the hint, not the page.
    write(`shell/dist/${SHELL_START_CHUNKS_FILE}`, '[not json');
    const broken = await server.client().get('/dashboard/calendar', { headers: withSession });
    assert.equal(broken.status, 200);
    assert.deepEqual(startScripts(broken.text), ['/remotes/mf-calendar/remoteEntry.js', '/remotes/mf-calendar/cal.0123456789.js', '/remotes/mf-calendar/dayjs.0123456789.js']);
  });

  test("index.html asks for the map page's service chunk beside the page: Leaflet's without a key, Google's with one", async () => {
    write(
      'mf-map/dist/mf-manifest.json',
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          {
            name: 'MapPage',
            assets: { js: { sync: ['map.0123456789.js'], async: ['981.0123456789.js', 'map-osm.0123456789.js', 'map-google.abcdef0123.js', '../map-osm.0123456789.js', 'map-osm.js'] } },
          },
        ],
      }),
    );
    const withSession = { accept: 'text/html', cookie: `${SESSION_COOKIE_NAME}=a-session` };
    const tiles = await ctx.start();
    assert.deepEqual(startScripts((await tiles.client().get('/dashboard/map', { headers: withSession })).text).filter((src) => src.startsWith('/remotes/')), [
      '/remotes/mf-map/remoteEntry.js',
      '/remotes/mf-map/map.0123456789.js',
      '/remotes/mf-map/map-osm.0123456789.js',
    ]);
    const google = await ctx.start({ env: { GOOGLE_MAPS_API_KEY: 'AIza'.padEnd(39, 'x') } });
    assert.deepEqual(startScripts((await google.client().get('/dashboard/map', { headers: withSession })).text).filter((src) => src.startsWith('/remotes/')), [
      '/remotes/mf-map/remoteEntry.js',
      '/remotes/mf-map/map.0123456789.js',
      '/remotes/mf-map/map-google.abcdef0123.js',
    ]);
    // A build without the named chunk gives the page's own hints and no more.
    write(
      'mf-map/dist/mf-manifest.json',
      JSON.stringify({ metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } }, exposes: [{ name: 'MapPage', assets: { js: { sync: ['map.0123456789.js'], async: ['981.0123456789.js'] } } }] }),
    );
    assert.deepEqual(startScripts((await tiles.client().get('/dashboard/map', { headers: withSession })).text).filter((src) => src.startsWith('/remotes/')), [
      '/remotes/mf-map/remoteEntry.js',
      '/remotes/mf-map/map.0123456789.js',
    ]);
  });

  test('nothing in the configuration can close its data block or pull in parts of the page', () => {
    const hostile = { siteName: '</script><script>alert(1)</script> $& $\' $`', remotes: { mf_auth: '/remotes/mf-auth/mf-manifest.json' }, maps: MAPS_DEFAULTS };
    const html = withStartHints(INDEX_HTML, hostile, '/auth');
    assert.equal(html.match(/<\/script>/g)?.length, 2, 'main.js and the data block only');
    assert.ok(!html.includes('<script>alert'));
    const inline = html.match(new RegExp(`id="${APP_CONFIG_ELEMENT_ID}">([^<]*)</script>`));
    assert.deepEqual(JSON.parse(inline![1]), hostile);
    assert.ok(html.includes(manifestLink('/remotes/mf-auth/mf-manifest.json')));
    // A remote on another origin is not preloaded from here (its own CORS rules decide).
    for (const other of ['//cdn.example.net/mf-manifest.json', '/\\cdn.example.net/mf-manifest.json', 'https://cdn.example.net/mf-manifest.json']) {
      const elsewhere = withStartHints(INDEX_HTML, { ...hostile, remotes: { mf_auth: other } }, '/auth');
      assert.ok(!elsewhere.includes('rel="preload"'), other);
    }
    assert.equal(renderIndexHtml('<head><title>x</title></head>', "The $& and $' Family"), '<head><title>The $&amp; and $&#39; Family</title><meta name="familynet-site-name" content="The $&amp; and $&#39; Family"></head>');
  });

  test('renderIndexHtml handles quoted attributes and a page without the tag', () => {
    const quoted = renderIndexHtml('<head><meta name="familynet-site-name" content="Old"><title>Old</title></head>', 'New');
    assert.equal(quoted, '<head><meta name="familynet-site-name" content="New"><title>New</title></head>');
    const missing = renderIndexHtml('<head><title>Old</title></head>', 'N');
    assert.equal(missing, `<head><title>N</title><meta name="familynet-site-name" content="N"></head>`);
  });

  test('only navigations get index.html; /api, /remotes and missing files get a 404', async () => {
    const client = server.client();
    assert.equal((await client.get('/dashboard', { headers: { accept: 'application/json' } })).status, 404);
    const api = await client.get('/api/unknown', { headers: { accept: 'text/html' } });
    assert.equal(api.status, 404);
    assert.equal(api.body.success, false);
    assert.equal((await client.get('/remotes/mf-auth/missing.js', { headers: { accept: 'text/html' } })).status, 404);
    assert.equal((await client.get('/remotes/mf-map/remoteEntry.js')).status, 404, 'a remote without a build is not served');
    assert.equal((await client.get('/missing.js')).status, 404);
  });
});

describe('static files', () => {
  test('content types and cache headers', async () => {
    const client = server.client();
    const expectations: Array<[string, RegExp, string]> = [
      ['/main.js', /javascript/, 'no-cache'],
      ['/sw.js', /javascript/, 'no-cache'],
      ['/155.36a484a360.js', /javascript/, 'public, max-age=31536000, immutable'],
      ['/manifest.webmanifest', /application\/manifest\+json/, 'no-cache'],
      ['/favicon.svg', /image\/svg\+xml/, 'no-cache'],
      ['/remotes/mf-auth/remoteEntry.js', /javascript/, 'no-cache'],
      ['/remotes/mf-auth/mf-manifest.json', /json/, 'no-cache'],
      ['/remotes/mf-auth/271.0123456789.js', /javascript/, 'public, max-age=31536000, immutable'],
    ];
    for (const [file, type, cache] of expectations) {
      const answer = await client.get(file);
      assert.equal(answer.status, 200, file);
      assert.match(answer.headers.get('content-type') ?? '', type, file);
      assert.equal(answer.headers.get('cache-control'), cache, file);
      assert.equal(answer.headers.get('x-content-type-options'), 'nosniff', file);
    }
  });

  test('source maps are never served, however the name is spelled (they hold the whole source)', async () => {
    for (const rawPath of ['/155.36a484a360.js.map', '/155.36a484a360.js.m%61p', '/155.36a484a360.js.map?x=1', '/remotes/mf-auth/271.0123456789.js.map']) {
      const answer = await rawGet(server.url, rawPath);
      assert.equal(answer.status, 404, rawPath);
      assert.ok(!answer.body.includes('"version":3'), rawPath);
    }
    assert.equal((await server.client().get('/155.36a484a360.js')).status, 200, 'the script itself is served');
  });

  test('cacheControlFor', () => {
    assert.equal(cacheControlFor('remoteEntry.js'), 'no-cache');
    assert.equal(cacheControlFor('app-config.json'), 'no-cache');
    assert.equal(cacheControlFor('vendors.a1b2c3d4e5.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControlFor('vendors.a1b2c3d4e.js'), 'no-cache', 'nine hex digits are not a content hash');
  });

  test('no path traversal and no dotfiles', async () => {
    for (const rawPath of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/..%2fpackage.json',
      '/%2e%2e%2f%2e%2e%2fpackage.json',
      '/remotes/mf-auth/../../shell/secret.txt',
      '/remotes/mf-auth/..%2f..%2fshell%2fsecret.txt',
      '/remotes/mf-auth/%2e%2e/%2e%2e/shell/secret.txt',
      '/.env',
    ]) {
      const answer = await rawGet(server.url, rawPath);
      assert.ok(answer.status >= 400, `${rawPath} -> ${answer.status}`);
      assert.ok(!answer.body.includes('outside the served folder') && !answer.body.includes('"private"') && !answer.body.includes('SECRET'), rawPath);
    }
  });
});

describe('without any build', () => {
  test('the API and app-config.json still work; pages are 404', async () => {
    const bare = await ctx.start({ env: { WEB_ROOT: path.join(ctx.dataDir, 'nothing-here') } });
    try {
      const client = bare.client();
      assert.equal((await client.get('/api/auth/background-image')).status, 200);
      assert.equal((await client.get(APP_CONFIG_PATH)).status, 200);
      assert.equal((await client.get('/', { headers: { accept: 'text/html' } })).status, 404);
    } finally {
      await bare.close();
    }
  });
});

/** A raw GET with the given headers: the body exactly as sent (fetch would decompress it). */
function rawRequest(url: string, rawPath: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = http.request(`${url}/`, { method: 'GET', path: rawPath, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end();
  });
}

function decoded(answer: { headers: http.IncomingHttpHeaders; body: Buffer }): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body).toString();
  assert.equal(encoding, undefined);
  return answer.body.toString();
}

const varies = (headers: http.IncomingHttpHeaders) =>
  String(headers.vary ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase());

describe('precompressed builds (.br and .gz beside the files)', () => {
  test('the encoding the browser accepts is sent (br first), with Vary: Accept-Encoding', async () => {
    const cases: Array<[string | undefined, string | undefined, string]> = [
      ['gzip, deflate, br', 'br', JS_BR],
      ['br', 'br', JS_BR],
      ['gzip', 'gzip', JS_GZ],
      ['gzip;q=1, br;q=0.5', 'gzip', JS_GZ],
      ['identity', undefined, JS_PLAIN],
      ['deflate', undefined, JS_PLAIN],
      [undefined, undefined, JS_PLAIN],
    ];
    for (const [accept, encoding, content] of cases) {
      for (const file of ['/a.js', '/remotes/mf-auth/c.0123456789.js']) {
        const answer = await rawRequest(server.url, file, accept === undefined ? {} : { 'accept-encoding': accept });
        const label = `${file} with ${accept ?? 'no Accept-Encoding'}`;
        assert.equal(answer.status, 200, label);
        assert.equal(answer.headers['content-encoding'], encoding, label);
        assert.equal(decoded(answer), content, label);
        assert.match(String(answer.headers['content-type']), /javascript/, label);
        assert.ok(varies(answer.headers).includes('accept-encoding'), `${label}: Vary ${answer.headers.vary}`);
        const cache = file.startsWith('/remotes/') ? 'public, max-age=31536000, immutable' : 'no-cache';
        assert.equal(answer.headers['cache-control'], cache, label);
        assert.equal(answer.headers['x-content-type-options'], 'nosniff');
      }
    }
  });

  test('a file without compressed siblings is sent as it is, still with Vary', async () => {
    const answer = await rawRequest(server.url, '/main.js', { 'accept-encoding': 'br, gzip' });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], undefined);
    assert.equal(answer.body.toString(), 'console.log("main")');
    assert.ok(varies(answer.headers).includes('accept-encoding'));
  });

  test('index.html and the client routes are still rendered with the site name (never a stale .br/.gz)', async () => {
    for (const route of ['/', '/index.html', '/dashboard/directory']) {
      const answer = await rawRequest(server.url, route, { accept: 'text/html', 'accept-encoding': 'br, gzip' });
      assert.equal(answer.status, 200, route);
      const html = decoded(answer);
      assert.ok(html.includes(`<title>${ESCAPED}</title>`), route);
      assert.equal(answer.headers['cache-control'], 'no-cache');
    }
  });

  test('Vary keeps Origin when CORS answered too', async () => {
    const cors = await ctx.start({ env: { CORS_ORIGINS: 'http://localhost:3002' } });
    try {
      const answer = await rawRequest(cors.url, '/a.js', { origin: 'http://localhost:3002', 'accept-encoding': 'br' });
      assert.equal(answer.status, 200);
      assert.equal(answer.headers['access-control-allow-origin'], 'http://localhost:3002');
      assert.deepEqual(varies(answer.headers).sort(), ['accept-encoding', 'origin']);
      assert.equal(decoded(answer), JS_BR);
    } finally {
      await cors.close();
    }
  });
});
