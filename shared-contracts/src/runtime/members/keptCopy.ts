import type { User } from 'shared-contracts';

/*
 * The family list as this device last received it, one member's at a time (a second member's
 * list replaces it). Read without the list's loader (and so without the HTTP client): a screen
 * draws it at once while its call asks the server again.
 */

/** The one copy on this device. */
export const MEMBER_LIST_COPY_KEY = 'familynet.offline.members';
/**
 * Whose copy is kept, which one (its ETag) and when the server last gave or confirmed it: a few
 * bytes beside a copy that, for a family of thousands, is megabytes. A confirmation (a 304)
 * writes only this (writing the copy again held a phone's page 0.2 s on every return visit, in
 * the middle of drawing the screen), and a page reads the copy itself only when this names
 * another one than the page read last.
 */
export const MEMBER_LIST_CONFIRMED_KEY = 'familynet.offline.members.confirmed';

export interface KeptList {
  memberId: number;
  /** When the server last confirmed this list (ISO time). */
  savedAt: string;
  etag: string | null;
  members: User[];
}

type Stamp = Omit<KeptList, 'members'>;

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The copy this page last read or wrote. Every read of the stored text had the browser copy a
 * 4.5 MB string and compare it whole (a screen, the call asked for at start and its answer each
 * read it); the stamp says whether it is still the one stored. A copy removed meanwhile (the
 * logout wipes the device's data, in this tab or another) has no stamp any more, and is gone
 * here too. Every reader gets the same object: the list a screen draws at once and the list its
 * call confirms (a 304) are one array, and the screen is not drawn a second time for nothing.
 */
let known: KeptList | null = null;

/** Forgets the copy read (the session ended; or a test changed storage behind its back). */
export function forgetCopy(): void {
  known = null;
}

function readStamp(store: Storage): Stamp | null {
  try {
    const stamp = JSON.parse(store.getItem(MEMBER_LIST_CONFIRMED_KEY) ?? 'null');
    return stamp && typeof stamp.savedAt === 'string' ? stamp : null;
  } catch {
    return null;
  }
}

function readStored(store: Storage): KeptList | null {
  const raw = store.getItem(MEMBER_LIST_COPY_KEY);
  return raw ? (JSON.parse(raw) as KeptList) : null;
}

/** `memberId`'s copy, or null (none, another member's, or unreadable). */
export function readCopy(memberId: number): KeptList | null {
  try {
    const store = storage();
    if (!store) return null;
    const stamp = readStamp(store);
    if (!stamp) {
      // No stamp: none kept, or a copy an older version kept (before stamps), stamped now.
      known = readStored(store);
      if (known) store.setItem(MEMBER_LIST_CONFIRMED_KEY, JSON.stringify({ memberId: known.memberId, etag: known.etag, savedAt: known.savedAt }));
    } else if (!known || known.memberId !== stamp.memberId || known.etag !== stamp.etag) {
      known = readStored(store);
    }
    const copy = known;
    if (!(copy && copy.memberId === memberId && Array.isArray(copy.members) && typeof copy.savedAt === 'string')) return null;
    return stamp && stamp.memberId === memberId && stamp.etag === copy.etag && stamp.savedAt > copy.savedAt ? { ...copy, savedAt: stamp.savedAt } : copy;
  } catch {
    return null;
  }
}

/** The server confirmed the kept copy (`etag`) at `savedAt`: the copy itself is not written again. */
export function confirmCopy({ memberId, etag, savedAt }: Stamp): void {
  try {
    storage()?.setItem(MEMBER_LIST_CONFIRMED_KEY, JSON.stringify({ memberId, etag, savedAt }));
  } catch {
    // Full storage: the copy keeps its older time.
  }
}

export function keepCopy(copy: KeptList): void {
  const store = storage();
  try {
    // The stamp goes first: a copy written without its stamp is never taken for the last one.
    store?.removeItem(MEMBER_LIST_CONFIRMED_KEY);
    store?.setItem(MEMBER_LIST_COPY_KEY, JSON.stringify(copy));
    store?.setItem(MEMBER_LIST_CONFIRMED_KEY, JSON.stringify({ memberId: copy.memberId, etag: copy.etag, savedAt: copy.savedAt }));
    known = copy;
  } catch (error) {
    // Full storage: no copy rather than an older one, or another member's.
    store?.removeItem(MEMBER_LIST_COPY_KEY);
    store?.removeItem(MEMBER_LIST_CONFIRMED_KEY);
    known = null;
    console.error('Could not keep the family list for offline use', error);
  }
}
