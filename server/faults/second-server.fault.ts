import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { after, test } from 'node:test';
import { LOCK_FILE } from '../src/lock.js';
import { AckLog, adminAndMember, checkDatabase, checkThroughApi, profileStream, signUpStream } from './support/acks.js';
import { cleanUp, tempDir } from './support/cleanup.js';
import { freshDataDir, withDatabase } from './support/database.js';
import { clientWithToken, sleep, uploadAvatar } from './support/payloads.js';
import { note, seconds } from './support/report.js';
import { ServerProcess, startServer } from './support/server.js';

/*
 * Fault 3: a second server on the same data directory (the embedded database) stops with its
 * message and changes nothing: not a byte of the folder, not the first server's service.
 */

after(cleanUp);

/** Every file under a folder: path -> size, modification time and sha256. */
function snapshot(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        out.set(`${path.relative(dir, full)}/`, String(fs.statSync(full).mtimeMs));
        walk(full);
      } else {
        const stat = fs.statSync(full);
        out.set(path.relative(dir, full), `${stat.size} ${stat.mtimeMs} ${createHash('sha256').update(fs.readFileSync(full)).digest('hex')}`);
      }
    }
  };
  walk(dir);
  return out;
}

function differences(before: Map<string, string>, after: Map<string, string>): string[] {
  const out: string[] = [];
  for (const [file, value] of before) if (after.get(file) !== value) out.push(after.has(file) ? `changed: ${file}` : `removed: ${file}`);
  for (const file of after.keys()) if (!before.has(file)) out.push(`added: ${file}`);
  return out;
}

test('a second server on the same data directory stops with its message and changes nothing', async () => {
  const started = Date.now();
  const dataDir = await freshDataDir('second');
  const { server: first, url } = await startServer({ dataDir });
  const log = new AckLog();
  const { admin, member, writer } = await adminAndMember(url, dataDir, log, 'd');
  assert.equal((await uploadAvatar(member)).status, 200);
  const expected = (pid: number, dir: string) =>
    `Another FamilyNet server (pid ${pid}) is already using the data directory ${dir}. Stop it first, or set DATA_DIR to another folder.`;

  // The same folder by three names: its path, a symbolic link to it, and a relative path.
  const link = path.join(tempDir('second-link'), 'link-to-data');
  fs.symlinkSync(dataDir, link);
  const attempts: Array<{ name: string; options: ConstructorParameters<typeof ServerProcess>[0]; shownAs: string }> = [
    { name: 'the same path', options: { dataDir }, shownAs: dataDir },
    { name: 'a symbolic link to it', options: { dataDir: link }, shownAs: link },
    { name: 'a relative path', options: { dataDir: path.basename(dataDir), cwd: path.dirname(dataDir) }, shownAs: dataDir },
  ];

  // While the first one is idle: the folder must stay identical, byte for byte.
  await sleep(300);
  const before = snapshot(dataDir);
  const lockBefore = fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8');
  for (const attempt of attempts) {
    const second = new ServerProcess({ ...attempt.options, port: 0 });
    const t0 = Date.now();
    const exit = await second.exited;
    assert.equal(exit.code, 1, `${attempt.name}: the second server exited ${JSON.stringify(exit)}\n${second.output()}`);
    assert.equal(second.stderr.trim(), expected(first.pid, attempt.shownAs), `${attempt.name}: its message`);
    assert.doesNotMatch(second.stdout, /listening/i, `${attempt.name}: it listened`);
    note('second-server', `${attempt.name}: refused in ${exit.at - t0} ms`);
  }
  assert.deepEqual(differences(before, snapshot(dataDir)), [], 'the second servers changed the data directory');
  assert.equal(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8'), lockBefore, 'the lock is still the first server\'s');

  // While the first one is busy with writes: the second still stops, and nothing is lost.
  let on = true;
  const streams = [signUpStream(url, log, { running: () => on }), profileStream(writer, 'd', log, { running: () => on })];
  await sleep(300);
  const busySecond = new ServerProcess({ dataDir, port: 0 });
  const busyExit = await busySecond.exited;
  await sleep(200);
  on = false;
  await Promise.all(streams);
  assert.equal(busyExit.code, 1, busySecond.output());
  assert.equal(busySecond.stderr.trim(), expected(first.pid, dataDir));
  assert.deepEqual(log.unexpected, []);
  await checkThroughApi(url, clientWithToken(url, admin.token), dataDir, log, 'the first server, after the second tried');

  const exit = await first.stop('SIGTERM');
  assert.equal(exit.code, 0, first.output());
  await withDatabase({ dataDir }, (db) => checkDatabase(db, dataDir, log, 'opened after the first stopped'));
  note('second-server', `${log.total} acknowledged writes of the first server all there; time ${seconds(Date.now() - started)}`);
});
