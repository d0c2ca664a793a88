import { normalizeUser, userDisplayName, birthdayDatePart } from './user';

describe('normalizeUser', () => {
  it('reads the snake_case variants into the camelCase shape', () => {
    const user = normalizeUser({
      id: 7,
      email: 'a@b.co',
      display_name: 'Grandma Jo',
      first_name: 'Jo',
      last_name: 'March',
      phone_number: '5550001111',
      photo_url: '/uploads/avatars/7.webp',
      is_location_visible: true,
      is_birthday_visible: false,
      email_verified: true,
    });
    expect(user).toEqual({
      id: 7,
      email: 'a@b.co',
      displayName: 'Grandma Jo',
      firstName: 'Jo',
      lastName: 'March',
      phoneNumber: '5550001111',
      photoURL: '/uploads/avatars/7.webp',
      isLocationVisible: true,
      isBirthdayVisible: false,
      emailVerified: true,
    });
  });

  it('prefers the camelCase value when both casings arrive', () => {
    expect(normalizeUser({ id: 1, displayName: 'New', display_name: 'Old' }).displayName).toBe('New');
  });

  it('keeps only the date part of an ISO birthday', () => {
    expect(normalizeUser({ id: 1, birthday: '1985-04-02T00:00:00.000Z' }).birthday).toBe('1985-04-02');
    expect(normalizeUser({ id: 1, birthday: '1985-04-02' }).birthday).toBe('1985-04-02');
  });

  it('drops an empty birthday and an empty photo', () => {
    const user = normalizeUser({ id: 1, birthday: '', photo_url: null });
    expect(user).not.toHaveProperty('birthday');
    expect(user).not.toHaveProperty('photoURL');
  });

  it('keeps fields it does not know as received', () => {
    expect(normalizeUser({ id: 3, favouriteColour: 'green', created_at: '2026-01-01' })).toMatchObject({
      favouriteColour: 'green',
      created_at: '2026-01-01',
    });
  });

  it('normalises the address and the location', () => {
    const user = normalizeUser({
      id: 1,
      address: { address1: '1 Main St', postal_code: '12345', city: 'Springfield' },
      location: { latitude: '40.5', longitude: -75.25 },
    });
    expect(user.address).toEqual({ address1: '1 Main St', postalCode: '12345', city: 'Springfield' });
    expect(user.location).toEqual({ lat: 40.5, lng: -75.25 });
  });

  it('drops a location without usable coordinates', () => {
    expect(normalizeUser({ id: 1, location: { lat: 'x', lng: 2 } })).not.toHaveProperty('location');
  });

  it('turns a numeric string id into a number and survives junk input', () => {
    expect(normalizeUser({ id: '12' }).id).toBe(12);
    expect(normalizeUser(null)).toEqual({});
    expect(normalizeUser('nonsense')).toEqual({});
  });
});

describe('userDisplayName', () => {
  it('uses the display name, else first plus last name', () => {
    expect(userDisplayName({ displayName: ' Jo ', firstName: 'X', lastName: 'Y' })).toBe('Jo');
    expect(userDisplayName({ firstName: 'Jo', lastName: 'March' })).toBe('Jo March');
    expect(userDisplayName({ firstName: 'Jo' })).toBe('Jo');
    expect(userDisplayName({})).toBe('');
  });
});

describe('birthdayDatePart', () => {
  it('returns undefined for nothing', () => {
    expect(birthdayDatePart(undefined)).toBeUndefined();
    expect(birthdayDatePart('')).toBeUndefined();
  });
});
