import { normalizeUser, type AdminProfilePayload, type Address, type OwnProfilePayload, type User } from 'shared-contracts';

/** The edit form's fields, flat, as antd Form holds them. */
export interface ProfileFormValues {
  displayName: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  occupation: string;
  birthday: string;
  bio: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  country: string;
  postalCode: string;
  isLocationVisible: boolean;
  isBirthdayVisible: boolean;
}

const ADDRESS_KEYS = ['address1', 'address2', 'city', 'state', 'country', 'postalCode'] as const;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The form as it starts: the user's data, '' for what is missing. */
export function formValuesOf(user: User): ProfileFormValues {
  const address = user.address ?? {};
  return {
    displayName: str(user.displayName),
    firstName: str(user.firstName),
    lastName: str(user.lastName),
    phoneNumber: str(user.phoneNumber),
    occupation: str(user.occupation),
    birthday: str(user.birthday),
    bio: str(user.bio),
    address1: str(address.address1),
    address2: str(address.address2),
    city: str(address.city),
    state: str(address.state),
    country: str(address.country),
    postalCode: str(address.postalCode),
    isLocationVisible: user.isLocationVisible === true,
    isBirthdayVisible: user.isBirthdayVisible === true,
  };
}

function addressOf(values: ProfileFormValues): Required<Address> {
  const address = {} as Required<Address>;
  for (const key of ADDRESS_KEYS) address[key] = str(values[key]).trim();
  return address;
}

/** PUT /api/auth/profile (one's own): snake_case names plus the two privacy flags. */
export function ownProfilePayload(values: ProfileFormValues): OwnProfilePayload {
  return {
    display_name: str(values.displayName).trim(),
    first_name: str(values.firstName).trim(),
    last_name: str(values.lastName).trim(),
    phone_number: str(values.phoneNumber).trim(),
    occupation: str(values.occupation).trim(),
    bio: str(values.bio).trim(),
    address: addressOf(values),
    birthday: str(values.birthday) || null,
    isLocationVisible: values.isLocationVisible === true,
    isBirthdayVisible: values.isBirthdayVisible === true,
  };
}

/** PUT /api/auth/admin/user/{id}/profile (someone else's): the same fields in camelCase. */
export function adminProfilePayload(values: ProfileFormValues): AdminProfilePayload {
  return {
    displayName: str(values.displayName).trim(),
    firstName: str(values.firstName).trim(),
    lastName: str(values.lastName).trim(),
    phoneNumber: str(values.phoneNumber).trim(),
    occupation: str(values.occupation).trim(),
    bio: str(values.bio).trim(),
    birthday: str(values.birthday) || null,
    isLocationVisible: values.isLocationVisible === true,
    isBirthdayVisible: values.isBirthdayVisible === true,
    address: addressOf(values),
  };
}

/** The member as they are after an admin save: the server's answer, else the edit applied. */
export function userAfterAdminSave(user: User, payload: AdminProfilePayload, saved: User | null): User {
  return saved ?? normalizeUser({ ...user, ...payload, id: user.id, email: user.email });
}
