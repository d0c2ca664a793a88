import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import sharp from 'sharp';
import { apiPath, type FamilyPerson, type FamilyTree } from 'shared-contracts';
import { FAMILY_MESSAGES } from 'shared-contracts/family';
import { AVATAR_MESSAGES, uploadsDirOf } from '../members/index.js';
import { createFamily, type Family } from '../../testing/family.js';
import type { TestClient } from '../../testing/http.js';
import { form, jpegWithGps, solidPicture } from '../../testing/pictures.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { RELATIVE_PHOTO_MESSAGES } from './relative-photos.js';

/*
 * A relative's photo (issue 41): the avatar's pipeline and limits, changed by who may change the
 * relative, and its file removed whenever no row names it any more.
 */

let ctx: TestContext;
let server: TestServer;
let family: Family;
let jpeg: Buffer;

const PHOTO_URL = /^\/uploads\/avatars\/[0-9a-f]{32}\.webp$/;

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
  jpeg = await jpegWithGps(800, 400);
});
after(() => ctx.close());

beforeEach(async () => {
  await ctx.db.deleteFrom('people').execute();
});

const fileOf = (url: string) => path.join(uploadsDirOf(ctx.dataDir), ...url.slice('/uploads/'.length).split('/'));

async function addRelative(client: TestClient, firstName: string): Promise<FamilyPerson> {
  const answer = await client.post(apiPath('addRelative'), { firstName, lastName: 'Elder' });
  assert.equal(answer.status, 201, answer.text);
  return answer.body.data.person;
}

const uploadPhoto = (client: TestClient, person: string, content: Buffer | string = jpeg, field = 'photo') =>
  client.request('POST', apiPath('uploadRelativePhoto', { person }), { body: form({ field, content, filename: 'greta.jpg', type: 'image/jpeg' }) });
const removePhoto = (client: TestClient, person: string) => client.request('DELETE', apiPath('removeRelativePhoto', { person }));

async function personIn(client: TestClient, id: string): Promise<FamilyPerson | undefined> {
  const answer = await client.get(apiPath('familyTree'));
  assert.equal(answer.status, 200, answer.text);
  return (answer.body.data as FamilyTree).people.find((person) => person.id === id);
}

describe('POST family/people/{person}/photo', () => {
  test("who added the relative gives them a photo: re-encoded as the avatar is, served, and in everyone's tree", async () => {
    const greta = await addRelative(family.alice.client, 'Greta');
    const answer = await uploadPhoto(family.alice.client, greta.id);
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.message, RELATIVE_PHOTO_MESSAGES.saved);
    const url: string = answer.body.data.person.photoURL;
    assert.match(url, PHOTO_URL);
    assert.equal(answer.body.data.person.id, greta.id);

    const stored = fs.readFileSync(fileOf(url));
    const meta = await sharp(stored).metadata();
    assert.equal(meta.format, 'webp');
    assert.ok(Math.max(meta.width!, meta.height!) <= 512, 'at most 512 px, as an avatar');
    assert.equal(meta.exif, undefined, 'no EXIF (so no GPS)');

    const served = await server.client().get(url);
    assert.equal(served.status, 200);
    assert.equal(served.headers.get('content-type'), 'image/webp');
    assert.equal((await personIn(family.bob.client, greta.id))?.photoURL, url, 'another member sees it in the tree');
  });

  test('a new photo replaces the old one, whose file goes', async () => {
    const greta = await addRelative(family.alice.client, 'Greta');
    const first: string = (await uploadPhoto(family.alice.client, greta.id)).body.data.person.photoURL;
    const second = await uploadPhoto(family.alice.client, greta.id, await solidPicture(300, 300).png().toBuffer());
    assert.equal(second.status, 200, second.text);
    const url: string = second.body.data.person.photoURL;
    assert.notEqual(url, first);
    assert.equal(fs.existsSync(fileOf(first)), false, 'the old file is gone');
    assert.equal(fs.existsSync(fileOf(url)), true);
    assert.equal((await personIn(family.alice.client, greta.id))?.photoURL, url);
  });

  test('admins and managers may change any relative; another member may not; a member has no photo here', async () => {
    const greta = await addRelative(family.alice.client, 'Greta');
    const bob = await uploadPhoto(family.bob.client, greta.id);
    assert.equal(bob.status, 403);
    assert.equal(bob.body.message, FAMILY_MESSAGES.notYours);
    assert.equal((await removePhoto(family.bob.client, greta.id)).status, 403);
    assert.equal((await uploadPhoto(family.manager.client, greta.id)).status, 200);
    assert.equal((await uploadPhoto(family.admin.client, greta.id)).status, 200);

    for (const client of [family.alice.client, family.admin.client]) {
      const own = await uploadPhoto(client, `m${family.alice.user.id}`);
      assert.equal(own.status, 400, 'their photo is their profile');
      assert.equal(own.body.message, FAMILY_MESSAGES.memberProfileOwnsIt);
      assert.equal((await removePhoto(client, `m${family.alice.user.id}`)).body.message, FAMILY_MESSAGES.memberProfileOwnsIt);
    }
    assert.equal((await uploadPhoto(family.alice.client, 'r999999')).status, 404);
    assert.equal((await uploadPhoto(family.alice.client, 'nobody')).status, 400);
    assert.equal((await server.client().request('POST', apiPath('uploadRelativePhoto', { person: greta.id }), { body: form({ field: 'photo', content: jpeg, filename: 'a.jpg' }) })).status, 401);
  });

  test("refuses what is not a picture, or not in the field 'photo', with the avatar's words, and keeps nothing", async () => {
    const greta = await addRelative(family.alice.client, 'Greta');
    const before = fs.readdirSync(path.join(uploadsDirOf(ctx.dataDir), 'avatars')).sort();
    const text = await uploadPhoto(family.alice.client, greta.id, 'hello, I am a JPEG');
    assert.equal(text.status, 400);
    assert.equal(text.body.message, AVATAR_MESSAGES.badImage);
    const field = await uploadPhoto(family.alice.client, greta.id, jpeg, 'avatar');
    assert.equal(field.status, 400);
    assert.equal(field.body.message, RELATIVE_PHOTO_MESSAGES.oneFileOnly);
    assert.deepEqual(fs.readdirSync(path.join(uploadsDirOf(ctx.dataDir), 'avatars')).sort(), before);
    assert.equal((await personIn(family.alice.client, greta.id))?.photoURL, undefined);
  });
});

describe("the photo's file goes when nothing names it", () => {
  test('DELETE family/people/{person}/photo', async () => {
    const greta = await addRelative(family.alice.client, 'Greta');
    const url: string = (await uploadPhoto(family.alice.client, greta.id)).body.data.person.photoURL;
    const answer = await removePhoto(family.alice.client, greta.id);
    assert.equal(answer.status, 200, answer.text);
    assert.equal(answer.body.message, RELATIVE_PHOTO_MESSAGES.removed);
    assert.equal(answer.body.data.person.photoURL, undefined);
    assert.equal(fs.existsSync(fileOf(url)), false);
    assert.equal((await personIn(family.alice.client, greta.id))?.photoURL, undefined);
    assert.equal((await removePhoto(family.alice.client, greta.id)).status, 200, 'removing no photo is fine');
  });

  test('the relative removed', async () => {
    const greta = await addRelative(family.alice.client, 'Greta');
    const url: string = (await uploadPhoto(family.alice.client, greta.id)).body.data.person.photoURL;
    assert.equal((await family.alice.client.request('DELETE', apiPath('removeRelative', { person: greta.id }))).status, 200);
    assert.equal(fs.existsSync(fileOf(url)), false);
    assert.equal((await uploadPhoto(family.alice.client, greta.id)).status, 404);
  });

  test("the relative's place taken by a new member (their photo is their profile's)", async () => {
    const greta = await addRelative(family.alice.client, 'Greta');
    const url: string = (await uploadPhoto(family.alice.client, greta.id)).body.data.person.photoURL;
    const made = await family.alice.client.post(apiPath('relativeInvitation', { person: greta.id }));
    assert.equal(made.status, 201, made.text);
    const { user } = await server.client().signUp({ displayName: 'Greta Elder', invitation: made.body.data.token });
    assert.equal(fs.existsSync(fileOf(url)), false);
    const member = await personIn(family.alice.client, `m${user.id}`);
    assert.ok(member, 'she is in the tree as a member');
    assert.equal(member.photoURL, undefined);
    const row = await ctx.db.selectFrom('people').select('photo_url').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    assert.equal(row.photo_url, null);
  });
});
