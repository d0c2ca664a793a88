import { MEMBER_FIELDS, canManageFamily, type Address, type MemberField, type MemberFieldSpec, type User } from 'shared-contracts';
import type { AccountRecord, MemberRecord } from '../db/members.js';
import { isSharing, locationJson } from './location.js';

/** Who is looking: the signed-in user (only the id matters for roles), or nobody. */
export type Viewer = { id: number } | null | undefined;

/** Each field as the JSON is built from it, all of one shape (so the loop below stays fast on the hot path). */
interface Answered {
  key: MemberField;
  flag: boolean;
  live: boolean;
  address: boolean;
  /** Other members receive it only while this switch is on (null: always). */
  whenOn: MemberField | null;
}
const FIELDS: readonly Answered[] = (Object.entries(MEMBER_FIELDS) as Array<[MemberField, MemberFieldSpec]>).map(([key, spec]) => ({
  key,
  flag: spec.kind === 'flag',
  live: spec.kind === 'flag' && spec.liveLocation === true,
  address: spec.group === 'address',
  whenOn: (spec.visibleTo?.whenOn as MemberField | undefined) ?? null,
}));

const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

/**
 * A member as one viewer may see them: the one shape (User of shared-contracts) of every call
 * that answers with a user. Privacy is decided here, by the member fields' declaration: a field
 * visible only while a switch is on (a birthday) is left out of the JSON altogether for other
 * ordinary members (not the user, not an admin or manager) while it is off, and so are the
 * account's dates. Admins and managers, who may edit any profile, receive everything, so their
 * edits never wipe a value they could not see. A location is different: it is live only, sent to
 * anybody only while its member shares it (services/location.ts).
 *
 * `viewerManages` may be passed when the same viewer looks at many members (the role is then
 * worked out once); `now` decides whether a sharing period is over.
 */
export function toUserJson(
  member: MemberRecord & Partial<AccountRecord>,
  viewer: Viewer,
  viewerManages = canManageFamily(viewer),
  now: Date = new Date(),
): User {
  const own = !!viewer && viewer.id === member.id;
  const everything = viewerManages || own;
  const user: User = { id: member.id, email: member.email };
  const address: Record<string, unknown> = {};
  for (let i = 0; i < FIELDS.length; i += 1) {
    const field = FIELDS[i];
    if (field.whenOn !== null && !everything && member[field.whenOn] !== true) continue;
    const into: Record<string, unknown> = field.address ? address : user;
    const value = member[field.key];
    if (field.flag) into[field.key] = field.live ? isSharing(member, now) : value === true;
    else if (value !== null && value !== '') into[field.key] = value;
  }
  if (member.photoURL) user.photoURL = member.photoURL;
  user.address = address as Address;
  const location = locationJson(member, own, now);
  if (location) user.location = location;
  if (everything) {
    if (member.emailVerified !== undefined) user.emailVerified = member.emailVerified;
    if (member.createdAt) user.created_at = iso(member.createdAt);
    if (member.lastLogin) user.last_login = iso(member.lastLogin);
    if (member.awaitingApproval) user.awaitingApproval = true;
  }
  return user;
}
