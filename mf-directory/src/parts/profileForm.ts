import {
  ADDRESS_FIELDS,
  ERRORS,
  PROFILE_TEXT_FIELDS,
  adminProfileUpdateFailedMessage,
  normalizeUser,
  type AddressField,
  type AdminProfilePayload,
  type OwnProfilePayload,
  type ProfileTextField,
  type User,
} from 'shared-contracts';
import { ApiError, callApi } from 'shared-contracts/runtime';

const TEXT_KEYS = Object.keys(PROFILE_TEXT_FIELDS) as ProfileTextField[];
const ADDRESS_KEYS = Object.keys(ADDRESS_FIELDS) as AddressField[];

/** The edit form's fields, flat, as antd Form holds them (the field table's keys). */
export type ProfileFormValues = Record<ProfileTextField | AddressField | 'birthday', string> & {
  isLocationVisible: boolean;
  isBirthdayVisible: boolean;
};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The form as it starts: the user's data, '' for what is missing. */
export function formValuesOf(user: User): ProfileFormValues {
  const address = user.address ?? {};
  const values = { birthday: str(user.birthday) } as ProfileFormValues;
  for (const key of TEXT_KEYS) values[key] = str(user[key]);
  for (const key of ADDRESS_KEYS) values[key] = str(address[key]);
  values.isLocationVisible = user.isLocationVisible === true;
  values.isBirthdayVisible = user.isBirthdayVisible === true;
  return values;
}

function addressOf(values: ProfileFormValues): Record<AddressField, string> {
  return Object.fromEntries(ADDRESS_KEYS.map((key) => [key, str(values[key]).trim()])) as Record<AddressField, string>;
}

/** The admin save of someone else's profile (camelCase): every field of the form. */
export function adminProfilePayload(values: ProfileFormValues): AdminProfilePayload {
  const payload: AdminProfilePayload = {};
  for (const key of TEXT_KEYS) payload[key] = str(values[key]).trim();
  payload.birthday = str(values.birthday) || null;
  payload.isLocationVisible = values.isLocationVisible === true;
  payload.isBirthdayVisible = values.isBirthdayVisible === true;
  payload.address = addressOf(values);
  return payload;
}

/** The own save (spec section 7): the table's snake_case spellings; the two privacy flags keep their camelCase names. */
export function ownProfilePayload(values: ProfileFormValues): OwnProfilePayload {
  const camel = adminProfilePayload(values) as Record<string, unknown>;
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(camel)) {
    const spec = (PROFILE_TEXT_FIELDS as Record<string, { snake?: string }>)[key];
    payload[spec?.snake ?? key] = value;
  }
  return payload as OwnProfilePayload;
}

/** The member as they are after an admin save: the server's answer, else the edit applied. */
export function userAfterAdminSave(user: User, payload: AdminProfilePayload, saved: User | null): User {
  return saved ?? normalizeUser({ ...user, ...payload, id: user.id, email: user.email });
}

/** A failed admin save, with the server's own words when it gave any. */
export class ProfileSaveError extends Error {
  constructor(
    message: string,
    readonly serverMessage?: string,
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ProfileSaveError';
  }
}

/**
 * PUT admin/user/{id}/profile (admins and managers editing someone else). A refusal is raised
 * as 'Failed to update profile: {status} {statusText}' (spec section 7).
 */
export async function saveMemberProfile(id: number, payload: AdminProfilePayload): Promise<User | null> {
  try {
    // The spec reads this answer's `data` only loosely: a server may send no user back.
    const user = (await callApi('adminUpdateProfile', { params: { id }, body: payload }))?.user;
    return user && typeof user === 'object' ? normalizeUser(user) : null;
  } catch (error) {
    if (!(error instanceof ApiError) || error.status === undefined) throw error;
    const message = error.status === 200 ? ERRORS.saveProfileFailed : adminProfileUpdateFailedMessage(error.status, error.statusText);
    throw new ProfileSaveError(message, error.serverMessage, error.fieldErrors);
  }
}

/** What a refused save said about single fields (named like the form's fields). */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (error instanceof ProfileSaveError || error instanceof ApiError) return error.fieldErrors;
  return {};
}
