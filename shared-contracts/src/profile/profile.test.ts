import {
  LOCATION_TEXT,
  PROFILE_VALIDATORS,
  addressLines,
  addressParts,
  formatBirthday,
  formatPhone,
  hasVisibleCoordinates,
  locationMapUrl,
  locationText,
  nameProblem,
} from './profile';
import { PROFILE_LIMITS, PROFILE_MESSAGES } from '../member/fields';
import type { User } from '../member/names';

/** Each field's message by its own validator (the address' parts under their own names), as a form shows them. */
function problems(fields: Record<string, unknown>): Record<string, string> {
  const { address, ...top } = fields;
  const all = { ...top, ...(address && typeof address === 'object' ? (address as Record<string, unknown>) : {}) };
  return Object.fromEntries(
    Object.entries(all).flatMap(([key, value]) => {
      const message = PROFILE_VALIDATORS[key as keyof typeof PROFILE_VALIDATORS](value);
      return message ? [[key, message]] : [];
    }),
  );
}

describe('formatPhone', () => {
  it.each([
    ['5551234567', '(555) 123-4567'],
    ['555-123-4567', '(555) 123-4567'],
    ['(555) 123 4567', '(555) 123-4567'],
    ['555.123.4567', '(555) 123-4567'],
  ])('formats exactly 10 digits (%s)', (value, formatted) => {
    expect(formatPhone(value)).toBe(formatted);
  });

  it.each(['+1 555 123 4567', '555123456', '12345', '+44 20 7946 0958', 'ext. 12'])('keeps any other value as given (%s)', (value) => {
    expect(formatPhone(value)).toBe(value);
  });

  it.each([undefined, null, ''])('is empty for no phone (%p)', (value) => {
    expect(formatPhone(value)).toBe('');
  });
});

describe('formatBirthday', () => {
  it.each([
    ['1990-12-10', 'December 10, 1990'],
    ['2000-01-01', 'January 1, 2000'],
    ['1900-01-01', 'January 1, 1900'],
    ['2100-12-31', 'December 31, 2100'],
    ['2024-02-29', 'February 29, 2024'],
    ['1985-06-05T00:00:00.000Z', 'June 5, 1985'],
  ])('writes %s as a long US date', (value, formatted) => {
    expect(formatBirthday(value)).toBe(formatted);
  });

  it('never shifts the day through a time zone', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'America/Los_Angeles';
    try {
      expect(formatBirthday('1990-01-01')).toBe('January 1, 1990');
      expect(formatBirthday('1990-01-01T00:00:00.000Z')).toBe('January 1, 1990');
    } finally {
      process.env.TZ = zone;
    }
  });

  it.each(['1899-12-31', '2101-01-01', '1990-13-01', '1990-00-10', '1990-04-31', '2023-02-29', '1990-01-00', 'not a date', '', null, undefined])(
    "reads 'Invalid Date' for %p",
    (value) => {
      expect(formatBirthday(value)).toBe('Invalid Date');
    },
  );
});

describe('locationText', () => {
  const live = { isLocationVisible: true, location: { lat: 51.5, lng: -0.12 } };

  it("is 'city, state', or whichever part exists", () => {
    expect(locationText({ address: { city: 'Concord', state: 'MA' } })).toBe('Concord, MA');
    expect(locationText({ address: { city: 'Concord', state: ' ' } })).toBe('Concord');
    expect(locationText({ address: { state: 'MA' }, ...live })).toBe('MA');
  });

  it("is 'Live location available' without city and state when coordinates are shared", () => {
    expect(locationText({ address: { address1: '1 Main St' }, ...live })).toBe(LOCATION_TEXT.live);
    expect(LOCATION_TEXT.live).toBe('Live location available');
  });

  it("is 'No location shared' otherwise", () => {
    expect(locationText({})).toBe('No location shared');
    expect(locationText({ isLocationVisible: true })).toBe('No location shared');
    expect(locationText({ isLocationVisible: false, location: live.location })).toBe('No location shared');
    expect(locationText({ isLocationVisible: true, location: { lat: Number.NaN, lng: 1 } })).toBe('No location shared');
  });

  it('hasVisibleCoordinates needs the flag and both numbers', () => {
    expect(hasVisibleCoordinates(live)).toBe(true);
    expect(hasVisibleCoordinates({ isLocationVisible: true, location: { lat: 1, lng: Number.POSITIVE_INFINITY } })).toBe(false);
    expect(hasVisibleCoordinates({ location: live.location })).toBe(false);
  });
});

describe('addressLines', () => {
  it('joins the non-empty lines', () => {
    expect(addressLines({ address1: '12 St James Square', address2: '', city: 'London', state: ' ', country: 'UK', postalCode: 'SW1Y 4JH' })).toBe(
      '12 St James Square, London, SW1Y 4JH, UK',
    );
    expect(addressParts({ address2: 'Flat 2', city: 'Bath' })).toEqual(['Flat 2', 'Bath']);
  });

  it('is empty without an address', () => {
    expect(addressLines(undefined)).toBe('');
    expect(addressLines(null)).toBe('');
    expect(addressLines({})).toBe('');
    expect(addressParts(undefined)).toEqual([]);
  });
});

describe('locationMapUrl', () => {
  it('points at the shared coordinates', () => {
    expect(locationMapUrl({ isLocationVisible: true, location: { lat: 42.46, lng: -71.35 }, address: { city: 'Concord' } })).toBe(
      'https://www.openstreetmap.org/?mlat=42.46&mlon=-71.35#map=15/42.46/-71.35',
    );
  });

  it('searches the address when the position is not shared', () => {
    expect(locationMapUrl({ isLocationVisible: false, location: { lat: 1, lng: 2 }, address: { address1: '10 Orchard St', city: 'Concord', state: 'MA' } })).toBe(
      'https://www.openstreetmap.org/search?query=10%20Orchard%20St%2C%20Concord%2C%20MA',
    );
  });

  it('has nowhere to go without either', () => {
    expect(locationMapUrl({ isLocationVisible: true })).toBeNull();
    expect(locationMapUrl({ address: {} })).toBeNull();
  });
});

describe('profile validation', () => {
  it("exports the limits: the spec's for its fields (a field added later brings its own)", () => {
    expect(PROFILE_LIMITS).toMatchObject({
      displayName: 100,
      firstName: 100,
      lastName: 100,
      phoneNumber: 30,
      occupation: 100,
      bio: 1000,
      address1: 100,
      address2: 100,
      city: 100,
      state: 100,
      country: 100,
      postalCode: 20,
    });
  });

  it('accepts a complete, sensible profile and an empty one', () => {
    const fine = {
      displayName: 'Jo March',
      firstName: 'Jo',
      lastName: 'March',
      phoneNumber: '+1 (555) 123-4567',
      occupation: 'Writer',
      bio: 'x'.repeat(1000),
      birthday: '1990-12-10',
      address: { address1: '10 Orchard St', address2: '', city: 'Concord', state: 'MA', country: 'USA', postalCode: '01742-1234' },
    };
    expect(problems(fine)).toEqual({});
    expect(problems({})).toEqual({});
    expect(problems({ birthday: null, address: null, phoneNumber: null })).toEqual({});
  });

  it.each(Object.entries(PROFILE_LIMITS) as Array<[keyof typeof PROFILE_LIMITS, number]>)('%s may hold %i characters and no more', (field, max) => {
    const validate = PROFILE_VALIDATORS[field];
    const ok = field === 'phoneNumber' ? '1'.repeat(max) : 'a'.repeat(max);
    expect(validate(ok)).toBeUndefined();
    expect(validate(`${ok}1`)).toMatch(/must be at most \d+ characters$/);
  });

  it('names the field and its limit', () => {
    expect(problems({ displayName: 'x'.repeat(101), bio: 'x'.repeat(1001), address: { postalCode: '1'.repeat(21) } })).toEqual({
      displayName: 'Display name must be at most 100 characters',
      bio: 'Bio must be at most 1000 characters',
      postalCode: 'Postal code must be at most 20 characters',
    });
  });

  it('allows only digits, spaces and + ( ) - . in a phone number', () => {
    expect(PROFILE_VALIDATORS.phoneNumber('+44 (20) 7946-0958.1')).toBeUndefined();
    expect(PROFILE_VALIDATORS.phoneNumber('')).toBeUndefined();
    for (const bad of ['555-CALL-NOW', '555#123', '5551234567 ext 2']) {
      expect(PROFILE_VALIDATORS.phoneNumber(bad)).toBe('Phone number may contain only digits, spaces and + ( ) - .');
    }
    expect(PROFILE_MESSAGES.phoneInvalid).toBe('Phone number may contain only digits, spaces and + ( ) - .');
  });

  it('allows only letters, digits, spaces and hyphens in a postal code', () => {
    expect(PROFILE_VALIDATORS.postalCode('SW1Y 4JH')).toBeUndefined();
    expect(PROFILE_VALIDATORS.postalCode('01742-1234')).toBeUndefined();
    expect(problems({ address: { postalCode: '017#42' } })).toEqual({ postalCode: 'Postal code may contain only letters, digits, spaces and hyphens' });
  });

  it('takes an empty birthday or a real date between 1900 and 2100', () => {
    for (const fine of [undefined, null, '', '1900-01-01', '2100-12-31', '2024-02-29']) expect(PROFILE_VALIDATORS.birthday(fine)).toBeUndefined();
    for (const bad of ['1899-12-31', '2101-01-01', '2023-02-29', '1990-13-01', '12/10/1990', '1990-12-10T00:00:00Z']) {
      expect(problems({ birthday: bad })).toEqual({ birthday: 'Birthday must be a real date between 1900 and 2100' });
    }
  });

  it('refuses values that are not text (the server is sent any JSON)', () => {
    expect(problems({ firstName: 42, birthday: 19901210, address: { city: ['Concord'] } })).toEqual({
      firstName: 'First name must be text',
      birthday: 'Birthday must be text',
      city: 'City must be text',
    });
  });

  it('reads a profile in its one casing (camelCase)', () => {
    expect(problems({ displayName: 'x'.repeat(101), phoneNumber: 'call me' })).toEqual({
      displayName: 'Display name must be at most 100 characters',
      phoneNumber: 'Phone number may contain only digits, spaces and + ( ) - .',
    });
  });
});

describe('hidden characters', () => {
  it.each([
    ['NUL', 'Jo\u0000March'],
    ['a bidi override', 'Jo \u202Ehcram'],
    ['a zero-width space', 'Jo\u200BMarch'],
    ['a byte-order mark inside', 'Jo\uFEFFMarch'],
    ['a line break in a one-line field', 'Jo\nMarch'],
  ])('%s is refused in a name, with a message naming the field', (_what, value) => {
    expect(PROFILE_VALIDATORS.displayName(value)).toBe('Display name must not contain control or invisible formatting characters');
    expect(problems({ address: { city: value } })).toEqual({ city: 'City must not contain control or invisible formatting characters' });
  });

  it('a bio may run over several lines, but holds no NUL', () => {
    expect(PROFILE_VALIDATORS.bio('Line one\r\nLine two\twith a tab')).toBeUndefined();
    expect(PROFILE_VALIDATORS.bio('Line one\u0000')).toBe('Bio must not contain control or invisible formatting characters');
  });

  it('letters of every script and emoji are fine', () => {
    for (const name of ['Zoë Ōta-Müller', 'محمد', '李小龍', 'Jo 🎂']) expect(PROFILE_VALIDATORS.displayName(name)).toBeUndefined();
  });

  it('joiners that writing needs are fine: emoji sequences, Persian and Indic letters', () => {
    for (const name of ['👨\u200D👩\u200D👧 Smiths', '👩🏽\u200D🍳 Chef', '🏳️\u200D🌈', 'مهر\u200Cانگیز', 'क्\u200Dष']) {
      expect(PROFILE_VALIDATORS.displayName(name)).toBeUndefined();
    }
  });

  it('joiners anywhere else only disguise a name, and are refused', () => {
    for (const name of ['Al\u200Dice', 'Al\u200Cice', '\u200D👩', '👩\u200D', '👩\u200D\u200D👧']) {
      expect(PROFILE_VALIDATORS.displayName(name)).toBe('Display name must not contain control or invisible formatting characters');
    }
  });
});

describe('nameProblem', () => {
  it('refuses emptying a name that is set, with the sign-up messages', () => {
    expect(nameProblem('firstName', '  ', 'Jo')).toBe('First name is required');
    expect(nameProblem('lastName', null, 'March')).toBe('Last name is required');
    expect(nameProblem('displayName', '', 'Jo March')).toBe('Display name is required');
  });

  it('lets a name never given stay empty, and leaves alone what the save does not name', () => {
    expect(nameProblem('firstName', '', null)).toBeUndefined();
    expect(nameProblem('firstName', undefined, 'Jo')).toBeUndefined();
    expect(nameProblem('firstName', 'Jo', 'Joanna')).toBeUndefined();
    expect(nameProblem('lastName', 'P', 'Private')).toBeUndefined();
  });
});
