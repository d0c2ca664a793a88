import { memberName, userDisplayName, userInitial, birthdayDatePart } from './names';

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

describe('userInitial', () => {
  it('is the first character of the shown name, uppercased, whole even when it is an emoji', () => {
    expect(userInitial({ displayName: 'jo March', firstName: 'Jo', lastName: 'March' })).toBe('J');
    expect(userInitial({ displayName: '', firstName: 'émile', lastName: '' })).toBe('É');
    expect(userInitial({ displayName: '🌻 Beth', firstName: 'Beth', lastName: 'March' })).toBe('🌻');
  });

  it("is '?' without any name", () => {
    expect(userInitial({ displayName: ' ', firstName: '', lastName: '' })).toBe('?');
  });
});

describe('memberName (what the server writes for a member)', () => {
  it.each([
    [{ displayName: 'Granny', firstName: 'Ada', lastName: 'Smith', email: 'ada@example.org' }, 'Granny'],
    [{ displayName: null, firstName: 'Ada', lastName: 'Smith', email: 'ada@example.org' }, 'Ada Smith'],
    [{ displayName: '', firstName: null, lastName: 'Smith', email: 'ada@example.org' }, 'Smith'],
    // Blank names are no names: the address, not an empty string.
    [{ displayName: '   ', firstName: ' ', lastName: '', email: 'ada@example.org' }, 'ada@example.org'],
    [{ displayName: null, firstName: null, lastName: null, email: 'ada@example.org' }, 'ada@example.org'],
    [{ displayName: null, firstName: null, lastName: null, email: null }, ''],
    [{}, ''],
  ])('%j is %j', (member, name) => {
    expect(memberName(member)).toBe(name);
  });
});
