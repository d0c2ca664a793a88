import { CSRF_HEADER, SESSION_COOKIE_NAME, type SignUpPayload, type User } from 'shared-contracts';
import { setupSecretIn } from './first-account.js';

export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  /** Parsed JSON when the answer is JSON, else undefined. */
  body: T;
  text: string;
}

export interface RequestOptions {
  /** Sent as JSON with Content-Type application/json. */
  json?: unknown;
  /** Sent as is (set the content type yourself; a FormData sets its multipart type itself). */
  body?: string | Buffer | FormData;
  headers?: Record<string, string>;
  /** Send the X-Requested-With header as the real client does (default true). */
  csrf?: boolean;
  /** Send the session cookie (default true). */
  cookie?: boolean;
}

let counter = 0;
/** A fresh, valid sign-up payload (unique e-mail). */
export function newSignUp(overrides: Partial<SignUpPayload> = {}): SignUpPayload {
  counter += 1;
  const id = `${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    email: `member-${id}@example.org`,
    password: 'correct horse 1',
    displayName: 'Test Member',
    firstName: 'Test',
    lastName: 'Member',
    ...overrides,
  };
}

/** A browser-like client of one test server: keeps the session cookie between calls. */
export class TestClient {
  /** The session token cookie value, or null when signed out. */
  token: string | null = null;

  /** `dataDir`: the server's DATA_DIR, for the first account's set-up link (signUp reads it there, as a person would). */
  constructor(
    readonly baseUrl: string,
    private readonly dataDir?: string,
  ) {}

  async request<T = any>(method: string, path: string, options: RequestOptions = {}): Promise<TestResponse<T>> {
    const headers: Record<string, string> = {};
    if (options.csrf !== false) headers[CSRF_HEADER.name] = CSRF_HEADER.value;
    if (options.cookie !== false && this.token) headers.cookie = `${SESSION_COOKIE_NAME}=${this.token}`;
    let body: string | Buffer | FormData | undefined = options.body;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    Object.assign(headers, options.headers);
    const response = await fetch(new URL(path, this.baseUrl), { method, headers, body, redirect: 'manual' });
    this.absorbCookies(response.headers);
    const text = await response.text();
    let parsed: any;
    if ((response.headers.get('content-type') ?? '').includes('application/json') && text !== '') parsed = JSON.parse(text);
    return { status: response.status, headers: response.headers, body: parsed, text };
  }

  get<T = any>(path: string, options?: RequestOptions) {
    return this.request<T>('GET', path, options);
  }

  post<T = any>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('POST', path, { ...options, json });
  }

  put<T = any>(path: string, json?: unknown, options: RequestOptions = {}) {
    return this.request<T>('PUT', path, { ...options, json });
  }

  private absorbCookies(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';').map((s) => s.trim());
      const eq = pair.indexOf('=');
      if (pair.slice(0, eq) !== SESSION_COOKIE_NAME) continue;
      const value = decodeURIComponent(pair.slice(eq + 1));
      const expired = attributes.some((a) => /^max-age=0$/i.test(a) || (/^expires=/i.test(a) && Date.parse(a.slice(8)) <= Date.now()));
      this.token = value === '' || expired ? null : value;
    }
  }

  /** Signs up a new account and keeps its cookie; the first account of an install with its set-up link. */
  async signUp(overrides: Partial<SignUpPayload> = {}): Promise<{ user: User; payload: SignUpPayload }> {
    const payload = newSignUp(overrides);
    const setup = this.dataDir === undefined ? undefined : setupSecretIn(this.dataDir);
    const response = await this.post('/api/auth/signup', setup && payload.setup === undefined ? { ...payload, setup } : payload);
    if (response.status !== 201) throw new Error(`sign-up failed: ${response.status} ${response.text}`);
    return { user: response.body.data.user as User, payload };
  }

  async signIn(email: string, password: string): Promise<TestResponse> {
    return this.post('/api/auth/signin', { email, password });
  }
}
