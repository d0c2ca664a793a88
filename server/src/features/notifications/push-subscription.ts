import { createPublicKey } from 'node:crypto';
import { NOTIFICATION_MESSAGES } from 'shared-contracts';

/*
 * A device's Web Push subscription as the browser gives it (PushSubscription.toJSON()), checked
 * before it is kept (issue 22). The server will post to the endpoint, so an endpoint must be a
 * push service browsers use, over HTTPS: a subscription cannot turn the server into a client of
 * an address of the sender's choosing (a machine on the family's network, say). The keys must be
 * what the encryption needs (RFC 8291): a P-256 public key and a 16-byte secret.
 */

/** The push services of the browsers a family uses (a host, or a parent domain written '.name'). */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com', // Chrome, Edge on Android, Samsung Internet, Opera
  'android.googleapis.com',
  'updates.push.services.mozilla.com', // Firefox
  '.notify.windows.com', // Edge on Windows
  'web.push.apple.com', // Safari, and apps added to the home screen on iPhone and iPad
  '.push.apple.com',
] as const;

/** The refusals' words (shared with the profile). */
export const PUSH_MESSAGES = { endpoint: NOTIFICATION_MESSAGES.endpoint, keys: NOTIFICATION_MESSAGES.keys } as const;

interface PushSubscriptionInput {
  endpoint?: unknown;
  keys?: { p256dh?: unknown; auth?: unknown } | unknown;
}

interface CheckedSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

const MAX_ENDPOINT = 1024;
const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;

function base64urlBytes(value: unknown, maxChars: number): Buffer | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxChars || !BASE64URL.test(value)) return null;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}

/** Whether `host` is a push service's (exactly, or under a listed parent domain). */
function isPushServiceHost(host: string): boolean {
  return PUSH_SERVICE_HOSTS.some((known) => (known.startsWith('.') ? host.endsWith(known) && host.length > known.length : host === known));
}

/** Whether the endpoint is one the server may post to; `extraOrigins` are exact origins the configuration adds (a self-hosted push service). */
function endpointAllowed(endpoint: unknown, extraOrigins: readonly string[]): endpoint is string {
  if (typeof endpoint !== 'string' || endpoint.length > MAX_ENDPOINT) return false;
  // As the push service gave it: printable, no spaces (the URL parser would quietly encode them).
  if (!/^[\x21-\x7e]+$/.test(endpoint)) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password || url.hash) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && (url.port === '' || url.port === '443') && isPushServiceHost(url.hostname.toLowerCase());
}

/** A P-256 public key, uncompressed (65 bytes, 0x04 first) and on the curve. */
function isP256Point(bytes: Buffer): boolean {
  if (bytes.length !== 65 || bytes[0] !== 0x04) return false;
  try {
    createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: bytes.subarray(1, 33).toString('base64url'), y: bytes.subarray(33).toString('base64url') }, format: 'jwk' });
    return true;
  } catch {
    return false;
  }
}

/** The subscription to keep, or what is wrong with it (in words for the member). */
export function checkPushSubscription(input: PushSubscriptionInput, extraOrigins: readonly string[] = []): CheckedSubscription | { refused: string } {
  if (!endpointAllowed(input.endpoint, extraOrigins)) return { refused: PUSH_MESSAGES.endpoint };
  const keys = (typeof input.keys === 'object' && input.keys !== null ? input.keys : {}) as { p256dh?: unknown; auth?: unknown };
  const p256dh = base64urlBytes(keys.p256dh, 100);
  const auth = base64urlBytes(keys.auth, 30);
  if (!p256dh || !isP256Point(p256dh) || !auth || auth.length !== 16) return { refused: PUSH_MESSAGES.keys };
  return { endpoint: input.endpoint as string, p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') };
}
