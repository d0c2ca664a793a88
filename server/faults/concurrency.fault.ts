import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { apiPath, isAdmin } from 'shared-contracts';
import { avatarFiles, tempFiles } from './support/acks.js';
import { cleanUp, tempDir } from './support/cleanup.js';
import { freshDataDir, withDatabase } from './support/database.js';
import { TestClient, clientWithToken, newSignUp, pickApiFields, picture, profileApiFieldsOf, profileColumnsOf, profileVersion, uploadAvatar } from './support/payloads.js';
import { startCluster, type Cluster } from './support/postgres.js';
import { note, seconds } from './support/report.js';
import { startServer, type ServerProcess } from './support/server.js';
import { setupSecretIn } from '../src/testing/first-account.js';

/*
 * Fault 7: concurrency, on both databases (the embedded one runs one statement at a time inside
 * the process; PostgreSQL runs a pool of connections side by side, where races really happen).
 *   - two first sign-ups at once (and eight): exactly one admin (id 1), every account created;
 *   - 50 parallel edits of one profile: it holds one of the submitted versions, whole;
 *   - parallel avatar uploads (members x uploads each, all at once): exactly one avatar file per
 *     member is left, the one its row names, and no temporary file.
 */

after(cleanUp);

const PARALLEL_EDITS = 50;
const UPLOADERS = 4;
const UPLOADS_EACH = 8;

let cluster: Cluster | null = null;
let databases = 0;

/** An empty store: a fresh embedded data directory, or a new empty PostgreSQL database. */
async function emptyStore(kind: 'embedded' | 'postgres', prefix: string): Promise<{ dataDir: string; databaseUrl?: string }> {
  if (kind === 'embedded') return { dataDir: await freshDataDir(prefix) };
  cluster ??= await startCluster();
  databases += 1;
  const databaseUrl = await cluster.createDatabase(`concurrency_${databases}`);
  const dataDir = path.join(tempDir(prefix), 'data');
  fs.mkdirSync(dataDir);
  return { dataDir, databaseUrl };
}

async function stopped(server: ServerProcess): Promise<void> {
  const exit = await server.stop('SIGTERM');
  assert.equal(exit.code, 0, server.output());
}

for (const kind of ['embedded', 'postgres'] as const) {
  test(`${kind}: first sign-ups at once give exactly one admin; 50 parallel edits leave one whole version; parallel uploads leave one file per member`, async () => {
    const started = Date.now();

    // ---- first sign-ups at once, on an empty site
    let last: { store: { dataDir: string; databaseUrl?: string }; server: ServerProcess; url: string; clients: TestClient[]; ids: number[] } | null = null;
    for (const racers of [2, 8]) {
      const store = await emptyStore(kind, `race-${racers}`);
      const { server, url } = await startServer(store);
      const clients = Array.from({ length: racers }, () => new TestClient(url));
      // Every racer with the set-up link, as relatives sharing the first link at once.
      const setup = setupSecretIn(store.dataDir);
      const payloads = clients.map((_, i) => newSignUp({ firstName: 'Racer', lastName: `Number${i}`, displayName: `Racer ${i}`, setup }));
      const answers = await Promise.all(clients.map((client, i) => client.post(apiPath('signUp'), payloads[i])));
      for (const [i, answer] of answers.entries()) assert.equal(answer.status, 201, `sign-up ${i} of ${racers} at once: ${answer.status} ${answer.text.slice(0, 200)}`);
      const ids = answers.map((answer) => answer.body.data.user.id as number);
      assert.equal(new Set(ids).size, racers, `two sign-ups got the same id: ${ids.join(', ')}`);
      const admins = ids.filter((id) => isAdmin({ id }));
      assert.deepEqual(admins, [1], `${racers} first sign-ups at once gave ${admins.length} admins (ids ${ids.join(', ')})`);
      // The server agrees: exactly one of them may open User Management.
      const userManagement = await Promise.all(clients.map((client) => client.get(apiPath('adminUsers'))));
      assert.deepEqual(userManagement.map((answer) => answer.status).sort(), [200, ...Array(racers - 1).fill(403)], 'who may open User Management');
      const list = userManagement.find((answer) => answer.status === 200)!;
      assert.equal(list.body.data.total, racers, 'every racer has an account');
      note('concurrency', `${kind}: ${racers} first sign-ups at once: ids ${[...ids].sort((x, y) => x - y).join(', ')}, admin = ${payloads[ids.indexOf(1)].lastName}`);
      if (last) await stopped(last.server);
      last = { store, server, url, clients, ids };
    }
    const { store, server, url, clients, ids } = last!;

    // ---- 50 parallel edits of one profile (a member, id != 1)
    const memberIndex = ids.findIndex((id) => id !== 1);
    const member = clients[memberIndex];
    const memberId = ids[memberIndex];
    const versions = Array.from({ length: PARALLEL_EDITS }, (_, i) => profileVersion(`c${memberId}v${i + 1}`));
    const edits = await Promise.all(versions.map((version) => clientWithToken(url, member.token).put(apiPath('updateProfile'), version)));
    edits.forEach((answer, i) => {
      assert.equal(answer.status, 200, `parallel edit ${i + 1}: ${answer.status} ${answer.text.slice(0, 200)}`);
      assert.deepEqual(pickApiFields(answer.body.data.user), profileApiFieldsOf(versions[i]), `the answer to parallel edit ${i + 1} is not that edit, whole`);
    });
    const shown = pickApiFields((await member.get(apiPath('currentUser'))).body.data.user);
    const winner = versions.findIndex((version) => JSON.stringify(profileApiFieldsOf(version)) === JSON.stringify(shown));
    assert.ok(winner >= 0, `after ${PARALLEL_EDITS} parallel edits the profile is none of them (a MIX): ${JSON.stringify(shown)}`);

    // ---- parallel avatar uploads: UPLOADERS members, UPLOADS_EACH uploads each, all at once
    const uploaders = clients.slice(0, UPLOADERS);
    const pictures = await Promise.all(Array.from({ length: UPLOADS_EACH }, () => picture(96)));
    const uploads = await Promise.all(uploaders.flatMap((client) => pictures.map((data) => uploadAvatar(clientWithToken(url, client.token), data))));
    uploads.forEach((answer, i) => assert.equal(answer.status, 200, `parallel upload ${i + 1}: ${answer.status} ${answer.text.slice(0, 200)}`));
    const uploaderIds = ids.slice(0, UPLOADERS);
    const files = avatarFiles(store.dataDir);
    assert.deepEqual(tempFiles(store.dataDir), [], 'temporary upload files stayed');
    assert.equal(files.length, UPLOADERS, `${UPLOADERS * UPLOADS_EACH} parallel uploads of ${UPLOADERS} members left ${files.length} avatar files: ${files.join(', ')}`);
    const members = new Map(((await clientWithToken(url, clients[0].token).get(apiPath('familyMembers'))).body.data.members as Array<Record<string, any>>).map((m) => [m.id, m]));
    uploaderIds.forEach((id, u) => {
      const photo = members.get(id)?.photoURL as string;
      const answered = uploads.slice(u * UPLOADS_EACH, (u + 1) * UPLOADS_EACH).map((answer) => answer.body.data.avatarUrl as string);
      assert.ok(answered.includes(photo), `member ${id}'s avatar ${photo} is none of its own uploads`);
      assert.ok(files.includes(photo.split('/').pop()!), `member ${id}'s avatar file ${photo} is missing`);
    });

    await stopped(server);
    // The database itself, opened directly: the stored columns of the edited profile are the
    // winning version's exactly, and the rows name exactly the files on disk.
    await withDatabase(store, async (db) => {
      const rows = await db.selectFrom('users').selectAll().orderBy('id').execute();
      assert.equal(rows.filter((row) => row.id === 1).length, 1);
      const row = rows.find((r) => r.id === memberId) as Record<string, unknown>;
      const expected = profileColumnsOf(versions[winner]);
      assert.deepEqual(Object.fromEntries(Object.keys(expected).map((key) => [key, row[key]])), expected, 'the stored row of the edited profile');
      const named = rows.map((r) => r.photo_url).filter((u): u is string => !!u).map((u) => u.split('/').pop()).sort();
      assert.deepEqual(named, files, 'the rows name exactly the avatar files on disk');
    });
    note('concurrency', `${kind}: ${PARALLEL_EDITS} parallel edits all answered 200, each with its own version; edit ${winner + 1} is stored, whole`);
    note('concurrency', `${kind}: ${UPLOADERS * UPLOADS_EACH} parallel uploads (${UPLOADERS} members x ${UPLOADS_EACH}) all answered 200; ${files.length} avatar files left, one per member, none temporary`);
    note('concurrency', `${kind}: time ${seconds(Date.now() - started)}`);
  });
}
