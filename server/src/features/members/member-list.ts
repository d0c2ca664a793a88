import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { promisify } from 'node:util';
import { canManageFamily } from 'shared-contracts';
import type { MemberRecord } from './queries.js';
import type { DirectorySnapshot } from './directory.js';
import { toUserJson, type Viewer } from './member-json.js';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = 'br' | 'gzip' | 'identity';

/**
 * One answer of family/members, serialised once and compressed at most once per encoding. It is
 * then sent until the list changes, so gzip works its hardest (a millisecond more, once); brotli
 * stays at 5, as a member with a view of their own has a body of their own to compress.
 */
class MemberListBody {
  readonly etag: string;
  private readonly compressed = new Map<Encoding, Promise<Buffer>>();

  constructor(readonly json: Buffer) {
    this.etag = `W/"m-${createHash('sha256').update(json).digest('base64url').slice(0, 27)}"`;
  }

  encoded(encoding: Encoding): Promise<Buffer> {
    if (encoding === 'identity') return Promise.resolve(this.json);
    let body = this.compressed.get(encoding);
    if (!body) {
      body =
        encoding === 'br'
          ? brotli(this.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.json.length } })
          : gzip(this.json, { level: 9 });
      this.compressed.set(encoding, body);
    }
    return body;
  }
}

/** Views kept per snapshot beyond the two shared ones (members with a hidden value of their own). */
const OWN_VIEWS_MAX = 1000;

/**
 * The member list as each viewer may see it, kept per snapshot of the rows. There are few
 * distinct answers: the full one (admins and managers), the one every other member gets, and,
 * for a member who hid something of their own, that member's (their own row in full). Each is
 * built, serialised and compressed once per change of the users table, never per request.
 */
export class MemberListBodies {
  private version: string | null = null;
  private byId = new Map<number, MemberRecord>();
  private bodies = new Map<string, MemberListBody>();
  /** ownViewDiffers per member for these rows: it serialises a row twice, too much per request. */
  private ownDiffers = new Map<number, boolean>();
  /** When a location sharing period of these rows ends, and with it what may be sent. */
  private validUntil = Infinity;

  constructor(private readonly serialize: (members: ReturnType<typeof toUserJson>[]) => string) {}

  bodyFor(snapshot: DirectorySnapshot, viewer: NonNullable<Viewer>, now = new Date()): MemberListBody {
    if (snapshot.version !== this.version || now.getTime() >= this.validUntil) {
      this.version = snapshot.version;
      this.byId = new Map(snapshot.rows.map((row) => [row.id, row]));
      this.bodies = new Map();
      this.ownDiffers = new Map();
      this.validUntil = nextSharingEnd(snapshot.rows, now);
    }
    const manages = canManageFamily(viewer);
    const key = manages ? 'full' : this.ownViewDiffers(viewer) ? `own:${viewer.id}` : 'public';
    let body = this.bodies.get(key);
    if (!body) {
      body = new MemberListBody(Buffer.from(this.serialize(snapshot.rows.map((row) => toUserJson(row, viewer, manages, now)))));
      if (key.startsWith('own:') && this.bodies.size > OWN_VIEWS_MAX) this.bodies.clear();
      this.bodies.set(key, body);
    }
    return body;
  }

  /** Whether this member sees their own row differently from how the others see it. */
  private ownViewDiffers(viewer: { id: number }): boolean {
    let differs = this.ownDiffers.get(viewer.id);
    if (differs === undefined) {
      const own = this.byId.get(viewer.id);
      differs = own !== undefined && JSON.stringify(toUserJson(own, viewer, false)) !== JSON.stringify(toUserJson(own, null, false));
      if (this.ownDiffers.size >= OWN_VIEWS_MAX) this.ownDiffers.clear();
      this.ownDiffers.set(viewer.id, differs);
    }
    return differs;
  }
}

/** The earliest end of a sharing period still running among the rows (Infinity: none). */
function nextSharingEnd(rows: readonly MemberRecord[], now: Date): number {
  let next = Infinity;
  for (const row of rows) {
    const until = row.locationSharingUntil;
    if (!row.isLocationVisible || !until) continue;
    const end = new Date(until).getTime();
    if (end > now.getTime() && end < next) next = end;
  }
  return next;
}

/** A family's browsers send a few Accept-Encoding values: their answers are kept (at most this many). */
const NEGOTIATED_KEPT = 32;
const negotiated = new Map<string, Encoding>();

/** The encoding to answer in: brotli, else gzip, else none (q=0 means "not this one"). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  let encoding = negotiated.get(acceptEncoding);
  if (encoding === undefined) {
    encoding = parseAcceptEncoding(acceptEncoding);
    if (negotiated.size < NEGOTIATED_KEPT) negotiated.set(acceptEncoding, encoding);
  }
  return encoding;
}

function parseAcceptEncoding(acceptEncoding: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return 'identity';
}
