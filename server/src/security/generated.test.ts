import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import sharp from 'sharp';
import {
  NOTIFICATION_KINDS,
  CSV_MAX_BYTES,
  CSV_REQUIRED_COLUMNS,
  DEFAULT_THEME,
  ENDPOINTS,
  JOIN_MESSAGES,
  isMultipart,
  pathOf,
  type EndpointName,
  type EndpointSpec,
} from 'shared-contracts';
import { GEDCOM_IMPORT_LIMITS } from 'shared-contracts/family';
import { SESSION_MESSAGES } from '../features/accounts/index.js';
import { AVATAR_MAX_BYTES } from '../features/members/index.js';
import { BACKGROUND_MAX_BYTES } from '../features/site-look/index.js';
import { createFamily, type Family } from '../testing/family.js';
import { newSignUp, type TestClient } from '../testing/http.js';
import { createTestContext, type TestContext, type TestServer } from '../testing/server.js';
import { assertSafeAnswer } from './safe-answer.js';

/*
 * A generated pass over every call of ENDPOINTS (issue 11): hostile bodies made from each call's
 * own schema (every field of the wrong type, missing, extra, prototype keys, huge, 10,000 levels
 * deep, odd Unicode), hostile query strings and path parameters, hostile uploads, and the
 * authorisation matrix, each sent as the role that passes the call's guard. Whatever is sent:
 * never a 5xx, never a stack trace or a path of the server in the answer, every refusal in the
 * API's one shape `{ success: false, message }`, and the server and its database work afterwards.
 * A call added to ENDPOINTS fails the first test until it is given a role (and an example body)
 * here, so it is swept too. It runs on the embedded database only: the embedded database is
 * PostgreSQL's own engine, so a hostile value meets the same parser and types there; what differs
 * on a PostgreSQL server (the driver, the pool, locks across connections) the other files test.
 */

type Role = 'public' | 'user' | 'manager' | 'admin';

/** Who may make each call (spec section 6, and the calls beyond it). */
const ROLES: Record<EndpointName, Role> = {
  signIn: 'public',
  signUp: 'public',
  currentUser: 'user',
  logout: 'public',
  forgotPassword: 'public',
  resetPassword: 'public',
  updateProfile: 'user',
  userProfile: 'user',
  adminUpdateProfile: 'manager',
  uploadAvatar: 'user',
  familyMembers: 'user',
  locationUpdate: 'user',
  locationClear: 'user',
  theme: 'public',
  saveTheme: 'manager',
  backgroundImage: 'public',
  uploadBackground: 'manager',
  backgroundImages: 'manager',
  setBackground: 'manager',
  deleteBackground: 'manager',
  adminUsers: 'admin',
  deleteUser: 'admin',
  createUser: 'manager',
  importUsers: 'manager',
  testEmail: 'admin',
  calendarFeed: 'user',
  createCalendarFeed: 'user',
  revokeCalendarFeed: 'user',
  calendarIcs: 'public',
  joinInfo: 'public',
  checkInvitation: 'public',
  invitationLink: 'user',
  invitations: 'user',
  revokeInvitation: 'user',
  emailInvitation: 'manager',
  joinSettings: 'admin',
  saveJoinSettings: 'admin',
  waitingAccounts: 'manager',
  approveAccount: 'manager',
  declineAccount: 'manager',
  passkeyRegisterOptions: 'user',
  registerPasskey: 'user',
  passkeys: 'user',
  deletePasskey: 'user',
  passwordSignIn: 'user',
  passkeySignInOptions: 'public',
  passkeySignIn: 'public',
  myData: 'user',
  deleteOwnAccount: 'user',
  adminLog: 'admin',
  memberVcard: 'user',
  familyVcards: 'user',
  notifications: 'user',
  saveNotifications: 'user',
  addPushDevice: 'user',
  removePushDevice: 'user',
  adminNotifications: 'admin',
  saveAdminNotifications: 'admin',
  testPush: 'admin',
  familyTree: 'user',
  familyRelations: 'user',
  addRelative: 'user',
  updatePerson: 'user',
  removeRelative: 'user',
  uploadRelativePhoto: 'user',
  removeRelativePhoto: 'user',
  addParent: 'user',
  removeParent: 'user',
  addPartner: 'user',
  updatePartner: 'user',
  removePartner: 'user',
  familyGedcom: 'user',
  previewGedcomImport: 'manager',
  importGedcom: 'manager',
  relativeInvitation: 'user',
  setLanguage: 'user',
  siteLanguage: 'admin',
  saveSiteLanguage: 'admin',
};

/** The signed-in calls an account that waits for approval may still make: its own account and language (and logging out, open to all). */
const WAITING_MAY_CALL = new Set<EndpointName>(['currentUser', 'myData', 'deleteOwnAccount', 'setLanguage']);

let unique = 0;
const fresh = (name: string) => `${name}-${process.pid}-${(unique += 1)}@example.org`;

/**
 * A body each JSON call accepts as far as its schema goes, and the status it answers (a wrong
 * password is a 401, an unknown reset token a 400): every hostile body is one change away from it.
 */
const EXAMPLES: Partial<Record<EndpointName, { body: () => unknown; status: number }>> = {
  signIn: { body: () => ({ email: fresh('nobody'), password: 'not the password' }), status: 401 },
  signUp: { body: () => newSignUp(), status: 201 },
  forgotPassword: { body: () => ({ email: fresh('forgot') }), status: 200 },
  resetPassword: { body: () => ({ token: 'x'.repeat(43), email: fresh('reset'), newPassword: 'a new password' }), status: 400 },
  updateProfile: {
    body: () => ({
      display_name: 'Alice Private',
      first_name: 'Alice',
      last_name: 'Private',
      phone_number: '555 123 4567',
      occupation: 'Engineer',
      bio: 'Likes bridges',
      birthday: '1987-06-05',
      address: { address1: '1 Main St', address2: 'Flat 2', city: 'Springfield', state: 'IL', country: 'USA', postalCode: '62701' },
      isLocationVisible: false,
      isBirthdayVisible: true,
    }),
    status: 200,
  },
  adminUpdateProfile: {
    body: () => ({
      displayName: 'Bob Member',
      firstName: 'Bob',
      lastName: 'Member',
      phoneNumber: '555 765 4321',
      occupation: 'Baker',
      bio: 'Bakes',
      birthday: '1990-12-10',
      address: { city: 'Shelbyville', postalCode: '62565' },
      isLocationVisible: false,
      isBirthdayVisible: false,
    }),
    status: 200,
  },
  locationUpdate: { body: () => ({ latitude: 51.5, longitude: -0.12, sharingFor: '1h' }), status: 200 },
  saveTheme: { body: () => ({ theme: structuredClone(DEFAULT_THEME) }), status: 200 },
  // A gallery name of the right shape that is not there: 404 (the shape is checked first).
  setBackground: { body: () => ({ backgroundUrl: `/uploads/backgrounds/bg-${'0'.repeat(32)}.webp` }), status: 404 },
  createUser: {
    body: () => ({
      email: fresh('created'),
      displayName: 'Made Member',
      firstName: 'Made',
      lastName: 'Member',
      phoneNumber: '555 000 1111',
      occupation: 'Gardener',
      bio: 'Grows things',
      photoURL: '',
      birthday: '1970-01-01',
      isLocationVisible: false,
      isBirthdayVisible: true,
    }),
    status: 201,
  },
  testEmail: { body: () => ({ email: 'family-admin@example.org' }), status: 200 },
  // A secret of the right shape that no invitation has.
  checkInvitation: { body: () => ({ invitation: 'x'.repeat(43) }), status: 404 },
  emailInvitation: { body: () => ({ email: fresh('invited'), firstName: 'Invited', lastName: 'Relative', role: 'member' }), status: 201 },
  saveJoinSettings: { body: () => ({ mode: 'open', invitationDays: 7 }), status: 200 },
  // Answers of the right shape that no ceremony asked for: refused by the check, never by the schema.
  registerPasskey: { body: () => ({ name: 'Phone', response: fakeCredential({ attestationObject: 'AAAA' }) }), status: 400 },
  passkeySignIn: { body: () => ({ response: fakeCredential({ authenticatorData: 'AAAA', signature: 'AAAA' }) }), status: 401 },
  // Off only with a passkey: the member here has none.
  passwordSignIn: { body: () => ({ enabled: false }), status: 409 },
  // A wrong password: the account stays (a right one would delete the test's member).
  deleteOwnAccount: { body: () => ({ password: 'not the password' }), status: 401 },
  saveNotifications: {
    body: () => ({
      choices: Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, { email: true, push: false }])),
      timeZone: 'Europe/Paris',
    }),
    status: 200,
  },
  // A well-formed subscription of a host that is no push service: refused by the check.
  addPushDevice: { body: () => ({ endpoint: 'https://example.org/push/1', keys: { p256dh: 'BAAA', auth: 'AAAAAAAAAAAAAAAAAAAAAA' } }), status: 400 },
  removePushDevice: { body: () => ({ endpoint: 'https://fcm.googleapis.com/fcm/send/unknown' }), status: 200 },
  saveAdminNotifications: { body: () => ({ reminderHour: 9 }), status: 200 },
  addRelative: {
    body: () => ({ firstName: 'Greta', lastName: 'Elder', gender: 'female', birthDate: '1898', isBirthDateVisible: true, deathDate: '1980-05', note: 'Sang in the choir' }),
    status: 201,
  },
  // The member's own place: a member's gender is the one thing the tree changes of them.
  updatePerson: { body: () => ({ gender: 'female' }), status: 200 },
  addParent: { body: () => ({ child: `m${family.alice.user.id}`, parent: 'm1', kind: 'birth' }), status: 201 },
  addPartner: { body: () => ({ a: `m${family.alice.user.id}`, b: `m${family.bob.user.id}`, married: true, startDate: '2010-06' }), status: 201 },
  // The partnership the example above made (the calls go in ENDPOINTS' order).
  updatePartner: { body: () => ({ ended: true, endDate: '2019' }), status: 200 },
  // English: the other files' e-mails and answers stay as they are.
  setLanguage: { body: () => ({ language: 'en' }), status: 200 },
  saveSiteLanguage: { body: () => ({ language: 'en' }), status: 200 },
};

/** A WebAuthn answer of the right shape (what @simplewebauthn/browser sends) for a ceremony nobody began. */
function fakeCredential(response: Record<string, string>) {
  const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: 'Y2hhbGxlbmdl', origin: 'http://family.test' })).toString('base64url');
  return { id: 'Y3JlZGVudGlhbA', rawId: 'Y3JlZGVudGlhbA', type: 'public-key', response: { clientDataJSON, ...response }, clientExtensionResults: {} };
}

// ---------------------------------------------------------------------------------------------
// The hostile values
// ---------------------------------------------------------------------------------------------

const DEPTH = 10_000;
const MEGABYTE = 1024 * 1024;

/** Text an attacker tries in any text field: hidden characters, broken Unicode, lookalikes of other types, injections. */
const ODD_STRINGS: Array<[string, string]> = [
  ['NUL', 'ab\u0000cd'],
  ['only NUL', '\u0000'],
  ['a lone high surrogate', 'ab\uD800cd'],
  ['a lone low surrogate', '\uDC00'],
  ['a right-to-left override', 'abc\u202Edef'],
  ['a zero-width space', 'ab\u200Bcd'],
  ['a byte-order mark', '\uFEFFabc'],
  ['C1 control', 'ab\u0085cd'],
  ['emoji', '👨\u200D👩\u200D👧 🎂'],
  ['combining marks', 'Z\u0337\u0322\u031Ba\u0338l\u0335g\u0336o\u0337'],
  ['line breaks', 'a\r\nb\u2028c'],
  ['the empty string', ''],
  ['spaces only', '   '],
  ['NaN', 'NaN'],
  ['Infinity', 'Infinity'],
  ['1e309', '1e309'],
  ['hex', '0x1F'],
  ['minus zero', '-0'],
  ['null as text', 'null'],
  ['undefined as text', 'undefined'],
  ['[object Object]', '[object Object]'],
  ['__proto__ as text', '__proto__'],
  ['an SQL injection', "' OR 1=1; drop table users; --"],
  ['markup', '<script>alert(1)</script>'],
  ['a path', '../../../../etc/passwd'],
  ['a template', '${7*7}{{7*7}}'],
  ['10,000 characters', 'x'.repeat(10_000)],
  ['1 MB', 'x'.repeat(MEGABYTE)],
];

/** Values of the wrong type for any field. */
const WRONG_TYPES: Array<[string, unknown]> = [
  ['a number', 12345],
  ['a negative number', -1],
  ['a fraction', 0.5],
  ['true', true],
  ['false', false],
  ['null', null],
  ['an empty object', {}],
  ['an object', { value: 'x' }],
  ['an empty array', []],
  ['an array', ['x', 1]],
];

/** Raw JSON put where a field's value goes (what JSON.stringify cannot write). */
const RAW_VALUES: Array<[string, string]> = [
  ['1e309 (Infinity once parsed)', '1e309'],
  ['-1e309', '-1e309'],
  ['a number past 2^53', '9007199254740993'],
  ['-0', '-0'],
  [`arrays ${DEPTH} deep`, '['.repeat(DEPTH) + ']'.repeat(DEPTH)],
  [`objects ${DEPTH} deep`, '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH)],
];

// ---------------------------------------------------------------------------------------------
// Bodies from a schema
// ---------------------------------------------------------------------------------------------

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
}

interface Case {
  label: string;
  /** The request body as sent. */
  body: string;
  contentType?: string;
}

type Path = string[];
const PLACEHOLDER = '"__raw_json_placeholder__"';

function walk(schema: JsonSchema, path: Path = [], out: { objects: Array<[Path, JsonSchema]>; leaves: Array<[Path, JsonSchema]> } = { objects: [], leaves: [] }) {
  if (schema.properties) {
    out.objects.push([path, schema]);
    for (const [key, child] of Object.entries(schema.properties)) walk(child, [...path, key], out);
  } else out.leaves.push([path, schema]);
  return out;
}

function setAt(body: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const [head, ...rest] = path;
  const inner = copy[head] !== null && typeof copy[head] === 'object' ? copy[head] : {};
  copy[head] = setAt(inner, rest, value);
  return copy;
}

function deleteAt(body: unknown, path: Path): unknown {
  const [head, ...rest] = path;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  if (rest.length === 0) delete copy[head];
  else copy[head] = deleteAt(copy[head], rest);
  return copy;
}

/** An object that has `key` as its own property (__proto__ included), then the rest of `value`. */
function withOwnKey(value: object, key: string, inner: unknown): object {
  const out = JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(inner)}}`) as object;
  return Object.assign(out, value);
}

const json = (value: unknown) => JSON.stringify(value);
/** The example with the value at `path` replaced by raw JSON text. */
const withRaw = (example: unknown, path: Path, raw: string) => json(setAt(example, path, JSON.parse(PLACEHOLDER))).replace(PLACEHOLDER, raw);

/** Every hostile body of a call, generated from its schema and its example. */
function hostileBodies(schema: JsonSchema, example: () => unknown): Case[] {
  const { objects, leaves } = walk(schema);
  const cases: Case[] = [];
  const at = (path: Path) => (path.length ? path.join('.') : 'the body');

  for (const [path] of leaves) {
    const where = at(path);
    for (const [what, value] of WRONG_TYPES) cases.push({ label: `${where}: ${what}`, body: json(setAt(example(), path, value)) });
    for (const [what, value] of ODD_STRINGS) cases.push({ label: `${where}: ${what}`, body: json(setAt(example(), path, value)) });
    for (const [what, raw] of RAW_VALUES) cases.push({ label: `${where}: ${what}`, body: withRaw(example(), path, raw) });
    cases.push({ label: `${where}: missing`, body: json(deleteAt(example(), path)) });
  }

  for (const [path, node] of objects) {
    const where = at(path);
    for (const key of node.required ?? []) cases.push({ label: `${where}: required ${key} missing`, body: json(deleteAt(example(), [...path, key])) });
    const here = (path.length ? path.reduce<any>((value, key) => value?.[key], example()) : example()) ?? {};
    const extras: Array<[string, string, unknown]> = [
      ['an extra key', 'isAdmin', true],
      ['an id', 'id', 1],
      ['a role', 'role', 'admin'],
      ['a password hash', 'password_hash', '$argon2id$v=19$m=1,t=1,p=1$x$y'],
      ['__proto__', '__proto__', { isAdmin: true, polluted: 'yes' }],
      ['constructor.prototype', 'constructor', { prototype: { isAdmin: true, polluted: 'yes' } }],
      ['prototype', 'prototype', { polluted: 'yes' }],
      ['a 200-character key', 'k'.repeat(200), 1],
      ['a NUL key', 'a\u0000b', 1],
    ];
    for (const [what, key, value] of extras) cases.push({ label: `${where}: ${what}`, body: json(setAt(example(), path, withOwnKey(here, key, value))) });
    cases.push({ label: `${where}: 5,000 unknown keys`, body: json(setAt(example(), path, Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i])))) });
    if (path.length > 0) {
      cases.push({ label: `${where}: an array where the object goes`, body: json(setAt(example(), path, [here])) });
      cases.push({ label: `${where}: text where the object goes`, body: json(setAt(example(), path, JSON.stringify(here))) });
    }
  }

  const valid = json(example());
  cases.push(
    { label: 'the body: an array', body: json([example()]) },
    { label: 'the body: an empty array', body: '[]' },
    { label: 'the body: text', body: '"text"' },
    { label: 'the body: a number', body: '5' },
    { label: 'the body: null', body: 'null' },
    { label: 'the body: true', body: 'true' },
    { label: 'the body: empty', body: '' },
    { label: 'the body: broken JSON', body: valid.slice(0, -3) },
    { label: 'the body: trailing garbage', body: `${valid}}}` },
    { label: 'the body: NaN', body: 'NaN' },
    { label: 'the body: a key twice', body: valid.replace('{', '{"x":1,"x":2,') },
    { label: 'the body: a byte-order mark before it', body: `\uFEFF${valid}` },
    { label: `the body: arrays ${DEPTH} deep`, body: '['.repeat(DEPTH) + ']'.repeat(DEPTH) },
    { label: `the body: objects ${DEPTH} deep`, body: '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH) },
    { label: 'the body: 1 MB of whitespace', body: `${' '.repeat(MEGABYTE)}${valid}` },
    { label: 'the body: 2 MB', body: json({ ...(example() as object), pad: 'x'.repeat(2 * MEGABYTE) }) },
    { label: 'the body as text/plain (with the app header)', body: valid, contentType: 'text/plain' },
    { label: 'the body in UTF-16', body: valid, contentType: 'application/json; charset=utf-16le' },
    { label: 'the body with an odd charset', body: valid, contentType: 'application/json; charset=x-unknown' },
    { label: 'a JSON lookalike type', body: valid, contentType: 'application/json-patch+json' },
    { label: 'form-encoded', body: 'email=a%40b.c&isAdmin=true', contentType: 'application/x-www-form-urlencoded' },
  );
  return cases;
}

// ---------------------------------------------------------------------------------------------
// What every answer must be
// ---------------------------------------------------------------------------------------------

/** Runs the tasks a few at a time (one server, many connections), in order of the list. */
async function inBatches<T>(items: T[], run: (item: T) => Promise<void>, width = 8): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await run(items[next++]);
    }),
  );
}

// ---------------------------------------------------------------------------------------------

let ctx: TestContext;
let server: TestServer;
let family: Family;
/** A member whose session may be spent (logout) or whose account may be deleted. */
let spare: { client: TestClient; id: number };
/** Signed up in Approval and not let in. */
let waiting: TestClient;
/** 'r<id>' of a relative Alice added (for the calls of a relative's photo). */
let alicesRelative: string;
const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
  alicesRelative = (await family.alice.client.post(ENDPOINTS.addRelative.path, { firstName: 'Pictured', lastName: 'Elder' })).body.data.person.id;
  const client = server.client();
  const { user } = await client.signUp({ displayName: 'Spare Member' });
  spare = { client, id: user.id };
  // An account that signed up while the family let people in by approval, not let in yet.
  await family.admin.client.put('/api/auth/admin/join', { mode: 'approval', invitationDays: 7 });
  waiting = server.client();
  await waiting.signUp({ displayName: 'Waiting Stranger' });
  await family.admin.client.put('/api/auth/admin/join', { mode: 'open', invitationDays: 7 });
});
after(() => ctx.close());

/** The client that passes a call's guard: a fresh one (no session) for public calls. */
function clientFor(role: Role): TestClient {
  if (role === 'public') return server.client();
  if (role === 'user') return family.alice.client;
  return family.admin.client;
}

/** Path parameters that name something real (so the handler runs, not only the router). */
function paramsFor(name: EndpointName): Record<string, string | number> {
  if (name === 'deleteUser') return { id: spare.id };
  if (name === 'deleteBackground') return { file: `bg-${'0'.repeat(32)}.webp` };
  if (name === 'calendarIcs') return { file: `${'A'.repeat(43)}.ics` };
  // The family tree: the member's own place, and the partnership the examples make (id 1).
  if (name === 'updatePerson' || name === 'removeRelative' || name === 'relativeInvitation') return { person: `m${family.alice.user.id}` };
  if (name === 'removeParent') return { child: `m${family.alice.user.id}`, parent: 'm1' };
  if (name === 'updatePartner' || name === 'removePartner') return { id: 1 };
  // A relative's photo: one Alice added (a member's place has no photo of its own).
  if (name === 'uploadRelativePhoto' || name === 'removeRelativePhoto') return { person: alicesRelative };
  return { id: family.bob.user.id };
}

const NAMES = Object.keys(ENDPOINTS) as EndpointName[];
const jsonCalls = NAMES.filter((name) => {
  const body = (ENDPOINTS[name] as EndpointSpec).body;
  return body !== undefined && !isMultipart(body);
});

test('every call of ENDPOINTS has a role here, and every JSON call an example its schema accepts', async () => {
  assert.deepEqual(Object.keys(ROLES).sort(), [...NAMES].sort(), 'ROLES lists exactly the calls of ENDPOINTS');
  assert.deepEqual(Object.keys(EXAMPLES).sort(), [...jsonCalls].sort(), 'EXAMPLES has exactly the calls with a JSON body');
  for (const name of jsonCalls) {
    const spec = ENDPOINTS[name] as EndpointSpec;
    const answer = await clientFor(ROLES[name]).request(spec.method, pathOf(spec, paramsFor(name)), { json: EXAMPLES[name]!.body() });
    assert.equal(answer.status, EXAMPLES[name]!.status, `${name}: the example passes the schema (${answer.text.slice(0, 200)})`);
  }
});

describe('who may call: the authorisation matrix of every call', () => {
  const LEVEL: Record<Role, number> = { public: 0, user: 1, manager: 2, admin: 3 };
  for (const name of NAMES) {
    const spec = ENDPOINTS[name] as EndpointSpec;
    const role = ROLES[name];
    test(`${name} (${spec.method} ${spec.path}): ${role === 'public' ? 'open to everyone' : `${role} and above only, refused before the body is read`}`, async () => {
      const path = pathOf(spec, paramsFor(name));
      // A hostile body with it: the guard answers before any validation could say something.
      const body = spec.method === 'GET' ? undefined : `{"__proto__":{"isAdmin":true},"isAdmin":true,"deep":${'['.repeat(200)}${']'.repeat(200)}}`;
      const send = (client: TestClient, headers: Record<string, string> = {}) =>
        client.request(spec.method, path, { ...(body !== undefined ? { body, headers: { 'content-type': 'application/json', ...headers } } : { headers }) });
      // Logging out spends the session: that call gets sessions of its own.
      const ownSession = async () => {
        const client = server.client();
        await client.signUp();
        return client;
      };
      const member = name === 'logout' ? await ownSession() : family.bob.client;
      const manager = name === 'logout' ? server.client() : family.manager.client;
      const callers: Array<[string, TestClient, number, Record<string, string>?]> = [
        ['signed out', server.client(), 0],
        ['a made-up session', server.client(), 0, { cookie: `token=${'f'.repeat(43)}` }],
        ['a member', member, 1],
        ['the manager', manager, 2],
      ];
      if (name !== 'logout') {
        const answer = await send(waiting);
        assertSafeAnswer(answer, `${name} as a waiting account`);
        if (role === 'public' || WAITING_MAY_CALL.has(name)) {
          assert.ok(![401, 403].includes(answer.status), `${name} as a waiting account: ${answer.status} ${answer.text}`);
        } else {
          assert.equal(answer.status, 403, `${name} as a waiting account: ${answer.text}`);
          assert.deepEqual(answer.body, { success: false, message: JOIN_MESSAGES.waiting });
        }
      }
      for (const [who, client, level, headers] of callers) {
        const answer = await send(client, headers);
        assertSafeAnswer(answer, `${name} as ${who}`);
        if (LEVEL[role] > level) {
          const expected = level === 0 ? 401 : 403;
          assert.equal(answer.status, expected, `${name} as ${who}: ${answer.text}`);
          assert.deepEqual(answer.body, { success: false, message: expected === 401 ? SESSION_MESSAGES.signInRequired : SESSION_MESSAGES.forbidden });
        } else {
          assert.ok(![401, 403].includes(answer.status) || answer.body?.message !== SESSION_MESSAGES.signInRequired, `${name} as ${who} passes the guard`);
          assert.notEqual(answer.body?.message, SESSION_MESSAGES.forbidden, `${name} as ${who} passes the guard`);
        }
      }
    });
  }
});

describe('hostile JSON bodies: never a 5xx, never the inside of the server, always the error shape', () => {
  for (const name of jsonCalls) {
    const spec = ENDPOINTS[name] as EndpointSpec;
    test(`${name} (${spec.method} ${spec.path})`, async (t) => {
      const cases = hostileBodies(spec.body as JsonSchema, EXAMPLES[name]!.body);
      const path = pathOf(spec, paramsFor(name));
      const statuses = new Map<number, number>();
      await inBatches(cases, async (one) => {
        const answer = await clientFor(ROLES[name]).request(spec.method, path, {
          body: one.body,
          headers: { 'content-type': one.contentType ?? 'application/json' },
        });
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        assertSafeAnswer(answer, `${name}, ${one.label}`);
      });
      t.diagnostic(`${cases.length} bodies: ${[...statuses].map(([status, n]) => `${n}x${status}`).join(', ')}`);
    });
  }

  test('calls without a body ignore or refuse one: deep, huge, prototype keys, broken', async () => {
    const bodies: Case[] = [
      { label: 'prototype keys', body: '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}' },
      { label: `${DEPTH} deep`, body: '['.repeat(DEPTH) + ']'.repeat(DEPTH) },
      { label: '2 MB', body: json({ pad: 'x'.repeat(2 * MEGABYTE) }) },
      { label: 'broken JSON', body: '{"a":' },
      { label: 'NUL', body: '{"id":"\\u0000"}' },
    ];
    const bodiless = NAMES.filter((name) => {
      const spec = ENDPOINTS[name] as EndpointSpec;
      return spec.method !== 'GET' && spec.body === undefined;
    });
    for (const name of bodiless) {
      const spec = ENDPOINTS[name] as EndpointSpec;
      for (const one of bodies) {
        // The spare member's session and account may be spent by these calls (logout, delete).
        const client = name === 'logout' ? spare.client : clientFor(ROLES[name]);
        const answer = await client.request(spec.method, pathOf(spec, paramsFor(name)), { body: one.body, headers: { 'content-type': 'application/json' } });
        assertSafeAnswer(answer, `${name}, ${one.label}`);
      }
    }
  });
});

describe('hostile query strings and path parameters', () => {
  const TEXT = [
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%E2%80%AE',
    '%C0%AF',
    '%',
    '%%',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    'NaN',
    'Infinity',
    '1e309',
    '-1',
    '0',
    '0x10',
    '1.5',
    '%EF%BC%91',
    encodeURIComponent("' OR 1=1 --"),
    encodeURIComponent('<script>'),
    'x'.repeat(300),
  ];

  test('adminUsers: every query key with hostile values, repeated, unknown, prototype keys, and a query over the header limit', async () => {
    const spec = ENDPOINTS.adminUsers;
    const keys = Object.keys((spec.query as JsonSchema).properties!);
    const queries = [
      ...keys.flatMap((key) => TEXT.map((value) => `${key}=${value}`)),
      ...keys.map((key) => `${key}=1&${key}=2`),
      ...keys.map((key) => `${key}[]=1`),
      ...keys.map((key) => `${key}[a]=1`),
      '__proto__=1',
      '__proto__[isAdmin]=true',
      'constructor[prototype][isAdmin]=true',
      'nonsense=1',
      '&&&',
      '=',
      `q=${'x'.repeat(20_000)}`,
    ];
    await inBatches(queries, async (query) => {
      const answer = await family.admin.client.get(`${spec.path}?${query}`);
      assertSafeAnswer(answer, `adminUsers?${query.slice(0, 60)}`);
    });
  });

  test('every path parameter: hostile ids and file names', async () => {
    const withParams = NAMES.filter((name) => /:[A-Za-z]+/.test(ENDPOINTS[name].path));
    for (const name of withParams) {
      const spec = ENDPOINTS[name] as EndpointSpec;
      const values = [...TEXT, '..', '.', '%2F', 'a%2Fb', '.hidden', 'x.webp%00.png', 'a'.repeat(100), 'a'.repeat(101), '99999999999999999999', '-0', '+1', '%20%31'];
      await inBatches(values, async (value) => {
        const path = spec.path.replace(/:([A-Za-z]+)/, value);
        const answer = await clientFor(ROLES[name]).request(spec.method, path);
        assertSafeAnswer(answer, `${name} ${path.slice(0, 80)}`);
      });
    }
  });
});

describe('hostile uploads: wrong fields, no file, several, huge, lying about their type', () => {
  const LIMITS: Record<string, number> = { uploadAvatar: AVATAR_MAX_BYTES, uploadRelativePhoto: AVATAR_MAX_BYTES, uploadBackground: BACKGROUND_MAX_BYTES, importUsers: CSV_MAX_BYTES, previewGedcomImport: GEDCOM_IMPORT_LIMITS.maxBytes, importGedcom: GEDCOM_IMPORT_LIMITS.maxBytes };
  const uploads = NAMES.filter((name) => isMultipart((ENDPOINTS[name] as EndpointSpec).body));

  test('every multipart call of ENDPOINTS has its size limit here', () => {
    assert.deepEqual(uploads.sort(), Object.keys(LIMITS).sort());
  });

  for (const name of uploads) {
    const spec = ENDPOINTS[name] as EndpointSpec;
    const field = (spec.body as { multipart: string }).multipart;
    test(`${name} (file field "${field}")`, async () => {
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } }).png().toBuffer();
      const csv = `${CSV_REQUIRED_COLUMNS.join(',')}\n`;
      const gedcom = '0 HEAD\r\n1 CHAR UTF-8\r\n0 @I1@ INDI\r\n1 NAME Fuzz /Person/\r\n0 TRLR\r\n';
      const right =
        name === 'importUsers'
          ? { content: csv, filename: 'family.csv', type: 'text/csv' }
          : name === 'previewGedcomImport' || name === 'importGedcom'
            ? { content: gedcom, filename: 'family.ged', type: 'application/octet-stream' }
            : { content: png, filename: 'photo.png', type: 'image/png' };
      type Part = { field: string; content: string | Buffer; filename?: string; type?: string };
      const form = (...parts: Part[]) => {
        const data = new FormData();
        for (const part of parts) {
          if (part.filename === undefined) data.append(part.field, String(part.content));
          else data.append(part.field, new Blob([part.content], { type: part.type ?? 'application/octet-stream' }), part.filename);
        }
        return data;
      };
      const file = (overrides: Partial<Part> = {}): Part => ({ field, ...right, ...overrides });
      const raw = (body: string, contentType: string) => ({ body, contentType });
      const cases: Array<[string, FormData | { body: string; contentType: string }]> = [
        ['a wrong field name', form(file({ field: 'file' }))],
        ['the field name in another case', form(file({ field: field.toUpperCase() }))],
        ['no file, the field as text', form({ field, content: 'not a file' })],
        ['no parts at all', form()],
        ['two files in the field', form(file(), file())],
        ['a file and another field', form(file(), { field: 'userId', content: '1' })],
        ['a field, then the file', form({ field: 'isAdmin', content: 'true' }, file())],
        ['an empty file', form(file({ content: Buffer.alloc(0) }))],
        ['a file one byte over the limit', form(file({ content: Buffer.alloc(LIMITS[name] + 1, 0x41) }))],
        ['text that says it is a picture', form(file({ content: 'hello, I am a PNG', filename: 'photo.png', type: 'image/png' }))],
        ['a picture that says it is a CSV', form(file({ content: png, filename: 'family.csv', type: 'text/csv' }))],
        ['an HTML page named .jpg', form(file({ content: '<html><script>alert(1)</script></html>', filename: 'x.jpg', type: 'image/jpeg' }))],
        ['an SVG with a script', form(file({ content: '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', filename: 'x.svg', type: 'image/svg+xml' }))],
        ['a traversal in the file name', form(file({ filename: '../../../etc/passwd' }))],
        ['a NUL in the file name', form(file({ filename: 'a\u0000.csv' }))],
        ['a right-to-left override in the file name', form(file({ filename: 'gpj\u202Ecsv.exe' }))],
        ['a 2,000-character file name', form(file({ filename: `${'n'.repeat(2000)}.csv` }))],
        ['JSON instead of multipart', raw(JSON.stringify({ [field]: png.toString('base64') }), 'application/json')],
        ['multipart without a boundary', raw('--x\r\n\r\n--x--', 'multipart/form-data')],
        ['a part cut short', raw(`--xyz\r\nContent-Disposition: form-data; name="${field}"; filename="a.csv"\r\n\r\nhalf a part`, 'multipart/form-data; boundary=xyz')],
        ['a boundary that never closes', raw(`--xyz\r\nContent-Disposition: form-data; name="${field}"; filename="a.csv"\r\n\r\n${'x'.repeat(5000)}`, 'multipart/form-data; boundary=xyz')],
        ['100 tiny parts', raw(`${Array.from({ length: 100 }, (_, i) => `--xyz\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\n${i}\r\n`).join('')}--xyz--\r\n`, 'multipart/form-data; boundary=xyz')],
      ];
      for (const [label, body] of cases) {
        const client = clientFor(ROLES[name]);
        const answer =
          body instanceof FormData
            ? await client.request(spec.method, pathOf(spec, paramsFor(name)), { body })
            : await client.request(spec.method, pathOf(spec, paramsFor(name)), { body: body.body, headers: { 'content-type': body.contentType } });
        assertSafeAnswer(answer, `${name}, ${label}`);
      }
    });
  }
});

describe('afterwards', () => {
  test('the server and its database still work, nothing was polluted, and no request failed inside', async () => {
    assert.deepEqual(Object.getOwnPropertyNames(Object.prototype).sort(), prototypeKeys, 'Object.prototype is untouched');
    assert.equal(({} as Record<string, unknown>).isAdmin, undefined);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    const members = await family.alice.client.get(ENDPOINTS.familyMembers.path);
    assert.equal(members.status, 200);
    const users = await family.admin.client.get(ENDPOINTS.adminUsers.path);
    assert.equal(users.status, 200);
    assert.equal(users.body.data.users.find((u: { id: number }) => u.id === 1)?.email, family.admin.user.email, 'the admin is still id 1');
    const signIn = await server.client().signIn(family.bob.payload.email, family.bob.payload.password);
    assert.equal(signIn.status, 200, 'a member still signs in');
    const signUp = await server.client().post(ENDPOINTS.signUp.path, newSignUp());
    assert.equal(signUp.status, 201, 'and a new one signs up');
    const failures = server.logs.filter((line) => /"level":(50|60)/.test(line));
    assert.deepEqual(failures, [], 'no request failed inside the server');
  });
});
