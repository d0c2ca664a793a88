import { makeUser } from '../testing/fixtures';
import { formatBirthday } from '../profile/profile';
import { asShown, birthdayParts, hiddenFromFamily } from './shown';

describe('birthdayParts', () => {
  it('reads a full date and a date whose year is hidden, from their digits', () => {
    expect(birthdayParts('1990-12-10')).toEqual({ year: 1990, month: 12, day: 10 });
    expect(birthdayParts('1990-12-10T00:00:00.000Z')).toEqual({ year: 1990, month: 12, day: 10 });
    expect(birthdayParts('--02-29')).toEqual({ year: null, month: 2, day: 29 });
    for (const bad of ['1899-12-31', '2101-01-01', '1999-02-29', '--02-30', '--13-01', '--00-10', '-02-03', 'soon', '', null, 42]) {
      expect(birthdayParts(bad)).toBeNull();
    }
  });

  it('formats a year-less birthday as month and day', () => {
    expect(formatBirthday('--07-04')).toBe('July 4');
    expect(formatBirthday('1990-07-04')).toBe('July 4, 1990');
    expect(formatBirthday('--07-32')).toBe('Invalid Date');
  });
});

describe('asShown: what the family sees of a member', () => {
  it('leaves a member with every switch on as received (the same object)', () => {
    const member = makeUser();
    expect(asShown(member)).toBe(member);
  });

  it('drops each hidden field, and only that, without touching what it received', () => {
    const member = makeUser({ isPhoneVisible: false, isEmailVisible: false, isAddressVisible: false, isBirthYearVisible: false, birthday: '1950-03-14' });
    const shown = asShown(member);
    expect(shown.phoneNumber).toBeUndefined();
    expect(shown.email).toBeUndefined();
    expect(shown.address).toEqual({});
    expect(shown.birthday).toBe('--03-14');
    expect(shown.displayName).toBe(member.displayName);
    expect(member.phoneNumber).toBe('5551234567');
    expect(member.address?.city).toBe('London');
    expect(member.birthday).toBe('1950-03-14');
  });

  it('names what the family does not see, for its owner', () => {
    expect(hiddenFromFamily(makeUser())).toEqual([]);
    expect(hiddenFromFamily(makeUser({ isBirthdayVisible: false, isAddressVisible: false, isLocationVisible: false }))).toEqual(['Birthday', 'Address']);
  });
});
