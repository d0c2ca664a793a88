import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { sql } from 'kysely';
import * as tar from 'tar';
import { apiPath } from 'shared-contracts';
import { ARCHIVE_ROOT, type Manifest } from '../src/features/backup/index.js';
import { BACKUP_TABLES, orderOf } from '../src/db/tables.js';
import type { Db } from '../src/db/index.js';
import { uploadsDirOf } from '../src/features/members/index.js';
import { AckLog, avatarStream, checkThroughApi, profileStream, signUpStream, type ProfileWriter } from './support/acks.js';
import { cleanUp, tempDir } from './support/cleanup.js';
import { freshDataDir, withDatabase } from './support/database.js';
import { TestClient, clientWithToken, picture, profileColumnsOf, profileVersion, sleep, uploadAvatar } from './support/payloads.js';
import { startCluster } from './support/postgres.js';
import { note, seconds } from './support/report.js';
import { CLI_BACKUP_JS, CLI_RESTORE_JS, runCli, startServer } from './support/server.js';

/*
 * Fault 5: a backup taken while the site is busy writing, restored, and compared row by row and
 * file by file; then the same archive into PostgreSQL, and PostgreSQL's own backup back into the
 * embedded database.
 *
 *   1. embedded database A, with sign-ups, profile saves and avatar uploads streaming: `backup.js`
 *      (which asks the running server) -> archive 1. Every write acknowledged before the backup
 *      began is in it; each row is one moment's (a profile is one whole save); every picture a
 *      row names is in it, byte for byte the file the server wrote.
 *   2. archive 1 -> `restore.js` into an empty data directory B (embedded): B's rows are the
 *      archive's, row by row, its files the archive's, file by file; a server on B serves them.
 *   3. archive 1 -> `restore.js` into an empty PostgreSQL database (DATABASE_URL): the same.
 *   4. a server on that PostgreSQL takes more writes; `backup.js` while it runs -> archive 2;
 *      archive 2 -> an empty embedded data directory D: D holds PostgreSQL's rows and files
 *      exactly, and a server on D has every write acknowledged on PostgreSQL.
 */

after(cleanUp);

type Rows = Record<string, Array<Record<string, unknown>>>;

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
/** A row as the archive holds it (JSON, dates as ISO text, bigints as numbers). */
const asJson = (row: Record<string, unknown>) =>
  JSON.parse(JSON.stringify(row, (_key, value) => (typeof value === 'bigint' ? Number(value) : value))) as Record<string, unknown>;

/** Every row of the family's tables, in key order, as the archive writes them. */
async function readRows(db: Db): Promise<Rows> {
  const rows: Rows = {};
  for (const table of BACKUP_TABLES) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table.name)} order by ${orderOf(table)}`.execute(db);
    rows[table.name] = result.rows.map(asJson);
  }
  return rows;
}

/** Every uploaded file under DATA_DIR/uploads (not the hidden ones being written): path -> sha256. */
function uploadedFiles(dataDir: string): Map<string, string> {
  const root = uploadsDirOf(dataDir);
  const out = new Map<string, string>();
  const walk = (relative: string) => {
    const folder = path.join(root, relative);
    if (!fs.existsSync(folder)) return;
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(child);
      else out.set(child, sha256(fs.readFileSync(path.join(root, child))));
    }
  };
  walk('');
  return out;
}

interface Archive {
  manifest: Manifest;
  rows: Rows;
  /** uploads-relative path -> sha256 of the file in the archive. */
  files: Map<string, string>;
}

/** Unpacks an archive and reads it back (independently of the product's restore code). */
async function readArchive(file: string): Promise<Archive> {
  const folder = tempDir('backup-unpacked');
  await tar.x({ file, cwd: folder });
  const root = path.join(folder, ARCHIVE_ROOT);
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'manifest.json'), 'utf8')) as Manifest;
  const rows: Rows = {};
  for (const table of BACKUP_TABLES) {
    const text = fs.readFileSync(path.join(root, 'tables', `${table.name}.jsonl`), 'utf8');
    rows[table.name] = text.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
    assert.equal(rows[table.name].length, manifest.tables[table.name].rows, `the manifest's count of ${table.name}`);
  }
  const files = new Map<string, string>();
  for (const entry of manifest.files) {
    const data = fs.readFileSync(path.join(root, entry.path));
    assert.equal(sha256(data), entry.sha256, `${entry.path} in the archive is not what its manifest says`);
    files.set(entry.path.replace(/^uploads\//, ''), entry.sha256);
  }
  fs.rmSync(folder, { recursive: true, force: true });
  return { manifest, rows, files };
}

/** Row by row, table by table: the first difference is named. */
function assertSameRows(label: string, actual: Rows, expected: Rows): number {
  let compared = 0;
  for (const table of BACKUP_TABLES) {
    const a = actual[table.name];
    const e = expected[table.name];
    assert.equal(a.length, e.length, `${label}: ${table.name} holds ${a.length} rows, expected ${e.length}`);
    for (let i = 0; i < e.length; i += 1) {
      assert.deepStrictEqual(a[i], e[i], `${label}: ${table.name} row ${i} (${table.key} ${String(e[i][table.key])}) differs`);
      compared += 1;
    }
  }
  return compared;
}

/** File by file (name and content). */
function assertSameFiles(label: string, actual: Map<string, string>, expected: Map<string, string>): void {
  assert.deepStrictEqual([...actual.keys()].sort(), [...expected.keys()].sort(), `${label}: not the same files`);
  for (const [name, hash] of expected) assert.equal(actual.get(name), hash, `${label}: ${name} differs`);
}

/** The uploads a row names (avatars, the background): each must be a file of the same backup. */
function namedUploads(rows: Rows): string[] {
  const text = JSON.stringify([rows.users, rows.settings]);
  return [...new Set([...text.matchAll(/\/uploads\/([A-Za-z0-9_\-./]+\.webp)/g)].map((m) => m[1]))];
}

function backgroundForm(data: Buffer): FormData {
  const form = new FormData();
  form.append('background', new Blob([new Uint8Array(data)], { type: 'image/png' }), 'bg.png');
  return form;
}

async function backup(file: string, settings: { dataDir: string; databaseUrl?: string; port: number }): Promise<number> {
  const result = await runCli(CLI_BACKUP_JS, [file], settings);
  assert.equal(result.code, 0, `backup.js failed:\n${result.stdout}\n${result.stderr}`);
  assert.match(result.stdout, /Backup written/);
  return result.ms;
}

async function restore(file: string, settings: { dataDir: string; databaseUrl?: string }): Promise<number> {
  const result = await runCli(CLI_RESTORE_JS, [file], settings);
  assert.equal(result.code, 0, `restore.js failed:\n${result.stdout}\n${result.stderr}`);
  assert.match(result.stdout, /Restored the backup/);
  return result.ms;
}

const portOf = (url: string) => Number(new URL(url).port);

test('a backup taken during writes restores exactly, row by row and file by file; embedded -> PostgreSQL -> embedded', async () => {
  const started = Date.now();
  const archives = tempDir('backup-archives');

  // ---- 1. the embedded database A, busy, backed up by backup.js while it runs
  const dataA = await freshDataDir('backup-a');
  const a = await startServer({ dataDir: dataA });
  const log = new AckLog();
  const admin = new TestClient(a.url, dataA);
  const adminAccount = await admin.signUp({ firstName: 'Ada', lastName: 'Admin', displayName: 'Ada Admin' });
  log.signUps.push({ id: 1, payload: adminAccount.payload, token: admin.token });
  const background = await admin.request('POST', apiPath('uploadBackground'), { body: backgroundForm(await picture(64)) });
  assert.equal(background.status, 200, background.text);
  for (let i = 0; i < 3; i += 1) {
    const client = new TestClient(a.url);
    const { user, payload } = await client.signUp({ firstName: 'Writer', lastName: `Number${i}`, displayName: `Writer ${i}` });
    log.signUps.push({ id: user.id, payload, token: client.token });
    if (i < 2) {
      const first = profileVersion(`b${user.id}s0`);
      assert.equal((await client.put(apiPath('updateProfile'), first)).status, 200);
      log.profileWriter(user.id, client, first);
    } else {
      const writer = log.avatarWriter(user.id, client);
      const answer = await uploadAvatar(client);
      assert.equal(answer.status, 200, answer.text);
      writer.settled = answer.body.data.avatarUrl;
      writer.ackedUrls.add(writer.settled!);
      writer.acked += 1;
    }
  }

  let on = true;
  const options = { running: () => on };
  const streams = [
    signUpStream(a.url, log, options),
    ...log.profiles.map((writer) => profileStream(writer, 'b', log, options)),
    ...log.avatars.map((writer) => avatarStream(writer, log, options)),
  ];
  await sleep(600);
  // What the backup must hold at least: everything acknowledged before it was asked for.
  const signUpsBefore = log.signUps.length;
  const profilesBefore = log.profiles.map((w) => ({ settled: w.settled, pending: [...w.pending], seq: w.seq }));
  const avatarsBefore = log.avatars.map((w) => ({ settled: w.settled, older: new Set([...w.ackedUrls].filter((u) => u !== w.settled)) }));
  const archive1 = path.join(archives, 'during-writes.tar.gz');
  const backupMs = await backup(archive1, { dataDir: dataA, port: portOf(a.url) });
  const seqAfter = log.profiles.map((w) => w.seq);
  await sleep(300);
  on = false;
  await Promise.all(streams);
  assert.deepEqual(log.unexpected, [], 'answers during the backup that were neither 2xx nor a dropped connection');
  const writesDuring = log.total;

  const one = await readArchive(archive1);
  const users1 = new Map(one.rows.users.map((row) => [row.id as number, row]));
  for (const signUp of log.signUps.slice(0, signUpsBefore)) {
    assert.equal(users1.get(signUp.id)?.email, signUp.payload.email.toLowerCase(), `archive 1 lacks the sign-up ${signUp.payload.email}, acknowledged before the backup`);
  }
  log.profiles.forEach((writer: ProfileWriter, i) => {
    const row = users1.get(writer.userId)!;
    const { settled, pending, seq } = profilesBefore[i];
    const later = Array.from({ length: seqAfter[i] - seq }, (_, k) => profileVersion(`b${writer.userId}s${seq + 1 + k}`));
    const allowed = [settled, ...pending, ...later].map(profileColumnsOf);
    const stored = Object.fromEntries(Object.keys(allowed[0]).map((key) => [key, row[key]]));
    assert.ok(
      allowed.some((version) => JSON.stringify(version) === JSON.stringify(stored)),
      `archive 1: member ${writer.userId}'s row is neither the save acknowledged before the backup (${settled.displayName}) nor a later one, whole: ${JSON.stringify(stored)}`,
    );
  });
  log.avatars.forEach((writer, i) => {
    const photo = (users1.get(writer.userId)!.photo_url as string | null) ?? null;
    assert.ok(photo !== null && !avatarsBefore[i].older.has(photo), `archive 1: member ${writer.userId}'s avatar is ${photo}, older than the one acknowledged before the backup (${avatarsBefore[i].settled})`);
  });
  const named1 = namedUploads(one.rows);
  assert.ok(named1.length >= 2, `archive 1 names too few uploads: ${named1.join(', ')}`);
  for (const name of named1) assert.ok(one.files.has(name), `archive 1: a row names /uploads/${name}, which the archive does not hold`);
  const filesA = uploadedFiles(dataA);
  let sameAsServed = 0;
  for (const [name, hash] of one.files) {
    if (filesA.has(name)) {
      assert.equal(filesA.get(name), hash, `archive 1: ${name} is not the file the server wrote`);
      sameAsServed += 1;
    }
  }
  const stopA = await a.server.stop('SIGTERM');
  assert.equal(stopA.code, 0, a.server.output());

  // ---- 2. archive 1 -> an empty embedded data directory B
  const dataB = await freshDataDir('backup-b');
  const restoreBMs = await restore(archive1, { dataDir: dataB });
  const rowsB = await withDatabase({ dataDir: dataB }, readRows);
  let compared = assertSameRows('archive 1 restored into the embedded database', rowsB, one.rows);
  assertSameFiles('archive 1 restored into the embedded data directory', uploadedFiles(dataB), one.files);
  {
    const b = await startServer({ dataDir: dataB });
    const list = await clientWithToken(b.url, admin.token).get(apiPath('familyMembers'));
    assert.equal(list.status, 200, `the admin's session did not survive the restore: ${list.status} ${list.text.slice(0, 200)}`);
    assert.equal(list.body.data.members.length, one.rows.users.length);
    const avatar = list.body.data.members.find((m: Record<string, unknown>) => m.id === log.avatars[0].userId)?.photoURL as string;
    const served = await fetch(`${b.url}${avatar}`);
    assert.equal(served.status, 200, `${avatar} is not served after the restore`);
    assert.equal(sha256(Buffer.from(await served.arrayBuffer())), one.files.get(avatar.replace(/^\/uploads\//, '')));
    assert.equal((await b.server.stop('SIGTERM')).code, 0);
  }

  // ---- 3. archive 1 -> an empty PostgreSQL database
  const cluster = await startCluster();
  const databaseUrl = await cluster.createDatabase('restored');
  const dataC = path.join(tempDir('backup-c'), 'data');
  fs.mkdirSync(dataC);
  const restorePgMs = await restore(archive1, { dataDir: dataC, databaseUrl });
  compared += assertSameRows('archive 1 restored into PostgreSQL', await withDatabase({ dataDir: dataC, databaseUrl }, readRows), one.rows);
  assertSameFiles('archive 1 restored next to PostgreSQL', uploadedFiles(dataC), one.files);

  // ---- 4. PostgreSQL takes more writes, is backed up while running, and goes back to embedded
  const c = await startServer({ dataDir: dataC, databaseUrl });
  const pgLog = new AckLog();
  for (const signUp of log.signUps.slice(0, 1)) pgLog.signUps.push(signUp);
  for (const writer of log.profiles) {
    const row = users1.get(writer.userId)!;
    const settled = [writer.settled, ...Array.from({ length: writer.seq + 1 }, (_, k) => profileVersion(`b${writer.userId}s${k}`))].find(
      (version) => JSON.stringify(Object.fromEntries(Object.keys(profileColumnsOf(version)).map((key) => [key, row[key]]))) === JSON.stringify(profileColumnsOf(version)),
    )!;
    pgLog.profileWriter(writer.userId, clientWithToken(c.url, writer.client.token), settled);
  }
  for (const writer of log.avatars) {
    const pgWriter = pgLog.avatarWriter(writer.userId, clientWithToken(c.url, writer.client.token));
    pgWriter.settled = (users1.get(writer.userId)!.photo_url as string | null) ?? null;
  }
  on = true;
  let rounds = 0;
  const pgOptions = { running: () => on && rounds++ < 60 };
  await Promise.all([
    signUpStream(c.url, pgLog, { running: () => on && pgLog.signUps.length < 6 }),
    ...pgLog.profiles.map((writer) => profileStream(writer, 'q', pgLog, pgOptions)),
    ...pgLog.avatars.map((writer) => avatarStream(writer, pgLog, { running: () => writer.acked < 3 })),
  ]);
  assert.deepEqual(pgLog.unexpected, [], 'answers on PostgreSQL that were not 2xx');
  const archive2 = path.join(archives, 'from-postgres.tar.gz');
  const backupPgMs = await backup(archive2, { dataDir: dataC, databaseUrl, port: portOf(c.url) });
  const stopC = await c.server.stop('SIGTERM');
  assert.equal(stopC.code, 0, c.server.output());
  const rowsC = await withDatabase({ dataDir: dataC, databaseUrl }, readRows);
  const filesC = uploadedFiles(dataC);
  const two = await readArchive(archive2);
  compared += assertSameRows('archive 2 against PostgreSQL (nothing wrote after it)', two.rows, rowsC);
  assertSameFiles('archive 2 against the PostgreSQL server\'s data directory', two.files, filesC);

  const dataD = await freshDataDir('backup-d');
  const restoreDMs = await restore(archive2, { dataDir: dataD });
  compared += assertSameRows('PostgreSQL\'s backup restored into the embedded database', await withDatabase({ dataDir: dataD }, readRows), rowsC);
  assertSameFiles('PostgreSQL\'s backup restored into the embedded data directory', uploadedFiles(dataD), filesC);
  const d = await startServer({ dataDir: dataD });
  for (const writer of [...pgLog.profiles, ...pgLog.avatars]) writer.client = clientWithToken(d.url, writer.client.token);
  await checkThroughApi(d.url, clientWithToken(d.url, admin.token), dataD, pgLog, 'back on the embedded database');
  assert.equal((await d.server.stop('SIGTERM')).code, 0);
  await cluster.destroy();

  note('backup-restore', `backup during writes: ${seconds(backupMs)}, ${writesDuring} writes acknowledged around it (${signUpsBefore} sign-ups before it all in it); ` +
    `archive 1: ${one.rows.users.length} users, ${one.files.size} files (${sameAsServed} still served, identical)`);
  note('backup-restore', `restored embedded ${seconds(restoreBMs)}, into PostgreSQL ${seconds(restorePgMs)}; PostgreSQL backup ${seconds(backupPgMs)} (${pgLog.total} writes on PostgreSQL), back to embedded ${seconds(restoreDMs)}; ` +
    `${compared} rows compared, every file by sha256`);
  note('backup-restore', `time ${seconds(Date.now() - started)}`);
});
