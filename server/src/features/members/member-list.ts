import { canManageFamily } from 'shared-contracts';
import type { MemberRecord } from './queries.js';
import type { DirectorySnapshot } from './directory.js';
import { toUserJson, type Viewer } from './member-json.js';
import { KeptBody } from '../../http/kept-body.js';

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
  private bodies = new Map<string, KeptBody>();
  /** ownViewDiffers per member for these rows: it serialises a row twice, too much per request. */
  private ownDiffers = new Map<number, boolean>();
  /** When a location sharing period of these rows ends, and with it what may be sent. */
  private validUntil = Infinity;

  constructor(private readonly serialize: (members: ReturnType<typeof toUserJson>[]) => string) {}

  bodyFor(snapshot: DirectorySnapshot, viewer: NonNullable<Viewer>, now = new Date()): KeptBody {
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
      body = new KeptBody(Buffer.from(this.serialize(snapshot.rows.map((row) => toUserJson(row, viewer, manages, now)))));
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
