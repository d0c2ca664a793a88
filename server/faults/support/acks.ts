import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { apiPath, type SignUpPayload } from 'shared-contracts';
import type { Db } from '../../src/db/index.js';
import { avatarsDirOf } from '../../src/features/members/index.js';
import {
  TestClient,
  newSignUp,
  pickApiFields,
  picture,
  profileApiFieldsOf,
  profileColumnsOf,
  profileVersion,
  uploadAvatar,
  type ProfileVersion,
} from './payloads.js';

/*
 * The acknowledged-write log: every write the server answered 2xx, in order, and the one that
 * may have been running when the fault struck. What a check may require afterwards:
 *   - a sign-up answered 201 exists, with the id and e-mail it was given;
 *   - a member's profile, saved over and over by ONE client that waits for each answer, holds the
 *     last acknowledged version, or one sent after it whose fate no answer settled (none came:
 *     the server died; or a 5xx, which may come after the commit) - never an older version,
 *     never a mix of two;
 *   - a member's avatar, uploaded the same way, is the last acknowledged URL or one of an
 *     unsettled upload (its URL was never told), never an older acknowledged one; its file exists;
 *   - no temporary (`.tmp-*`) file stays once the server has started again.
 */

export interface ProfileWriter {
  kind: 'profile';
  userId: number;
  client: TestClient;
  seq: number;
  /** The version the row must hold when nothing was in flight (the last acknowledged, or the one a check found). */
  settled: ProfileVersion;
  /**
   * Sent since then without an answer that settles it: no answer at all (the server died) or a
   * 5xx (the failure may have come after the commit). The row may hold any of them instead.
   * A 4xx settles it as not applied; a 2xx as applied.
   */
  pending: ProfileVersion[];
  acked: number;
}

interface AvatarWriter {
  kind: 'avatar';
  userId: number;
  client: TestClient;
  /** The URL the row must name when nothing was in flight (null: none yet). */
  settled: string | null;
  /** Every URL ever acknowledged for this member (an older one must never come back). */
  ackedUrls: Set<string>;
  /** Uploads sent since the last acknowledged one and not refused with a 4xx (their URL was never told). */
  pending: number;
  acked: number;
}

interface AckedSignUp {
  id: number;
  payload: SignUpPayload;
  token: string | null;
}

export class AckLog {
  readonly signUps: AckedSignUp[] = [];
  /** Sign-ups sent whose answer never came (the server died): they may or may not exist. */
  unansweredSignUps = 0;
  readonly profiles: ProfileWriter[] = [];
  readonly avatars: AvatarWriter[] = [];
  /** Answers that were neither 2xx nor a dropped connection (each is a failure of its own). */
  readonly unexpected: string[] = [];

  profileWriter(userId: number, client: TestClient, initial: ProfileVersion): ProfileWriter {
    const writer: ProfileWriter = { kind: 'profile', userId, client, seq: 0, settled: initial, pending: [], acked: 0 };
    this.profiles.push(writer);
    return writer;
  }

  avatarWriter(userId: number, client: TestClient): AvatarWriter {
    const writer: AvatarWriter = { kind: 'avatar', userId, client, settled: null, ackedUrls: new Set(), pending: 0, acked: 0 };
    this.avatars.push(writer);
    return writer;
  }

  /** How many writes were acknowledged in all. */
  get total(): number {
    return this.signUps.length + this.profiles.reduce((n, w) => n + w.acked, 0) + this.avatars.reduce((n, w) => n + w.acked, 0);
  }
}

/** A request that failed because the server went away (killed, stopping, or not answering). */
/**
 * The family most scenarios start from: the admin (id 1) and one member whose profile holds a
 * complete first version, both in the log. Returns both clients, the member and the member's profile writer.
 */
/** `dataDir`: the server's, where the first account's set-up link is. */
export async function adminAndMember(url: string, dataDir: string, log: AckLog, tag: string) {
  const admin = new TestClient(url, dataDir);
  const adminAccount = await admin.signUp({ firstName: 'Ada', lastName: 'Admin', displayName: 'Ada Admin' });
  log.signUps.push({ id: 1, payload: adminAccount.payload, token: admin.token });
  const member = new TestClient(url);
  const { user, payload } = await member.signUp();
  log.signUps.push({ id: user.id, payload, token: member.token });
  const initial = profileVersion(`${tag}${user.id}s0`);
  assert.equal((await member.put(apiPath('updateProfile'), initial)).status, 200);
  return { admin, member, user, writer: log.profileWriter(user.id, member, initial) };
}

function isConnectionError(error: unknown): boolean {
  return error instanceof TypeError && /fetch failed|terminated|socket|ECONN|other side closed/i.test(`${error.message} ${String((error as { cause?: unknown }).cause)}`);
}

export interface StreamOptions {
  /** Keeps going while this answers true. */
  running: () => boolean;
  /** Answers a status may have besides 2xx without being a failure (e.g. 503 while stopping). */
  tolerated?: (status: number, body: any) => boolean;
}

/** Sign-ups one after another (each with its own new client), each 201 logged. */
export async function signUpStream(url: string, log: AckLog, options: StreamOptions): Promise<void> {
  while (options.running()) {
    const client = new TestClient(url);
    const payload = newSignUp({ firstName: 'Fault', lastName: 'Tester', displayName: 'Fault Tester' });
    let answer;
    try {
      answer = await client.post(apiPath('signUp'), payload);
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      log.unansweredSignUps += 1;
      return;
    }
    if (answer.status === 201) log.signUps.push({ id: answer.body.data.user.id, payload, token: client.token });
    else if (!options.tolerated?.(answer.status, answer.body)) log.unexpected.push(`sign-up answered ${answer.status}: ${answer.text.slice(0, 200)}`);
  }
}

/** Saves of complete profile versions by one client, one after another. */
export async function profileStream(writer: ProfileWriter, tagPrefix: string, log: AckLog, options: StreamOptions): Promise<void> {
  while (options.running()) {
    writer.seq += 1;
    const version = profileVersion(`${tagPrefix}${writer.userId}s${writer.seq}`);
    writer.pending.push(version);
    let answer;
    try {
      answer = await writer.client.put(apiPath('updateProfile'), version);
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      return; // left in flight: it may or may not have been committed
    }
    if (answer.status === 200) {
      writer.settled = version;
      writer.pending = [];
      writer.acked += 1;
      const echoed = pickApiFields(answer.body.data.user);
      // The answer itself must be the save, whole.
      try {
        assert.deepEqual(echoed, profileApiFieldsOf(version));
      } catch {
        log.unexpected.push(`the answer to save ${version.displayName} was not that save: ${JSON.stringify(echoed)}`);
      }
    } else {
      if (answer.status < 500) writer.pending.pop();
      if (!options.tolerated?.(answer.status, answer.body)) log.unexpected.push(`profile save answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    }
  }
}

/**
 * A few distinct pictures, made once and then taken in turn: encoding a new PNG for every upload
 * would take CPU from the server under test (the machine has two cores). The server stores each
 * upload under a new name anyway.
 */
const picturePool: Buffer[] = [];
let pictureTurn = 0;
async function nextPicture(): Promise<Buffer> {
  if (picturePool.length < 6) picturePool.push(await picture());
  return picturePool[pictureTurn++ % picturePool.length];
}

/** Avatar uploads by one client, one after another. */
export async function avatarStream(writer: AvatarWriter, log: AckLog, options: StreamOptions): Promise<void> {
  while (options.running()) {
    const data = await nextPicture();
    writer.pending += 1;
    let answer;
    try {
      answer = await uploadAvatar(writer.client, data);
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      return;
    }
    if (answer.status === 200) {
      writer.settled = answer.body.data.avatarUrl;
      writer.ackedUrls.add(writer.settled!);
      writer.pending = 0;
      writer.acked += 1;
    } else {
      if (answer.status < 500) writer.pending -= 1;
      if (!options.tolerated?.(answer.status, answer.body)) log.unexpected.push(`avatar upload answered ${answer.status}: ${answer.text.slice(0, 200)}`);
    }
  }
}

/** The `.tmp-*` files in the avatars folder (written, not yet renamed). */
export function tempFiles(dataDir: string): string[] {
  const dir = avatarsDirOf(dataDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.startsWith('.')) : [];
}

/** The finished avatar files (served names). */
export function avatarFiles(dataDir: string): string[] {
  const dir = avatarsDirOf(dataDir);
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => !name.startsWith('.')).sort() : [];
}

const fileOfUrl = (url: string) => url.replace(/^\/uploads\/avatars\//, '');

/**
 * Checks the log against a running server, through an admin's member list (after a restart:
 * this is also the proof that the database opened). Moves each writer's `settled` to what it
 * found, so the next round continues from there. Returns what it saw, for the report.
 */
export async function checkThroughApi(url: string, admin: TestClient, dataDir: string, log: AckLog, label: string): Promise<void> {
  const list = await admin.get(apiPath('familyMembers'));
  assert.equal(list.status, 200, `${label}: the admin's member list answered ${list.status}: ${list.text.slice(0, 300)}`);
  const members = new Map((list.body.data.members as Array<Record<string, any>>).map((m) => [m.id as number, m]));

  for (const signUp of log.signUps) {
    const member = members.get(signUp.id);
    assert.ok(member, `${label}: LOST an acknowledged sign-up: ${signUp.payload.email} (id ${signUp.id}) is not in the database`);
    assert.equal(member.email, signUp.payload.email.toLowerCase(), `${label}: id ${signUp.id} holds another account than the acknowledged sign-up`);
  }

  for (const writer of log.profiles) {
    const member = members.get(writer.userId);
    assert.ok(member, `${label}: member ${writer.userId} (a profile writer) is gone`);
    const found = pickApiFields(member);
    const allowed = [writer.settled, ...writer.pending];
    const match = allowed.find((version) => isDeepEqual(found, profileApiFieldsOf(version)));
    assert.ok(
      match,
      `${label}: member ${writer.userId}'s profile is not the last acknowledged save (${writer.settled.displayName})` +
        `${writer.pending.length ? ` nor one sent after it (${writer.pending.map((v) => v.displayName).join(', ')})` : ''}: LOST or MIXED, it holds ${JSON.stringify(found)}`,
    );
    writer.settled = match;
    writer.pending = [];
  }

  for (const writer of log.avatars) {
    const member = members.get(writer.userId);
    assert.ok(member, `${label}: member ${writer.userId} (an avatar writer) is gone`);
    const photo: string | null = member.photoURL ?? null;
    if (photo !== writer.settled) {
      assert.ok(writer.pending > 0 && photo !== null && !writer.ackedUrls.has(photo),
        `${label}: member ${writer.userId}'s avatar is ${photo}, not the last acknowledged ${writer.settled}` +
          (photo && writer.ackedUrls.has(photo) ? ' (an OLDER acknowledged one: the last upload was LOST)' : ''));
    }
    if (photo) {
      const file = path.join(avatarsDirOf(dataDir), fileOfUrl(photo));
      assert.ok(fs.existsSync(file), `${label}: the avatar file of member ${writer.userId} (${photo}) is missing`);
      const served = await fetch(`${url}${photo}`);
      assert.equal(served.status, 200, `${label}: ${photo} is not served`);
      assert.equal(served.headers.get('content-type'), 'image/webp');
      await served.arrayBuffer();
      writer.ackedUrls.add(photo);
    }
    writer.settled = photo;
    writer.pending = 0;
  }

  assert.deepEqual(tempFiles(dataDir), [], `${label}: temporary upload files stayed in the avatars folder`);
}

/** The same check, on the database itself (no server holds it), with the stored columns exactly. */
export async function checkDatabase(db: Db, dataDir: string, log: AckLog, label: string): Promise<{ orphanFiles: string[] }> {
  const rows = await db.selectFrom('users').selectAll().orderBy('id').execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const signUp of log.signUps) {
    assert.equal(byId.get(signUp.id)?.email, signUp.payload.email.toLowerCase(), `${label}: LOST an acknowledged sign-up: ${signUp.payload.email} (id ${signUp.id})`);
  }
  for (const writer of log.profiles) {
    const row = byId.get(writer.userId) as Record<string, unknown> | undefined;
    assert.ok(row, `${label}: member ${writer.userId} is gone`);
    const allowed = [writer.settled, ...writer.pending];
    const stored = (columns: Record<string, unknown>) => Object.fromEntries(Object.keys(columns).map((key) => [key, row[key]]));
    assert.ok(
      allowed.some((version) => isDeepEqual(stored(profileColumnsOf(version)), profileColumnsOf(version))),
      `${label}: member ${writer.userId}'s row is not the last acknowledged save (${writer.settled.displayName}): ${JSON.stringify(stored(profileColumnsOf(writer.settled)))}`,
    );
  }
  const named = new Set(rows.map((row) => row.photo_url).filter((url): url is string => !!url && url.startsWith('/uploads/avatars/')).map(fileOfUrl));
  for (const writer of log.avatars) {
    const photo = byId.get(writer.userId)?.photo_url ?? null;
    if (photo !== writer.settled) {
      assert.ok(writer.pending > 0 && photo !== null && !writer.ackedUrls.has(photo), `${label}: member ${writer.userId}'s avatar ${photo} is not the last acknowledged ${writer.settled}`);
    }
  }
  const files = new Set(avatarFiles(dataDir));
  for (const name of named) assert.ok(files.has(name), `${label}: the avatar file ${name} that a row names is missing`);
  return { orphanFiles: [...files].filter((name) => !named.has(name)) };
}

function isDeepEqual(a: unknown, b: unknown): boolean {
  try {
    assert.deepStrictEqual(a, b);
    return true;
  } catch {
    return false;
  }
}
