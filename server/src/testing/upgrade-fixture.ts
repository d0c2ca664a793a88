import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_THEME, apiPath, type Theme } from 'shared-contracts';
import { TestClient } from './http.js';
import { form, pngOfSize, solidPicture } from './pictures.js';

/*
 * The data a release leaves behind, for the upgrade test (issue 23). scripts/make-upgrade-fixture.ts
 * runs a release's own server, fills it with a small family through its HTTP calls (populate),
 * and keeps its data directory (and, on PostgreSQL, a dump) with the manifest below: what the
 * next version must find there, every member, file and setting.
 */

export const FIXTURES_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/upgrade');

export interface FixtureMember {
  id: number;
  email: string;
  /** null: created by an admin, no password chosen yet. */
  password: string | null;
  displayName: string;
  role: 'admin' | 'manager' | 'member';
  birthday?: string;
  phoneNumber?: string;
  city?: string;
  photoURL?: string;
  isBirthYearVisible: boolean;
  isPhoneVisible: boolean;
}

export interface UpgradeManifest {
  version: string;
  database: 'embedded' | 'postgres';
  members: FixtureMember[];
  /** Every file under DATA_DIR but the embedded database's, with its SHA-256. */
  files: Record<string, string>;
  theme: Theme;
  backgroundUrl: string;
  join: { mode: string; invitationDays: number };
  /** Jo's shared position. */
  position: { memberId: number; lat: number; lng: number };
  /** Jo's birthday calendar address (its secret is a hash on the server). */
  feedPath: string;
  /** Jo's invitation link's secret. */
  invitation: string;
  adminLogEntries: number;
}

const FAMILY = [
  { first: 'Ada', last: 'Admin', birthday: '1948-03-02', phone: '+1 555 010 1000', city: 'Concord' },
  { first: 'Max', last: 'Manager', birthday: '1975-11-30', phone: '+1 555 010 2000', city: 'Boston' },
  { first: 'Jo', last: 'March', birthday: '1990-02-28', phone: '+1 555 010 3000', city: 'New York' },
  { first: 'Beth', last: 'March', birthday: '1992-07-14', phone: '+1 555 010 4000', city: 'Concord' },
] as const;

const sha256 = (file: string) => createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Written anew at each start (a key for this run's `npm run backup` calls): not data. */
const PER_RUN = new Set(['backup.key']);

/** Every file under `dataDir` (relative, '/'-separated) with its hash, leaving out `skip` (the embedded database) and per-run files. */
export function filesOf(dataDir: string, skip: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (full === skip || entry.name.endsWith('.lock') || PER_RUN.has(entry.name)) continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) found[path.relative(dataDir, full).split(path.sep).join('/')] = sha256(full);
    }
  };
  walk(dataDir);
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => a.localeCompare(b)));
}

function ok(answer: { status: number; text: string }, what: string, status = 200) {
  if (answer.status !== status) throw new Error(`${what}: ${answer.status} ${answer.text}`);
}

/** Fills an empty site with a family: accounts, photos, theme, background, a position, a feed, mails, invitations. */
export async function populate(url: string): Promise<Omit<UpgradeManifest, 'version' | 'database' | 'files'>> {
  const members: FixtureMember[] = [];
  const clients: TestClient[] = [];
  for (const [index, person] of FAMILY.entries()) {
    const client = new TestClient(url);
    const password = `${person.first.toLowerCase()}'s upgrade password`;
    const { user } = await client.signUp({ email: `${person.first.toLowerCase()}@march.example`, password, displayName: `${person.first} ${person.last}`, firstName: person.first, lastName: person.last });
    const hidesYear = person.first === 'Beth';
    const saved = await client.put(apiPath('updateProfile'), {
      phone_number: person.phone,
      birthday: person.birthday,
      isBirthdayVisible: true,
      isBirthYearVisible: !hidesYear,
      isPhoneVisible: !hidesYear,
      address: { address1: `${index + 1} Orchard Lane`, city: person.city, country: 'USA' },
    });
    ok(saved, 'profile');
    members.push({
      id: user.id,
      email: user.email!,
      password,
      displayName: `${person.first} ${person.last}`,
      role: index === 0 ? 'admin' : index === 1 ? 'manager' : 'member',
      birthday: person.birthday,
      phoneNumber: person.phone,
      city: person.city,
      isBirthYearVisible: !hidesYear,
      isPhoneVisible: !hidesYear,
    });
    clients.push(client);
  }
  const [ada, , jo] = clients;

  for (const [index, client] of [ada, jo].entries()) {
    const photo = await client.request('POST', apiPath('uploadAvatar'), { body: form({ field: 'avatar', content: pngOfSize(80 + index, 80), filename: 'me.png', type: 'image/png' }) });
    ok(photo, 'avatar');
    members[index === 0 ? 0 : 2].photoURL = photo.body.data.avatarUrl;
  }

  const theme: Theme = { ...DEFAULT_THEME, colors: { ...DEFAULT_THEME.colors, primary: '#7b1fa2' } };
  ok(await ada.post(apiPath('saveTheme'), { theme }), 'theme');
  const background = await ada.request('POST', apiPath('uploadBackground'), { body: form({ field: 'background', content: await solidPicture(320, 200).jpeg().toBuffer(), filename: 'orchard.jpg', type: 'image/jpeg' }) });
  ok(background, 'background');
  const backgroundUrl: string = background.body.data.backgroundUrl;
  ok(await ada.post(apiPath('setBackground'), { backgroundUrl }), 'set background');

  const position = { memberId: members[2].id, lat: 40.7128, lng: -74.006 };
  ok(await jo.post(apiPath('locationUpdate'), { latitude: position.lat, longitude: position.lng, sharingFor: 'untilOff' }), 'position');
  const feed = await jo.post(apiPath('createCalendarFeed'));
  ok(feed, 'feed');
  const invitation = await jo.post(apiPath('invitationLink'));
  ok(invitation, 'invitation');

  // Mails in the outbox: a welcome mail and a test mail.
  const created = await ada.post(apiPath('createUser'), { email: 'meg@march.example', firstName: 'Meg', lastName: 'March', displayName: 'Meg March' });
  ok(created, 'create user', 201);
  members.push({ id: created.body.data.user.id, email: 'meg@march.example', password: null, displayName: 'Meg March', role: 'member', isBirthYearVisible: true, isPhoneVisible: true });
  ok(await ada.post(apiPath('testEmail'), { email: 'postmaster@march.example' }), 'test e-mail');

  const join = { mode: 'invite', invitationDays: 14 };
  ok(await ada.put(apiPath('saveJoinSettings'), join), 'join settings');
  const log = await ada.get(apiPath('adminLog'));
  ok(log, 'admin log');
  return {
    members,
    theme,
    backgroundUrl,
    join,
    position,
    feedPath: new URL(feed.body.data.url).pathname,
    invitation: invitation.body.data.token,
    adminLogEntries: log.body.data.total,
  };
}
