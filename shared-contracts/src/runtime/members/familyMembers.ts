import { MESSAGES, apiPath, type User } from 'shared-contracts';
import { apiClient } from '../http/client.js';
import { ApiError, httpStatus } from '../http/errors.js';
import { whenSessionEnds } from '../session/operations.js';
import { confirmCopy, forgetCopy, keepCopy, readCopy, type KeptList } from './keptCopy.js';

/*
 * The family members call, once for every remote (the directory, the map, the calendar):
 *  - one request at a time: callers that ask while one is on its way share its answer;
 *  - one copy in memory, asked for again with its ETag, so moving between areas costs a 304
 *    with no body while nothing changed;
 *  - one copy on the device per member who asked, with its time, shown when the server gives no
 *    answer at all (offline) to a caller that wants it (the directory's "Showing data from ...").
 *    The shell's logout removes it (shell/src/pwa/deviceData.ts removes everything but the
 *    site's look), and the copy in memory goes with the session. A screen draws it at once
 *    (keptFamilyMembers, keptCopy.ts) while its call asks the server again;
 *  - asked for at start (fetchFamilyMembersAhead) when the page opened shows it: the page's own
 *    call, moments later, takes that answer instead of waiting a round trip of its own after its
 *    code has arrived.
 */

export interface MemberList {
  members: User[];
  /** Set when the server could not be reached and this is the copy kept on the device. */
  offlineCopyFrom?: Date;
}

export interface MemberListOptions {
  /** Whether the copy kept on the device may answer when the server cannot be reached. */
  offlineCopy?: boolean;
  now?: () => Date;
}

let inMemory: (Omit<KeptList, 'memberId'> & { memberId: number | undefined }) | null = null;
type Answer = { list: User[] } | { error: unknown };
let inFlight: { memberId: number | undefined; answer: Promise<Answer> } | null = null;
/** The answer asked for at start, for the page's first call; not for a call long after. */
let ahead: { memberId: number; answer: Promise<Answer>; askedAt: number } | null = null;
const AHEAD_KEPT_MS = 20_000;

/** Counts the sessions this page has seen end: an answer asked for in an earlier one is not kept. */
let sessionsEnded = 0;

/** Forgets the list held in memory (the session ended: the next member must not see it). */
export function forgetFamilyMembers(): void {
  sessionsEnded += 1;
  inMemory = null;
  inFlight = null;
  ahead = null;
  forgetCopy();
}
whenSessionEnds(forgetFamilyMembers);

async function ask(memberId: number | undefined, now: () => Date): Promise<Answer> {
  // An answer still on its way when the session ended (a logout, a 401) is given to its caller
  // only: kept, it would put the list back on a device the logout has just wiped.
  const session = sessionsEnded;
  const stillCurrent = () => session === sessionsEnded;
  const known = inMemory?.memberId === memberId ? inMemory : memberId === undefined ? null : readCopy(memberId);
  let envelope: { success?: boolean; message?: string; data?: { members?: unknown } } | undefined;
  let etag: string | null = null;
  try {
    const response = await apiClient().get(apiPath('familyMembers'), { headers: known?.etag ? { 'If-None-Match': known.etag } : {} });
    envelope = response.data;
    etag = typeof response.headers?.etag === 'string' ? response.headers.etag : null;
  } catch (error) {
    if (known && httpStatus(error) === 304) {
      if (!stillCurrent()) return { list: known.members };
      const confirmed = { ...known, memberId, savedAt: now().toISOString() };
      inMemory = confirmed;
      if (memberId !== undefined) {
        // A copy kept by another member, or lost to full storage, is written whole again.
        if (readCopy(memberId)?.etag === known.etag) confirmCopy({ memberId, etag: known.etag, savedAt: confirmed.savedAt });
        else keepCopy({ ...confirmed, memberId });
      }
      return { list: known.members };
    }
    return { error };
  }
  const members = envelope?.data?.members;
  if (!envelope || envelope.success === false || !Array.isArray(members)) {
    return { error: new ApiError({ status: 200, message: envelope?.message || MESSAGES.invalidServerResponse, serverMessage: envelope?.message }) };
  }
  const kept = { memberId, savedAt: now().toISOString(), etag, members: members as User[] };
  if (!stillCurrent()) return { list: kept.members };
  inMemory = kept;
  if (memberId !== undefined) keepCopy({ ...kept, memberId });
  return { list: kept.members };
}

/**
 * The family members `memberId` (the signed-in member) may see, from the server (revalidated
 * with the kept ETag). When the server gives no answer at all, the copy kept on the device for
 * that member, with its time, if the caller wants it. Throws like callApi otherwise.
 */
export async function loadFamilyMembers(memberId: number | undefined, { offlineCopy = false, now = () => new Date() }: MemberListOptions = {}): Promise<MemberList> {
  const answer = await (takeAhead(memberId) ?? askOnce(memberId, now));
  if ('list' in answer) return { members: answer.list };
  const { error } = answer;
  const unreachable = httpStatus(error) === undefined && (error as { code?: string })?.code !== 'ERR_CANCELED';
  const copy = offlineCopy && unreachable && memberId !== undefined ? readCopy(memberId) : null;
  if (copy) return { members: copy.members, offlineCopyFrom: new Date(copy.savedAt) };
  throw ApiError.from(error);
}

/** One request at a time: a caller that asks while one is on its way shares its answer. */
function askOnce(memberId: number | undefined, now: () => Date): Promise<Answer> {
  if (!inFlight || inFlight.memberId !== memberId) {
    const answer = ask(memberId, now).finally(() => {
      if (inFlight?.answer === answer) inFlight = null;
    });
    inFlight = { memberId, answer };
  }
  return inFlight.answer;
}

function takeAhead(memberId: number | undefined): Promise<Answer> | null {
  const taken = ahead;
  ahead = null;
  return taken && taken.memberId === memberId && Date.now() - taken.askedAt < AHEAD_KEPT_MS ? taken.answer : null;
}

/**
 * Asks for `memberId`'s family list now, for the page about to show it (the shell, at start, on
 * the directory, the map or the calendar): that page's first call takes this answer.
 */
export function fetchFamilyMembersAhead(memberId: number): void {
  ahead = { memberId, answer: askOnce(memberId, () => new Date()), askedAt: Date.now() };
}
