import type { User } from 'shared-contracts';
import { sameJson } from '../sameJson.js';

/** The client's session (spec section 3): the only state that is persisted. */
export interface SessionState {
  loginUser: User | null;
  isUserLogin: boolean;
  loading: boolean;
  error: string | null;
}

export const initialSession: SessionState = {
  loginUser: null,
  isUserLogin: false,
  loading: false,
  error: null,
};

/** The session's transitions (spec section 4): written only through the operations (operations.ts). */
export type SessionAction =
  | { type: 'authStart' }
  | { type: 'authSuccess'; user: User }
  | { type: 'authFailure'; error: string }
  | { type: 'logout' }
  | { type: 'clearError' }
  | { type: 'updateUser'; fields: Partial<User> }
  /** Asks nothing: answers how many times the member has been written (see currentUserLoaded). */
  | { type: 'currentUserAsked' }
  /** `askedAt`: the writes counted when the server was asked; an answer older than a later write is dropped. */
  | { type: 'currentUserLoaded'; user: User; askedAt?: number }
  | { type: 'currentUserUnauthorized'; askedAt?: number }
  | { type: 'profileUpdated'; user: User }
  | { type: 'profileUpdateFailed'; error: string }
  | { type: 'restored'; state: SessionState };

/** Every session transition of spec section 4, as one pure function. */
export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'authStart':
      return { ...state, loading: true, error: null };
    case 'authSuccess':
      return { loginUser: action.user, isUserLogin: true, loading: false, error: null };
    case 'authFailure':
      return { ...state, loginUser: null, isUserLogin: false, loading: false, error: action.error };
    case 'logout':
      return initialSession;
    case 'clearError':
      return { ...state, error: null };
    case 'updateUser':
      if (!state.loginUser) return state;
      return { ...state, loginUser: { ...state.loginUser, ...action.fields } };
    case 'currentUserAsked':
      return state;
    case 'currentUserLoaded':
      // The server confirming what the page holds changes nothing: no screen is drawn again.
      if (state.isUserLogin && sameJson(state.loginUser, action.user)) return state;
      return { ...state, loginUser: action.user, isUserLogin: true };
    case 'currentUserUnauthorized':
      return { ...state, loginUser: null, isUserLogin: false };
    case 'profileUpdated':
      return { ...state, loginUser: action.user, error: null };
    case 'profileUpdateFailed':
      return { ...state, error: action.error };
    case 'restored':
      return action.state;
    default:
      return state;
  }
}

/** The part of the session written to browser storage: never a transient flag. */
export function persistableSession(state: SessionState): Pick<SessionState, 'loginUser' | 'isUserLogin'> {
  return { loginUser: state.loginUser, isUserLogin: state.isUserLogin };
}

/** A stored user as far as the page relies on it: an object with a whole-number id (the server's answer is checked again at start). */
const isUser = (value: unknown): value is User =>
  !!value && typeof value === 'object' && Number.isInteger((value as { id?: unknown }).id) && typeof (value as { email?: unknown }).email === 'string';

/** Reads what was persisted; anything malformed restores as logged out. */
export function restoredSession(raw: unknown): SessionState {
  if (!raw || typeof raw !== 'object') return initialSession;
  const stored = raw as Partial<SessionState>;
  const user = isUser(stored.loginUser) ? stored.loginUser : null;
  const isUserLogin = stored.isUserLogin === true && user !== null;
  return { ...initialSession, loginUser: isUserLogin ? user : null, isUserLogin };
}
