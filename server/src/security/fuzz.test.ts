import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import fc from 'fast-check';
import { ENDPOINTS, isMultipart, type EndpointName, type EndpointSpec } from 'shared-contracts';
import { createFamily, type Family } from '../testing/family.js';
import type { TestClient, TestResponse } from '../testing/http.js';
import { createTestContext, type TestContext, type TestServer } from '../testing/server.js';
import { assertSafeAnswer } from './safe-answer.js';
import { HOSTILE_STRINGS, valueFor, withDuplicateKey, type JsonSchema } from './schema-arbitrary.js';

/*
 * The schema-driven fuzz test of every call in ENDPOINTS (issue 39). For each call, fast-check
 * makes requests from the call's own TypeBox schemas (its body, its query) and its path's
 * parameters: mostly valid, so that they reach the handler and the database, and at every level
 * sometimes hostile (NUL, lone surrogates, bidi controls, bare CR, 2^31, -1, 1e308, floats and
 * arrays where scalars go, unknown keys), with hostile framing now and then (a key twice, a
 * wrong content type, deep nesting, 1 MB strings). Each request goes as an anonymous visitor, a
 * member, the manager or the admin. Whatever is sent: never a 5xx, never a stack trace or SQL,
 * every refusal in the one error shape; and a healthy server afterwards.
 *
 * A call added to ENDPOINTS is fuzzed without a line here. CI runs it with a fixed seed;
 * `npm run test:fuzz -w server` runs longer with a new seed (FAMILYNET_FUZZ_RUNS, _SEED).
 * fast-check prints the seed and the smallest failing request when one fails.
 */

/** Requests per call and role. */
const RUNS = Number(process.env.FAMILYNET_FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FAMILYNET_FUZZ_SEED ?? 39);

type Role = 'anonymous' | 'member' | 'manager' | 'admin';
const ROLES: Role[] = ['anonymous', 'member', 'manager', 'admin'];

let ctx: TestContext;
let server: TestServer;
let family: Family;
/** Accounts the fuzzer may delete, decline or change at will (never the family's). */
const spareIds: number[] = [];
let sent = 0;
const perCall = new Map<string, Map<number, number>>();

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start();
  family = await createFamily(server);
  for (let i = 0; i < 6; i += 1) {
    const client = server.client();
    spareIds.push((await client.signUp({ displayName: `Spare ${i}` })).user.id);
  }
});
after(() => ctx.close());

function clientOf(role: Role, name: EndpointName): TestClient {
  // Logging out spends the session it is sent with: only sessions nobody else uses.
  if (role === 'anonymous' || name === 'logout') return server.client();
  if (role === 'member') return family.alice.client;
  if (role === 'manager') return family.manager.client;
  return family.admin.client;
}

/** Every byte of the text percent-encoded (encodeURIComponent throws on a lone surrogate). */
const percentEncoded = (value: string) => [...Buffer.from(value)].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');

/** A path parameter: an id of someone (a spare account where the call deletes), a number past the column, or hostile text. */
function paramFor(name: EndpointName, param: string): fc.Arbitrary<string> {
  const hostile = fc.constantFrom(...HOSTILE_STRINGS.filter((value) => value.length < 2000 && value !== '').map(percentEncoded), '%ED%A0%80', '2147483648', '9999999999', '-1', '1.5', '1e3', '01');
  if (param === 'file') {
    return fc.oneof(fc.constantFrom(`bg-${'0'.repeat(32)}.webp`, `${'A'.repeat(43)}.ics`, '..%2F..%2Fetc%2Fpasswd', '.hidden', 'x.webp%00.png'), hostile, fc.string({ unit: 'binary', maxLength: 60 }).map(percentEncoded));
  }
  if (param === 'person' || param === 'child' || param === 'parent') {
    const people = [1, 2, family.alice.user.id, family.bob.user.id].map((id) => `m${id}`);
    return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...people, 'r1', 'r2') }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 2 ** 31 - 1 }).map((id) => `r${id}`) }, { weight: 2, arbitrary: hostile });
  }
  const destructive = name === 'deleteUser' || name === 'declineAccount';
  const known = destructive ? spareIds : [1, 2, family.alice.user.id, family.bob.user.id, ...spareIds];
  // fast-check favours small numbers: where the call deletes, none that the family's accounts have.
  const any = fc.integer({ min: destructive ? Math.max(...spareIds) + 1 : 1, max: 2 ** 31 - 1 });
  return fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...known).map(String) }, { weight: 1, arbitrary: any.map(String) }, { weight: 2, arbitrary: hostile });
}

/** A query string: from the call's schema, with unknown, repeated and hostile keys now and then. */
function queryFor(spec: EndpointSpec): fc.Arbitrary<string> {
  const fromSchema = spec.query
    ? (valueFor(spec.query as JsonSchema) as fc.Arbitrary<unknown>).map((value) =>
        value !== null && typeof value === 'object' && !Array.isArray(value)
          ? Object.entries(value as Record<string, unknown>).map(([key, v]) => `${percentEncoded(key)}=${percentEncoded(typeof v === 'string' ? v : String(JSON.stringify(v)))}`)
          : [`q=${percentEncoded(String(JSON.stringify(value)))}`],
      )
    : fc.constant<string[]>([]);
  const odd = fc.constantFrom('person=9999999999', 'page=2147483648', 'id=-1', 'x=1&x=2', '__proto__[isAdmin]=true', 'q=%00', 'version=5.0', `q=${'x'.repeat(20_000)}`, '&&&', '=');
  return fc.tuple(fromSchema, fc.oneof({ weight: 5, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: odd })).map(([pairs, extra]) => [...pairs, ...(extra ? [extra] : [])].join('&'));
}

interface Body {
  what: string;
  body?: string | FormData;
  contentType?: string;
}

/** A JSON body from the call's schema, usually sent as it should be, sometimes framed wrongly. */
function jsonBodyFor(schema: JsonSchema): fc.Arbitrary<Body> {
  return fc.tuple(valueFor(schema), fc.nat(20)).map(([value, frame]) => {
    const text = JSON.stringify(value) ?? 'null';
    if (frame === 0) return { what: 'a key twice', body: withDuplicateKey(text), contentType: 'application/json' };
    if (frame === 1) return { what: 'as text/plain', body: text, contentType: 'text/plain' };
    if (frame === 2) return { what: 'form-encoded', body: 'email=a%40b.c&isAdmin=true', contentType: 'application/x-www-form-urlencoded' };
    if (frame === 3) return { what: 'UTF-16 charset', body: text, contentType: 'application/json; charset=utf-16le' };
    if (frame === 4) return { what: 'nested 5,000 deep', body: '['.repeat(5000) + ']'.repeat(5000), contentType: 'application/json' };
    if (frame === 5) return { what: '1 MB string', body: JSON.stringify({ ...(typeof value === 'object' && value ? value : {}), pad: 'x'.repeat(1024 * 1024) }), contentType: 'application/json' };
    if (frame === 6) return { what: 'cut short', body: text.slice(0, Math.max(0, text.length - 2)), contentType: 'application/json' };
    return { what: 'JSON', body: text, contentType: 'application/json' };
  });
}

/** An upload: the right field or another, a file of random bytes, text or nothing, any name and type. */
function uploadFor(field: string): fc.Arbitrary<Body> {
  return fc
    .record({
      fieldName: fc.oneof({ weight: 4, arbitrary: fc.constant(field) }, { weight: 1, arbitrary: fc.constantFrom('file', field.toUpperCase(), '') }),
      content: fc.oneof(fc.uint8Array({ maxLength: 2048 }), fc.string({ unit: 'binary', maxLength: 400 }), fc.constantFrom('email,displayName\na@b.co,"x\r,y"\n', '\uFEFFemail\n', '', '0 HEAD\r1 CHAR ANSEL\r0 @I1@ INDI\r1 NAME \u00e2e /B/\r1 FAMC @F9@\r0 @F1@ FAM\r1 CHIL @I1@\r1 HUSB @I1@\r0 TRLR')),
      fileName: fc.oneof(fc.constantFrom('photo.png', 'family.csv', 'tree.ged', '../../etc/passwd', 'a\u0000.csv', 'gpj\u202Ecsv.exe', `${'n'.repeat(300)}.csv`), fc.string({ maxLength: 40 })),
      type: fc.constantFrom('image/png', 'image/jpeg', 'text/csv', 'application/octet-stream', 'image/svg+xml', ''),
    })
    .map(({ fieldName, content, fileName, type }) => {
      const form = new FormData();
      form.append(fieldName, new Blob([typeof content === 'string' ? content : Buffer.from(content)], { type }), fileName);
      return { what: `upload ${JSON.stringify(fileName).slice(0, 40)} as ${fieldName}`, body: form };
    });
}

function bodyFor(spec: EndpointSpec): fc.Arbitrary<Body> {
  if (spec.body && isMultipart(spec.body)) return uploadFor(spec.body.multipart);
  if (spec.body) return jsonBodyFor(spec.body as JsonSchema);
  if (spec.method === 'GET') return fc.constant({ what: 'no body' });
  return fc.oneof({ weight: 3, arbitrary: fc.constant<Body>({ what: 'no body' }) }, { weight: 1, arbitrary: jsonBodyFor({}) });
}

function note(name: string, answer: TestResponse) {
  sent += 1;
  const statuses = perCall.get(name) ?? new Map<number, number>();
  statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
  perCall.set(name, statuses);
}

describe(`every call of ENDPOINTS, fuzzed from its schemas (${RUNS} requests a call for each of ${ROLES.length} roles, seed ${SEED})`, () => {
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const spec = ENDPOINTS[name] as EndpointSpec;
    const params = [...spec.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]);
    test(`${name} (${spec.method} ${spec.path})`, async (t) => {
      const request = fc.record({
        params: fc.tuple(...params.map((param) => paramFor(name, param))),
        query: queryFor(spec),
        body: bodyFor(spec),
      });
      for (const [turn, role] of ROLES.entries()) {
        await fc.assert(
          fc.asyncProperty(request, async ({ params: values, query, body }) => {
            // The values go in as generated (already URL-encoded): pathOf would encode them again.
            let next = 0;
            const path = spec.path.replace(/:[A-Za-z]+/g, () => values[next++]);
            const url = query ? `${path}?${query}` : path;
            const headers = body.contentType ? { 'content-type': body.contentType } : undefined;
            const answer = await clientOf(role, name).request(spec.method, url, { ...(body.body !== undefined ? { body: body.body } : {}), ...(headers ? { headers } : {}) });
            note(name, answer);
            assertSafeAnswer(answer, `${name} as ${role}, ${body.what}: ${spec.method} ${url.slice(0, 120)}`);
          }),
          { numRuns: RUNS, seed: SEED + turn * 104_729 + name.length * 7919, endOnFailure: false },
        );
      }
      t.diagnostic([...perCall.get(name)!].map(([status, n]) => `${n}x${status}`).join(', '));
    });
  }
});

describe('afterwards', () => {
  test('the server and its database still work, nothing was polluted, and no request failed inside', async (t) => {
    t.diagnostic(`${sent} fuzzed requests in all`);
    assert.equal(({} as Record<string, unknown>).isAdmin, undefined, 'Object.prototype is untouched');
    assert.equal((await server.client().get('/healthz')).status, 200);
    const members = await family.bob.client.get(ENDPOINTS.familyMembers.path);
    assert.equal(members.status, 200, members.text);
    assert.ok(members.body.data.members.some((member: { id: number }) => member.id === 1), 'the admin is still there');
    assert.equal((await server.client().signIn(family.bob.payload.email, family.bob.payload.password)).status, 200, 'a member still signs in');
    const failures = server.logs.filter((line) => /"level":(50|60)/.test(line));
    assert.deepEqual(failures, [], 'no request failed inside the server');
  });
});
