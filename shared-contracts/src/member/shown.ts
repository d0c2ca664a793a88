import { BIRTHDAY_MAX_YEAR, BIRTHDAY_MIN_YEAR } from '../constants.js';
import type { User } from './schema.js';
import { MEMBER_FIELDS, type FieldTable, type MemberField, type MemberFieldSpec } from './fields.js';

/*
 * What the family is shown of a member, by the privacy switches of member/fields.ts. The server
 * already leaves out of its answers what an ordinary member may not see; admins and managers
 * receive everything (they may edit any profile), so the screens that show a member (the card,
 * the profile, the calendar) pass the member through asShown first: a hidden field is shown to
 * nobody but its owner's edit form, admins alike.
 */

const DECLARED = Object.entries(MEMBER_FIELDS) as Array<[MemberField, MemberFieldSpec]>;
const HIDDEN_WHEN_OFF = DECLARED.flatMap(([key, spec]) => (spec.visibleTo ? [[key, spec.visibleTo.whenOn as MemberField, spec.group === 'address'] as const] : []));
const EMAIL_SWITCH = DECLARED.find(([, spec]) => spec.kind === 'flag' && spec.hidesEmail)?.[0];
const YEAR_SWITCHES = DECLARED.flatMap(([key, spec]) => (spec.kind === 'flag' && spec.hidesYearOf ? [[key, spec.hidesYearOf as MemberField] as const] : []));

/** A birthday as its parts: the year is null when its owner hides it ('--MM-DD'). */
export interface BirthdayParts {
  year: number | null;
  month: number;
  day: number;
}

/**
 * A birthday's parts, read from its digits: 'YYYY-MM-DD' with a year from 1900 to 2100, or
 * '--MM-DD' (the year hidden; 29 February allowed). Null for anything else (a timestamp counts by
 * its date part).
 */
export function birthdayParts(value: unknown): BirthdayParts | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4}|-)-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  const year = match[1] === '-' ? null : Number(match[1]);
  const [month, day] = [Number(match[2]), Number(match[3])];
  if (year !== null && (year < BIRTHDAY_MIN_YEAR || year > BIRTHDAY_MAX_YEAR)) return null;
  if (month < 1 || month > 12 || day < 1) return null;
  // A year-less date may be 29 February: check it in a leap year.
  return day <= new Date(Date.UTC(year ?? 2000, month, 0)).getUTCDate() ? { year, month, day } : null;
}

/** A member as the family sees them: switched-off fields removed, a hidden birth year dropped. */
export function asShown(user: User): User {
  const flags = user as Record<string, unknown>;
  let shown: User | undefined;
  const copy = (): User => (shown ??= { ...user, address: user.address ? { ...user.address } : user.address });
  for (const [key, flag, inAddress] of HIDDEN_WHEN_OFF) {
    if (flags[flag] !== false) continue;
    if (inAddress) {
      if (user.address?.[key as keyof typeof user.address] !== undefined) delete (copy().address as Record<string, unknown>)[key];
    } else if (flags[key] !== undefined) delete (copy() as Record<string, unknown>)[key];
  }
  if (EMAIL_SWITCH && flags[EMAIL_SWITCH] === false && user.email !== undefined) delete copy().email;
  for (const [flag, date] of YEAR_SWITCHES) {
    const parts = flags[flag] === false ? birthdayParts(flags[date]) : null;
    if (parts?.year) (copy() as Record<string, unknown>)[date] = `--${String(parts.month).padStart(2, '0')}-${String(parts.day).padStart(2, '0')}`;
  }
  return shown ?? user;
}

/** What of a member's own profile the family does not see: the nouns of the switches turned off ('Phone', 'Birth Year'). */
export function hiddenFromFamily(user: User): string[] {
  const flags = user as Record<string, unknown>;
  return DECLARED.flatMap(([key, spec]) =>
    spec.kind === 'flag' && !spec.liveLocation && flags[key] === false ? [spec.label.replace(/ Visible$/, '')] : [],
  );
}

/**
 * True when the switch that guards a field (its `visibleTo`) is on; a switch the member never set
 * counts as its default. Every place that shows a field asks this, beside asShown.
 */
export function fieldSwitchOn(member: object, spec: MemberFieldSpec, fields: FieldTable = MEMBER_FIELDS): boolean {
  if (!spec.visibleTo) return true;
  const flag = (member as Record<string, unknown>)[spec.visibleTo.whenOn];
  if (typeof flag === 'boolean') return flag;
  const guard = fields[spec.visibleTo.whenOn];
  return guard?.kind === 'flag' && guard.startsOn === true;
}
