import { atom } from 'jotai';
import { initialSession, sessionReducer, type SessionAction, type SessionState } from './state.js';

/** The one session atom. jotai is a federation singleton, so every remote sees this same atom. */
export const sessionAtom = atom<SessionState>(initialSession);

/** Write-only: applies a session transition. */
export const dispatchSessionAtom = atom(null, (get, set, action: SessionAction) => {
  set(sessionAtom, sessionReducer(get(sessionAtom), action));
});

export const currentUserAtom = atom((get) => get(sessionAtom).loginUser);
