import { MEMBER_FIELDS, canManageFamily, isLocale, roleOf, type Address, type MemberField, type MemberFieldSpec, type User } from 'shared-contracts';
import type { AccountRecord, MemberRecord } from './queries.js';
import { isSharing, locationJson } from './location.js';

/** Who is looking: the signed-in user (its id, and its role where one was handed over), or nobody. */
export type Viewer = { id: number; role?: string | null } | null | undefined;

/** Each field as the JSON is built from it, all of one shape (so the loop below stays fast on the hot path). */
interface Answered {
  key: MemberField;
  flag: boolean;
  live: boolean;
  address: boolean;
  /** Other members receive it only while this switch is on (null: always). */
  whenOn: MemberField | null;
  /** A date other members receive without its year while this switch is off (null: never). */
  yearShownBy: MemberField | null;
}
const DECLARED = Object.entries(MEMBER_FIELDS) as Array<[MemberField, MemberFieldSpec]>;
const FIELDS: readonly Answered[] = DECLARED.map(([key, spec]) => ({
  key,
  flag: spec.kind === 'flag',
  live: spec.kind === 'flag' && spec.liveLocation === true,
  address: spec.group === 'address',
  whenOn: (spec.visibleTo?.whenOn as MemberField | undefined) ?? null,
  yearShownBy: (DECLARED.find(([, flag]) => flag.kind === 'flag' && flag.hidesYearOf === key)?.[0] as MemberField | undefined) ?? null,
}));
/** The switch that hides the account's e-mail from other members (the address is not a profile field). */
const EMAIL_SHOWN_BY = DECLARED.find(([, spec]) => spec.kind === 'flag' && spec.hidesEmail)?.[0] ?? null;

/** A date without its year, as ISO 8601 and vCard write it: '1950-07-14' -> '--07-14'. */
const withoutYear = (date: string): string => `--${date.slice(5, 10)}`;

/**
 * A time as text. A member's record is kept with its session and answered many times a minute
 * (current/user on every start of the app), and formatting a Date was the largest part of that
 * answer's own work: the text is kept with the Date, which nothing changes once it is read.
 */
const isoTexts = new WeakMap<Date, string>();
const iso = (value: Date | string): string => {
  if (!(value instanceof Date)) return new Date(value).toISOString();
  let text = isoTexts.get(value);
  if (text === undefined) {
    text = value.toISOString();
    isoTexts.set(value, text);
  }
  return text;
};

/**
 * A member as one viewer may see them: the one shape (User of shared-contracts) of every call
 * that answers with a user. Privacy is decided here, by the member fields' declaration: a field
 * visible only while a switch is on (a birthday) is left out of the JSON altogether for other
 * ordinary members (not the user, not an admin or manager) while it is off, and so are the
 * account's dates; the e-mail address likewise while its switch is off; a birthday whose year is
 * hidden goes without it ('--MM-DD'). Admins and managers, who may edit any profile, receive everything, so their
 * edits never wipe a value they could not see. A location is different: it is live only, sent to
 * anybody only while its member shares it (location.ts).
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
  const user: User = { id: member.id, role: roleOf(member)! };
  if (everything || EMAIL_SHOWN_BY === null || member[EMAIL_SHOWN_BY] !== false) user.email = member.email;
  const address: Record<string, unknown> = {};
  for (let i = 0; i < FIELDS.length; i += 1) {
    const field = FIELDS[i];
    if (field.whenOn !== null && !everything && member[field.whenOn] !== true) continue;
    const into: Record<string, unknown> = field.address ? address : user;
    const value = member[field.key];
    if (field.flag) into[field.key] = field.live ? isSharing(member, now) : value === true;
    else if (value !== null && value !== '') {
      into[field.key] = field.yearShownBy !== null && !everything && member[field.yearShownBy] === false ? withoutYear(value as string) : value;
    }
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
  // The language is the member's own choice, following them to every device: nobody else's
  // business, not even an admin's. A stored value that is not one of the seven counts as none.
  if (own && isLocale(member.language)) user.language = member.language;
  return user;
}
