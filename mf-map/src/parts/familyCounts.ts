import { UNKNOWN_USER_NAME, hasVisibleCoordinates, userDisplayName, type User } from 'shared-contracts';

/** What the header and the alerts say about the family's sharing, from one member list. */
interface FamilyCounts {
  /** The members on the map: sharing, with a position (one marker each). */
  onMap: User[];
  /** How many have location sharing on (isLocationVisible). */
  sharing: number;
  /** Sharing on, but no position has arrived (the warning). */
  withoutPosition: User[];
  /** How many do not share yet (the "more need to share" notice). */
  notSharing: number;
}

export function familyCounts(members: readonly User[]): FamilyCounts {
  const onMap = members.filter(hasVisibleCoordinates);
  const sharingMembers = members.filter((member) => member.isLocationVisible === true);
  const withoutPosition = sharingMembers.filter((member) => !hasVisibleCoordinates(member));
  return { onMap, sharing: sharingMembers.length, withoutPosition, notSharing: members.length - sharingMembers.length };
}

/** The spec's header: 'Family Locations (N with GPS, M sharing enabled)'. */
export function headerText(counts: Pick<FamilyCounts, 'onMap' | 'sharing'>): string {
  return `Family Locations (${counts.onMap.length} with GPS, ${counts.sharing} sharing enabled)`;
}

export const OWN_SHARING_OFF = 'Enable location sharing to see your position and let family find you easily.';

const nameOf = (member: User) => userDisplayName(member) || UNKNOWN_USER_NAME;

/** The warning about members who share but whose position has not arrived. */
export function withoutPositionText(members: readonly User[]): string {
  const count = members.length;
  return `${count} ${count === 1 ? 'member has' : 'members have'} location sharing on but no position yet: ${members.map(nameOf).join(', ')}.`;
}

/** The notice of how many more members need to share to be on the map. */
export function moreToShareText(notSharing: number): string {
  return `${notSharing} more family ${notSharing === 1 ? 'member needs' : 'members need'} to share their location to appear on the map.`;
}
