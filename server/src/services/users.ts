import { canManageFamily, type Address, type User } from 'shared-contracts';
import type { UserRow } from '../db/schema.js';
import type { MemberRow } from '../db/users.js';
import { isSharing, locationJson } from './location.js';

/** Who is looking: the signed-in user (only the id matters for roles), or nobody. */
export type Viewer = { id: number } | null | undefined;

const iso = (value: Date | string | null | undefined): string | undefined => {
  if (value === null || value === undefined) return undefined;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
};

/**
 * A member as one viewer may see them: the one shape (User of shared-contracts) of every call
 * that answers with a user. Privacy is decided here: when the viewer is another ordinary member
 * (not the user, not an admin or manager), a hidden birthday is left out of the JSON altogether,
 * and so are the account's dates. Admins and managers, who may edit any profile, receive
 * everything, so their edits never wipe a value they could not see. A location is different:
 * it is live only, sent to anybody only while its member shares it (services/location.ts).
 *
 * `viewerManages` may be passed when the same viewer looks at many rows (the role is then
 * worked out once); `now` decides whether a sharing period is over.
 */
export function toUserJson(
  row: MemberRow & Partial<UserRow>,
  viewer: Viewer,
  viewerManages = canManageFamily(viewer),
  now: Date = new Date(),
): User {
  const own = !!viewer && viewer.id === row.id;
  const everything = viewerManages || own;
  const user: User = { id: row.id, email: row.email };
  if (row.display_name !== null) user.displayName = row.display_name;
  if (row.first_name !== null) user.firstName = row.first_name;
  if (row.last_name !== null) user.lastName = row.last_name;
  if (row.phone_number !== null) user.phoneNumber = row.phone_number;
  if (row.occupation !== null) user.occupation = row.occupation;
  if (row.bio !== null) user.bio = row.bio;
  if (row.photo_url) user.photoURL = row.photo_url;
  if (row.birthday && (everything || row.is_birthday_visible)) user.birthday = row.birthday;
  user.isLocationVisible = isSharing(row, now);
  user.isBirthdayVisible = row.is_birthday_visible;
  const address: Address = {};
  if (row.address1 !== null) address.address1 = row.address1;
  if (row.address2 !== null) address.address2 = row.address2;
  if (row.city !== null) address.city = row.city;
  if (row.state !== null) address.state = row.state;
  if (row.country !== null) address.country = row.country;
  if (row.postal_code !== null) address.postalCode = row.postal_code;
  user.address = address;
  const location = locationJson(row, own, now);
  if (location) user.location = location;
  if (everything) {
    if (row.email_verified !== undefined) user.emailVerified = row.email_verified;
    const created = iso(row.created_at);
    if (created) user.created_at = created;
    const lastLogin = iso(row.last_login);
    if (lastLogin) user.last_login = lastLogin;
  }
  return user;
}
