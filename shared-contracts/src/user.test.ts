import { userDisplayName, birthdayDatePart } from './user';

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
