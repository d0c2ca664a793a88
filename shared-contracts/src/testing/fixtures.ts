import type { User } from 'shared-contracts';

let nextId = 100;

/** A family member as the API sends it, with every field filled in. */
export function makeUser(overrides: Partial<User> = {}): User {
  nextId += 1;
  return {
    id: nextId,
    email: `member${nextId}@example.com`,
    displayName: 'Ada Lovelace',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phoneNumber: '5551234567',
    occupation: 'Mathematician',
    bio: 'Poetical science',
    birthday: '1990-12-10',
    isLocationVisible: false,
    isBirthdayVisible: true,
    isBirthYearVisible: true,
    isPhoneVisible: true,
    isEmailVisible: true,
    isAddressVisible: true,
    emailVerified: false,
    address: { address1: '12 St James Square', address2: '', city: 'London', state: 'LDN', country: 'UK', postalCode: 'SW1Y 4JH' },
    created_at: '2026-01-01T00:00:00.000Z',
    last_login: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}
