import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The link at the foot of every notification e-mail that stops them without signing in (issue 22).
 * It names the member and what to stop, and carries a signature made with the install's own key
 * (DATA_DIR/site.key, never in the database): it cannot be made for another member or another
 * kind of e-mail, nor changed into one, and a copy of the database alone cannot forge it. It
 * stops e-mails only; it cannot sign anyone in or show anything of the member.
 */

/** What a link may stop: one kind of e-mail, or every notification e-mail. */
type EmailStop = string;

/** The query of an unsubscribe link. */
interface UnsubscribeQuery {
  member: number;
  stop: EmailStop;
  sig: string;
}

const SIGNATURE_CHARS = 32;
const STOP_PATTERN = /^[a-zA-Z]{1,40}$/;

function signatureOf(key: Buffer, member: number, stop: EmailStop): string {
  return createHmac('sha256', key).update(`unsubscribe:${member}:${stop}`).digest('base64url').slice(0, SIGNATURE_CHARS);
}

/** The signed query for `member` stopping `stop`. */
export function unsubscribeQuery(key: Buffer, member: number, stop: EmailStop): UnsubscribeQuery {
  if (!Number.isSafeInteger(member) || member < 1) throw new Error(`not a member id: ${member}`);
  if (!STOP_PATTERN.test(stop)) throw new Error(`not something to stop: ${stop}`);
  return { member, stop, sig: signatureOf(key, member, stop) };
}

/** The link itself, on the site's public address. */
export function unsubscribeUrl(publicUrl: string, path: string, key: Buffer, member: number, stop: EmailStop): string {
  const query = unsubscribeQuery(key, member, stop);
  const url = new URL(path, publicUrl);
  url.searchParams.set('member', String(query.member));
  url.searchParams.set('stop', query.stop);
  url.searchParams.set('sig', query.sig);
  return url.toString();
}

/** The member and what to stop when the query was signed with `key`; null for anything else. */
export function verifyUnsubscribe(key: Buffer, query: { member?: unknown; stop?: unknown; sig?: unknown }): { member: number; stop: EmailStop } | null {
  const member = typeof query.member === 'string' && /^[1-9]\d{0,15}$/.test(query.member) ? Number(query.member) : query.member;
  const { stop, sig } = query;
  if (typeof member !== 'number' || !Number.isSafeInteger(member) || member < 1) return null;
  if (typeof stop !== 'string' || !STOP_PATTERN.test(stop)) return null;
  if (typeof sig !== 'string' || sig.length !== SIGNATURE_CHARS) return null;
  const expected = Buffer.from(signatureOf(key, member, stop));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { member, stop };
}
