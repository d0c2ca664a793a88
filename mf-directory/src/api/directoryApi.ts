import {
  API_PATHS,
  ERRORS,
  MESSAGES,
  adminProfileUpdateFailedMessage,
  normalizeUser,
  type AdminProfilePayload,
  type ApiEnvelope,
  type FamilyMembersData,
  type User,
  type UserData,
} from 'shared-contracts';
import { apiClient, httpStatus, serverMessage } from 'shared-contracts/http';

/*
 * The directory's calls (spec section 7). Each one goes through the shell's shared client,
 * which sends the session cookie and the header the server's cross-site check needs.
 */

/** GET family/members -> { success, data: { members } }; anything else is a failure. */
export async function fetchFamilyMembers(): Promise<User[]> {
  const { data: body } = await apiClient().get<ApiEnvelope<FamilyMembersData>>(API_PATHS.familyMembers);
  const members = body?.data?.members;
  if (!body?.success || !Array.isArray(members)) throw new Error(body?.message || 'The family members could not be read');
  return members.map(normalizeUser);
}

/** GET user/{id}/profile -> { success, data: <the profile> }. */
export async function fetchUserProfile(id: number): Promise<User> {
  const { data: body } = await apiClient().get<ApiEnvelope<User>>(API_PATHS.userProfile(id));
  const profile = body?.data;
  if (body?.success === false || !profile || typeof profile !== 'object') throw new Error(body?.message || MESSAGES.invalidServerResponse);
  return normalizeUser(profile);
}

/** Reason phrases for when the answer carries none (HTTP/2 never does). */
const REASON_PHRASES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Content Too Large',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

export function statusTextOf(status: number, statusText: string | undefined): string {
  const given = statusText?.trim();
  if (given && given !== String(status)) return given;
  return REASON_PHRASES[status] ?? '';
}

/**
 * What a refused save said about single fields: the server answers a 400 with
 * `errors: { field: message }`, named like the form's fields (displayName, city, ...).
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  const source = error instanceof ProfileSaveError ? error.fieldErrors : (error as { response?: { data?: { errors?: unknown } } })?.response?.data?.errors;
  if (!source || typeof source !== 'object' || Array.isArray(source)) return {};
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

/** A failed save, with the server's own words when it gave any. */
export class ProfileSaveError extends Error {
  constructor(
    message: string,
    readonly serverMessage?: string,
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ProfileSaveError';
  }
}

/**
 * PUT admin/user/{id}/profile (admins and managers editing someone else). A non-OK answer
 * is raised as 'Failed to update profile: {status} {statusText}'. Resolves with the saved
 * user when the server sends it back (data.user), else null.
 */
export async function saveMemberProfile(id: number, payload: AdminProfilePayload): Promise<User | null> {
  let body: ApiEnvelope<Partial<UserData>> | undefined;
  try {
    ({ data: body } = await apiClient().put<ApiEnvelope<Partial<UserData>>>(API_PATHS.adminUserProfile(id), payload));
  } catch (error) {
    const status = httpStatus(error);
    if (status === undefined) throw error;
    const statusText = (error as { response?: { statusText?: string } }).response?.statusText;
    const said = serverMessage(error, '');
    throw new ProfileSaveError(adminProfileUpdateFailedMessage(status, statusTextOf(status, statusText)), said || undefined, serverFieldErrors(error));
  }
  if (body?.success === false) throw new ProfileSaveError(ERRORS.saveProfileFailed, body.message || undefined);
  const user = body?.data?.user;
  return user && typeof user === 'object' ? normalizeUser(user) : null;
}
