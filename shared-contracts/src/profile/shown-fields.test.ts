import { shownFields } from './shown-fields';
import { filterMembers } from './search';
import { csvColumnsOf } from '../userAdmin/userAdmin';
import { fieldValidators } from './profile';
import { MEMBER_FIELDS, type FieldTable } from '../member/fields';
import type { User } from '../member/names';
import { TABLE_WITH_THROWAWAY_FIELD, THROWAWAY_FIELD } from '../testing/fieldTable';

const jo = (more: Record<string, unknown> = {}): User =>
  ({
    id: 1,
    email: 'jo@march.family',
    displayName: 'Jo March',
    phoneNumber: '5551234567',
    occupation: 'Writer',
    bio: 'Loves plays',
    birthday: '1990-12-10',
    isBirthdayVisible: true,
    ...more,
  }) as User;

const values = (member: User, where: Parameters<typeof shownFields>[1], fields: FieldTable = MEMBER_FIELDS) =>
  shownFields(member, where, fields).map(({ term, value }) => `${term}: ${value}`);

describe('the field table says where a field shows', () => {
  it('the card and the profile: occupation under the name, bio as About, phone before the location, birthday after it', () => {
    for (const place of ['card', 'profile'] as const) {
      expect(values(jo(), { place, slot: 'heading' })).toEqual(['Occupation: Writer']);
      expect(values(jo(), { place, slot: 'about' })).toEqual(['Bio: Loves plays']);
      expect(values(jo(), { place, slot: 'contact' })).toEqual(['Phone: (555) 123-4567']);
      expect(values(jo(), { place, slot: 'fact' })).toEqual(['Birthday: December 10, 1990']);
    }
  });

  it("the map's popup: the occupation under the name and the phone as a number to dial", () => {
    expect(values(jo(), { place: 'mapPopup', slot: 'heading' })).toEqual(['Occupation: Writer']);
    expect(shownFields(jo(), { place: 'mapPopup', slot: 'line' })).toEqual([
      { key: 'phoneNumber', term: 'Phone', value: '(555) 123-4567', icon: 'phone', line: '(555) 123-4567', href: 'tel:5551234567' },
    ]);
  });

  it('leaves out empty values and a field whose switch is off or was never turned on', () => {
    expect(values(jo({ occupation: '   ', phoneNumber: '' }), { place: 'card', slot: 'heading' })).toEqual([]);
    expect(values(jo({ isBirthdayVisible: false }), { place: 'card', slot: 'fact' })).toEqual([]);
    expect(values(jo({ isBirthdayVisible: undefined }), { place: 'card', slot: 'fact' })).toEqual([]);
    // The phone's switch starts on: unset, the phone shows; off, it does not.
    expect(values(jo({ isPhoneVisible: undefined }), { place: 'card', slot: 'contact' })).toEqual(['Phone: (555) 123-4567']);
    expect(values(jo({ isPhoneVisible: false }), { place: 'card', slot: 'contact' })).toEqual([]);
  });

  it('a birthday whose year is hidden shows without it', () => {
    expect(values(jo({ birthday: '--12-10' }), { place: 'profile', slot: 'fact' })).toEqual(['Birthday: December 10']);
  });
});

describe('a field added to the table', () => {
  const withDish = jo({ [THROWAWAY_FIELD]: '  Lasagne ' });

  it('shows on the card, the profile and the map popup, after the location, saying what it is', () => {
    for (const place of ['card', 'profile'] as const) {
      expect(values(withDish, { place, slot: 'fact' }, TABLE_WITH_THROWAWAY_FIELD)).toEqual(['Birthday: December 10, 1990', 'Favourite dish: Lasagne']);
    }
    expect(shownFields(withDish, { place: 'mapPopup', slot: 'line' }, TABLE_WITH_THROWAWAY_FIELD).map((field) => field.value)).toEqual(['(555) 123-4567', 'Lasagne']);
  });

  it('is searched', () => {
    expect(filterMembers([withDish], 'lasagne', TABLE_WITH_THROWAWAY_FIELD)).toEqual([withDish]);
    expect(filterMembers([withDish], 'lasagne')).toEqual([]);
  });

  it('is a column of the user import, with its own checks', () => {
    expect(csvColumnsOf(TABLE_WITH_THROWAWAY_FIELD).optional).toContain(THROWAWAY_FIELD);
    expect(csvColumnsOf(MEMBER_FIELDS).optional).not.toContain(THROWAWAY_FIELD);
    expect(fieldValidators(TABLE_WITH_THROWAWAY_FIELD)[THROWAWAY_FIELD]('x'.repeat(61))).toBe('Favourite dish must be at most 60 characters');
  });
});

describe("the table's declarations fit their fields", () => {
  const declared = Object.entries(MEMBER_FIELDS as FieldTable).map(([key, spec]) => ({ key, kind: spec.kind, shows: spec.shows }));

  it('a date is written as a date property of the vCard, text as a text property; a switch shows nowhere', () => {
    for (const { key, kind, shows } of declared) {
      if (kind === 'flag') expect({ key, shows }).toEqual({ key, shows: undefined });
      const dateProperty = shows?.vcard === 'BDAY' || shows?.vcard === 'ANNIVERSARY';
      if (shows?.vcard && !shows.vcard.startsWith('X-')) expect({ key, dateProperty }).toEqual({ key, dateProperty: kind === 'date' });
    }
  });

  it("a vCard property is a name a card may hold (letters, digits and '-')", () => {
    for (const { key, shows } of declared) if (shows?.vcard) expect({ key, property: /^[A-Z][A-Z0-9-]*$/.test(shows.vcard) }).toEqual({ key, property: true });
  });

  it('exactly one field is the line under the name in the map popup', () => {
    expect(declared.filter(({ shows }) => shows?.mapPopup === 'heading')).toHaveLength(1);
  });
});
