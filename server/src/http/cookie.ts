/**
 * The one cookie the server reads and writes (the session token), without a cookie plugin: a
 * plugin parses every cookie of every request in a hook, and most requests (files, the public
 * calls) never look at one. Reading is on demand, writing is one Set-Cookie header.
 */

interface CookieOptions {
  httpOnly: boolean;
  sameSite: 'lax' | 'strict';
  path: string;
  secure: boolean;
  /** Seconds; 0 removes the cookie. */
  maxAge: number;
}

/** The value of `name` in a Cookie request header (RFC 6265 5.4: `a=1; b=2`), undefined when absent. */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    if (!value.includes('%')) return value;
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

const SAME_SITE = { lax: 'Lax', strict: 'Strict' } as const;

/** A Set-Cookie header value. The name and value must be cookie-safe (the token is base64url). */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Max-Age=${Math.floor(options.maxAge)}`];
  // A browser that ignores Max-Age still drops a removed cookie.
  if (options.maxAge <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  parts.push(`Path=${options.path}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${SAME_SITE[options.sameSite]}`);
  return parts.join('; ');
}
