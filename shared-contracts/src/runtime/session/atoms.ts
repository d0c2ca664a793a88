import { atom } from 'jotai';
import { initialSession, sessionReducer, type SessionAction, type SessionState } from './state.js';

/** The session's state. jotai is a federation singleton, so every remote sees this same atom. Written only here. */
const sessionStateAtom = atom<SessionState>(initialSession);

/** The session, to read (a remote writes it through its operations: useSession, sessionOperationsOf). */
export const sessionAtom = atom((get) => get(sessionStateAtom));

/** Applies a session transition: the runtime's own, behind the operations. */
export const dispatchSessionAtom = atom(null, (get, set, action: SessionAction) => {
  set(sessionStateAtom, sessionReducer(get(sessionStateAtom), action));
});

export const currentUserAtom = atom((get) => get(sessionAtom).loginUser);
