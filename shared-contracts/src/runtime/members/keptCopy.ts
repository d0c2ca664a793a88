import type { User } from 'shared-contracts';
import { whenSessionEnds } from '../session/operations.js';

/*
 * The family list as this device last received it, one member's at a time (a second member's
 * list replaces it). Read without the list's loader (and so without the HTTP client): a screen
 * draws it at once while its call asks the server again.
 */

/** The one copy on this device. */
export const MEMBER_LIST_COPY_KEY = 'familynet.offline.members';
/**
 * When the server last confirmed that copy (a 304), kept apart from it: the copy of a family of
 * thousands is megabytes, and writing it again for a new time held a phone's page 0.2 s on every
 * return visit, in the middle of drawing the screen.
 */
const MEMBER_LIST_CONFIRMED_KEY = 'familynet.offline.members.confirmed';

export interface KeptList {
  memberId: number;
  /** When the server last confirmed this list (ISO time). */
  savedAt: string;
  etag: string | null;
  members: User[];
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The copy as last read or written. It is read from storage once a page: the text of a family of
 * thousands is megabytes, and every read had the browser copy and compare it whole (a screen,
 * the call asked for at start and its answer each read it). Another tab's write or clear is told
 * by a storage event, and the end of the session forgets it. Every reader gets the same object:
 * the list a screen draws at once and the list its call confirms (a 304) are one array, and the
 * screen is not drawn a second time for nothing.
 */
let known: { copy: KeptList } | null = null;
try {
  window.addEventListener('storage', ({ key }) => {
    if (key === null || key === MEMBER_LIST_COPY_KEY) known = null;
  });
} catch {
  // No window (a test's or a worker's): nothing to hear.
}
/** Forgets the copy read (the session ended; or a test changed storage behind its back). */
export function forgetCopy(): void {
  known = null;
}
whenSessionEnds(forgetCopy);

/** `memberId`'s copy, or null (none, another member's, or unreadable). */
export function readCopy(memberId: number): KeptList | null {
  try {
    if (!known) {
      const raw = storage()?.getItem(MEMBER_LIST_COPY_KEY);
      if (!raw) return null;
      known = { copy: JSON.parse(raw) as KeptList };
    }
    const { copy } = known;
    if (!(copy && copy.memberId === memberId && Array.isArray(copy.members) && typeof copy.savedAt === 'string')) return null;
    const confirmed = readConfirmation();
    return confirmed && confirmed.memberId === memberId && confirmed.etag === copy.etag && confirmed.savedAt > copy.savedAt
      ? { ...copy, savedAt: confirmed.savedAt }
      : copy;
  } catch {
    return null;
  }
}

function readConfirmation(): Omit<KeptList, 'members'> | null {
  try {
    const confirmed = JSON.parse(storage()?.getItem(MEMBER_LIST_CONFIRMED_KEY) ?? 'null');
    return confirmed && typeof confirmed.savedAt === 'string' ? confirmed : null;
  } catch {
    return null;
  }
}

/** The server confirmed the kept copy (`etag`) at `savedAt`: the copy itself is not written again. */
export function confirmCopy({ memberId, etag, savedAt }: Omit<KeptList, 'members'>): void {
  try {
    storage()?.setItem(MEMBER_LIST_CONFIRMED_KEY, JSON.stringify({ memberId, etag, savedAt }));
  } catch {
    // Full storage: the copy keeps its older time.
  }
}

export function keepCopy(copy: KeptList): void {
  const store = storage();
  try {
    const raw = JSON.stringify(copy);
    store?.removeItem(MEMBER_LIST_CONFIRMED_KEY);
    store?.setItem(MEMBER_LIST_COPY_KEY, raw);
    known = { copy };
  } catch (error) {
    // Full storage: no copy rather than an older one, or another member's.
    store?.removeItem(MEMBER_LIST_COPY_KEY);
    known = null;
    console.error('Could not keep the family list for offline use', error);
  }
}
