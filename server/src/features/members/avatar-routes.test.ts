import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import { apiPath, AVATAR_COMPRESSION } from 'shared-contracts';
import { UPLOADS_CACHE_CONTROL, UPLOADS_CSP } from '../web-app/index.js';
import { AVATAR_MAX_BYTES, AVATAR_MESSAGES, avatarsDirOf, uploadsDirOf } from './avatars.js';
import { createFamily, type Account, type Family } from '../../testing/family.js';
import { TestClient } from '../../testing/http.js';
import { form, jpegWithGps, pngOfSize, solidPicture, type Part } from '../../testing/pictures.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';

let ctx: TestContext;
let server: TestServer;
let family: Family;

const AVATAR_URL = /^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/;

// ---------------------------------------------------------------------------------------
// Pictures
// ---------------------------------------------------------------------------------------

const pictures = {} as Record<'jpegGps' | 'png' | 'smallPng' | 'webp' | 'gif' | 'bomb', Buffer>;

// ---------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------


const avatarPart = (content: Buffer | string, filename = 'avatar.jpg', type = 'image/jpeg'): Part => ({ field: 'avatar', content, filename, type });

function upload(client: TestClient, body: FormData, options: { csrf?: boolean } = {}) {
  return client.request('POST', apiPath('uploadAvatar'), { body, ...options });
}

/** Every file under DATA_DIR/uploads with its size, sorted. */
function uploadsSnapshot(): string[] {
  const root = uploadsDirOf(ctx.dataDir);
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else out.push(`${path.relative(root, full)}:${fs.statSync(full).size}`);
    }
  };
  walk(root);
  return out.sort();
}

async function photoOf(account: Account): Promise<string | null> {
  const row = await ctx.db.selectFrom('users').select('photo_url').where('id', '=', account.user.id).executeTakeFirstOrThrow();
  return row.photo_url;
}

const fileOf = (url: string) => path.join(uploadsDirOf(ctx.dataDir), url.slice('/uploads/'.length));

/** A raw request: fetch would normalise ../ away and decode what it should not. */
function raw(method: string, rawPath: string, body?: Buffer, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const sent = body ? { ...headers, 'content-length': String(body.length) } : headers;
    const request = http.request(`${server.url}/`, { method, path: rawPath, headers: sent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
  pictures.jpegGps = await jpegWithGps(800, 400);
  pictures.png = await solidPicture(300, 1200).png().toBuffer();
  pictures.smallPng = await solidPicture(100, 50).png().toBuffer();
  pictures.webp = await solidPicture(2000, 1000).webp().toBuffer();
  pictures.gif = await solidPicture(64, 64).gif().toBuffer();
  pictures.bomb = pngOfSize(20000, 20000);
});
after(() => ctx.close());

// ---------------------------------------------------------------------------------------

describe('POST upload-avatar: a good picture', () => {
  let firstUrl: string;

  test('a JPEG with EXIF GPS comes back upright, as WebP, at most 512 px, without any metadata', async () => {
    const before = await ctx.db.selectFrom('users').selectAll().where('id', '=', family.alice.user.id).executeTakeFirstOrThrow();
    const answer = await upload(family.alice.client, form(avatarPart(pictures.jpegGps)));
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.success, true);
    assert.equal(answer.body.message, 'Avatar updated.');
    const { avatarUrl, user } = answer.body.data;
    assert.match(avatarUrl, AVATAR_URL);
    assert.equal(user.id, family.alice.user.id);
    assert.equal(user.photoURL, avatarUrl);
    assert.equal(user.displayName, before.display_name);
    assert.equal(await photoOf(family.alice), avatarUrl);

    const stored = fs.readFileSync(fileOf(avatarUrl));
    const meta = await sharp(stored).metadata();
    assert.equal(meta.format, 'webp');
    // 800x400 turned by orientation 6 is 400x800; the longest side becomes 512.
    assert.equal(meta.width, 256);
    assert.equal(meta.height, AVATAR_COMPRESSION.maxWidthOrHeight);
    assert.equal(meta.exif, undefined, 'no EXIF (so no GPS)');
    assert.equal(meta.xmp, undefined);
    assert.equal(meta.icc, undefined);
    assert.equal(meta.orientation, undefined);
    for (const needle of ['SecretCam', 'Spy 3000', 'Exif', 'GPS']) assert.ok(!stored.includes(Buffer.from(needle)), `${needle} is gone`);
    assert.deepEqual(uploadsSnapshot(), [`avatars/${path.basename(avatarUrl)}:${stored.length}`]);
    firstUrl = avatarUrl;
  });

  test('the stored file is served with its type, nosniff, a long immutable cache and a locked-down CSP; no sign-in needed', async () => {
    const anonymous = new TestClient(server.url);
    const answer = await fetch(`${server.url}${firstUrl}`);
    const body = Buffer.from(await answer.arrayBuffer());
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('content-type'), 'image/webp');
    assert.equal(answer.headers.get('x-content-type-options'), 'nosniff');
    assert.equal(answer.headers.get('cache-control'), UPLOADS_CACHE_CONTROL);
    assert.equal(answer.headers.get('content-security-policy'), UPLOADS_CSP);
    assert.ok(body.equals(fs.readFileSync(fileOf(firstUrl))));
    const head = await anonymous.request('HEAD', firstUrl);
    assert.equal(head.status, 200);
    assert.equal(head.headers.get('content-type'), 'image/webp');
  });

  test('a second upload replaces the first: its file is removed; a small picture is not enlarged', async () => {
    const answer = await upload(family.alice.client, form(avatarPart(pictures.smallPng, 'me.png', 'image/png')));
    assert.equal(answer.status, 200, answer.text);
    const { avatarUrl } = answer.body.data;
    assert.match(avatarUrl, AVATAR_URL);
    assert.notEqual(avatarUrl, firstUrl);
    assert.equal(fs.existsSync(fileOf(firstUrl)), false, 'the previous file is gone');
    const meta = await sharp(fs.readFileSync(fileOf(avatarUrl))).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 100, 50]);
    assert.equal(uploadsSnapshot().length, 1);
    const gone = await fetch(`${server.url}${firstUrl}`);
    assert.equal(gone.status, 404);
    assert.notEqual(gone.headers.get('cache-control'), UPLOADS_CACHE_CONTROL, 'a 404 is not cached for a year');
  });

  test('PNG and WebP are accepted; the type is read from the content, not from the name or the declared type', async () => {
    const png = await upload(family.bob.client, form(avatarPart(pictures.png, 'holiday.gif', 'text/plain')));
    assert.equal(png.status, 200, png.text);
    let meta = await sharp(fs.readFileSync(fileOf(png.body.data.avatarUrl))).metadata();
    assert.deepEqual([meta.width, meta.height], [128, 512]);
    const webp = await upload(family.bob.client, form(avatarPart(pictures.webp, 'x', 'application/octet-stream')));
    assert.equal(webp.status, 200, webp.text);
    meta = await sharp(fs.readFileSync(fileOf(webp.body.data.avatarUrl))).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 512, 256]);
    assert.equal(fs.existsSync(fileOf(png.body.data.avatarUrl)), false);
    // Each member has their own: Alice's is untouched by Bob's uploads.
    assert.equal(fs.existsSync(fileOf((await photoOf(family.alice))!)), true);
  });

  test('a previous photo URL outside the avatars folder is never deleted', async () => {
    const keep = path.join(uploadsDirOf(ctx.dataDir), 'keep.webp');
    fs.writeFileSync(keep, 'not ours to delete');
    for (const previous of ['/uploads/keep.webp', '/uploads/avatars/../keep.webp', 'https://example.org/me.png', '/uploads/avatars/%2e%2e/keep.webp']) {
      await ctx.db.updateTable('users').set({ photo_url: previous }).where('id', '=', family.manager.user.id).execute();
      const answer = await upload(family.manager.client, form(avatarPart(pictures.smallPng, 'a.png', 'image/png')));
      assert.equal(answer.status, 200, answer.text);
      assert.equal(fs.existsSync(keep), true, previous);
    }
    fs.rmSync(keep);
  });

  test('every role may upload its own avatar', async () => {
    for (const account of [family.admin, family.manager, family.bob]) {
      const answer = await upload(account.client, form(avatarPart(pictures.smallPng, 'a.png', 'image/png')));
      assert.equal(answer.status, 200, answer.text);
      assert.equal(answer.body.data.user.id, account.user.id);
    }
  });
});

describe('POST upload-avatar: hostile or broken uploads get a clear 4xx and leave nothing behind', () => {
  const HTML = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';
  const SVG = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>';

  const cases: Array<[string, () => FormData, number, string]> = [
    ['a wrong field name', () => form({ field: 'picture', content: pictures.jpegGps, filename: 'a.jpg', type: 'image/jpeg' }), 400, AVATAR_MESSAGES.oneFileOnly],
    ['two files', () => form(avatarPart(pictures.jpegGps), avatarPart(pictures.smallPng, 'b.png', 'image/png')), 400, AVATAR_MESSAGES.oneFileOnly],
    ['a file and another field', () => form(avatarPart(pictures.jpegGps), { field: 'userId', content: '1' }), 400, AVATAR_MESSAGES.oneFileOnly],
    ['a field before the file', () => form({ field: 'note', content: 'hi' }, avatarPart(pictures.jpegGps)), 400, AVATAR_MESSAGES.oneFileOnly],
    ['avatar as a text field, no file', () => form({ field: 'avatar', content: 'not a file' }), 400, AVATAR_MESSAGES.oneFileOnly],
    ['no file at all', () => form(), 400, AVATAR_MESSAGES.noFile],
    ['an empty file', () => form(avatarPart(Buffer.alloc(0))), 400, AVATAR_MESSAGES.noFile],
    ['a text file named avatar.jpg sent as image/jpeg', () => form(avatarPart('just some text, honestly a JPEG')), 400, AVATAR_MESSAGES.badImage],
    ['an HTML page named avatar.jpg', () => form(avatarPart(HTML)), 400, AVATAR_MESSAGES.badImage],
    ['an SVG', () => form(avatarPart(SVG, 'avatar.svg', 'image/svg+xml')), 400, AVATAR_MESSAGES.badImage],
    ['an SVG named .png', () => form(avatarPart(SVG, 'avatar.png', 'image/png')), 400, AVATAR_MESSAGES.badImage],
    ['a GIF', () => form(avatarPart(pictures.gif, 'avatar.gif', 'image/gif')), 400, AVATAR_MESSAGES.badImage],
    ['a GIF named .jpg', () => form(avatarPart(pictures.gif)), 400, AVATAR_MESSAGES.badImage],
    ['a truncated JPEG', () => form(avatarPart(pictures.jpegGps.subarray(0, Math.floor(pictures.jpegGps.length / 2)))), 400, AVATAR_MESSAGES.badImage],
    ['a truncated PNG', () => form(avatarPart(pictures.png.subarray(0, pictures.png.length - 40), 'a.png', 'image/png')), 400, AVATAR_MESSAGES.badImage],
    ['JPEG magic bytes and then junk', () => form(avatarPart(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(5000, 7)]))), 400, AVATAR_MESSAGES.badImage],
    ['a PNG bomb (20000x20000)', () => form(avatarPart(pictures.bomb, 'bomb.png', 'image/png')), 400, AVATAR_MESSAGES.tooManyPixels],
    ['a file over 10 MB', () => form(avatarPart(Buffer.concat([pictures.jpegGps, Buffer.alloc(AVATAR_MAX_BYTES + 1 - pictures.jpegGps.length)]))), 413, AVATAR_MESSAGES.tooLarge],
  ];

  for (const [name, body, status, message] of cases) {
    test(`${name}: ${status} "${message}"`, async () => {
      const photo = await photoOf(family.alice);
      const files = uploadsSnapshot();
      const answer = await upload(family.alice.client, body());
      assert.equal(answer.status, status, answer.text);
      assert.deepEqual(answer.body, { success: false, message });
      assert.deepEqual(uploadsSnapshot(), files, 'the uploads folder is unchanged');
      assert.equal(await photoOf(family.alice), photo, 'the photo is unchanged');
    });
  }

  test('a body announced far over the limit is refused before it is read: 413', async () => {
    const files = uploadsSnapshot();
    const answer = await upload(family.alice.client, form(avatarPart(Buffer.alloc(12 * 1024 * 1024, 1))));
    assert.equal(answer.status, 413);
    assert.deepEqual(answer.body, { success: false, message: AVATAR_MESSAGES.tooLarge });
    assert.deepEqual(uploadsSnapshot(), files);
  });

  test('not multipart: 400', async () => {
    const answer = await family.alice.client.post(apiPath('uploadAvatar'), { avatar: pictures.smallPng.toString('base64') });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body, { success: false, message: AVATAR_MESSAGES.notMultipart });
  });

  test('broken multipart: 400', async () => {
    const answer = await family.alice.client.request('POST', apiPath('uploadAvatar'), {
      body: '--xyz\r\nContent-Disposition: form-data; name="avatar"; filename="a.jpg"\r\n\r\nhalf a part',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    });
    assert.equal(answer.status, 400, answer.text);
    assert.equal(answer.body.success, false);
  });

  test('signed out: 401; without the X-Requested-With header: 403; nothing stored', async () => {
    const files = uploadsSnapshot();
    const photo = await photoOf(family.alice);
    const anonymous = await upload(family.anonymous, form(avatarPart(pictures.smallPng, 'a.png', 'image/png')));
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.body.message, 'Please sign in to continue.');
    const crossSite = await upload(family.alice.client, form(avatarPart(pictures.smallPng, 'a.png', 'image/png')), { csrf: false });
    assert.equal(crossSite.status, 403);
    assert.deepEqual(uploadsSnapshot(), files);
    assert.equal(await photoOf(family.alice), photo);
  });

  test('uploads are rate limited per user (30 per 10 minutes, scaled by RATE_LIMIT_SCALE)', async () => {
    // Counted from none (on PostgreSQL the counters are shared by every server of this file).
    await ctx.db.deleteFrom('rate_limits').execute();
    const limited = await ctx.start({ env: { RATE_LIMIT_SCALE: '0.1' } }); // 3 per 10 minutes
    try {
      const client = new TestClient(limited.url);
      client.token = family.bob.client.token;
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) statuses.push((await upload(client, form(avatarPart('not an image')))).status);
      assert.deepEqual(statuses, [400, 400, 400, 429]);
      const refused = await upload(client, form(avatarPart(pictures.smallPng, 'a.png', 'image/png')));
      assert.equal(refused.status, 429);
      assert.match(refused.body.message, /^Too many attempts/);
      assert.ok(Number(refused.headers.get('retry-after')) > 0);
      // Another member has their own count.
      const other = new TestClient(limited.url);
      other.token = family.manager.client.token;
      assert.equal((await upload(other, form(avatarPart(pictures.smallPng, 'a.png', 'image/png')))).status, 200);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /uploads/: only the pictures, nothing else', () => {
  before(() => {
    fs.writeFileSync(path.join(ctx.dataDir, 'secret.txt'), 'TOP SECRET');
    fs.writeFileSync(path.join(avatarsDirOf(ctx.dataDir), '.tmp-0123-half.webp'), 'half a file');
    fs.writeFileSync(path.join(uploadsDirOf(ctx.dataDir), 'evil.html'), '<script>alert(1)</script>');
    fs.writeFileSync(path.join(uploadsDirOf(ctx.dataDir), 'evil.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });

  test('traversal attempts never leave the folder', async () => {
    for (const rawPath of [
      '/uploads/../secret.txt',
      '/uploads/avatars/../../secret.txt',
      '/uploads/%2e%2e/secret.txt',
      '/uploads/avatars/%2e%2e/%2e%2e/secret.txt',
      '/uploads/..%2fsecret.txt',
      '/uploads/avatars/..%2f..%2fsecret.txt',
      '/uploads/avatars/..%5c..%5csecret.txt',
      '/uploads//secret.txt',
      '/uploads/./../secret.txt',
      '/uploads/%252e%252e/secret.txt',
      '/uploads/avatars/../../db/PG_VERSION',
    ]) {
      const answer = await raw('GET', rawPath);
      assert.ok([400, 403, 404].includes(answer.status), `${rawPath}: ${answer.status}`);
      assert.ok(!answer.body.toString().includes('TOP SECRET'), rawPath);
    }
  });

  test('no listing, no dotfiles (files being written), no other file types, no other methods', async () => {
    const photo = (await photoOf(family.alice))!;
    for (const rawPath of ['/uploads/', '/uploads', '/uploads/avatars/', '/uploads/avatars', '/uploads/avatars/.tmp-0123-half.webp', '/uploads/evil.html', '/uploads/evil.svg', '/uploads/avatars/00000000000000000000000000000000.webp']) {
      const answer = await raw('GET', rawPath, undefined, { accept: 'text/html' });
      assert.equal(answer.status, 404, rawPath);
      assert.ok(!answer.body.toString().includes('alert'), rawPath);
    }
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const answer = await raw(method, photo, Buffer.from('x'), { 'x-requested-with': 'FamilyNet' });
      assert.equal(answer.status, 404, `${method}: ${answer.body.toString()}`);
    }
    assert.ok(fs.existsSync(fileOf(photo)));
  });
});
