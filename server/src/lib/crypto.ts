import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: the opaque secret handed to a browser (cookie) or a mail (link). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
