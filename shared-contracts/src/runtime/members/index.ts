import type { MemberList, MemberListOptions } from './familyMembers.js';

/*
 * The family list's loader is fetched with the first list a screen asks for: the sign-in page,
 * which every first visit downloads, has no use for it.
 */
export type { MemberList, MemberListOptions };

export async function loadFamilyMembers(memberId: number | undefined, options?: MemberListOptions): Promise<MemberList> {
  return (await import('./familyMembers.js')).loadFamilyMembers(memberId, options);
}
