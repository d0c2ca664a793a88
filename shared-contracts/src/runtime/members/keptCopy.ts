import type { User } from 'shared-contracts';

/*
 * The family list as this device last received it, one member's at a time (a second member's
 * list replaces it). Read without the list's loader (and so without the HTTP client): a screen
 * draws it at once while its call asks the server again.
 */

/** The one copy on this device. */
export const MEMBER_LIST_COPY_KEY = 'familynet.offline.members';

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

/** `memberId`'s copy, or null (none, another member's, or unreadable). */
export function readCopy(memberId: number): KeptList | null {
  try {
    const raw = storage()?.getItem(MEMBER_LIST_COPY_KEY);
    const copy = raw ? (JSON.parse(raw) as KeptList) : null;
    return copy && copy.memberId === memberId && Array.isArray(copy.members) && typeof copy.savedAt === 'string' ? copy : null;
  } catch {
    return null;
  }
}

export function keepCopy(copy: KeptList): void {
  const store = storage();
  try {
    store?.setItem(MEMBER_LIST_COPY_KEY, JSON.stringify(copy));
  } catch (error) {
    // Full storage: no copy rather than an older one, or another member's.
    store?.removeItem(MEMBER_LIST_COPY_KEY);
    console.error('Could not keep the family list for offline use', error);
  }
}
