import { LOCATION_SHARING_PERIODS, type GeoPoint, type LocationSharingPeriod } from 'shared-contracts';
import type { MemberRecord } from './queries.js';

/*
 * Live location (beyond the spec's single switch): a member shares for an hour, eight hours or
 * until they turn it off, and the server forgets the position when that time is up. What is
 * decided here is pure; the SQL is in queries.ts and the timer in ../locations/location-expiry.ts.
 */

type LocationValues = Pick<MemberRecord, 'isLocationVisible' | 'latitude' | 'longitude' | 'locationUpdatedAt' | 'locationSharingUntil'>;

const timeOf = (value: Date | string | null | undefined): Date | null => (value === null || value === undefined ? null : new Date(value));

/** When a period chosen now ends (null: until turned off). */
export function sharingEnd(period: LocationSharingPeriod, now: Date): Date | null {
  const length = LOCATION_SHARING_PERIODS[period];
  return length === null ? null : new Date(now.getTime() + length);
}

/** Whether the member shares at this moment: sharing on, and their period (if any) not over. */
export function isSharing(member: LocationValues, now: Date): boolean {
  if (!member.isLocationVisible) return false;
  const until = timeOf(member.locationSharingUntil);
  return until === null || until.getTime() > now.getTime();
}

/**
 * The position as the API sends it, or undefined. Only a member who is sharing has one for
 * anybody, admins included; a period that has just ended is never sent, even in the moment
 * before the timer deletes it. `owner`: the member themself, who also learns when it ends.
 */
export function locationJson(member: LocationValues, owner: boolean, now: Date): GeoPoint | undefined {
  if (member.latitude === null || member.longitude === null || !isSharing(member, now)) return undefined;
  const point: GeoPoint = { lat: member.latitude, lng: member.longitude };
  const updated = timeOf(member.locationUpdatedAt);
  if (updated) point.updatedAt = updated.toISOString();
  const until = timeOf(member.locationSharingUntil);
  if (owner && until) point.sharingUntil = until.toISOString();
  return point;
}
