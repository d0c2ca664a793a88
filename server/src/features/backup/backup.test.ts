import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import * as tar from 'tar';
import { sql } from 'kysely';
import { apiPath } from 'shared-contracts';
import type { Db } from '../../db/index.js';
import { uploadsDirOf } from '../members/index.js';
import { putSetting } from '../site-look/index.js';
import { createFamily, type Family } from '../../testing/family.js';
import { createTestContext, type TestContext, type TestServer } from '../../testing/server.js';
import { adminDatabaseUrl, createTestDatabase, type TestDatabase } from '../../testing/db.js';
import { createBackup } from './create.js';
import { BACKUP_TABLES, orderOf } from '../../db/tables.js';
import { insertPasskey } from '../passkeys/index.js';
import { ARCHIVE_ROOT, BackupError } from './format.js';
import { BACKUP_KEY_HEADER, INTERNAL_BACKUP_PATH, backupKeyFileOf } from './internal-route.js';
import { RESTORE_MESSAGES, restoreVerified, verifyBackup } from './restore.js';

let ctx: TestContext;
let server: TestServer;
let family: Family;
/** The URL of the photo of Greta, a relative without an account. */
let gretasPhoto: string;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-backup-test-'));

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
  const picture = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#1976d2' } }).png().toBuffer();
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'me.png');
  assert.equal((await family.alice.client.request('POST', apiPath('uploadAvatar'), { body: form })).status, 200);
  await family.bob.client.put(apiPath('updateProfile'), { birthday: '2000-02-29', bio: 'Line one\nLine "two", with a comma', address: { city: 'Zürich' } });
  await putSetting(ctx.db, 'background', { url: '/uploads/backgrounds/x.webp' }, new Date());
  // An invitation and a passkey: their tables travel too.
  assert.equal((await family.alice.client.post('/api/auth/invitations/link')).status, 200);
  await insertPasskey(ctx.db, {
    userId: family.bob.user.id,
    credentialId: 'Y3JlZGVudGlhbA',
    publicKey: 'cHVibGljIGtleQ',
    counter: 7,
    transports: ['internal', 'hybrid'],
    deviceType: 'multiDevice',
    backedUp: true,
    name: "Bob's phone",
    createdAt: new Date(),
  });
  // The family tree, with an invitation made from a relative's place (it names that person, so
  // the tree's rows must be restored before the invitations).
  const greta = await family.alice.client.post(apiPath('addRelative'), { firstName: 'Greta', birthDate: '1921' });
  assert.equal(greta.status, 201, greta.text);
  // Her photo is an upload like an avatar: it travels with them.
  const photo = new FormData();
  photo.append('photo', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'greta.png');
  const pictured = await family.alice.client.request('POST', apiPath('uploadRelativePhoto', { person: greta.body.data.person.id }), { body: photo });
  assert.equal(pictured.status, 200, pictured.text);
  gretasPhoto = pictured.body.data.person.photoURL;
  assert.equal((await family.alice.client.post(apiPath('addParent'), { child: `m${family.alice.user.id}`, parent: greta.body.data.person.id })).status, 201);
  assert.equal((await family.alice.client.post(apiPath('addPartner'), { a: `m${family.alice.user.id}`, b: `m${family.bob.user.id}`, married: true })).status, 201);
  assert.equal((await family.alice.client.post(apiPath('relativeInvitation', { person: greta.body.data.person.id }))).status, 201);
  // An admin act: the record of admin acts travels too.
  assert.equal((await family.admin.client.put(`/api/auth/admin/user/${family.bob.user.id}/profile`, { occupation: 'Baker' })).status, 200);
});
after(async () => {
  await ctx.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Every row of every table of the family, as JSON text, for comparing two databases. */
async function allRows(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  // A bigint column is read as text by node-postgres and as a number by PGlite: the same value.
  const bigints = await sql<{ table_name: string; column_name: string }>`select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type = 'bigint'`.execute(db);
  const isBigint = new Set(bigints.rows.map((column) => `${column.table_name}.${column.column_name}`));
  for (const table of BACKUP_TABLES) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)} order by ${orderOf(table)}`.execute(db);
    out[table.name] = result.rows.map((row) =>
      JSON.stringify(row, (key, v) => (v instanceof Date ? v.toISOString() : typeof v === 'bigint' || (isBigint.has(`${table.name}.${key}`) && v !== null) ? Number(v) : v)),
    );
  }
  return out;
}

function filesOf(dataDir: string): Record<string, string> {
  const root = uploadsDirOf(dataDir);
  const out: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.startsWith('.')) out[path.relative(root, full)] = sha(fs.readFileSync(full));
    }
  };
  if (fs.existsSync(root)) walk(root);
  return out;
}

async function emptyTarget(kind: 'same' | 'other'): Promise<{ database: TestDatabase; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(scratch, 'target-'));
  // The other kind of database when there is one: PGlite's archive into PostgreSQL and back.
  const embedded = kind === 'same' ? !adminDatabaseUrl() : !!adminDatabaseUrl();
  return { database: await createTestDatabase(dataDir, { embedded }), dataDir };
}

describe('backup and restore', () => {
  test('a backup restores into an empty database, row by row and file by file the same (and into the other kind of database)', async () => {
    const file = path.join(scratch, 'family.tar.gz');
    const manifest = await createBackup(ctx.db, ctx.dataDir, file);
    assert.equal(manifest.tables.users.rows, 4);
    assert.equal(manifest.tables.invitations.rows, 2, "Alice's link and the one made from Greta's place");
    assert.equal(manifest.tables.people.rows, 3, "Greta, and Alice's and Bob's places");
    assert.equal(manifest.tables.parent_links.rows, 1);
    assert.equal(manifest.tables.partner_links.rows, 1);
    assert.equal(manifest.tables.passkeys.rows, 1);
    assert.equal(manifest.tables.admin_log.rows, 1);
    assert.ok(manifest.files.some((f) => f.path.startsWith('uploads/avatars/')), 'the avatar is in it');
    assert.ok(manifest.files.some((f) => `/${f.path}` === gretasPhoto), "a relative's photo is in it");
    for (const kind of ['same', 'other'] as const) {
      const target = await emptyTarget(kind);
      try {
        const verified = await verifyBackup(file, scratch);
        await restoreVerified(target.database.handle.db, target.dataDir, verified);
        fs.rmSync(verified.folder, { recursive: true, force: true });
        assert.deepEqual(await allRows(target.database.handle.db), await allRows(ctx.db), `${kind}: every row`);
        assert.deepEqual(filesOf(target.dataDir), filesOf(ctx.dataDir), `${kind}: every file`);
        // New rows continue after the restored ids.
        const next = await target.database.handle.db.insertInto('users').values({ email: `after-${kind}@example.org` }).returning('id').executeTakeFirstOrThrow();
        assert.equal(next.id, 5);
      } finally {
        await target.database.dispose();
      }
    }
  });

  test('a truncated archive is refused before anything is written', async () => {
    const file = path.join(scratch, 'whole.tar.gz');
    await createBackup(ctx.db, ctx.dataDir, file);
    const cut = path.join(scratch, 'cut.tar.gz');
    const whole = fs.readFileSync(file);
    fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await assert.rejects(verifyBackup(cut, scratch), (error: Error) => error instanceof BackupError && /damaged/.test(error.message));
    assert.deepEqual(fs.readdirSync(scratch).filter((name) => name.startsWith('.familynet-restore')), [], 'nothing left behind');
  });

  test('an altered archive (one byte of a row, an added file) is refused', async () => {
    const file = path.join(scratch, 'to-alter.tar.gz');
    await createBackup(ctx.db, ctx.dataDir, file);
    for (const alter of ['row', 'extra'] as const) {
      const work = fs.mkdtempSync(path.join(scratch, 'alter-'));
      await tar.extract({ file, cwd: work });
      if (alter === 'row') {
        const users = path.join(work, ARCHIVE_ROOT, 'tables/users.jsonl');
        fs.writeFileSync(users, fs.readFileSync(users, 'utf8').replace('Alice', 'Alicf'));
      } else {
        fs.writeFileSync(path.join(work, ARCHIVE_ROOT, 'tables/extra.jsonl'), '{}\n');
      }
      const altered = path.join(scratch, `altered-${alter}.tar.gz`);
      await tar.create({ gzip: true, file: altered, cwd: work }, [ARCHIVE_ROOT]);
      await assert.rejects(verifyBackup(altered, scratch), (error: Error) => error instanceof BackupError && error.message.includes('altered'), alter);
    }
  });

  test('a restore into a target that is not empty is refused, and changes nothing', async () => {
    const file = path.join(scratch, 'again.tar.gz');
    await createBackup(ctx.db, ctx.dataDir, file);
    const before = await allRows(ctx.db);
    const verified = await verifyBackup(file, scratch);
    try {
      await assert.rejects(restoreVerified(ctx.db, ctx.dataDir, verified), (error: Error) => error.message === RESTORE_MESSAGES.notEmpty('its table users has rows'));
    } finally {
      fs.rmSync(verified.folder, { recursive: true, force: true });
    }
    assert.deepEqual(await allRows(ctx.db), before);
  });

  test('the running server writes a backup for `npm run backup` (this machine and its key only)', async () => {
    const key = fs.readFileSync(backupKeyFileOf(ctx.dataDir), 'utf8').trim();
    const wrong = await fetch(`${server.url}${INTERNAL_BACKUP_PATH}`, { method: 'POST', headers: { [BACKUP_KEY_HEADER]: 'f'.repeat(64) } });
    assert.equal(wrong.status, 404);
    const none = await fetch(`${server.url}${INTERNAL_BACKUP_PATH}`, { method: 'POST' });
    assert.equal(none.status, 404);
    const answer = await fetch(`${server.url}${INTERNAL_BACKUP_PATH}`, { method: 'POST', headers: { [BACKUP_KEY_HEADER]: key } });
    assert.equal(answer.status, 200);
    const { file } = (await answer.json()) as { file: string };
    assert.ok(fs.existsSync(file));
    assert.equal(fs.statSync(file).mode & 0o077, 0, 'readable by the server user only');
    assert.ok(zlib.gunzipSync(fs.readFileSync(file)).length > 0);
    const verified = await verifyBackup(file, scratch);
    fs.rmSync(verified.folder, { recursive: true, force: true });
    assert.equal(verified.manifest.tables.users.rows, 4);
  });
});
