import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { APP_CONFIG_PATH, MAPS_DEFAULTS, MAP_TILE_URL_DEFAULT, attributionParts, tileOrigin } from 'shared-contracts';
import { ConfigError, describeConfig, loadConfig } from '../config.js';
import { createTestContext, type TestContext } from '../testing/server.js';

const KEY = 'AIzaSyA-test_key_0123456789abcdefghijk';

/** The sources of one CSP directive. */
function directive(csp: string, name: string): string[] {
  const found = csp.split(';').map((part) => part.trim().split(/\s+/)).find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}

describe('the maps settings (GOOGLE_MAPS_API_KEY, MAP_TILE_URL, MAP_TILE_ATTRIBUTION)', () => {
  test('default: OpenStreetMap tiles with their credit, no key', () => {
    assert.deepEqual(loadConfig({}).maps, MAPS_DEFAULTS);
    assert.equal(MAPS_DEFAULTS.tileUrl, 'https://tile.openstreetmap.org/{z}/{x}/{y}.png');
  });

  test('each variable is read', () => {
    const config = loadConfig({
      GOOGLE_MAPS_API_KEY: ` ${KEY} `,
      MAP_TILE_URL: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}{r}.png',
      MAP_TILE_ATTRIBUTION: 'Tiles by [Example](https://example.org), data © OpenStreetMap',
    });
    assert.deepEqual(config.maps, {
      googleMapsApiKey: KEY,
      tileUrl: 'https://{s}.tiles.example.org/osm/{z}/{x}/{y}{r}.png',
      tileAttribution: 'Tiles by [Example](https://example.org), data © OpenStreetMap',
    });
    assert.equal((describeConfig(config).maps as { googleMapsApiKey: string }).googleMapsApiKey, '[set]', 'the key is not logged');
    assert.equal(loadConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' }).maps.tileUrl, '/tiles/{z}/{x}/{y}.png', 'a tile server on this site');
  });

  test('bad values are refused at start with clear messages', () => {
    assert.throws(
      () => loadConfig({ GOOGLE_MAPS_API_KEY: 'key with spaces"><script>', MAP_TILE_URL: 'https://tiles.example.org/tile.png', MAP_TILE_ATTRIBUTION: 'x'.repeat(501) }),
      (error: unknown) => {
        assert.ok(error instanceof ConfigError);
        assert.equal(error.problems.length, 3);
        assert.match(error.message, /GOOGLE_MAPS_API_KEY must be a Google Maps JavaScript API key/);
        assert.match(error.message, /MAP_TILE_URL must contain \{z\}, \{x\} and \{y\}/);
        assert.match(error.message, /MAP_TILE_ATTRIBUTION must be at most 500 characters/);
        return true;
      },
    );
    assert.throws(() => loadConfig({ MAP_TILE_URL: 'javascript:alert(1)//{z}{x}{y}' }), /MAP_TILE_URL must be an http\(s\) address/);
    assert.throws(() => loadConfig({ MAP_TILE_URL: 'https://{z}.example.org/{x}/{y}.png' }), /MAP_TILE_URL must be an http\(s\) address/);
  });

  test('the CSP source of a tile template', () => {
    assert.equal(tileOrigin(MAP_TILE_URL_DEFAULT), 'https://tile.openstreetmap.org');
    assert.equal(tileOrigin('https://{s}.tile.example.org:8443/{z}/{x}/{y}.png'), 'https://*.tile.example.org:8443');
    assert.equal(tileOrigin('/tiles/{z}/{x}/{y}.png'), null);
  });

  test('an attribution is text and links, never markup', () => {
    assert.deepEqual(attributionParts('© [OpenStreetMap](https://www.openstreetmap.org/copyright) contributors'), [
      { text: '© ' },
      { text: 'OpenStreetMap', href: 'https://www.openstreetmap.org/copyright' },
      { text: ' contributors' },
    ]);
    assert.deepEqual(attributionParts('<b>[x](javascript:alert(1))</b>'), [{ text: '<b>[x](javascript:alert(1))</b>' }]);
  });
});

describe('over HTTP: app-config.json and the Content-Security-Policy', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());

  test('without a key: the tile host in img-src, and no Google host anywhere', async () => {
    const server = await ctx.start();
    try {
      const answer = await server.client().get(APP_CONFIG_PATH);
      assert.deepEqual(answer.body.maps, MAPS_DEFAULTS);
      const csp = answer.headers.get('content-security-policy') ?? '';
      assert.deepEqual(directive(csp, 'img-src'), ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org']);
      assert.deepEqual(directive(csp, 'script-src'), ["'self'"]);
      assert.deepEqual(directive(csp, 'connect-src'), ["'self'"]);
      assert.ok(!csp.includes('google'), csp);
    } finally {
      await server.close();
    }
  });

  test("with a key: Google's script, tile and call hosts, and no tile host", async () => {
    const server = await ctx.start({ env: { GOOGLE_MAPS_API_KEY: KEY } });
    try {
      const answer = await server.client().get(APP_CONFIG_PATH);
      assert.equal(answer.body.maps.googleMapsApiKey, KEY);
      const csp = answer.headers.get('content-security-policy') ?? '';
      assert.deepEqual(directive(csp, 'script-src'), ["'self'", 'https://maps.googleapis.com']);
      assert.deepEqual(directive(csp, 'img-src'), ["'self'", 'data:', 'blob:', 'https://maps.googleapis.com', 'https://maps.gstatic.com']);
      assert.deepEqual(directive(csp, 'connect-src'), ["'self'", 'https://maps.googleapis.com']);
      assert.ok(!csp.includes('openstreetmap'), csp);
    } finally {
      await server.close();
    }
  });

  test('a tile server on this site adds nothing', async () => {
    const server = await ctx.start({ env: { MAP_TILE_URL: '/tiles/{z}/{x}/{y}.png' } });
    try {
      const answer = await server.client().get(APP_CONFIG_PATH);
      assert.deepEqual(directive(answer.headers.get('content-security-policy') ?? '', 'img-src'), ["'self'", 'data:', 'blob:']);
    } finally {
      await server.close();
    }
  });
});
