import { UNKNOWN_USER_NAME, hasVisibleCoordinates, userDisplayName, type User } from 'shared-contracts';
import type { MapText } from '../messages';

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
export function headerText(t: MapText, counts: Pick<FamilyCounts, 'onMap' | 'sharing'>): string {
  return t('header.counts', { onMap: counts.onMap.length, sharing: counts.sharing });
}

const nameOf = (member: User) => userDisplayName(member) || UNKNOWN_USER_NAME;

/** The warning about members who share but whose position has not arrived. */
export function withoutPositionText(t: MapText, members: readonly User[]): string {
  return t('alert.withoutPosition', { count: members.length, names: members.map(nameOf).join(t('alert.namesSeparator')) });
}

/** The notice of how many more members need to share to be on the map. */
export function moreToShareText(t: MapText, notSharing: number): string {
  return t('alert.moreToShare', { count: notSharing });
}
