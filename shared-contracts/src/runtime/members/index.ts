import type { MemberList, MemberListOptions } from './familyMembers.js';

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
