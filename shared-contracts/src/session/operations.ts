import type { AxiosInstance } from 'axios';
import { API_PATHS, type ApiEnvelope, type OwnProfilePayload, type SignInPayload, type SignUpPayload, type UserData } from '../api.js';
import { ERRORS, MESSAGES } from '../validation.js';
import { errorMessage } from '../http/errors.js';
import type { SessionAction } from './state.js';
import type { User } from '../user.js';

type Dispatch = (action: SessionAction) => void;

function userFrom(body: ApiEnvelope<UserData> | undefined): User {
  const user = body?.data?.user;
  if (!user || typeof user !== 'object') throw new Error(MESSAGES.invalidServerResponse);
  return user;
}

async function authenticate(
  api: AxiosInstance,
  dispatch: Dispatch,
  path: string,
  payload: SignInPayload | SignUpPayload,
  fallback: string,
): Promise<boolean> {
  dispatch({ type: 'authStart' });
  try {
    const response = await api.post<ApiEnvelope<UserData>>(path, payload);
    dispatch({ type: 'authSuccess', user: userFrom(response.data) });
    return true;
  } catch (error) {
    console.error(fallback, error);
    dispatch({ type: 'authFailure', error: errorMessage(error, fallback) });
    return false;
  }
}

/** Signs in; the session holds the user or the error to show. Resolves true on success. */
export function signIn(api: AxiosInstance, dispatch: Dispatch, payload: SignInPayload): Promise<boolean> {
  return authenticate(api, dispatch, API_PATHS.signIn, payload, ERRORS.loginFailed);
}

export function signUp(api: AxiosInstance, dispatch: Dispatch, payload: SignUpPayload): Promise<boolean> {
  return authenticate(api, dispatch, API_PATHS.signUp, payload, ERRORS.signUpFailed);
}

/** Asks the server who is signed in; a 401 clears the user, other failures are only logged. */
export async function fetchCurrentUser(api: AxiosInstance, dispatch: Dispatch): Promise<void> {
  try {
    const response = await api.get<ApiEnvelope<UserData>>(API_PATHS.currentUser);
    const user = response.data?.data?.user;
    if (user) dispatch({ type: 'currentUserLoaded', user });
    else dispatch({ type: 'currentUserUnauthorized' });
  } catch (error) {
    if ((error as { response?: { status?: number } })?.response?.status === 401) {
      dispatch({ type: 'currentUserUnauthorized' });
    } else {
      console.error('Could not fetch the current user', error);
    }
  }
}

/** Logs out; the session is reset even when the call fails. */
export async function logOut(api: AxiosInstance, dispatch: Dispatch): Promise<void> {
  try {
    await api.get(API_PATHS.logout);
  } catch (error) {
    console.error('Logout failed', error);
  } finally {
    dispatch({ type: 'logout' });
  }
}

/** Saves one's own profile; the stored user is replaced with the server's answer. */
export async function updateOwnProfile(api: AxiosInstance, dispatch: Dispatch, payload: OwnProfilePayload): Promise<User> {
  try {
    const response = await api.put<ApiEnvelope<UserData>>(API_PATHS.profile, payload);
    const user = userFrom(response.data);
    dispatch({ type: 'profileUpdated', user });
    return user;
  } catch (error) {
    dispatch({ type: 'profileUpdateFailed', error: errorMessage(error, ERRORS.updateFailed) });
    throw error;
  }
}
