import { MESSAGES, apiPath, normalizeUser, type User } from 'shared-contracts';
import { ApiError, apiClient, httpStatus } from 'shared-contracts/runtime';

/*
 * The family members call, with an offline copy.
 *
 * Every list the server sends is kept on this device for the member who asked (their id is part
 * of the copy, and only that member's copy is ever shown), with its time and ETag. The next
 * visit asks with that ETag: while nothing changed the server answers 304 with no body. When the
 * server gives no answer at all (offline), the copy is shown, with its time. The shell's logout
 * removes it (shell/src/pwa/deviceData.ts removes everything but the site's look), so the next
 * person on a shared device sees nothing of it.
 */

/** The one copy on this device (a second member's list replaces it). */
export const MEMBER_LIST_COPY_KEY = 'familynet.offline.members';

interface StoredCopy {
  memberId: number;
  /** When the server last confirmed this list (ISO time). */
  savedAt: string;
  etag: string | null;
  members: unknown[];
}

export interface MemberList {
  members: User[];
  /** Set when the server could not be reached and this is the copy kept on the device. */
  offlineCopyFrom?: Date;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

function readCopy(memberId: number): StoredCopy | null {
  try {
    const raw = storage()?.getItem(MEMBER_LIST_COPY_KEY);
    const copy = raw ? (JSON.parse(raw) as StoredCopy) : null;
    return copy && copy.memberId === memberId && Array.isArray(copy.members) && typeof copy.savedAt === 'string' ? copy : null;
  } catch {
    return null;
  }
}

function keepCopy(copy: StoredCopy): void {
  const store = storage();
  try {
    store?.setItem(MEMBER_LIST_COPY_KEY, JSON.stringify(copy));
  } catch (error) {
    // Full storage: no copy rather than an older one, or another member's.
    store?.removeItem(MEMBER_LIST_COPY_KEY);
    console.error('Could not keep the family list for offline use', error);
  }
}

/**
 * The family members `memberId` may see: from the server (revalidated with the kept ETag), or,
 * when the server gives no answer, the copy kept for that member. Throws like callApi otherwise.
 */
export async function loadMemberList(memberId: number | undefined, now: () => Date = () => new Date()): Promise<MemberList> {
  const copy = memberId === undefined ? null : readCopy(memberId);
  let envelope: { success?: boolean; message?: string; data?: { members?: unknown } } | undefined;
  let etag: string | null = null;
  try {
    const response = await apiClient().get(apiPath('familyMembers'), { headers: copy?.etag ? { 'If-None-Match': copy.etag } : {} });
    envelope = response.data;
    etag = typeof response.headers?.etag === 'string' ? response.headers.etag : null;
  } catch (error) {
    const status = httpStatus(error);
    if (copy && status === 304) {
      keepCopy({ ...copy, savedAt: now().toISOString() });
      return { members: copy.members.map((member) => normalizeUser(member as User)) };
    }
    if (copy && status === undefined && (error as { code?: string })?.code !== 'ERR_CANCELED') {
      return { members: copy.members.map((member) => normalizeUser(member as User)), offlineCopyFrom: new Date(copy.savedAt) };
    }
    throw ApiError.from(error);
  }
  const members = envelope?.data?.members;
  if (!envelope || envelope.success === false || !Array.isArray(members)) {
    throw new ApiError({ status: 200, message: envelope?.message || MESSAGES.invalidServerResponse, serverMessage: envelope?.message });
  }
  if (memberId !== undefined) keepCopy({ memberId, savedAt: now().toISOString(), etag, members });
  return { members: members.map((member) => normalizeUser(member as User)) };
}

const CLOCK = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });
const DAY_THIS_YEAR = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric' });
const DAY_OTHER_YEAR = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const sameDay = (a: Date, b: Date) => a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();

/**
 * The copy's time in words: 'today at 2:05 PM', 'yesterday at 9:30 AM', 'Monday, June 2 at
 * 8:00 PM'. With the browser's Intl, not dayjs: this is on the directory's first visit.
 */
export function timeInWords(time: Date, now: Date = new Date()): string {
  // Newer ICU puts a narrow no-break space before AM/PM; the page writes a plain one.
  const clock = CLOCK.format(time).replace(/\s/g, ' ');
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (sameDay(time, now)) return `today at ${clock}`;
  if (sameDay(time, yesterday)) return `yesterday at ${clock}`;
  if (time.getFullYear() === now.getFullYear()) return `${DAY_THIS_YEAR.format(time)} at ${clock}`;
  return `${DAY_OTHER_YEAR.format(time)} at ${clock}`;
}
