import type { User } from '../member/schema.js';
import { MEMBER_FIELDS, type FieldIcon, type FieldTable, type MemberFieldSpec, type MemberSlot } from '../member/fields.js';
import { fieldSwitchOn } from '../member/shown.js';
import { formatBirthday, formatPhone } from './profile.js';

/*
 * The fields a place shows of a member, read from the field table's `shows` (member/fields.ts):
 * the card, the profile and the map's popup render these and name no field themselves.
 */

/** A place that shows a member's fields, and where in it. */
type FieldPlace = { place: 'card' | 'profile'; slot: MemberSlot } | { place: 'mapPopup'; slot: 'heading' | 'line' };

/** One field as a place shows it. */
export interface ShownField {
  key: string;
  /** What introduces it ('Phone'). */
  term: string;
  /** Its value as the family reads it ('(555) 123-4567', 'December 10, 1990'). */
  value: string;
  icon: FieldIcon;
  /** The field as a line of its own says it: the value, or 'Favourite dish: Lasagne' for a fact with no icon of its own. */
  line: string;
  /** Where a tap on it leads, for a phone number that has digits ('tel:+15551234567'). */
  href?: string;
}

/** A field's value as it is read: trimmed text, a phone as dialled, a date in words; '' for nothing. */
function valueOf(spec: MemberFieldSpec, raw: unknown): string {
  if (spec.kind === 'flag' || typeof raw !== 'string' || !raw.trim()) return '';
  if (spec.kind === 'date') return formatBirthday(raw);
  return spec.input === 'tel' ? formatPhone(raw.trim()) : raw.trim();
}

function telHref(spec: MemberFieldSpec, raw: unknown): string | undefined {
  if (spec.kind !== 'text' || spec.input !== 'tel' || typeof raw !== 'string') return undefined;
  const dial = raw.replace(/[^\d+]/g, '');
  return /\d/.test(dial) ? `tel:${dial}` : undefined;
}

/**
 * The fields `where` shows of a member, in table order, with a value. Pass the member as the
 * family sees them (asShown): this also leaves out a field whose switch is not on.
 */
export function shownFields(member: User, where: FieldPlace, fields: FieldTable = MEMBER_FIELDS): ShownField[] {
  const values = member as unknown as Record<string, unknown>;
  const shown: ShownField[] = [];
  for (const [key, spec] of Object.entries(fields)) {
    if (spec.shows?.[where.place] !== where.slot || !fieldSwitchOn(values, spec, fields)) continue;
    const value = valueOf(spec, values[key]);
    if (!value) continue;
    const term = spec.shows.term ?? spec.name;
    const icon = spec.shows.icon ?? 'info';
    shown.push({ key, term, value, icon, line: icon === 'info' ? `${term}: ${value}` : value, href: telHref(spec, values[key]) });
  }
  return shown;
}

/** The fields the directory's search looks in, as the family sees them. */
export function searchedValues(member: User, fields: FieldTable = MEMBER_FIELDS): string[] {
  const values = member as unknown as Record<string, unknown>;
  return Object.entries(fields).flatMap(([key, spec]) => (spec.shows?.search && fieldSwitchOn(values, spec, fields) ? [valueOf(spec, values[key])] : []));
}
