import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, createDecipheriv, hkdfSync, randomBytes, verify } from 'node:crypto';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/*
 * A Web Push service on loopback for the tests (issue 22), over HTTPS as every push service is
 * (its certificate made here by openssl; `agent` trusts it): it hands out subscriptions as a
 * browser's push service would (an endpoint, and the device's keys), and for each message posted
 * to an endpoint it does what a browser does with it: checks the sender's VAPID signature
 * (RFC 8292) and decrypts the payload with that device's private key and auth secret (RFC 8291,
 * aes128gcm of RFC 8188). Nothing of the sending library is mocked: a message it cannot decrypt
 * is answered 400 and recorded as refused. An endpoint can be made to answer 404 or 410, as a
 * push service does for a device that unsubscribed.
 */

export interface TestSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface PushDelivery {
  endpoint: string;
  /** The decrypted payload, as text. */
  payload: string;
  ttl: number;
  urgency: string | null;
  topic: string | null;
  /** The VAPID claims the sender signed (aud, exp, sub), and its public key. */
  vapid: { aud: string; exp: number; sub: string; publicKey: string };
}

export interface PushService {
  /** https://127.0.0.1:<port> */
  origin: string;
  /** An HTTPS agent that trusts this service's certificate (and nothing else), for the sender. */
  agent: https.Agent;
  /** A new device's subscription. */
  subscribe(): TestSubscription;
  /** What reached each device, decrypted. */
  delivered: PushDelivery[];
  /** Messages refused (with why): a bad signature, a payload that does not decrypt, an unknown endpoint. */
  refused: Array<{ endpoint: string; status: number; reason: string }>;
  /** From now on, posts to this endpoint are answered `status` (404, 410: the device is gone). */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  status: number;
}

function hkdf(ikm: Buffer, salt: Buffer, info: Buffer, length: number): Buffer {
  return Buffer.from(hkdfSync('sha256', ikm, salt, info, length));
}

/** RFC 8291 decryption of one aes128gcm body for the device holding `ecdh` and `auth`. */
export function decryptPushPayload(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  if (body.length < 21) throw new Error('body shorter than its header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20];
  const senderKey = body.subarray(21, 21 + idLength);
  const records = body.subarray(21 + idLength);
  if (idLength !== 65 || senderKey[0] !== 4) throw new Error('the key id is not the sender’s P-256 public key');
  if (records.length > recordSize) throw new Error('more than one record: a push message is one');
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey]);
  const ikm = hkdf(shared, auth, keyInfo, 32);
  const cek = hkdf(ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (end < 0 || padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292) for `origin`; returns the claims. */
function checkVapid(header: string | undefined, origin: string, now: number): PushDelivery['vapid'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`no VAPID authorization: ${header}`);
  const [, token, publicKey] = match;
  const raw = Buffer.from(publicKey, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('the VAPID key is not a P-256 public key');
  const key = createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33).toString('base64url') }, format: 'jwk' });
  const [head, claims, signature] = token.split('.');
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (header64.alg !== 'ES256') throw new Error(`VAPID token signed with ${header64.alg}, not ES256`);
  const signed = verify('sha256', Buffer.from(`${head}.${claims}`), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!signed) throw new Error('the VAPID signature does not verify');
  const parsed = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  if (parsed.aud !== origin) throw new Error(`VAPID audience ${parsed.aud}, not ${origin}`);
  if (typeof parsed.exp !== 'number' || parsed.exp * 1000 <= now || parsed.exp * 1000 > now + 24 * 3_600_000) throw new Error(`VAPID expiry out of range: ${parsed.exp}`);
  if (typeof parsed.sub !== 'string' || !/^(mailto:|https:)/.test(parsed.sub)) throw new Error(`VAPID subject is not a contact: ${parsed.sub}`);
  return { aud: parsed.aud, exp: parsed.exp, sub: parsed.sub, publicKey };
}

/** A key and a self-signed certificate for 127.0.0.1, valid one day. */
function loopbackCertificate(): { key: string; cert: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'familynet-push-tls-'));
  try {
    const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
    execFileSync('openssl', ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', key, '-out', cert], { stdio: 'ignore' });
    return { key: fs.readFileSync(key, 'utf8'), cert: fs.readFileSync(cert, 'utf8') };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export async function startPushService(): Promise<PushService> {
  const tls = loopbackCertificate();
  const devices = new Map<string, Device>();
  const delivered: PushDelivery[] = [];
  const refused: PushService['refused'] = [];
  let origin = '';

  const server = https.createServer(tls, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const endpoint = `${origin}${request.url}`;
      const refuse = (status: number, reason: string) => {
        refused.push({ endpoint, status, reason });
        response.writeHead(status).end(reason);
      };
      const device = devices.get(request.url ?? '');
      if (request.method !== 'POST') return refuse(405, `${request.method} is not how a message is sent`);
      if (!device) return refuse(404, 'no such subscription');
      if (device.status !== 201) return refuse(device.status, 'this device unsubscribed');
      try {
        if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error(`Content-Encoding ${request.headers['content-encoding']}`);
        const ttl = Number(request.headers.ttl);
        if (!Number.isInteger(ttl) || ttl < 0) throw new Error(`TTL ${request.headers.ttl}`);
        const vapid = checkVapid(request.headers.authorization, origin, Date.now());
        const payload = decryptPushPayload(Buffer.concat(chunks), device.ecdh, device.auth);
        const urgency = (request.headers.urgency as string | undefined) ?? null;
        const topic = (request.headers.topic as string | undefined) ?? null;
        delivered.push({ endpoint, payload, ttl, urgency, topic, vapid });
        response.writeHead(201, { Location: endpoint }).end();
      } catch (error) {
        refuse(400, error instanceof Error ? error.message : String(error));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: tls.cert, keepAlive: false });

  return {
    origin,
    agent,
    delivered,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(12).toString('base64url')}`;
      devices.set(path, { ecdh, auth, status: 201 });
      return { endpoint: `${origin}${path}`, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } };
    },
    answer(endpoint, status) {
      const device = devices.get(new URL(endpoint).pathname);
      if (!device) throw new Error(`not a subscription of this service: ${endpoint}`);
      device.status = status;
    },
    close: () => {
      agent.destroy();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
