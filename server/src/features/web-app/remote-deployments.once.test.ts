import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import pino from 'pino';
import { REMOTE_NAMES } from 'shared-contracts';
import type { Config } from '../../config.js';
import { RemoteOverrides } from './remote-deployments.js';

/*
 * What a page load learns of DATA_DIR/remotes.json. A deploy writes the file and the operator
 * reloads the page at once: the reload must carry the new location even when the file system's
 * event for the write has not been handled yet (here: the write and the look in one tick, before
 * the loop could hear it), or never comes (a mount that sends none). The rest of the calls may
 * keep what was read for up to REMOTES_FRESH_MS.
 */

let dataDir: string;
let overrides: RemoteOverrides;
const CALENDAR_V2 = '/deployed/mf-calendar@0123456789ab/mf-manifest.json';
const file = () => path.join(dataDir, 'remotes.json');
/** The folder's events for earlier writes heard, and the read they bring done: the file was just looked at. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 300));

before(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-remotes-'));
  // The shell's own builds, as the server is started with them.
  const remotes = Object.fromEntries(REMOTE_NAMES.map((name) => [name, `/remotes/${name}/mf-manifest.json`])) as Config['remotes'];
  overrides = new RemoteOverrides({ dataDir, publicOrigin: 'http://localhost:8080', remoteOrigins: [], remotes }, pino({ level: 'silent' }));
});

after(() => {
  overrides.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test('a page load right after a write gets the new location, and right after the rollback the old one again', async () => {
  fs.writeFileSync(file(), JSON.stringify({}));
  await settled();
  assert.deepEqual((await overrides.current()).remotes, {});

  fs.writeFileSync(file(), JSON.stringify({ mf_calendar: CALENDAR_V2 }));
  assert.deepEqual((await overrides.current(true)).remotes, { mf_calendar: CALENDAR_V2 }, 'the page load sees the deploy');

  await settled();
  fs.writeFileSync(file(), JSON.stringify({}));
  assert.deepEqual((await overrides.current(true)).remotes, {}, 'the page load sees the rollback');
  assert.deepEqual(overrides.known().remotes, {}, 'and every other call follows what the page load read');
});

test('a file rewritten with the same time (a coarse clock, or a copy that keeps it) is still read again', async () => {
  const stamp = new Date('2026-12-03T09:00:00Z');
  fs.writeFileSync(file(), JSON.stringify({ mf_calendar: CALENDAR_V2 }));
  fs.utimesSync(file(), stamp, stamp);
  assert.deepEqual((await overrides.current(true)).remotes, { mf_calendar: CALENDAR_V2 });
  fs.writeFileSync(file(), JSON.stringify({}));
  fs.utimesSync(file(), stamp, stamp);
  assert.equal(fs.statSync(file()).mtimeMs, stamp.getTime());
  assert.deepEqual((await overrides.current(true)).remotes, {});
});

test('an unchanged file is not read again: the same state, object for object', async () => {
  fs.writeFileSync(file(), JSON.stringify({ mf_calendar: CALENDAR_V2 }));
  const first = await overrides.current(true);
  assert.equal(await overrides.current(true), first);
  assert.equal(await overrides.current(), first);
});
