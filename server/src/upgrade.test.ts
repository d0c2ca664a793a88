import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { JOIN_MESSAGES, apiPath, type User } from 'shared-contracts';
import { openDatabase, pgliteDirOf } from './db/index.js';
import { adminDatabaseUrl, databaseUrlOf, runSqlOn } from './testing/db.js';
import { TestClient } from './testing/http.js';
import { spawnServer } from './testing/process.js';
import { FIXTURES_DIR, filesOf, type UpgradeManifest } from './testing/upgrade-fixture.js';

/*
 * Upgrades that lose nothing (issue 23): this version starts on the data that each earlier
 * release wrote itself (fixtures/upgrade/<version>/, made by scripts/make-upgrade-fixture.ts
 * with that release's code): the embedded data directory on the PGlite pass, the PostgreSQL dump
 * with its files on the PostgreSQL pass. Every member, file and setting must be there and work.
 * And data from a newer version is refused before anything is touched.
 */

const releases = fs.readdirSync(FIXTURES_DIR).filter((name) => /^\d+\.\d+\.\d+$/.test(name));
const adminUrl = adminDatabaseUrl();
const kind: UpgradeManifest['database'] = adminUrl ? 'postgres' : 'embedded';
const cleanups: Array<() => Promise<void> | void> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A copy of a release's data, ready for a server: its data directory, and its database on PostgreSQL. */
async function restoreRelease(release: string): Promise<{ dataDir: string; databaseUrl: string; manifest: UpgradeManifest }> {
  const from = path.join(FIXTURES_DIR, release);
  const manifest = JSON.parse(fs.readFileSync(path.join(from, `manifest-${kind}.json`), 'utf8')) as UpgradeManifest;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `familynet-upgrade-${release}-`));
  cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  execFileSync('tar', ['xzf', path.join(from, kind === 'embedded' ? 'embedded.tar.gz' : 'postgres-files.tar.gz'), '-C', dataDir]);
  if (!adminUrl) return { dataDir, databaseUrl: '', manifest };

  const name = `fn_test_upgrade_${randomBytes(4).toString('hex')}`;
  await runSqlOn(adminUrl, `create database ${name}`);
  cleanups.push(() => runSqlOn(adminUrl, `drop database if exists ${name} with (force)`));
  const databaseUrl = databaseUrlOf(adminUrl, name);
  await runSqlOn(databaseUrl, fs.readFileSync(path.join(from, 'postgres.sql'), 'utf8'));
  return { dataDir, databaseUrl, manifest };
}

for (const release of releases) {
  describe(`an install of ${release} upgraded to this version (${kind} database)`, () => {
    test('starts on its data and keeps every member, file and setting', async () => {
      const { dataDir, databaseUrl, manifest } = await restoreRelease(release);
      // The fixture's acts must not age out of the log while this test is kept (ADMIN_LOG_DAYS).
      const server = spawnServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl, ADMIN_LOG_DAYS: '36500' });
      try {
        const url = await server.url;
        const visitor = new TestClient(url);
        const clients = new Map<number, TestClient>();
        for (const member of manifest.members.filter((m) => m.password !== null)) {
          const client = new TestClient(url);
          const signedIn = await client.signIn(member.email, member.password!);
          assert.equal(signedIn.status, 200, `${member.displayName} signs in with the password of ${release}: ${signedIn.text}`);
          clients.set(member.id, client);
        }
        const [ada, jo, beth] = [1, 3, 4].map((id) => clients.get(id)!);

        // Every member, as the admin sees them (everything) and as another member does (privacy kept).
        const everyone = (await ada.get(apiPath('adminUsers'))).body.data.users as User[];
        assert.equal(everyone.length, manifest.members.length);
        const byId = new Map(((await ada.get(apiPath('familyMembers'))).body.data.members as User[]).map((m) => [m.id, m]));
        const seenByJo = new Map(((await jo.get(apiPath('familyMembers'))).body.data.members as User[]).map((m) => [m.id, m]));
        for (const member of manifest.members) {
          const found = byId.get(member.id);
          assert.ok(found, `${member.displayName} is there`);
          assert.equal(found.email, member.email);
          assert.equal(found.displayName, member.displayName);
          assert.equal(found.role, member.role);
          assert.equal(found.birthday, member.birthday);
          assert.equal(found.phoneNumber, member.phoneNumber);
          assert.equal(found.address?.city, member.city);
          assert.equal(found.photoURL, member.photoURL);
          const asJo = seenByJo.get(member.id)!;
          if (member.id !== 3) {
            assert.equal(asJo.birthday, member.birthday && (member.isBirthYearVisible ? member.birthday : `--${member.birthday.slice(5)}`), `${member.displayName}'s birthday as they chose`);
            assert.equal(asJo.phoneNumber, member.isPhoneVisible ? member.phoneNumber : undefined);
          }
        }
        const meg = manifest.members.find((m) => m.password === null)!;
        assert.equal((await visitor.signIn(meg.email, 'anything at all')).status, 401, 'an account without a password still has none');

        // Files: every one kept byte for byte, and the pictures served.
        const files = filesOf(dataDir, pgliteDirOf(dataDir));
        for (const [file, hash] of Object.entries(manifest.files)) assert.equal(files[file], hash, file);
        for (const picture of [...manifest.members.map((m) => m.photoURL).filter(Boolean), manifest.backgroundUrl]) {
          assert.equal((await jo.request('GET', picture!)).status, 200, picture!);
        }

        // Settings: the theme, the background, who can join.
        assert.deepEqual((await visitor.get(apiPath('theme'))).body.data.theme, manifest.theme);
        assert.equal((await visitor.get(apiPath('backgroundImage'))).body.data.backgroundUrl, manifest.backgroundUrl);
        assert.deepEqual((await ada.get(apiPath('joinSettings'))).body.data, manifest.join);

        // Jo's shared position, her calendar address and her invitation still work.
        const sharing = ((await beth.get(apiPath('familyMembers'))).body.data.members as User[]).find((m) => m.id === manifest.position.memberId);
        assert.deepEqual([sharing?.location?.lat, sharing?.location?.lng], [manifest.position.lat, manifest.position.lng]);
        const feed = await visitor.request('GET', manifest.feedPath);
        assert.equal(feed.status, 200);
        assert.match(feed.text, /SUMMARY:.*Ada Admin/);
        // Jo's invitation is found by its secret: valid while its days last, then expired, never unknown (404).
        const invitation = await visitor.post(apiPath('checkInvitation'), { invitation: manifest.invitation });
        if (invitation.status !== 200) assert.deepEqual([invitation.status, invitation.body.message], [410, JOIN_MESSAGES.invitation.expired], "Jo's invitation link");

        // The record of admin acts, and a new act on top of it.
        assert.equal((await ada.get(apiPath('adminLog'))).body.data.total, manifest.adminLogEntries);
        assert.equal((await ada.put(apiPath('saveJoinSettings'), { mode: 'approval', invitationDays: 7 })).status, 200, 'and the admin can change things');
      } finally {
        const stopped = await server.stop();
        assert.equal(stopped.code, 0, server.stderr());
      }
    });
  });
}

describe('data from a newer version', () => {
  test('is refused at start with a clear message, and nothing is changed', async () => {
    const { dataDir, databaseUrl } = await restoreRelease(releases.sort().at(-1)!);
    const future = '9999_a_change_of_a_later_version';
    const handle = await openDatabase({ databaseUrl: databaseUrl || null, pgliteDir: pgliteDirOf(dataDir) });
    await handle.db.insertInto('kysely_migration' as never).values({ name: future, timestamp: new Date().toISOString() } as never).execute();
    const applied = async (db: typeof handle.db) => ((await db.selectFrom('kysely_migration' as never).select('name' as never).orderBy('name' as never).execute()) as Array<{ name: string }>).map((row) => row.name);
    const before = await applied(handle.db);
    const users = async (db: typeof handle.db) => (await db.selectFrom('users').select(['id', 'email', 'updated_at']).orderBy('id').execute()).map((row) => JSON.stringify(row));
    const usersBefore = await users(handle.db);
    await handle.close();

    const server = spawnServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl });
    const { code } = await server.exit;
    assert.equal(code, 1);
    assert.match(server.stderr(), new RegExp(`written by a newer version of FamilyNet .*"${future}".*Nothing was changed`));

    const after = await openDatabase({ databaseUrl: databaseUrl || null, pgliteDir: pgliteDirOf(dataDir) });
    try {
      assert.deepEqual(await applied(after.db), before, 'no migration ran');
      assert.deepEqual(await users(after.db), usersBefore, 'the members untouched');
    } finally {
      await after.close();
    }
  });
});
