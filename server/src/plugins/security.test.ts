import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, test } from 'node:test';
import { apiPath, CSRF_HEADER, SESSION_COOKIE_NAME } from 'shared-contracts';
import { newSignUp } from '../testing/http.js';
import { createTestContext, TEST_PUBLIC_URL, type TestContext, type TestServer } from '../testing/server.js';
import { API_CSP, SECURITY_MESSAGES, contentSecurityPolicy } from './security.js';
import { tooManyRequestsMessage } from './rate-limit.js';
import { redactUrl } from '../app.js';

let ctx: TestContext;
let server: TestServer;
const ALLOWED_ORIGIN = 'http://localhost:3001';

before(async () => {
  ctx = await createTestContext();
  server = await ctx.start({
    env: { CORS_ORIGINS: `${ALLOWED_ORIGIN}, http://localhost:3002` },
    setup(app) {
      app.get('/api/test/boom', async () => {
        throw new Error('secret internal detail: relation "users" at /var/lib/db');
      });
    },
  });
});
after(() => ctx.close());

function assertSecurityHeaders(headers: Headers, what: string, kind: 'api' | 'site') {
  assert.equal(headers.get('x-content-type-options'), 'nosniff', what);
  assert.equal(headers.get('x-frame-options'), 'DENY', what);
  const csp = headers.get('content-security-policy') ?? '';
  if (kind === 'api') {
    assert.equal(csp, API_CSP, `${what}: an API answer loads nothing and is never framed`);
    assert.equal(headers.get('cache-control'), 'no-store', what);
    for (const pageOnly of ['cross-origin-opener-policy', 'permissions-policy', 'referrer-policy']) {
      assert.equal(headers.get(pageOnly), null, `${what}: ${pageOnly} is for pages only`);
    }
    return;
  }
  assert.equal(headers.get('cross-origin-opener-policy'), 'same-origin', what);
  assert.equal(headers.get('permissions-policy'), 'geolocation=(self), camera=(), microphone=()', what);
  assert.ok(['strict-origin-when-cross-origin', 'no-referrer'].includes(headers.get('referrer-policy') ?? ''), what);
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "manifest-src 'self'",
    "worker-src 'self'",
  ]) {
    assert.ok(csp.includes(directive), `${what}: CSP has ${directive}`);
  }
}

describe('headers on every answer', () => {
  test('API success, 401, 404, 500 and non-API answers all carry the security headers; the API is no-store', async () => {
    const client = server.client();
    const answers = {
      ok: await client.get(apiPath('backgroundImage')),
      unauthorized: await client.get(apiPath('currentUser')),
      apiNotFound: await client.get('/api/nothing/here'),
      apiPostNotFound: await client.post('/api/nothing/here', {}),
      boom: await client.get('/api/test/boom'),
      appConfig: await client.get('/app-config.json'),
      siteNotFound: await client.get('/no-such-file.js'),
    };
    for (const [name, answer] of Object.entries(answers)) {
      assertSecurityHeaders(answer.headers, name, name === 'appConfig' || name === 'siteNotFound' ? 'site' : 'api');
    }
    for (const name of ['ok', 'unauthorized', 'apiNotFound', 'apiPostNotFound', 'boom'] as const) {
      assert.equal(answers[name].headers.get('cache-control'), 'no-store', name);
    }
    assert.equal(answers.apiNotFound.status, 404);
    assert.deepEqual(answers.apiNotFound.body, { success: false, message: SECURITY_MESSAGES.notFound });
    assert.equal(answers.apiPostNotFound.status, 404);
    assert.equal(answers.apiPostNotFound.body.success, false);
  });

  test('a 500 never leaks internals', async () => {
    const answer = await server.client().get('/api/test/boom');
    assert.equal(answer.status, 500);
    assert.deepEqual(answer.body, { success: false, message: SECURITY_MESSAGES.serverError });
    assert.ok(!answer.text.includes('secret internal detail'));
    assert.ok(server.logs.some((line) => line.includes('secret internal detail')), 'but it is logged');
  });

  test('a body over the route limit gets 413 with a message', async () => {
    const answer = await server.client().post(apiPath('signIn'), { email: 'a@example.org', password: 'x'.repeat(20_000) });
    assert.equal(answer.status, 413);
    assert.deepEqual(answer.body, { success: false, message: SECURITY_MESSAGES.tooLarge });
  });

  test('remotes on other origins are added to script-src and connect-src', () => {
    const csp = contentSecurityPolicy({ remoteOrigins: ['https://map.example.net'] });
    assert.match(csp, /script-src 'self' https:\/\/map\.example\.net/);
    assert.match(csp, /connect-src 'self' https:\/\/map\.example\.net/);
  });
});

describe('cross-site protection', () => {
  const signInBody = JSON.stringify({ email: 'nobody@example.org', password: 'whatever1' });

  test('a POST that a plain HTML form could send is refused', async () => {
    const client = server.client();
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await client.request('POST', apiPath('signIn'), { body: signInBody, headers: { 'content-type': type }, csrf: false });
      assert.equal(answer.status, 403, type);
      assert.deepEqual(answer.body, { success: false, message: SECURITY_MESSAGES.csrf });
    }
    const noType = await client.request('POST', apiPath('logout'), { csrf: false });
    assert.equal(noType.status, 403);
  });

  test('JSON, or the X-Requested-With header, gets through', async () => {
    const client = server.client();
    const json = await client.request('POST', apiPath('signIn'), { body: signInBody, headers: { 'content-type': 'application/json; charset=utf-8' }, csrf: false });
    assert.equal(json.status, 401);
    const withHeader = await client.request('POST', apiPath('signIn'), {
      body: signInBody,
      headers: { 'content-type': 'text/plain', [CSRF_HEADER.name]: CSRF_HEADER.value },
      csrf: false,
    });
    assert.equal(withHeader.status, 400, 'past the CSRF check; a text body is not a JSON object');
    assert.equal(withHeader.body.message, 'The request body must be a JSON object.');
  });

  test('an API path spelled with %-escapes gets the same checks (the router decodes it)', async () => {
    const signedIn = server.client();
    await signedIn.signUp();
    for (const path of ['/%61pi/auth/logout', '/%61%70i/auth/logout', '/api/auth/%6cogout']) {
      const noHeader = await signedIn.request('GET', path, { csrf: false });
      assert.equal(noHeader.status, 403, `${path} without the header`);
      assert.equal(noHeader.headers.get('cache-control'), 'no-store', path);
      const foreign = await signedIn.request('GET', path, { headers: { origin: 'https://evil.example' } });
      assert.equal(foreign.status, 403, `${path} from a foreign origin`);
    }
    const still = await signedIn.get(apiPath('currentUser'));
    assert.equal(still.status, 200, 'never signed out by those attempts');
    const upload = await signedIn.request('POST', '/%61pi/auth/upload-avatar', {
      body: '--x\r\n\r\n--x--',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      csrf: false,
    });
    assert.equal(upload.status, 403, 'a form cannot post an avatar through an escaped path');
  });

  test('a foreign Origin is refused; the own origin, PUBLIC_URL and CORS_ORIGINS are not', async () => {
    const client = server.client();
    const body = { email: 'nobody@example.org', password: 'whatever1' };
    const foreign = await client.post(apiPath('signIn'), body, { headers: { origin: 'https://evil.example' } });
    assert.equal(foreign.status, 403);
    assert.deepEqual(foreign.body, { success: false, message: SECURITY_MESSAGES.foreignOrigin });
    assert.equal(foreign.headers.get('access-control-allow-origin'), null);
    const foreignGet = await client.get(apiPath('currentUser'), { headers: { origin: 'null' } });
    assert.equal(foreignGet.status, 403);

    for (const origin of [server.url, TEST_PUBLIC_URL, ALLOWED_ORIGIN]) {
      const answer = await client.post(apiPath('signIn'), body, { headers: { origin } });
      assert.equal(answer.status, 401, origin);
    }
  });

  test('CORS with credentials only for CORS_ORIGINS, including the preflight', async () => {
    const client = server.client();
    const allowed = await client.get(apiPath('backgroundImage'), { headers: { origin: ALLOWED_ORIGIN } });
    assert.equal(allowed.headers.get('access-control-allow-origin'), ALLOWED_ORIGIN);
    assert.equal(allowed.headers.get('access-control-allow-credentials'), 'true');
    assert.match(allowed.headers.get('vary') ?? '', /Origin/);

    const preflight = await client.request('OPTIONS', apiPath('signIn'), {
      csrf: false,
      headers: { origin: ALLOWED_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-requested-with' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), ALLOWED_ORIGIN);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /X-Requested-With/);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);

    const foreignPreflight = await client.request('OPTIONS', apiPath('signIn'), {
      csrf: false,
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    assert.notEqual(foreignPreflight.status, 204);
    assert.equal(foreignPreflight.headers.get('access-control-allow-origin'), null);
  });
});

describe('logging', () => {
  test('cookies, passwords and reset tokens never reach the log', async () => {
    const client = server.client();
    const { payload } = await client.signUp();
    await client.get(apiPath('currentUser'));
    await server.client().get('/reset-password?token=SuperSecretResetToken&email=a%40b.org', { headers: { accept: 'text/html' } });
    await new Promise((r) => setTimeout(r, 50));
    const logs = server.logs.join('\n');
    assert.ok(!logs.includes(client.token!), 'no session token');
    assert.ok(!logs.includes(payload.password), 'no password');
    assert.ok(!logs.includes('SuperSecretResetToken'), 'no reset token from a URL');
    assert.ok(logs.includes('token=[redacted]'));
  });

  test('a URL is logged without its secrets, however they are spelled, and any other as it is', () => {
    assert.equal(redactUrl('/reset-password?email=a%40b.org&TOKEN=abc#x'), '/reset-password?email=a%40b.org&TOKEN=[redacted]#x');
    assert.equal(redactUrl('/API/Calendar/s3cret.ics?v=2'), '/API/Calendar/[redacted]?v=2');
    assert.equal(redactUrl('/api/calendar/s3cret.ics?token=t'), '/api/calendar/[redacted]?token=[redacted]');
    for (const plain of ['/api/auth/current/user', '/dashboard/calendar', '/api/auth/family/members?tokens', '/']) assert.equal(redactUrl(plain), plain);
  });
});

describe('abuse limits at RATE_LIMIT_SCALE=1', () => {
  let limited: TestServer;
  before(async () => {
    limited = await ctx.start({ env: { RATE_LIMIT_SCALE: '1' } });
  });
  after(() => limited.close());
  // On PostgreSQL the counters live in the database, shared by every server of this file (as by
  // every process of a family's site): each test starts from none.
  beforeEach(async () => {
    await ctx.db.deleteFrom('rate_limits').execute();
  });

  async function hitUntilLimited(path: string, body: () => unknown, allowed: number) {
    const client = limited.client();
    for (let i = 0; i < allowed; i += 1) {
      const answer = await client.post(path, body());
      assert.notEqual(answer.status, 429, `${path}: request ${i + 1} of ${allowed} is allowed`);
    }
    const refused = await client.post(path, body());
    assert.equal(refused.status, 429, `${path}: request ${allowed + 1} is refused`);
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter > 0, 'Retry-After in seconds');
    assert.deepEqual(refused.body, { success: false, message: tooManyRequestsMessage(retryAfter) });
    assert.equal(refused.headers.get('cache-control'), 'no-store');
    return retryAfter;
  }

  test('sign-in: 10 per minute', async () => {
    const retry = await hitUntilLimited(apiPath('signIn'), () => ({ email: 'x@example.org', password: '' }), 10);
    assert.ok(retry <= 60);
  });

  test('sign-up: 25 per 10 minutes from one address (a family on one home network), then refused', async () => {
    const retry = await hitUntilLimited(apiPath('signUp'), () => ({ ...newSignUp(), firstName: '' }), 25);
    assert.ok(retry > 60 && retry <= 600);
  });

  test('twenty relatives signing up from one home network within minutes all get in', async () => {
    const site = await ctx.start({ env: { RATE_LIMIT_SCALE: '1' } });
    try {
      for (let i = 0; i < 20; i += 1) {
        const answer = await site.client().post(apiPath('signUp'), newSignUp({ firstName: `Cousin${i}` }));
        assert.equal(answer.status, 201, `relative ${i + 1}: ${answer.text}`);
      }
    } finally {
      await site.close();
    }
  });

  test('reset-password: 10 per 15 minutes', async () => {
    const retry = await hitUntilLimited(apiPath('resetPassword'), () => ({ token: 't', email: 'x@example.org', newPassword: '' }), 10);
    assert.ok(retry > 600 && retry <= 900);
  });

  test('forgot-password: 3 per hour per address, 5 per 15 minutes per IP', async () => {
    const client = limited.client();
    const same = { email: 'target@example.org' };
    for (let i = 0; i < 3; i += 1) assert.equal((await client.post(apiPath('forgotPassword'), same)).status, 200);
    const perAddress = await client.post(apiPath('forgotPassword'), { email: ' TARGET@example.org ' });
    assert.equal(perAddress.status, 429, 'the fourth request for the same address');
    assert.ok(Number(perAddress.headers.get('retry-after')) > 900);
    assert.equal((await client.post(apiPath('forgotPassword'), { email: 'other@example.org' })).status, 200, 'fifth from this IP');
    // (An invalid address is a 400, never counted against an address.)
    const perIp = await client.post(apiPath('forgotPassword'), { email: 'third@example.org' });
    assert.equal(perIp.status, 429, 'sixth from this IP');
    const retry = Number(perIp.headers.get('retry-after'));
    assert.ok(retry > 0 && retry <= 900);
  });

  test('sign-in: a guesser is stopped after 5 wrong passwords for one account, and the owner still signs in from elsewhere', async () => {
    const spread = await ctx.start({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: 'true' } });
    try {
      const owner = newSignUp();
      assert.equal((await spread.client().post(apiPath('signUp'), owner, { headers: { 'x-forwarded-for': '198.51.100.9' } })).status, 201);
      const from = (ip: string, email: string, password: string) =>
        spread.client().post(apiPath('signIn'), { email, password }, { headers: { 'x-forwarded-for': ip } });
      const guesser = '203.0.113.66';
      for (let i = 0; i < 5; i += 1) assert.equal((await from(guesser, owner.email, `guess-${i}`)).status, 401, `guess ${i + 1}`);
      const refused = await from(guesser, ` ${owner.email.toUpperCase()} `, 'guess-5');
      assert.equal(refused.status, 429, 'the sixth guess on that account from that address');
      assert.ok(Number(refused.headers.get('retry-after')) > 0);
      assert.equal((await from(guesser, owner.email, owner.password)).status, 429, 'even the right password, from the guesser');
      // The owner, at home, is not locked out by the stranger's guessing; nor are other accounts.
      assert.equal((await from('198.51.100.9', owner.email, owner.password)).status, 200);
      assert.equal((await from(guesser, 'someone-else@example.org', 'guess-other')).status, 401);
      // A right password does not count: the owner can sign in again and again.
      for (let i = 0; i < 6; i += 1) assert.equal((await from('198.51.100.10', owner.email, owner.password)).status, 200);
    } finally {
      await spread.close();
    }
  });

  test('limits are per route: other calls still work', async () => {
    const answer = await limited.client().get(apiPath('backgroundImage'));
    assert.equal(answer.status, 200);
  });
});

describe('session cookie', () => {
  test('Secure when PUBLIC_URL is https', async () => {
    const https = await ctx.start({ env: { PUBLIC_URL: 'https://family.example.org' } });
    try {
      const answer = await https.client().post(apiPath('signUp'), newSignUp());
      assert.equal(answer.status, 201);
      const cookie = answer.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))!;
      assert.match(cookie, /; Secure/);
      assert.equal(answer.headers.get('strict-transport-security'), 'max-age=15552000');
    } finally {
      await https.close();
    }
  });
});
