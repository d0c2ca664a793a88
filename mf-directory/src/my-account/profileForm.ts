import {
  ERRORS,
  MEMBER_FIELDS,
  adminProfileUpdateFailedMessage,
  type AdminProfilePayload,
  type MemberField,
  type MemberFieldSpec,
  type OwnProfilePayload,
  type PrivacyFlag,
  type ProfileField,
  type User,
} from 'shared-contracts';
import { ApiError, callApi } from 'shared-contracts/runtime';

const FIELDS = Object.entries(MEMBER_FIELDS) as Array<[MemberField, MemberFieldSpec]>;

/** The edit form's fields, flat, as antd Form holds them (the member fields' keys). */
export type ProfileFormValues = Record<ProfileField, string> & Record<PrivacyFlag, boolean>;

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The form as it starts: the user's data, '' for what is missing. */
export function formValuesOf(user: User): ProfileFormValues {
  const values: Record<string, string | boolean> = {};
  for (const [key, spec] of FIELDS) {
    const value = (spec.group ? (user.address ?? {}) : user)[key as keyof User & keyof NonNullable<User['address']>];
    // A switch the answer does not carry (a copy kept from an older version) is as it starts.
    values[key] = spec.kind === 'flag' ? (value === undefined ? spec.startsOn === true : value === true) : str(value);
  }
  return values as ProfileFormValues;
}

/** The admin save of someone else's profile (camelCase): every field of the form, the address nested. */
export function adminProfilePayload(values: ProfileFormValues): AdminProfilePayload {
  const payload: Record<string, unknown> = {};
  const address: Record<string, string> = {};
  for (const [key, spec] of FIELDS) {
    const value = values[key];
    if (spec.group) address[key] = str(value).trim();
    else if (spec.kind === 'flag') payload[key] = value === true;
    else if (spec.kind === 'date') payload[key] = str(value) || null;
    else payload[key] = str(value).trim();
  }
  payload.address = address;
  return payload as AdminProfilePayload;
}

/** The own save (spec section 7): the spec's snake_case spellings; the two privacy switches keep their camelCase names. */
export function ownProfilePayload(values: ProfileFormValues): OwnProfilePayload {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(adminProfilePayload(values))) {
    const spec: MemberFieldSpec | undefined = (MEMBER_FIELDS as Record<string, MemberFieldSpec>)[key];
    payload[spec?.kind !== 'flag' && spec?.snake ? spec.snake : key] = value;
  }
  return payload as OwnProfilePayload;
}

/** The edit applied to the member as the page knows them: empty values left out, as the server leaves them out. */
function withSave(user: User, payload: AdminProfilePayload): User {
  const saved: Record<string, unknown> = { ...user };
  for (const [key, value] of Object.entries(payload)) {
    if (key === 'address') continue;
    if (value === null || value === '') delete saved[key];
    else saved[key] = value;
  }
  if (payload.address) saved.address = Object.fromEntries(Object.entries(payload.address).filter(([, value]) => value));
  return saved as User;
}

/** The member as they are after an admin save: the server's answer, else the edit applied. */
export function userAfterAdminSave(user: User, payload: AdminProfilePayload, saved: User | null): User {
  return saved ?? withSave(user, payload);
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
    return user && typeof user === 'object' ? user : null;
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
