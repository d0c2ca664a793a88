import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { apiPath, DEFAULT_THEME, type Theme } from 'shared-contracts';
import { createFamily, type Family } from '../../testing/family.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { MANIFEST_PATH, shortNameOf } from './manifest-routes.js';

let ctx: TestContext;
let server: TestServer;
let family: Family;

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start({ env: { SITE_NAME: 'The Marches of Concord' } });
  family = await createFamily(server);
});

after(async () => {
  await ctx.close();
});

const manifest = () => server.client().get(MANIFEST_PATH, { cookie: false, csrf: false });
const withColours = (colors: Partial<Theme['colors']>, effects: Partial<Theme['effects']> = {}): Theme => ({
  ...DEFAULT_THEME,
  colors: { ...DEFAULT_THEME.colors, ...colors },
  effects: { ...DEFAULT_THEME.effects, ...effects },
});

describe('the web app manifest', () => {
  test('is served to anyone as application/manifest+json, revalidated every time', async () => {
    const response = await manifest();
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('content-type'), 'application/manifest+json; charset=utf-8');
    assert.equal(response.headers.get('cache-control'), 'no-cache');
    assert.match(response.headers.get('etag') ?? '', /^"[A-Za-z0-9_-]+"$/);
  });

  test("names the family's site, opens the dashboard standalone, and lists 192 and 512 px icons, plain and maskable", async () => {
    const body = JSON.parse((await manifest()).text);
    assert.equal(body.name, 'The Marches of Concord');
    assert.equal(body.short_name, 'Marches');
    assert.equal(body.start_url, '/dashboard');
    assert.equal(body.scope, '/');
    assert.equal(body.id, '/');
    assert.equal(body.display, 'standalone');
    for (const purpose of ['any', 'maskable']) {
      for (const size of ['192x192', '512x512']) {
        const icon = body.icons.find((i: { sizes: string; purpose: string }) => i.sizes === size && i.purpose === purpose);
        assert.ok(icon, `a ${size} ${purpose} icon`);
        assert.equal(icon.type, 'image/png');
        assert.match(icon.src, /^\/icons\/[a-z0-9-]+\.png$/);
      }
    }
  });

  test("wears the default theme's colours before anyone saved one", async () => {
    const body = JSON.parse((await manifest()).text);
    assert.equal(body.theme_color, DEFAULT_THEME.colors.primary);
    assert.equal(body.background_color, DEFAULT_THEME.colors.backgroundDefault);
  });

  test('follows the saved theme: a new ETag, and the colours the page shows (opaque, dark mode applied)', async () => {
    const before = await manifest();
    const etag = before.headers.get('etag')!;
    const same = await server.client().get(MANIFEST_PATH, { cookie: false, headers: { 'if-none-match': etag } });
    assert.equal(same.status, 304, 'unchanged: 304 to its ETag');

    const saved = await family.manager.client.post(apiPath('saveTheme'), { theme: withColours({ primary: '#2e7d32', backgroundDefault: 'rgba(255, 248, 225, 0.5)' }) });
    assert.equal(saved.status, 200);
    const after = await manifest();
    assert.notEqual(after.headers.get('etag'), etag);
    const body = JSON.parse(after.text);
    assert.equal(body.theme_color, '#2e7d32');
    assert.equal(body.background_color, '#fff8e1', 'an rgba colour loses its see-through');

    await family.manager.client.post(apiPath('saveTheme'), { theme: withColours({ primary: '#2e7d32' }, { darkMode: true }) });
    assert.equal(JSON.parse((await manifest()).text).background_color, '#121212', "dark mode's page colour, as the page shows it");

    await family.manager.client.post(apiPath('saveTheme'), { theme: DEFAULT_THEME });
  });
});

describe('the launcher name (short_name)', () => {
  for (const [siteName, expected] of [
    ['FamilyNet', 'FamilyNet'],
    ['  Our   Family ', 'Our Family'],
    ['The Smith Family Network', 'Smith Family'],
    ['Hernández-García Family', 'Hernández-Ga'],
    ['Cousins and more cousins', 'Cousins'],
    ['Friends of the Family', 'Friends'],
  ] as const) {
    test(`"${siteName}" -> "${expected}"`, () => {
      assert.equal(shortNameOf(siteName), expected);
      assert.ok(shortNameOf(siteName).length <= 12);
    });
  }
});
