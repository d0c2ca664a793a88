import type { User } from 'shared-contracts';
import type { MemberList, MemberListOptions } from './familyMembers.js';
import { readCopy } from './keptCopy.js';

/*
 * The family list's loader is fetched with the first list a screen asks for: the sign-in page,
 * which every first visit downloads, has no use for it.
 */
export type { MemberList, MemberListOptions };

/** Asks for the family list now, for the page about to show it (see familyMembers.ts). */
export function fetchFamilyMembersAhead(memberId: number): void {
  import('./familyMembers.js').then((module) => module.fetchFamilyMembersAhead(memberId)).catch(() => undefined);
}

export async function loadFamilyMembers(memberId: number | undefined, options?: MemberListOptions): Promise<MemberList> {
  return (await import('./familyMembers.js')).loadFamilyMembers(memberId, options);
}

/**
 * The family list as this device last received it for `memberId`, or null: what a screen draws
 * at once, before its call (loadFamilyMembers) has asked the server again. On a phone's return
 * visit that call is most of the wait; its answer replaces the copy moments later.
 */
export function keptFamilyMembers(memberId: number | undefined): User[] | null {
  return memberId === undefined ? null : (readCopy(memberId)?.members ?? null);
}
