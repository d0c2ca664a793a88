import { useMemo } from 'react';
import { useSetAtom, type createStore } from 'jotai';
import { ERRORS, MESSAGES, type OwnProfilePayload, type SignInPayload, type SignUpPayload, type User } from 'shared-contracts';
import { callApi } from '../http/client.js';
import { errorMessage, httpStatus } from '../http/errors.js';
import { dispatchSessionAtom } from './atoms.js';
import type { SessionAction, SessionState } from './state.js';

/*
 * Every write to the session, as a named operation (spec section 4). The session atom's raw
 * transitions stay inside the runtime: the shell and the remotes write the session only through
 * these, from a component (useSession) or from a store (sessionOperationsOf).
 */

/** Applies a transition; answers how many times the signed-in member has been written so far. */
type Dispatch = (action: SessionAction) => number;

/** What else forgets the member when their session ends (kept copies), registered by the modules that keep them. */
const sessionEndListeners = new Set<() => void>();
export function whenSessionEnds(listener: () => void): void {
  sessionEndListeners.add(listener);
}
const sessionEnded = () => {
  for (const listener of sessionEndListeners) listener();
};

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

/**
 * Asks the server who is signed in; a 401 clears the user, other failures are only logged.
 * An answer that arrives after the member was written meanwhile (a save, a sign-in) is older
 * than what the session holds, and is dropped.
 */
export async function fetchCurrentUser(dispatch: Dispatch): Promise<void> {
  const askedAt = dispatch({ type: 'currentUserAsked' });
  try {
    const { user } = await callApi('currentUser');
    if (user) dispatch({ type: 'currentUserLoaded', user, askedAt });
    else dispatch({ type: 'currentUserUnauthorized', askedAt });
  } catch (error) {
    if (httpStatus(error) === 401) dispatch({ type: 'currentUserUnauthorized', askedAt });
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
    sessionEnded();
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

/** The session's operations, bound to one store. */
function sessionOperations(dispatch: Dispatch) {
  return {
    signIn: (payload: SignInPayload) => signIn(dispatch, payload),
    signUp: (payload: SignUpPayload) => signUp(dispatch, payload),
    fetchCurrentUser: () => fetchCurrentUser(dispatch),
    logOut: () => logOut(dispatch),
    updateOwnProfile: (payload: OwnProfilePayload) => updateOwnProfile(dispatch, payload),
    /** Removes the error shown on the sign-in page, and only it. */
    clearError: () => dispatch({ type: 'clearError' }),
    /** A session the server opened by another way than the sign-in form (a welcome link): this member is signed in. */
    signedIn: (user: User) => dispatch({ type: 'authSuccess', user }),
    /** The server's answer about the signed-in member (a location shared or stopped): it replaces the stored user. */
    userSaved: (user: User) => dispatch({ type: 'profileUpdated', user }),
    /** Some fields of the signed-in member changed (a new avatar): merged into the stored user, if one is signed in. */
    userChanged: (fields: Partial<User>) => dispatch({ type: 'updateUser', fields }),
    /** The session as the page restored it from the device's storage (spec section 2: restored on start). */
    restored: (state: SessionState) => dispatch({ type: 'restored', state }),
    /** The server no longer knows the session (a 401): signed out here too, without calling logout. */
    signedOut: () => {
      sessionEnded();
      dispatch({ type: 'logout' });
    },
  };
}

type SessionOperations = ReturnType<typeof sessionOperations>;

/** The session's operations for a component. */
export function useSession(): SessionOperations {
  const dispatch = useSetAtom(dispatchSessionAtom);
  return useMemo(() => sessionOperations(dispatch), [dispatch]);
}

/** The session's operations on a store outside React (the shell's start, tests). */
export function sessionOperationsOf(store: ReturnType<typeof createStore>): SessionOperations {
  return sessionOperations((action) => store.set(dispatchSessionAtom, action));
}
