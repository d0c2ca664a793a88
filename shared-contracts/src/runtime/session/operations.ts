import { ERRORS, MESSAGES, type OwnProfilePayload, type SignInPayload, type SignUpPayload, type User } from 'shared-contracts';
import { callApi } from '../http/client.js';
import { errorMessage, httpStatus } from '../http/errors.js';
import type { SessionAction } from './state.js';

type Dispatch = (action: SessionAction) => void;

/** The user of an answer that must carry one (spec section 5: else 'Invalid response from server'). */
function userFrom(data: { user?: unknown } | undefined): User {
  const user = data?.user;
  if (!user || typeof user !== 'object') throw new Error(MESSAGES.invalidServerResponse);
  return user as User;
}

async function authenticate(dispatch: Dispatch, call: () => Promise<{ user?: unknown }>, fallback: string): Promise<boolean> {
  dispatch({ type: 'authStart' });
  try {
    dispatch({ type: 'authSuccess', user: userFrom(await call()) });
    return true;
  } catch (error) {
    console.error(fallback, error);
    dispatch({ type: 'authFailure', error: errorMessage(error, fallback) });
    return false;
  }
}

/** Signs in; the session holds the user or the error to show. Resolves true on success. */
export function signIn(dispatch: Dispatch, payload: SignInPayload): Promise<boolean> {
  return authenticate(dispatch, () => callApi('signIn', { body: payload }), ERRORS.loginFailed);
}

export function signUp(dispatch: Dispatch, payload: SignUpPayload): Promise<boolean> {
  return authenticate(dispatch, () => callApi('signUp', { body: payload }), ERRORS.signUpFailed);
}

/** Asks the server who is signed in; a 401 clears the user, other failures are only logged. */
export async function fetchCurrentUser(dispatch: Dispatch): Promise<void> {
  try {
    const { user } = await callApi('currentUser');
    if (user) dispatch({ type: 'currentUserLoaded', user });
    else dispatch({ type: 'currentUserUnauthorized' });
  } catch (error) {
    if (httpStatus(error) === 401) dispatch({ type: 'currentUserUnauthorized' });
    else console.error('Could not fetch the current user', error);
  }
}

/** Logs out; the session is reset even when the call fails. */
export async function logOut(dispatch: Dispatch): Promise<void> {
  try {
    await callApi('logout');
  } catch (error) {
    console.error('Logout failed', error);
  } finally {
    dispatch({ type: 'logout' });
  }
}

/** Saves one's own profile; the stored user is replaced with the server's answer. */
export async function updateOwnProfile(dispatch: Dispatch, payload: OwnProfilePayload): Promise<User> {
  try {
    const user = userFrom(await callApi('updateProfile', { body: payload }));
    dispatch({ type: 'profileUpdated', user });
    return user;
  } catch (error) {
    dispatch({ type: 'profileUpdateFailed', error: errorMessage(error, ERRORS.updateFailed) });
    throw error;
  }
}
