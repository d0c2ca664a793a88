import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { apiPath, DEFAULT_THEME, type Theme } from 'shared-contracts';
import { UPLOADS_CSP } from '../web-app/index.js';
import { avatarsDirOf, uploadsDirOf } from '../members/index.js';
import { BACKGROUND_MAX_BYTES, BACKGROUND_MESSAGES, backgroundsDirOf } from './backgrounds.js';
import { createFamily, type Family } from '../../testing/family.js';
import { TestClient } from '../../testing/http.js';
import { form, jpegWithGps, pngOfSize, solidPicture, type Part } from '../../testing/pictures.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';

let ctx: TestContext;
let server: TestServer;
let family: Family;

const BACKGROUND_URL = /^\/uploads\/backgrounds\/bg-[0-9a-f]{32}\.webp$/;

// ---------------------------------------------------------------------------------------
// Pictures
// ---------------------------------------------------------------------------------------

const pictures = {} as Record<'jpegGps' | 'png' | 'webp' | 'gif' | 'bomb', Buffer>;

// ---------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------


const backgroundPart = (content: Buffer | string, filename = 'holiday.jpg', type = 'image/jpeg'): Part => ({ field: 'background', content, filename, type });

const upload = (client: TestClient, body: FormData, options: { csrf?: boolean } = {}) =>
  client.request('POST', apiPath('uploadBackground'), { body, ...options });
const gallery = (client: TestClient) => client.get(apiPath('backgroundImages'));
const currentBackground = async () => (await family.anonymous.get(apiPath('backgroundImage'))).body.data.backgroundUrl as string | null;
const savedTheme = async () => (await family.anonymous.get(apiPath('theme'))).body.data.theme as Theme | null;
const fileOf = (url: string) => path.join(uploadsDirOf(ctx.dataDir), url.slice('/uploads/'.length));

/** Every file (and link) under DATA_DIR with its size, sorted: "nothing touched" is this unchanged. */
function dataSnapshot(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const relative = path.relative(ctx.dataDir, full);
      if (relative.startsWith('db') || relative.startsWith('web')) continue; // the database's own files
      if (entry.isSymbolicLink()) out.push(`${relative} -> ${fs.readlinkSync(full)}`);
      else if (entry.isDirectory()) walk(full);
      else out.push(`${relative}:${fs.statSync(full).size}`);
    }
  };
  walk(ctx.dataDir);
  return out.sort();
}

/** A raw request: fetch would normalise ../ away and decode what it should not. */
function raw(method: string, rawPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(`${server.url}/`, { method, path: rawPath, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    request.on('error', reject);
    request.end();
  });
}

const asCookie = (client: TestClient) => ({ cookie: `token=${client.token}`, 'x-requested-with': 'FamilyNet' });

function customTheme(): Theme {
  const theme: Theme = structuredClone(DEFAULT_THEME);
  theme.colors.primary = '#8e24aa';
  theme.colors.backgroundPaper = 'rgba(255, 255, 255, 0.85)';
  theme.colors.borderColor = '#e0e0e0cc';
  theme.typography.fontFamily = `"Open Sans", 'Segoe UI', system-ui, sans-serif`;
  theme.typography.fontSize = '15px';
  theme.spacing.containerPadding = '1.5rem';
  theme.layout.borderRadiusLg = '12px';
  theme.effects.shadowLight = 'none';
  theme.effects.shadowHeavy = '0 8px 24px rgba(0, 0, 0, 0.2), inset 0 -1px 0 #ffffff';
  theme.effects.darkMode = true;
  theme.effects.glassmorphism = true;
  return theme;
}

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
  pictures.jpegGps = await jpegWithGps(3000, 1500);
  pictures.png = await solidPicture(800, 600, { r: 200, g: 30, b: 60 }).png().toBuffer();
  pictures.webp = await solidPicture(1200, 300, { r: 10, g: 200, b: 10 }).webp().toBuffer();
  pictures.gif = await solidPicture(64, 64).gif().toBuffer();
  pictures.bomb = pngOfSize(20000, 20000);
});
after(() => ctx.close());

// ---------------------------------------------------------------------------------------

describe('who may make each call (the server decides: section 6)', () => {
  const adminCalls: Array<[string, (client: TestClient) => Promise<{ status: number; body: any }>]> = [
    ['POST admin/theme', (client) => client.post(apiPath('saveTheme'), { theme: DEFAULT_THEME })],
    ['POST admin/theme with a hostile body', (client) => client.post(apiPath('saveTheme'), { theme: { colors: 'red;}' }, junk: 1 })],
    ['GET admin/background-images', (client) => gallery(client)],
    ['POST admin/upload-background', (client) => upload(client, form(backgroundPart(pictures.png, 'a.png', 'image/png')))],
    ['POST admin/upload-background (not even a picture)', (client) => upload(client, form(backgroundPart('not a picture')))],
    ['POST admin/set-background', (client) => client.post(apiPath('setBackground'), { backgroundUrl: '/uploads/backgrounds/bg-00000000000000000000000000000000.webp' })],
    ['DELETE admin/background-image/:file', (client) => client.request('DELETE', apiPath('deleteBackground', { file: 'bg-00000000000000000000000000000000.webp' }))],
    ['DELETE admin/background-image/:file (traversal)', (client) => client.request('DELETE', apiPath('deleteBackground', { file: '../avatars' }))],
  ];

  for (const [name, call] of adminCalls) {
    test(`${name}: 401 signed out, 403 for members, let through for the manager and the admin`, async () => {
      const files = dataSnapshot();
      const theme = await savedTheme();
      const background = await currentBackground();

      const anonymous = await call(family.anonymous);
      assert.equal(anonymous.status, 401);
      assert.deepEqual(anonymous.body, { success: false, message: 'Please sign in to continue.' });
      for (const member of [family.alice, family.bob]) {
        const answer = await call(member.client);
        assert.equal(answer.status, 403, `member ${member.user.id}`);
        assert.equal(answer.body.success, false);
        assert.equal(typeof answer.body.message, 'string');
      }
      assert.deepEqual(dataSnapshot(), files, 'a refused caller changes no file');
      assert.deepEqual(await savedTheme(), theme, 'nor the theme');
      assert.equal(await currentBackground(), background, 'nor the background');

      for (const account of [family.manager, family.admin]) {
        const answer = await call(account.client);
        assert.ok(![401, 403].includes(answer.status), `${account.user.displayName}: ${answer.status} ${JSON.stringify(answer.body)}`);
      }
    });
  }

  test('the theme and the current background are readable by everyone, the signed-out sign-in page included', async () => {
    for (const client of [family.anonymous, family.alice.client, family.manager.client, family.admin.client]) {
      assert.equal((await client.get(apiPath('theme'))).status, 200);
      assert.equal((await client.get(apiPath('backgroundImage'))).status, 200);
    }
  });
});

describe('the theme', () => {
  test('a fresh family has none (the page wears the defaults); a saved one is what everyone reads', async () => {
    await ctx.db.deleteFrom('settings').where('key', '=', 'theme').execute();
    assert.deepEqual((await family.anonymous.get(apiPath('theme'))).body, { success: true, data: { theme: null } });

    const theme = customTheme();
    const saved = await family.manager.client.post(apiPath('saveTheme'), { theme });
    assert.equal(saved.status, 200, saved.text);
    assert.deepEqual(saved.body, { success: true, message: 'Theme saved successfully!', data: { theme } });
    for (const client of [family.anonymous, family.bob.client, family.admin.client]) {
      assert.deepEqual((await client.get(apiPath('theme'))).body.data.theme, theme);
    }

    // Stored once for the family: the admin's save replaces the manager's.
    const admins = structuredClone(DEFAULT_THEME);
    admins.colors.primary = 'rgb(0, 150, 136)';
    admins.effects.highContrast = true;
    assert.equal((await family.admin.client.post(apiPath('saveTheme'), { theme: admins })).status, 200);
    assert.deepEqual(await savedTheme(), admins);
    const rows = await ctx.db.selectFrom('settings').select('key').where('key', '=', 'theme').execute();
    assert.equal(rows.length, 1);
  });

  test('a stored value the rules refuse (an older, looser release) is answered as no theme', async () => {
    const good = await savedTheme();
    const broken = { ...structuredClone(DEFAULT_THEME), colors: { ...DEFAULT_THEME.colors, primary: 'red;}body{display:none' } };
    await ctx.db.updateTable('settings').set({ value: JSON.stringify(broken) as never }).where('key', '=', 'theme').execute();
    assert.equal(await savedTheme(), null);
    assert.equal((await family.admin.client.post(apiPath('saveTheme'), { theme: good })).status, 200);
  });

  const hostile: Array<[string, (theme: any) => void]> = [
    ['CSS that closes the declaration', (t) => (t.colors.primary = 'red;}body{display:none')],
    ['a closing brace in a colour', (t) => (t.colors.secondary = '#fff}')],
    ['url(javascript:...)', (t) => (t.colors.backgroundDefault = 'url(javascript:alert(1))')],
    ['expression(...)', (t) => (t.colors.textPrimary = 'expression(alert(document.cookie))')],
    ['var() in a colour', (t) => (t.colors.info = 'var(--fn-color-primary)')],
    ['a named colour', (t) => (t.colors.error = 'red')],
    ['a five-digit hex', (t) => (t.colors.success = '#12345')],
    ['rgb with a channel over 255', (t) => (t.colors.warning = 'rgb(256, 0, 0)')],
    ['rgba with an opacity over 1', (t) => (t.colors.borderColor = 'rgba(0, 0, 0, 1.5)')],
    ['a colour followed by more CSS', (t) => (t.colors.primaryLight = '#ffffff; background: url(//evil.example/x.png)')],
    ['a 10 KB colour', (t) => (t.colors.primaryDark = `#${'f'.repeat(10 * 1024)}`)],
    ['a 10 KB font', (t) => (t.typography.fontFamily = 'a'.repeat(10 * 1024))],
    ['a quote left open in the font', (t) => (t.typography.fontFamily = '"Roboto, sans-serif')],
    ['a style end tag in the font', (t) => (t.typography.fontFamily = 'Roboto</style><script>alert(1)</script>')],
    ['a semicolon in the font', (t) => (t.typography.fontFamily = 'Arial; color: red')],
    ['url() in the font', (t) => (t.typography.fontFamily = 'url(https://evil.example/f.woff)')],
    ['a backslash escape in the font', (t) => (t.typography.fontFamily = '"\\22 Roboto"')],
    ['a size without a unit', (t) => (t.typography.fontSize = '14')],
    ['calc() as a size', (t) => (t.spacing.unit = 'calc(100vh + 1px)')],
    ['a negative size', (t) => (t.layout.borderRadius = '-4px')],
    ['an exponent size', (t) => (t.typography.h1Size = '1e3px')],
    ['expression() as a shadow', (t) => (t.effects.shadowLight = 'expression(alert(1))')],
    ['url() in a shadow', (t) => (t.effects.shadowMedium = '0 0 url(x)')],
    ['attr() in a shadow', (t) => (t.effects.shadowHeavy = '0 0 attr(data-x)')],
    ['a shadow that closes the rule', (t) => (t.effects.shadowLight = '0 1px 3px #000;}*{display:none')],
    ['a flag as text', (t) => (t.effects.darkMode = 'true')],
    ['a flag as a number', (t) => (t.effects.glassmorphism = 1)],
    ['a colour as an object', (t) => (t.colors.primary = { toString: 'red' })],
    ['a colour as an array', (t) => (t.colors.primary = ['#fff'])],
    ['a colour as null', (t) => (t.colors.primary = null)],
    ['nested junk instead of a group', (t) => (t.spacing = [[[[{ a: [1, 2, { b: 'c' }] }]]]])],
    ['a missing colour', (t) => delete t.colors.primary],
    ['a missing group', (t) => delete t.layout],
    ['an unknown colour', (t) => (t.colors.accent = '#ffffff')],
    ['an unknown group', (t) => (t.script = { src: 'https://evil.example/x.js' })],
    ['an unknown flag', (t) => (t.effects.rainbow = true)],
    ['constructor as a key', (t) => (t.colors.constructor = '#ffffff')],
  ];

  for (const [name, spoil] of hostile) {
    test(`${name}: a clear 400, nothing stored`, async () => {
      const before = await savedTheme();
      const theme = structuredClone(DEFAULT_THEME) as any;
      spoil(theme);
      const answer = await family.manager.client.post(apiPath('saveTheme'), { theme });
      assert.equal(answer.status, 400, answer.text);
      assert.equal(answer.body.success, false);
      assert.ok(answer.body.message.length > 5 && answer.body.message.length < 600, answer.body.message);
      assert.deepEqual(await savedTheme(), before);
    });
  }

  test('the refusal names the field and what it must be', async () => {
    const theme = structuredClone(DEFAULT_THEME);
    theme.colors.primary = 'red;}body{display:none';
    const answer = await family.manager.client.post(apiPath('saveTheme'), { theme });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.message, 'primary must be a colour such as #1976d2 or rgba(25, 118, 210, 0.5)');
    assert.deepEqual(answer.body.errors, { primary: 'primary must be a colour such as #1976d2 or rgba(25, 118, 210, 0.5)' });
  });

  test('__proto__ anywhere in the body, unknown body keys, a theme that is not an object, and a huge body are refused', async () => {
    const before = await savedTheme();
    const json = JSON.stringify({ theme: DEFAULT_THEME });
    const bodies: Array<[string, string, number]> = [
      ['__proto__ in the theme', json.replace('"colors":', '"__proto__":{"polluted":true},"colors":'), 400],
      ['__proto__ in a group', json.replace('"primary":', '"__proto__":{"x":1},"primary":'), 400],
      ['an unknown key beside the theme', JSON.stringify({ theme: DEFAULT_THEME, userId: 1 }), 400],
      ['the theme as text', JSON.stringify({ theme: JSON.stringify(DEFAULT_THEME) }), 400],
      ['the theme as null', JSON.stringify({ theme: null }), 400],
      ['no theme', '{}', 400],
      ['an array', '[]', 400],
      ['broken JSON', '{"theme": {', 400],
      ['20 KB of padding', JSON.stringify({ theme: DEFAULT_THEME, pad: 'x'.repeat(20 * 1024) }), 413],
    ];
    for (const [name, body, status] of bodies) {
      const answer = await family.admin.client.request('POST', apiPath('saveTheme'), { body, headers: { 'content-type': 'application/json' } });
      assert.equal(answer.status, status, `${name}: ${answer.text}`);
      assert.equal(answer.body.success, false, name);
      assert.equal(typeof answer.body.message, 'string', name);
    }
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.deepEqual(await savedTheme(), before);
  });

  test('patterns stay fast on long hostile strings', async () => {
    const theme = structuredClone(DEFAULT_THEME);
    theme.typography.fontFamily = `${'a '.repeat(140)}!`;
    theme.effects.shadowLight = `${'0 '.repeat(140)}!`;
    const started = Date.now();
    const answer = await family.admin.client.post(apiPath('saveTheme'), { theme });
    assert.equal(answer.status, 400);
    assert.ok(Date.now() - started < 1000, `${Date.now() - started} ms`);
  });
});

describe('backgrounds: upload', () => {
  let firstUrl: string;

  test('a JPEG with EXIF GPS is stored upright as WebP, at most 1920 px, without metadata, and becomes the current background', async () => {
    const answer = await upload(family.manager.client, form(backgroundPart(pictures.jpegGps)));
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.message, 'Background image updated successfully!');
    const { backgroundUrl } = answer.body.data;
    assert.match(backgroundUrl, BACKGROUND_URL);
    assert.equal(await currentBackground(), backgroundUrl);

    const stored = fs.readFileSync(fileOf(backgroundUrl));
    const meta = await sharp(stored).metadata();
    assert.equal(meta.format, 'webp');
    // 3000x1500 turned by orientation 6 is 1500x3000; the longest side becomes 1920.
    assert.deepEqual([meta.width, meta.height], [960, 1920]);
    assert.equal(meta.exif, undefined, 'no EXIF (so no GPS)');
    assert.equal(meta.xmp, undefined);
    assert.equal(meta.icc, undefined);
    assert.equal(meta.orientation, undefined);
    for (const needle of ['SecretCam', 'Spy 3000', 'Exif', 'GPS']) assert.ok(!stored.includes(Buffer.from(needle)), `${needle} is gone`);
    firstUrl = backgroundUrl;
  });

  test('it is served as a picture with the uploads CSP, no sign-in needed', async () => {
    const answer = await fetch(`${server.url}${firstUrl}`);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'image/webp');
    assert.equal(answer.headers.get('content-security-policy'), UPLOADS_CSP);
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
  });

  test('PNG and WebP are accepted by content whatever the name and declared type; small pictures are not enlarged; names are never reused', async () => {
    const png = await upload(family.admin.client, form(backgroundPart(pictures.png, 'sunset.gif', 'text/plain')));
    assert.equal(png.status, 200, png.text);
    assert.deepEqual(await sharp(fs.readFileSync(fileOf(png.body.data.backgroundUrl))).metadata().then((m) => [m.format, m.width, m.height]), ['webp', 800, 600]);
    const webp = await upload(family.admin.client, form(backgroundPart(pictures.webp, 'x', 'application/octet-stream')));
    assert.equal(webp.status, 200, webp.text);
    const urls = new Set([firstUrl, png.body.data.backgroundUrl, webp.body.data.backgroundUrl]);
    assert.equal(urls.size, 3);
    assert.equal(await currentBackground(), webp.body.data.backgroundUrl);
    // Earlier uploads stay in the gallery.
    for (const url of urls) assert.ok(fs.existsSync(fileOf(url)));
  });

  const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';
  const cases: Array<[string, () => FormData, number, string]> = [
    ['a text file named .jpg', () => form(backgroundPart('just text, honestly a JPEG')), 400, BACKGROUND_MESSAGES.badImage],
    ['an HTML page named .jpg', () => form(backgroundPart(HTML)), 400, BACKGROUND_MESSAGES.badImage],
    ['an SVG with a script', () => form(backgroundPart(SVG, 'bg.svg', 'image/svg+xml')), 400, BACKGROUND_MESSAGES.badImage],
    ['an SVG named .png', () => form(backgroundPart(SVG, 'bg.png', 'image/png')), 400, BACKGROUND_MESSAGES.badImage],
    ['a GIF', () => form(backgroundPart(pictures.gif, 'bg.gif', 'image/gif')), 400, BACKGROUND_MESSAGES.badImage],
    ['a truncated JPEG', () => form(backgroundPart(pictures.jpegGps.subarray(0, Math.floor(pictures.jpegGps.length / 2)))), 400, BACKGROUND_MESSAGES.badImage],
    ['JPEG magic bytes and then junk', () => form(backgroundPart(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]))), 400, BACKGROUND_MESSAGES.badImage],
    ['a PNG bomb (20000x20000)', () => form(backgroundPart(pictures.bomb, 'bomb.png', 'image/png')), 400, BACKGROUND_MESSAGES.tooManyPixels],
    ['a file over 20MB', () => form(backgroundPart(Buffer.concat([pictures.jpegGps, Buffer.alloc(BACKGROUND_MAX_BYTES + 1 - pictures.jpegGps.length)]))), 413, BACKGROUND_MESSAGES.tooLarge],
    ['a wrong field name (avatar)', () => form({ field: 'avatar', content: pictures.png, filename: 'a.png', type: 'image/png' }), 400, BACKGROUND_MESSAGES.oneFileOnly],
    ['two files', () => form(backgroundPart(pictures.png, 'a.png'), backgroundPart(pictures.png, 'b.png')), 400, BACKGROUND_MESSAGES.oneFileOnly],
    ['a file and another field', () => form(backgroundPart(pictures.png, 'a.png'), { field: 'path', content: '../../x' }), 400, BACKGROUND_MESSAGES.oneFileOnly],
    ['no file', () => form(), 400, BACKGROUND_MESSAGES.noFile],
    ['an empty file', () => form(backgroundPart(Buffer.alloc(0))), 400, BACKGROUND_MESSAGES.noFile],
  ];
  for (const [name, body, status, message] of cases) {
    test(`${name}: ${status} "${message}", nothing stored, the background unchanged`, async () => {
      const files = dataSnapshot();
      const background = await currentBackground();
      const answer = await upload(family.manager.client, body());
      assert.equal(answer.status, status, answer.text);
      assert.deepEqual(answer.body, { success: false, message });
      assert.deepEqual(dataSnapshot(), files);
      assert.equal(await currentBackground(), background);
    });
  }

  test('a body announced far over 20MB is refused before it is read; not multipart is 400; no cross-site header is 403', async () => {
    const files = dataSnapshot();
    const huge = await upload(family.manager.client, form(backgroundPart(Buffer.alloc(21 * 1024 * 1024, 1))));
    assert.equal(huge.status, 413);
    assert.deepEqual(huge.body, { success: false, message: BACKGROUND_MESSAGES.tooLarge });
    const json = await family.manager.client.post(apiPath('uploadBackground'), { background: 'aGVsbG8=' });
    assert.equal(json.status, 400);
    assert.equal(json.body.message, BACKGROUND_MESSAGES.notMultipart);
    const crossSite = await upload(family.manager.client, form(backgroundPart(pictures.png, 'a.png', 'image/png')), { csrf: false });
    assert.equal(crossSite.status, 403);
    assert.deepEqual(dataSnapshot(), files);
  });

  test('uploads are rate limited per user (30 per 10 minutes, scaled by RATE_LIMIT_SCALE)', async () => {
    // Counted from none (on PostgreSQL the counters are shared by every server of this file).
    await ctx.db.deleteFrom('rate_limits').execute();
    const limited = await ctx.start({ env: { RATE_LIMIT_SCALE: '0.1' } });
    try {
      const client = new TestClient(limited.url);
      client.token = family.admin.client.token;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await upload(client, form(backgroundPart('not a picture')))).status);
      assert.deepEqual(statuses, [400, 400, 400, 429]);
      const other = new TestClient(limited.url);
      other.token = family.manager.client.token;
      assert.equal((await upload(other, form(backgroundPart('not a picture')))).status, 400, 'another user has their own count');
    } finally {
      await limited.close();
    }
  });
});

describe('backgrounds: the gallery, choosing and deleting', () => {
  test('the gallery lists each picture with its address, name, size and the current mark, newest first', async () => {
    const answer = await gallery(family.manager.client);
    assert.equal(answer.status, 200, answer.text);
    const items = answer.body.data.backgrounds as Array<{ url: string; filename: string; filePath: string; size: number; isCurrent: boolean }>;
    assert.ok(items.length >= 3);
    const current = await currentBackground();
    for (const item of items) {
      assert.match(item.url, BACKGROUND_URL);
      assert.equal(item.filename, path.basename(item.url));
      assert.equal(item.filePath, item.filename);
      assert.equal(item.size, fs.statSync(fileOf(item.url)).size);
      assert.equal(item.isCurrent, item.url === current);
      assert.deepEqual(Object.keys(item).sort(), ['filePath', 'filename', 'isCurrent', 'size', 'url']);
    }
    assert.equal(items.filter((item) => item.isCurrent).length, 1);
    assert.equal(items[0].url, current, 'the latest upload is first');
  });

  test('files the server did not write are not listed (temporary files, other names, links)', async () => {
    const dir = backgroundsDirOf(ctx.dataDir);
    const stray = ['.tmp-abc-bg-11111111111111111111111111111111.webp', 'holiday.webp', 'bg-22222222222222222222222222222222.png'];
    for (const name of stray) fs.writeFileSync(path.join(dir, name), 'x');
    const outside = path.join(ctx.dataDir, 'outside.webp');
    fs.writeFileSync(outside, 'outside');
    fs.symlinkSync(outside, path.join(dir, 'bg-33333333333333333333333333333333.webp'));
    try {
      const names = ((await gallery(family.admin.client)).body.data.backgrounds as Array<{ filename: string }>).map((item) => item.filename);
      for (const name of [...stray, 'bg-33333333333333333333333333333333.webp']) assert.ok(!names.includes(name), name);
    } finally {
      for (const name of [...stray, 'bg-33333333333333333333333333333333.webp']) fs.rmSync(path.join(dir, name), { force: true });
      fs.rmSync(outside);
    }
  });

  test('set-background takes a picture of the gallery and everyone reads it; anything else is refused', async () => {
    const items = (await gallery(family.manager.client)).body.data.backgrounds as Array<{ url: string; isCurrent: boolean }>;
    const other = items.find((item) => !item.isCurrent)!;
    const answer = await family.manager.client.post(apiPath('setBackground'), { backgroundUrl: other.url });
    assert.equal(answer.status, 200, answer.text);
    assert.deepEqual(answer.body, { success: true, message: 'Background updated successfully', data: { backgroundUrl: other.url } });
    assert.equal(await currentBackground(), other.url);
    assert.equal((await family.bob.client.get(apiPath('backgroundImage'))).body.data.backgroundUrl, other.url);

    const avatar = await family.alice.client.request('POST', apiPath('uploadAvatar'), { body: (() => {
      const data = new FormData();
      data.append('avatar', new Blob([pictures.png], { type: 'image/png' }), 'me.png');
      return data;
    })() });
    assert.equal(avatar.status, 200, avatar.text);
    for (const [backgroundUrl, status] of [
      ['https://evil.example/x.webp', 400],
      ['javascript:alert(1)', 400],
      ['/uploads/backgrounds/../avatars/x.webp', 400],
      [avatar.body.data.avatarUrl, 400],
      ['/uploads/backgrounds/bg-44444444444444444444444444444444.webp', 404],
      ['', 400],
    ] as const) {
      const refused = await family.admin.client.post(apiPath('setBackground'), { backgroundUrl });
      assert.equal(refused.status, status, `${backgroundUrl}: ${refused.text}`);
      assert.equal(refused.body.success, false);
    }
    assert.equal((await family.admin.client.post(apiPath('setBackground'), { backgroundUrl: other.url, extra: 1 })).status, 400);
    assert.equal(await currentBackground(), other.url);
  });

  test('DELETE takes only a file of the gallery: traversal, encoded slashes, absolute paths, other folders and links get a 4xx and touch nothing', async () => {
    const dir = backgroundsDirOf(ctx.dataDir);
    const secret = path.join(ctx.dataDir, 'secret.webp');
    fs.writeFileSync(secret, 'TOP SECRET');
    const avatarName = fs.readdirSync(avatarsDirOf(ctx.dataDir)).find((name) => name.endsWith('.webp'))!;
    assert.ok(avatarName, 'an avatar exists');
    const link = 'bg-55555555555555555555555555555555.webp';
    fs.symlinkSync(secret, path.join(dir, link));
    const sibling = 'bg-66666666666666666666666666666666.webp';
    fs.writeFileSync(path.join(uploadsDirOf(ctx.dataDir), sibling), 'not in the gallery folder');
    const gallery = fs.readdirSync(dir).filter((name) => /^bg-[0-9a-f]{32}\.webp$/.test(name) && name !== link);
    const base = '/api/auth/admin/background-image/';
    const attempts = [
      `${base}..`,
      `${base}..%2Fsecret.webp`,
      `${base}..%2f..%2fsecret.webp`,
      `${base}%2e%2e%2Fsecret.webp`,
      `${base}%2e%2e%5Csecret.webp`,
      `${base}..%5Csecret.webp`,
      `${base}%252e%252e%252Fsecret.webp`,
      `${base}%2Fetc%2Fpasswd`,
      `${base}${encodeURIComponent(secret)}`,
      `${base}${encodeURIComponent(path.join(dir, gallery[0]))}`,
      `${base}/etc/passwd`,
      `${base}../../secret.webp`,
      `${base}..%2Favatars%2F${avatarName}`,
      `${base}${avatarName}`,
      `${base}..%2F${sibling}`,
      `${base}${sibling}`,
      `${base}${link}`,
      `${base}${gallery[0]}%00.webp`,
      `${base}${gallery[0].toUpperCase()}`,
      `${base}${gallery[0]}%2F..%2F..%2Fsecret.webp`,
      `${base}.tmp-x-${gallery[0]}`,
      `${base}%20${gallery[0]}`,
    ];
    const files = dataSnapshot();
    const background = await currentBackground();
    for (const attempt of attempts) {
      const answer = await raw('DELETE', attempt, asCookie(family.admin.client));
      assert.ok(answer.status >= 400 && answer.status < 500, `${attempt}: ${answer.status} ${answer.body}`);
    }
    assert.deepEqual(dataSnapshot(), files, 'no file was touched');
    assert.equal(fs.readFileSync(secret, 'utf8'), 'TOP SECRET');
    assert.equal(await currentBackground(), background);
    fs.rmSync(path.join(dir, link));
    fs.rmSync(path.join(uploadsDirOf(ctx.dataDir), sibling));
    fs.rmSync(secret);
  });

  test('a refused name says so (400); a name of the right shape that is not there is 404', async () => {
    const bad = await family.admin.client.request('DELETE', apiPath('deleteBackground', { file: '../secret.webp' }));
    assert.equal(bad.status, 400);
    assert.deepEqual(bad.body, { success: false, message: BACKGROUND_MESSAGES.badFileName });
    const missing = await family.admin.client.request('DELETE', apiPath('deleteBackground', { file: 'bg-77777777777777777777777777777777.webp' }));
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body, { success: false, message: BACKGROUND_MESSAGES.notFound });
  });

  test('deleting a picture that is not current removes its file only; deleting the current one falls back to the default for everyone', async () => {
    const items = (await gallery(family.admin.client)).body.data.backgrounds as Array<{ url: string; filePath: string; isCurrent: boolean }>;
    const current = items.find((item) => item.isCurrent)!;
    const other = items.find((item) => !item.isCurrent)!;

    const first = await family.manager.client.request('DELETE', apiPath('deleteBackground', { file: other.filePath }));
    assert.equal(first.status, 200, first.text);
    assert.deepEqual(first.body, { success: true, message: 'Background deleted successfully', data: { backgroundUrl: current.url } });
    assert.equal(fs.existsSync(fileOf(other.url)), false);
    assert.equal((await fetch(`${server.url}${other.url}`)).status, 404);
    assert.equal(await currentBackground(), current.url);

    const second = await family.admin.client.request('DELETE', apiPath('deleteBackground', { file: current.filePath }));
    assert.equal(second.status, 200, second.text);
    assert.deepEqual(second.body.data, { backgroundUrl: null });
    assert.equal(fs.existsSync(fileOf(current.url)), false);
    for (const client of [family.anonymous, family.bob.client]) {
      assert.deepEqual((await client.get(apiPath('backgroundImage'))).body, { success: true, data: { backgroundUrl: null } });
    }
    const listed = (await gallery(family.admin.client)).body.data.backgrounds as Array<{ url: string; isCurrent: boolean }>;
    assert.ok(listed.every((item) => !item.isCurrent && item.url !== current.url && item.url !== other.url));

    const again = await family.admin.client.request('DELETE', apiPath('deleteBackground', { file: current.filePath }));
    assert.equal(again.status, 404);
  });
});
